/** Spec section 9: the admin user list shows pages within 2 of the current one. */
export const PAGE_WINDOW = 2;

export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The numbered buttons of the admin user list (spec section 2): page 1, the last page and the
 * pages within `window` of the current one, with a gap (an ellipsis) wherever pages are skipped.
 * Empty when there is at most one page, since the pagination is then hidden.
 */
export function pageItems(current: number, totalPages: number, window: number = PAGE_WINDOW): PageItem[] {
  if (totalPages <= 1) return [];
  const shown = new Set<number>([1, totalPages]);
  for (let page = current - window; page <= current + window; page += 1) {
    if (page >= 1 && page <= totalPages) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous > 1) items.push({ kind: 'gap', key: `gap-${previous}-${page}` });
    items.push({ kind: 'page', page });
  });
  return items;
}
