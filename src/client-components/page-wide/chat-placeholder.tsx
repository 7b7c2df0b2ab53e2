'use client';

import { postToChat } from '../../lib/chat-messages.ts';

/** The nav-bar entry to the chat: opens the assistant (payload false = not minimised). */
export const ChatPlaceholder = () => {
  const handleClick = () => postToChat('minimise', false);
  return (
    <button type="button" onClick={handleClick}>
      Chat with Lumi
    </button>
  );
};
