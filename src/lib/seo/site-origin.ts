/** A path (or an address) made absolute against the site's origin. */
export const absoluteUrl = (origin: string) => (pathOrUrl: string) =>
  new URL(pathOrUrl, origin).href;
