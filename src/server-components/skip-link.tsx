import { css } from '@linaria/core';
import { colors } from '../lib/theme.ts';

const skipLink = css`
  position: absolute;
  left: 1rem;
  top: -100px;
  z-index: 1000;
  padding: 0.75rem 1rem;
  background: ${colors.primary};
  color: ${colors.paper};
  font-weight: 600;
  border-radius: 0 0 6px 6px;
  text-decoration: none;

  &:focus {
    top: 0;
  }
`;

export const SkipLink = () => (
  <a className={skipLink} href="#main">
    Skip to main content
  </a>
);
