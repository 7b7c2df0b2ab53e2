/**
 * The `src` of an `<img>` a server component renders. React's Flight server (19.3) sends the
 * address of every image not loaded lazily as a preload hint, written without the escaping it
 * gives every other string, and its reader takes a hint's string that starts with `$` as a
 * reference to another row: an image address such as `$3#…` from the CMS or the site API made
 * the page's server render fail ("Invalid reference", a 500) and an in-app navigation break.
 * No scheme starts with `$`, so such an address is relative, and `./` before it names the
 * same resource.
 */
export const imageSrc = (src: string): string => (src.startsWith('$') ? `./${src}` : src);
