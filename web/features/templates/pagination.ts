/** Spec section 9: the template dialog shows 24 templates a page and at most 5 page buttons. */
export const PICKER_PAGE_SIZE = 24;
export const PICKER_PAGE_BUTTONS = 5;

/** Number of pages for `total` items (at least 1, so an empty list still has page 1). */
export function pageCount(total: number, pageSize: number = PICKER_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The numbered buttons around `page` (1-based): up to `buttons` consecutive pages, current centred where possible. */
export function pageWindow(page: number, pages: number, buttons: number = PICKER_PAGE_BUTTONS): number[] {
  const size = Math.min(buttons, pages);
  const start = Math.min(Math.max(page - Math.floor(size / 2), 1), pages - size + 1);
  return Array.from({ length: size }, (_, index) => start + index);
}

/**
 * The `after` cursor that opens `page` of an offset connection: the server's cursors are base64 of
 * `OffsetConnection:<n>` (see schema.graphql), and `after` the item before the page's first.
 */
export function pageCursor(page: number, pageSize: number = PICKER_PAGE_SIZE): string | null {
  if (page <= 1) return null;
  return btoa(`OffsetConnection:${(page - 1) * pageSize - 1}`);
}
