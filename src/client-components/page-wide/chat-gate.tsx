'use client';

import { lazy, Suspense } from 'react';
import { useShopper } from '../../lib/shopper-client.ts';

// loaded only for a shopper the gate lets in; the chat adds its loader once the page is idle
// (docs/decisions/014-browser-code-on-first-use.md)
const Chat = lazy(() => import('./chat.tsx').then(({ Chat }) => ({ default: Chat })));

/** The chat's loader, for a shopper the chat gate lets in (the shopper's answer says). */
export const ChatGate = ({ script, stylesheet }: { script: string; stylesheet: string }) =>
  useShopper()?.chat === true ? (
    <Suspense fallback={null}>
      <Chat script={script} stylesheet={stylesheet} />
    </Suspense>
  ) : null;
