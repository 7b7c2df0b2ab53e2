'use client';

import { useEffect } from 'react';
import { useRouterHost_UNSTABLE as useRouterHost } from 'waku/router/client-core';
import type { VisitorAttributesEvent } from '../../../contracts/window-messages.ts';
import { pushPageView, pushToDataLayer } from '../../lib/analytics.ts';
import { useShopper } from '../../lib/shopper/browser/shopper-client.ts';
import { ownOriginMessageListener } from '../../lib/own-origin-messages.ts';

// the relay's handling, loaded with the first message of our own origin: no page view needs it
const loadRelay = () => import('../../lib/analytics-messages.ts');

/**
 * Relays same-origin 'datalayer-push' window messages to analytics (docs/behaviour.md#validation), pushes
 * the visitor attributes of a logged-in user, and a page view per page.
 */
export const AnalyticsRelay = () => {
  const { path } = useRouterHost().route;
  // the shopper's answer carries them (src/lib/shopper/browser/shopper-client.ts)
  const visitor = useShopper()?.visitor ?? undefined;

  useEffect(() => {
    const handleMessage = ownOriginMessageListener(async (message) => {
      const { relayAnalyticsMessage } = await loadRelay();
      await relayAnalyticsMessage(message);
    });
    window.addEventListener('message', handleMessage);
    return () => window.removeEventListener('message', handleMessage);
  }, []);

  useEffect(() => {
    if (visitor) {
      pushToDataLayer({ event: 'visitorAttributes', ...visitor } satisfies VisitorAttributesEvent);
    }
  }, [visitor]);

  useEffect(() => {
    void pushPageView(path);
  }, [path]);

  return null;
};
