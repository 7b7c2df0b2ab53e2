import { css } from '@linaria/core';
import { brand, colors, fonts } from '../../lib/theme.ts';

const logo = css`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  color: ${colors.primary};
  text-decoration: none;
  font-family: ${fonts.heading};
  font-size: 1rem;
  @media (min-width: 640px) {
    font-size: 1.35rem;
  }
  font-weight: 700;
  letter-spacing: 0.01em;
  white-space: nowrap;
`;

// the link keeps its name from aria-label; on the narrowest phones the mark alone leaves
// room for Sign In and the cart. Beside the country flag the name needs 23 px more: it
// stays on a 375 px phone (with about 8 px to spare) and gives way only below 370 px.
const wordmark = css`
  @media (max-width: 359.98px) {
    display: none;
  }
`;
const wordmarkBesideFlag = css`
  @media (max-width: 369.98px) {
    display: none;
  }
`;

/** `tabIndex={-1}` in a placeholder: the header that replaces it would take the focus away. */
export const Logo = ({ besideFlag = false, tabIndex }: { besideFlag?: boolean; tabIndex?: -1 }) => (
  <a className={logo} href="/" aria-label={`${brand.name} home`} tabIndex={tabIndex}>
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill={colors.primary} />
      <path
        d="M11 9v14h10"
        stroke={colors.paper}
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
    <span className={besideFlag ? wordmarkBesideFlag : wordmark}>{brand.name}</span>
  </a>
);
