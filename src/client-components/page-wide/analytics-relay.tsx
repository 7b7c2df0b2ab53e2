'use client';

import { useEffect } from 'react';
import { useRouterHost_UNSTABLE as useRouterHost } from 'waku/router/client-core';
import type { VisitorAttributesEvent } from '../../../contracts/window-messages.ts';
import { pushPageView, pushToDataLayer } from '../../lib/analytics.ts';
import { useShopper } from '../../lib/shopper/browser/shopper-client.ts';

// the relay's handling, loaded with the first message of our own origin: no page view needs it
const loadRelay = () => import('../../lib/analytics-messages.ts');

/**
 * Relays same-origin 'datalayer-push' window messages to analytics (docs/behaviour.md#validation), pushes
 * the visitor attributes of a logged-in user, and a page view per page. It listens from
 * hydration: a message posted before the relay's code has arrived waits for it, and messages
 * are relayed in the order they came.
 */
export const AnalyticsRelay = () => {
  const { path } = useRouterHost().route;
  // the shopper's answer carries them (src/lib/shopper/browser/shopper-client.ts)
  const visitor = useShopper()?.visitor ?? undefined;

  useEffect(() => {
    let relayed = Promise.resolve();
    const handleMessage = (message: MessageEvent) => {
      if (message.origin !== window.location.origin) {
        return;
      }
      relayed = relayed
        .then(async () => {
          const { relayAnalyticsMessage } = await loadRelay();
          await relayAnalyticsMessage(message);
        })
        // a message whose relay failed (its code did not arrive) holds up none after it
        .catch(() => undefined);
    };
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
