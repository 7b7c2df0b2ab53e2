'use client';

import { css } from '@linaria/core';
import { postToChat } from '../../lib/chat-messages.ts';
import { brand, colors } from '../../lib/theme.ts';
import { ChatIcon } from '../icons/category-icons.tsx';

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

/** The nav-bar entry to the chat: opens the assistant (payload false = not minimised). */
export const ChatPlaceholder = () => {
  const handleClick = () => postToChat('minimise', false);
  return (
    <button type="button" className={button} onClick={handleClick}>
      <ChatIcon />
      {`Chat with ${brand.assistantName}`}
    </button>
  );
};
