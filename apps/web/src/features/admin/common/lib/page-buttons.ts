// Which page buttons a pager shows (admin.md section 9): first, last, a window of 2 around the
// current page, and an ellipsis where a gap opens (distance 3 or more from the current page).

export type PageButton = { kind: 'page'; page: number } | { kind: 'ellipsis'; key: string };

export function pageButtons(current: number, totalPages: number, window = 2): PageButton[] {
  if (totalPages <= 0) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  const pages = new Set<number>([1, totalPages]);
  for (let p = page - window; p <= page + window; p++) if (p >= 1 && p <= totalPages) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const buttons: PageButton[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (previous && p - previous > 1) buttons.push({ kind: 'ellipsis', key: `gap-${previous}-${p}` });
    buttons.push({ kind: 'page', page: p });
    previous = p;
  }
  return buttons;
}

export function totalPagesOf(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.max(1, Math.ceil(total / pageSize)) : 1;
}
