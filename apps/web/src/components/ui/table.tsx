// Table: scrolls sideways inside its card; on phones the first column stays pinned (DESIGN.md).
import type { ComponentProps, Ref } from 'react';
import { cn } from '@/lib/utils';

type TableProps = ComponentProps<'table'> & {
  /** The box that scrolls sideways, for a caller that shows it scrolls (the statement tables). */
  scrollRef?: Ref<HTMLDivElement>;
  /**
   * Names the box when it scrolls, and makes it a tab stop, so a keyboard can scroll a table wider than the
   * screen whose rows hold nothing focusable (WCAG 2.1.1; axe's scrollable-region-focusable).
   */
  scrollLabel?: string;
};

export function Table({ className, scrollRef, scrollLabel, ...props }: TableProps) {
  return (
    <div
      ref={scrollRef}
      className="relative w-full overflow-x-auto focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      {...(scrollLabel ? { tabIndex: 0, role: 'region', 'aria-label': scrollLabel } : {})}
    >
      <table className={cn('w-full caption-bottom border-collapse text-sm', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('[&_tr]:border-b [&_tr]:bg-surface', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableFooter({ className, ...props }: ComponentProps<'tfoot'>) {
  return <tfoot className={cn('border-t bg-surface font-semibold', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      className={cn('border-b border-border bg-background transition-colors hover:bg-surface', className)}
      {...props}
    />
  );
}

// The pinned first cell takes its row's background so scrolled figures never show through.
const pinnedFirst = 'first:sticky first:left-0 first:z-10 first:bg-inherit md:first:static';

type CellProps = { numeric?: boolean };

export function TableHead({ className, numeric, ...props }: ComponentProps<'th'> & CellProps) {
  return (
    <th
      className={cn(
        'h-10 px-3 text-left align-middle font-medium whitespace-nowrap text-muted-foreground',
        pinnedFirst,
        numeric && 'text-right',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, numeric, ...props }: ComponentProps<'td'> & CellProps) {
  return (
    <td
      className={cn(
        'px-3 py-2.5 align-middle',
        pinnedFirst,
        numeric && 'text-right whitespace-nowrap tabular-nums',
        className,
      )}
      {...props}
    />
  );
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption className={cn('mt-4 text-sm text-muted-foreground', className)} {...props} />;
}
