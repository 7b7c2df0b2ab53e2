import { css } from '@linaria/core';
import { breakpoints, colors } from '../../lib/theme.ts';

/** The mobile menu's round icon buttons, the toggle in the header and the close in the panel. */
export const menuButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${colors.ink};
  cursor: pointer;
  @media (min-width: ${breakpoints.xl}px) {
    display: none;
  }
`;
