/**
 * Where waku serves RSC payloads (its default `rscBase`, 'RSC'): `/RSC/{encoded path}.txt`,
 * the path a route (`R/`), a slice (`S/`) or a server function (`F/`). A request there
 * gets a payload, never a page's HTML.
 */
export const RSC_PREFIX = '/RSC/';
