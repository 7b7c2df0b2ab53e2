import { css } from '@linaria/core';
import { ChatIcon } from '../../components/icons/icon.tsx';
import { brand, breakpoints } from '../../lib/theme.ts';

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

/** What the header's chat toggle shows (src/client-components/page-wide/chat-placeholder.tsx). */
export const ChatEntryContent = () => (
  <>
    <ChatIcon />
    <span className={label}>{`Chat with ${brand.assistantName}`}</span>
  </>
);
