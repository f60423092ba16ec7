import { describe, expect, it } from 'vitest';
import { pageButtons, totalPagesOf } from '@/features/admin/common/lib/page-buttons';

const labels = (current: number, total: number) =>
  pageButtons(current, total).map((b) => (b.kind === 'page' ? String(b.page) : '…'));

describe('pageButtons (admin.md section 9)', () => {
  it('shows every page when there are few', () => {
    expect(labels(1, 1)).toEqual(['1']);
    expect(labels(3, 5)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('shows first, last and a window of 2 around the current page, with ellipses for gaps', () => {
    expect(labels(1, 20)).toEqual(['1', '2', '3', '…', '20']);
    expect(labels(10, 20)).toEqual(['1', '…', '8', '9', '10', '11', '12', '…', '20']);
    expect(labels(20, 20)).toEqual(['1', '…', '18', '19', '20']);
  });

  it('puts an ellipsis only where a page is skipped (distance 3 from the current page)', () => {
    expect(labels(4, 20)).toEqual(['1', '2', '3', '4', '5', '6', '…', '20']);
    expect(labels(5, 20)).toEqual(['1', '…', '3', '4', '5', '6', '7', '…', '20']);
  });

  it('clamps an out-of-range page and counts pages from totals', () => {
    expect(labels(99, 3)).toEqual(['1', '2', '3']);
    expect(pageButtons(1, 0)).toEqual([]);
    expect(totalPagesOf(0, 10)).toBe(1);
    expect(totalPagesOf(21, 10)).toBe(3);
  });
});
