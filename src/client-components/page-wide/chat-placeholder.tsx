'use client';

import { css } from '@linaria/core';
import { useSyncExternalStore, type MouseEvent } from 'react';
import { loadChatFrame } from '../../lib/chat-messages.ts';
import { chatOpenStore } from './chat.tsx';
import { brand, breakpoints, colors } from '../../lib/theme.ts';
import { ChatIcon } from '../../components/icons/icon.tsx';

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

/*
 * Icon only where the bar is crowded (tablets, where the account actions share the row with
 * the logo, and small desktops, where the links and the search bar join them); the words
 * stay in the accessible name.
 */
const label = css`
  @media (max-width: ${breakpoints.lg - 0.02}px),
    (min-width: ${breakpoints.xl}px) and (max-width: ${breakpoints.xxl - 0.02}px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
`;

/**
 * The nav-bar entry to the chat: a toggle that says whether the panel is open (as the frame
 * last reported). Opening moves the focus into the chat; when the chat it opened closes with
 * the focus inside (its Escape, its minimise button), the focus comes back here.
 */
export const ChatPlaceholder = () => {
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
      <ChatIcon />
      <span className={label}>{`Chat with ${brand.assistantName}`}</span>
    </button>
  );
};
