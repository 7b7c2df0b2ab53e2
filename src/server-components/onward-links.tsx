import { css } from '@linaria/core';
import { colors } from '../lib/theme.ts';

const onward = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  justify-content: center;
  align-items: center;

  a {
    padding: 0.75rem 1.5rem;
    border: 1px solid ${colors.primary};
    border-radius: 999px;
    background: ${colors.primary};
    color: ${colors.paper};
    text-decoration: none;
    font-weight: 600;
  }

  a + a {
    background: ${colors.paper};
    color: ${colors.primary};
  }
`;

export type OnwardLink = { href: string; label: string };

/**
 * The ways on from an error or unavailable page, as plain links that work before the page
 * hydrates: the first filled, the others outlined.
 */
export const OnwardLinks = ({ links }: { links: readonly OnwardLink[] }) => (
  <div className={onward}>
    {links.map(({ href, label }) => (
      <a key={label} href={href}>
        {label}
      </a>
    ))}
  </div>
);
