'use client';

import { css } from '@linaria/core';
import { useShopper } from '../../lib/shopper/browser/shopper-client.ts';
import { ChatPlaceholder } from './chat-placeholder.tsx';

// kept in the bar, unseen, until the shopper's answer says the chat shows: the bar never
// moves when it does (docs/decisions/020-shared-documents.md)
const unseen = css`
  visibility: hidden;
`;

/** The header's entry to the chat, for a shopper the chat gate lets in. */
export const ChatEntry = () => {
  const chat = useShopper()?.chat === true;
  return (
    <span className={chat ? undefined : unseen} data-testid="chat-entry" inert={!chat}>
      <ChatPlaceholder />
    </span>
  );
};
