/**
 * The CMS A/B split in a shared document (docs/decisions/020-shared-documents.md): the
 * document carries every variation of a tested entry, each in an element
 * `[data-ab-variation=<id>][data-ab-ratio=<share>][data-ab-title=<its page title>]` (the
 * default last, shown as the page's markup comes), inside `[data-ab-test=<entry id>]`
 * (src/client-components/cms/ab-test.tsx).
 */

/** One variation as the picker sees it: its id and its share of new visitors. */
export type VariationShare = { id: string; ratio: number };

/**
 * The visitor's variation of the test `testId`: the one the CMS SDK's cookie
 * `builder.tests.<entry id>` names, else one drawn at the test's shares (the default, last,
 * takes what is left), then kept in that cookie for a year.
 *
 * It runs in the browser twice over: as itself, where the page is rendered in the app (an
 * in-app navigation renders no inline script), and as the text of the page's inline picker
 * below. So it refers to nothing outside itself.
 */
export function visitorVariation(testId: string, variations: readonly VariationShare[]): string {
  const name = `builder.tests.${testId}`;
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
  const picked = drawn?.id ?? testId;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(picked)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  return picked;
}

/**
 * The inline script right after the test's element, on a page load: it shows the visitor's
 * variation and puts its title in the tab before the page paints, so no frame shows another
 * visitor's (the hydrated page's `<title>` is then the same text). The same text on every
 * page, so one hash allows it (src/lib/inline-hashes.ts).
 */
export const AB_PICKER_SCRIPT = `(function(t){var c=[].slice.call(t.children),v=(${visitorVariation.toString()})(t.getAttribute('data-ab-test'),c.map(function(e){return{id:e.getAttribute('data-ab-variation'),ratio:Number(e.getAttribute('data-ab-ratio'))}}));c.forEach(function(e){var s=e.getAttribute('data-ab-variation')===v;e.toggleAttribute('data-ab-shown',s);if(s){document.title=e.getAttribute('data-ab-title')}})})(document.currentScript.previousElementSibling);`;
