// a slug: letters, digits, - _ . ~ and percent-escapes; never a hidden name (.env, ..)
const SEGMENT = /^(?!\.)(?:[\p{L}\p{N}._~-]|%[0-9A-Fa-f]{2})+$/u;

/**
 * Whether a path can be the url of a CMS content page at all (docs/behaviour.md#errors: the route's
 * validation). Scanner probes such as /.env or /wp-login.php?x=<script> fail it and are a 404
 * without asking the CMS for a page.
 */
export const isContentPath = (path: string) => {
  const segments = path.split('/').slice(1);
  if (segments.at(-1) === '') {
    segments.pop();
  }
  return segments.every((segment) => SEGMENT.test(segment));
};
