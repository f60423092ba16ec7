// The Trajectory word mark, linking home.
import { Link } from 'react-router';
import { TrendingUp } from 'lucide-react';
import { cn } from '@/lib/utils';
import { HOME_PATH } from '@/lib/paths';

export function BrandLink({ className }: { className?: string }) {
  return (
    <Link
      to={HOME_PATH}
      className={cn(
        'inline-flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight text-foreground',
        className,
      )}
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <TrendingUp className="size-5" aria-hidden="true" />
      </span>
      Trajectory
    </Link>
  );
}
