'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import type * as FooterIslands from './footer-islands.ts';
import { footerWanted } from './footer-wanted.ts';

type Islands = typeof FooterIslands;

// imported, not statically: a static import would put the islands in the layout's chunk
const rendered = import.meta.env.SSR ? await import('./footer-islands.ts') : undefined;

let loading: Promise<Islands> | undefined;
const loadIslands = () => (loading ??= footerWanted().then(() => import('./footer-islands.ts')));

/**
 * The footer's islands hydrate after the page's load (docs/decisions/014-browser-code-on-first-use.md):
 * the server renders each at once, inside a Suspense boundary, and the browser keeps that markup,
 * working as plain HTML (the country list opens, its links go, the form posts back to the page),
 * until their one chunk arrives, fetched after the load when the browser is idle, or at the
 * first pointer or focus in the footer (./footer-wanted.ts). On the server the islands are
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
