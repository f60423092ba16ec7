// Loading and dead-end states the purchasing pages share.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Loader2 } from 'lucide-react';
import { StatusPanel } from '@/components/status-panel';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { HOME_PATH } from '@/lib/paths';

export function LoadingPanel({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col gap-6">
      <p className="flex items-center gap-2 text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        {label}
      </p>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card className="gap-3 p-6">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="mt-4 h-24 w-full" />
        </Card>
        <Card className="gap-3 p-6">
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="h-12 w-full" />
        </Card>
      </div>
    </div>
  );
}

export function HomeButton({
  label = 'Return Home',
  variant = 'default',
}: {
  label?: string;
  variant?: 'default' | 'outline';
}) {
  return (
    <Button asChild variant={variant}>
      <Link to={HOME_PATH}>{label}</Link>
    </Button>
  );
}

/** A dead end with a plain explanation and the way home; `onRetry` adds "Try Again" for errors. */
export function DeadEnd({
  title,
  children,
  onRetry,
  actions,
}: {
  title: string;
  children?: ReactNode;
  onRetry?: () => void;
  actions?: ReactNode;
}) {
  return (
    <StatusPanel title={title} onRetry={onRetry} actions={actions ?? <HomeButton />}>
      {children}
    </StatusPanel>
  );
}
