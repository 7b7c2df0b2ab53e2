'use client';

import { css } from '@linaria/core';
import { useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { loadChatFrame } from '../../lib/chat-messages.ts';
import { chatOpenStore } from './chat.tsx';
import { colors } from '../../lib/theme.ts';

const button = css`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  padding: 0.5rem 0.9rem;
  border: 1px solid ${colors.border};
  border-radius: 999px;
  background: ${colors.paper};
  color: ${colors.ink};
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    border-color: ${colors.primary};
  }
`;

/**
 * The nav-bar entry to the chat: a toggle that says whether the panel is open (as the frame
 * last reported). Opening moves the focus into the chat; when the chat it opened closes with
 * the focus inside (its Escape, its minimise button), the focus comes back here. What it
 * shows, the icon and its words, the server renders (`ChatEntryContent`): no page's script
 * carries them.
 */
export const ChatPlaceholder = ({ children }: { children: ReactNode }) => {
  const open = useSyncExternalStore(
    chatOpenStore.subscribe,
    chatOpenStore.get,
    chatOpenStore.getServerSnapshot,
  );
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    const toggle = event.currentTarget;
    void loadChatFrame().then(({ toggleChat }) => toggleChat(toggle, open));
  };
  return (
    <button type="button" className={button} aria-expanded={open} onClick={handleClick}>
      {children}
    </button>
  );
};
