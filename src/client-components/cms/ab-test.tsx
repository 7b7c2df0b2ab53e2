'use client';

import { css } from '@linaria/core';
import { use, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { shownVariation } from '../../lib/ab-test/browser/shown-variation.ts';
import type * as Picker from '../../lib/ab-test/browser/visitor-variation.ts';

/** One variation of a tested entry, rendered on the server, and its page title. */
type AbVariation = { variationId: string; ratio: number; title: string; content: ReactNode };

// the test's box adds nothing to the layout: its shown variation's blocks are the page's. Where
// scripts run, it shows none until the visitor's is picked: the page's inline picker runs after
// the variations' markup, and a frame painted in between would show the default to everyone
const testBox = css`
  display: contents;
  @media (scripting: enabled) {
    &:not([data-ab-picked]) > * {
      display: none;
    }
  }
`;

// a variation not shown takes no room
const variationBox = css`
  display: contents;
  &:not([data-ab-shown]) {
    display: none;
  }
`;

// the picker's code, fetched once, by the first render in the app (below); undefined if it
// could not be fetched
let picker: Promise<typeof Picker | undefined> | undefined;

/**
 * The variation this browser shows. The server renders the default (the last) marked shown,
 * and on a page load the page's inline picker (src/lib/ab-test/browser/visitor-variation.ts)
 * has moved the mark to the visitor's before the page hydrates, so hydration takes the one it
 * marks. A page rendered in the app has no picker run and no mark yet: that render waits for
 * the picker's code and asks the same question itself. A page load never fetches it, so the
 * island is this much lighter on every page under a test (docs/decisions/014-browser-code-on-first-use.md).
 */
const useBrowserVariation = (testId: string, variations: readonly AbVariation[]) => {
  if (typeof document === 'undefined') {
    return (variations.at(-1) as AbVariation).variationId;
  }
  const marked = shownVariation(testId);
  if (marked !== undefined) {
    return marked;
  }
  // a failed fetch: waku reloads the page the first time in a tab's session (it takes it for a
  // new release's skew); after that the default shows, as the server renders it, until the
  // next page load. Asked again at each render, it would hold the page as long as it fails
  picker ??= import('../../lib/ab-test/browser/visitor-variation.ts').catch(() => undefined);
  const loaded = use(picker);
  if (!loaded) {
    return (variations.at(-1) as AbVariation).variationId;
  }
  const { abTestCookie, visitorVariation } = loaded;
  return visitorVariation(
    abTestCookie(testId),
    variations.map(({ variationId, ratio }) => ({ id: variationId, ratio })),
  );
};

/**
 * A page under a CMS A/B test (docs/decisions/020-shared-documents.md): every variation,
 * the visitor's shown, and its title in the tab. The `<title>` is hoisted into the head,
 * where hydration does not compare it with the server's, so it is the visitor's from the
 * first render in the browser: React puts it in place at hydration, and the picker put the
 * same text there before the first paint.
 */
export const AbTest = ({
  testId,
  variations,
}: {
  testId: string;
  variations: readonly AbVariation[];
}) => {
  // asked at each render (`use` may not run in a state's initialiser), kept from the first
  const [shown] = useState(useBrowserVariation(testId, variations));
  const title = variations.find((variation) => variation.variationId === shown)?.title;
  const box = useRef<HTMLDivElement>(null);
  // the server's markup waits for the page's picker to mark it; in the browser this island has
  // picked, before its first paint. Hydration keeps the server's attributes, so a page load
  // whose picker did not run (its test not found, its script blocked) shows the default the
  // server marked
  useLayoutEffect(() => {
    box.current?.setAttribute('data-ab-picked', '');
  }, []);
  return (
    <>
      {title ? <title>{title}</title> : null}
      <div ref={box} data-ab-test={testId} className={testBox}>
        {variations.map((variation) => (
          <div
            key={variation.variationId}
            className={variationBox}
            data-ab-variation={variation.variationId}
            data-ab-ratio={variation.ratio}
            data-ab-title={variation.title}
            data-ab-shown={variation.variationId === shown ? '' : undefined}
            // the server marks the default; the picker has already moved the mark to the
            // visitor's, which is what this render says too
            suppressHydrationWarning
          >
            {variation.content}
          </div>
        ))}
      </div>
    </>
  );
};
