'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import type * as FooterIslands from './footer-islands.ts';
import { footerWanted } from './footer-wanted.ts';

type Islands = typeof FooterIslands;

// imported, not statically: a static import would put the islands in the layout's chunk
const rendered = import.meta.env.SSR ? await import('./footer-islands.ts') : undefined;

let loading: Promise<Islands> | undefined;
// a chunk that cannot be fetched leaves the footer as the server rendered it, working as HTML:
// rejected, the error would reach no error boundary below the document's root
const loadIslands = () =>
  (loading ??= footerWanted()
    .then(() => import('./footer-islands.ts'))
    .catch(() => new Promise<never>(() => {})));

/**
 * The footer's islands hydrate after the page's load (docs/decisions/014-browser-code-on-first-use.md):
 * the server renders each at once, inside a Suspense boundary, and the browser keeps that markup,
 * working as plain HTML (the country list opens and its links go; the form's submit is a post
 * back to the page, which answers 405), until their one chunk arrives, fetched after the load
 * when the browser is idle, or at the first pointer or focus in the footer (./footer-wanted.ts). On the server the islands are
 * rendered, not loaded: a boundary that waited would stream in late with a script of its own.
 */
const deferred = <Name extends keyof Islands>(name: Name) =>
  rendered
    ? rendered[name]
    : lazy(() => loadIslands().then((islands) => ({ default: islands[name] })));

const DeferredNewsletterForm = deferred('NewsletterForm');
const DeferredCountryDisclosure = deferred('CountryDisclosure');
const DeferredSmsOffer = deferred('SmsOffer');

export const NewsletterForm = (props: ComponentProps<Islands['NewsletterForm']>) => (
  <Suspense fallback={null}>
    <DeferredNewsletterForm {...props} />
  </Suspense>
);

export const CountryDisclosure = (props: ComponentProps<Islands['CountryDisclosure']>) => (
  <Suspense fallback={null}>
    <DeferredCountryDisclosure {...props} />
  </Suspense>
);

export const SmsOffer = (props: ComponentProps<Islands['SmsOffer']>) => (
  <Suspense fallback={null}>
    <DeferredSmsOffer {...props} />
  </Suspense>
);
