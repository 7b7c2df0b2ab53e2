import { css } from '@linaria/core';
import { brand, colors } from '../lib/theme.ts';

const header = css`
  position: sticky;
  top: 0;
  z-index: 50;
  background: ${colors.paper};
  border-bottom: 1px solid ${colors.border};
`;

const bar = css`
  display: flex;
  align-items: center;
  gap: 1rem;
  max-width: 90rem;
  margin: 0 auto;
  padding: 0.75rem 1.5rem;
`;

const logo = css`
  font-weight: 700;
  font-size: 1.25rem;
  letter-spacing: 0.02em;
  color: ${colors.primary};
  text-decoration: none;
`;

export const SiteHeader = () => (
  <header className={header} data-testid="site-header">
    <div className={bar}>
      <a className={logo} href="/">
        {brand.name}
      </a>
    </div>
  </header>
);
