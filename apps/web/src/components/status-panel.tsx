// Plain-language empty and error states for a data view; an error offers "Try Again" (DESIGN.md "States").
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

type StatusPanelProps = {
  title: string;
  children?: ReactNode;
  /** Given for an error: shows "Try Again" and announces the panel as an alert. */
  onRetry?: () => void;
  actions?: ReactNode;
  icon?: ReactNode;
  className?: string;
};

export function StatusPanel({ title, children, onRetry, actions, icon, className }: StatusPanelProps) {
  return (
    <Card
      className={cn('items-center gap-3 p-8 text-center md:p-10', className)}
      role={onRetry ? 'alert' : undefined}
    >
      {icon}
      <h2 className="text-lg font-semibold">{title}</h2>
      {children && <div className="max-w-md text-sm text-muted-foreground">{children}</div>}
      {(onRetry || actions) && (
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          {onRetry && (
            <Button variant="outline" onClick={onRetry}>
              Try Again
            </Button>
          )}
          {actions}
        </div>
      )}
    </Card>
  );
}
