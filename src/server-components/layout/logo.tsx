import { css } from '@linaria/core';
import { brand, colors, fonts } from '../../lib/theme.ts';

const logo = css`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  color: ${colors.primary};
  text-decoration: none;
  font-family: ${fonts.heading};
  font-size: 1.1rem;
  @media (min-width: 640px) {
    font-size: 1.35rem;
  }
  font-weight: 700;
  letter-spacing: 0.01em;
  white-space: nowrap;
`;

export const Logo = () => (
  <a className={logo} href="/" aria-label={`${brand.name} home`}>
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
    <span>{brand.name}</span>
  </a>
);
