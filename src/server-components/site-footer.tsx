import { css } from '@linaria/core';
import { brand, colors } from '../lib/theme.ts';

const footer = css`
  background: ${colors.canvas};
  border-top: 1px solid ${colors.border};
  padding: 2.5rem 1.5rem;
  color: ${colors.inkMuted};
  font-size: 0.875rem;
`;

export const SiteFooter = () => (
  <footer className={footer}>
    <p>
      © {new Date().getFullYear()} {brand.name}
    </p>
  </footer>
);
