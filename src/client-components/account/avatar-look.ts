import { css } from '@linaria/core';
import { colors, outlinedInForcedColors } from '../../lib/theme.ts';

/**
 * The avatar's circle: the account menu's button, and before it (the server's markup, and
 * while the menu's module loads) the same circle with the initials (./account-area.tsx).
 */
export const avatarLook = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border: 0;
  ${outlinedInForcedColors}
  border-radius: 50%;
  background: ${colors.primary};
  color: ${colors.paper};
  font-weight: 700;
  letter-spacing: 0.04em;
`;
