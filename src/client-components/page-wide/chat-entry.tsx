'use client';

import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { useShopper } from '../../lib/shopper/browser/shopper-client.ts';
import { ChatPlaceholder } from './chat-placeholder.tsx';

// kept in the bar, unseen, until the shopper's answer says the chat shows: the bar never
// moves when it does (docs/decisions/020-shared-documents.md)
const unseen = css`
  visibility: hidden;
`;

/** The header's entry to the chat, for a shopper the chat gate lets in; `children` is what it shows. */
export const ChatEntry = ({ children }: { children: ReactNode }) => {
  const chat = useShopper()?.chat === true;
  return (
    <span className={chat ? undefined : unseen} data-testid="chat-entry" inert={!chat}>
      <ChatPlaceholder>{children}</ChatPlaceholder>
    </span>
  );
};
