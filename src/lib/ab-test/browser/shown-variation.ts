/**
 * The variation a test's element shows now (the picker's mark, src/lib/ab-test/browser/visitor-variation.ts),
 * if any. Apart from the picker: every CMS page's load event asks it, and only a page under a
 * test needs the picker's code (scripts/client-chunks.ts).
 */
export const shownVariation = (testId: string) =>
  document
    .querySelector(`[data-ab-test="${CSS.escape(testId)}"] > [data-ab-shown]`)
    ?.getAttribute('data-ab-variation') ?? undefined;
