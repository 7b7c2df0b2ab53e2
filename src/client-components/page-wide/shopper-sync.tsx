'use client';

import { useLayoutEffect, useRef } from 'react';
import { useRouterHost_UNSTABLE as useRouterHost } from 'waku/router/client-core';
import type { Shopper } from '../../../contracts/shopper.ts';
import { afterLoadWhenIdle } from '../../lib/after-load.ts';
import { PRICES_PENDING_ATTRIBUTE } from '../../lib/price-markers.ts';
import type * as ShopperAnswersModule from '../../lib/shopper/browser/shopper-answers.ts';
import { earlyShopperRequest } from '../../lib/shopper/browser/shopper-client.ts';
import { SHOPPER_STALE_ATTRIBUTE } from '../../lib/shopper/shopper-markers.ts';

type ShopperAnswers = typeof ShopperAnswersModule;

// the address of the page the browser loaded, tracking parameters and all
let loadedPage = '';
let shopperAnswers: Promise<ShopperAnswers> | undefined;

/**
 * What checks the shopper's answers and puts them in place
 * (src/lib/shopper/browser/shopper-answers.ts), loaded once, at first need. The loaded page's
 * answer, the request the head started, is put in place first: an in-app navigation's ask
 * that loads the module comes after it, and is never overtaken by it.
 */
const withShopperAnswers = () =>
  (shopperAnswers ??= import('../../lib/shopper/browser/shopper-answers.ts').then((module) => {
    void module.loadShopper(loadedPage, { early: true });
    return module;
  }));

/**
 * An answer the page cannot leave until it has loaded: one that does not say whether the
 * shopper is signed in (it failed, or the account is unknown: asked again within a second,
 * then the shopper is told, docs/behaviour.md#failures), a price group's prices to ask for,
 * a reload in the account's own locale. Unchecked, it only says when to load what checks it.
 */
const needsChecksNow = (answer: unknown) => {
  const parts = answer as Partial<Shopper> | null | undefined;
  return (
    typeof parts?.signedIn !== 'boolean' ||
    parts.groupPrices === true ||
    parts.reloadForLocale === true
  );
};

// the module loads once the page has loaded and is idle, or sooner when it is needed; the
// events it handles are kept for it from the start
if (typeof window !== 'undefined') {
  loadedPage = `${location.pathname}${location.search}`;
  const root = document.documentElement;
  const load = () => void withShopperAnswers();
  // a shopper with prices of their own waits for them, their public ones hidden
  if (root.hasAttribute(PRICES_PENDING_ATTRIBUTE)) {
    load();
  }
  void earlyShopperRequest()?.then((answer) => {
    if (needsChecksNow(answer)) {
      load();
    }
  });
  afterLoadWhenIdle(load);
  // a page Back or Forward restores from the browser's back/forward cache would show what
  // was the shopper's then (a shopper who has signed out since): hidden as it is put away,
  // asked again on the restore
  addEventListener('pagehide', (event) => {
    if (event.persisted) {
      root.setAttribute(SHOPPER_STALE_ATTRIBUTE, '');
    }
  });
  const handleLater = (event: Event) => {
    void withShopperAnswers().then((answers) => answers.handleWindowEvent(event));
  };
  addEventListener('pageshow', handleLater);
  addEventListener('storage', handleLater);
}

/**
 * Asks for the shopper's own parts of each in-app navigation's page
 * (src/lib/shopper/browser/shopper-answers.ts); the page the browser loaded is asked about
 * by the request the head started. Until the page has loaded the islands show what the head
 * script painted (src/lib/shopper/browser/shopper-client.ts), and the module that checks
 * answers is not in the first load: it loads once the page is loaded and idle, or sooner
 * when it is needed (prices awaited, an answer it cannot wait on, a navigation, another
 * tab's change, a restored page).
 */
export const ShopperSync = () => {
  const { path, query } = useRouterHost().route;
  const address = query ? `${path}?${query}` : path;
  const loaded = useRef(false);
  // an in-app navigation's new page, asked about, and its public prices hidden before it is
  // painted as the head script does on a load: the module is in (a tab whose shopper has
  // prices of their own has had it from hydration, or from the answer or the other tab's
  // storage event that said so), and a promise's callback runs before the paint
  useLayoutEffect(() => {
    if (loaded.current) {
      void withShopperAnswers().then((answers) => answers.showNewPage(address));
    }
    loaded.current = true;
  }, [address]);
  return null;
};
