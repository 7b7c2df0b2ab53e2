'use client';

import { css } from '@linaria/core';
import { useState, type ReactNode } from 'react';
import { shownVariation } from '../../lib/ab-test/browser/shown-variation.ts';
import { abTestCookie, visitorVariation } from '../../lib/ab-test/browser/visitor-variation.ts';

/** One variation of a tested entry, rendered on the server, and its page title. */
type AbVariation = { variationId: string; ratio: number; title: string; content: ReactNode };

// the test's box adds nothing to the layout: its shown variation's blocks are the page's
const testBox = css`
  display: contents;
`;

// a variation not shown takes no room
const variationBox = css`
  display: contents;
  &:not([data-ab-shown]) {
    display: none;
  }
`;

/**
 * The variation this browser shows. The server renders the default (the last): the page's
 * inline picker (src/lib/ab-test/browser/visitor-variation.ts) has shown the visitor's before the page hydrates, so
 * hydration takes the one it shows; a page rendered in the app has no picker run, and asks
 * the same question itself.
 */
const browserVariation = (testId: string, variations: readonly AbVariation[]) => {
  const fallback = (variations.at(-1) as AbVariation).variationId;
  if (typeof document === 'undefined') {
    return fallback;
  }
  return (
    shownVariation(testId) ??
    visitorVariation(
      abTestCookie(testId),
      variations.map(({ variationId, ratio }) => ({ id: variationId, ratio })),
    )
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
  const [shown] = useState(() => browserVariation(testId, variations));
  const title = variations.find((variation) => variation.variationId === shown)?.title;
  return (
    <>
      {title ? <title>{title}</title> : null}
      <div data-ab-test={testId} className={testBox}>
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
