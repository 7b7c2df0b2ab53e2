/** The shared carousel rules of docs/behaviour.md#blocks and #constants, kept pure so they are tested once. */

export const DEFAULT_PAGE_SIZE = 4;
/** px; at or below it a carousel shows one item per page */
export const ONE_PER_PAGE_MAX_WIDTH = 768;
/** px; at or below it (and above 768) a carousel shows two items per page */
export const TWO_PER_PAGE_MAX_WIDTH = 960;

export type SlideDirection = 'next' | 'prev';

export const itemsPerPage = (containerWidth: number, pageSize = DEFAULT_PAGE_SIZE) => {
  const size = Math.max(1, Math.floor(pageSize));
  if (containerWidth <= ONE_PER_PAGE_MAX_WIDTH) {
    return 1;
  }
  if (containerWidth <= TWO_PER_PAGE_MAX_WIDTH) {
    return Math.min(2, size);
  }
  return size;
};

export const pageCount = (itemCount: number, perPage: number) =>
  Math.max(1, Math.ceil(itemCount / perPage));

/** Pages count from 1; next on the last page wraps to the first. */
export const nextPage = (page: number, count: number) => (page >= count ? 1 : page + 1);

/** Previous on the first page wraps to the last. */
export const prevPage = (page: number, count: number) => (page <= 1 ? count : page - 1);

/** After a resize the current page may no longer exist: show the last one instead. */
export const clampPage = (page: number, count: number) => Math.min(Math.max(page, 1), count);

export const slideDirection = (from: number, to: number): SlideDirection =>
  to >= from ? 'next' : 'prev';

/** The page that shows a given item (0-based index). */
export const pageOfItem = (index: number, perPage: number) => Math.floor(index / perPage) + 1;
