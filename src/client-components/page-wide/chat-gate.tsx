'use client';

import { useShopper } from '../../lib/shopper/browser/shopper-client.ts';
import { Chat } from './chat.tsx';

/** The chat's loader, for a shopper the chat gate lets in (the shopper's answer says). */
export const ChatGate = ({ script, stylesheet }: { script: string; stylesheet: string }) =>
  useShopper()?.chat === true ? <Chat script={script} stylesheet={stylesheet} /> : null;
