// The pager under every staff table: Previous, page buttons with ellipses, Next, and "x–y of n".
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { pageButtons, totalPagesOf } from '../lib/page-buttons';

type PaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Names the table for screen readers, e.g. "Requests". */
  label: string;
};

export function Pagination({ page, pageSize, total, onPageChange, label }: PaginationProps) {
  const totalPages = totalPagesOf(total, pageSize);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={`${label} pages`}
      className="flex flex-col items-center justify-between gap-3 border-t border-border px-4 py-3 md:flex-row"
    >
      <p className="text-sm text-muted-foreground tabular-nums">
        {total === 0 ? 'No results' : `Showing ${first}–${last} of ${total.toLocaleString('en-US')}`}
      </p>
      {totalPages > 1 && (
        <div className="flex flex-wrap items-center gap-1">
          <Button
            variant="outline"
            size="sm"
            onClick={() => onPageChange(page - 1)}
            disabled={page <= 1}
            aria-label="Previous page"
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          {pageButtons(page, totalPages).map((button) =>
            button.kind === 'ellipsis' ? (
              <span key={button.key} className="px-2 text-muted-foreground" aria-hidden="true">
                …
              </span>
            ) : (
              <Button
                key={button.page}
                variant={button.page === page ? 'default' : 'outline'}
                size="sm"
                className="min-w-9 tabular-nums"
                onClick={() => onPageChange(button.page)}
                aria-label={`Page ${button.page}`}
                aria-current={button.page === page ? 'page' : undefined}
              >
                {button.page}
              </Button>
            ),
          )}
          <Button
            variant="outline"
            size="sm"
            onClick={() => onPageChange(page + 1)}
            disabled={page >= totalPages}
            aria-label="Next page"
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      )}
    </nav>
  );
}
