'use client';

import { useEffect } from 'react';
import { useRouter } from 'waku/router/client';
import type {
  VisitorAttributes,
  VisitorAttributesEvent,
} from '../../../contracts/window-messages.ts';
import { pushPageView, pushToDataLayer, relayAnalyticsMessage } from '../../lib/analytics.ts';

/**
 * Relays same-origin 'datalayer-push' window messages to analytics (docs/behaviour.md#validation), pushes
 * the visitor attributes of a logged-in user, and a page view per page.
 */
export const AnalyticsRelay = ({ visitor }: { visitor?: VisitorAttributes }) => {
  const { path } = useRouter();

  useEffect(() => {
    const handleMessage = (message: MessageEvent) => {
      void relayAnalyticsMessage(message);
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
