/**
 * The CMS A/B test in the visitor's browser (docs/decisions/031-ab-variation-on-every-render.md):
 * the shared document carries every variation of a tested entry, each in an element
 * `[data-ab-variation=<id>][data-ab-ratio=<share>][data-ab-title=<its page title>]` (the
 * default last, shown as the page's markup comes), inside `[data-ab-test=<entry id>]`
 * (src/client-components/cms/ab-test.tsx). This module says which one the visitor sees, on a
 * page load (the inline picker) and on an in-app render (the island) alike.
 */

// the CMS SDK's cookie, one per test, that keeps a visitor's variation
const COOKIE_PREFIX = 'builder.tests.';

/** The cookie that keeps a visitor's variation of the test `testId`. */
export const abTestCookie = (testId: string) => `${COOKIE_PREFIX}${testId}`;

/** One variation as the picker sees it: its id and its share of new visitors. */
type VariationShare = { id: string; ratio: number };

/**
 * The visitor's variation of a test: the one its cookie (`abTestCookie`) names, else one
 * drawn at the test's shares (the default, last, takes what is left), then kept in that
 * cookie for a year.
 *
 * It runs in the browser twice over: as itself, where the page is rendered in the app (an
 * in-app navigation renders no inline script), and as the text of the page's inline picker
 * below. So it refers to nothing outside itself.
 */
export function visitorVariation(name: string, variations: readonly VariationShare[]): string {
  let stored: string | undefined;
  for (const pair of document.cookie.split('; ')) {
    const equals = pair.indexOf('=');
    if (pair.slice(0, equals) === name) {
      try {
        stored = decodeURIComponent(pair.slice(equals + 1));
      } catch {
        stored = undefined;
      }
    }
  }
  const kept = variations.find((variation) => variation.id === stored);
  if (kept) {
    return kept.id;
  }
  const draw = Math.random();
  let share = 0;
  const drawn =
    variations.find((variation) => {
      share += variation.ratio;
      return draw < share;
    }) ?? variations.at(-1);
  if (!drawn) {
    return '';
  }
  const picked = drawn.id;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(picked)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  return picked;
}

/**
 * The inline script after the test's element, on a page load, its `data-ab-for` naming the
 * test: it shows the visitor's variation and puts its title in the tab, so no frame shows
 * another visitor's (the hydrated page's `<title>` is then the same text). It finds the element
 * by the test's id, not as its neighbour: a render that streams sends the script in a segment
 * of its own, parsed apart from the element before React moves it in place. Until it has run,
 * the test's element shows no variation where scripts run (src/client-components/cms/ab-test.tsx):
 * the browser may paint between the element's markup and this script. It then marks the
 * element picked, even if the pick failed, which leaves the default shown. The same text on
 * every page, so one hash allows it (src/lib/inline-hashes.ts).
 */
export const AB_PICKER_SCRIPT = `(function(id){var t=[].filter.call(document.querySelectorAll('[data-ab-test]'),function(e){return e.getAttribute('data-ab-test')===id})[0];if(!t){return}try{var c=[].slice.call(t.children),v=(${visitorVariation.toString()})(${JSON.stringify(COOKIE_PREFIX)}+id,c.map(function(e){return{id:e.getAttribute('data-ab-variation'),ratio:Number(e.getAttribute('data-ab-ratio'))}}));c.forEach(function(e){var s=e.getAttribute('data-ab-variation')===v;e.toggleAttribute('data-ab-shown',s);if(s){document.title=e.getAttribute('data-ab-title')}})}finally{t.setAttribute('data-ab-picked','')}})(document.currentScript.getAttribute('data-ab-for'));`;
