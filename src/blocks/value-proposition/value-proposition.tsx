import { css } from '@linaria/core';
import { blockSection, breakpoints, fonts } from '../../lib/theme.ts';
import { themeStyle } from '../shared/block-theme.ts';
import type { BlockProps } from '../define-block.ts';
import { TileIcon } from './tile-icon.tsx';
import type { ValuePropositionConfig } from './value-proposition.schema.ts';

const section = css`
  ${blockSection('3rem 1.5rem')}
`;

const headerText = css`
  margin: 0 0 2rem;
  font-family: ${fonts.heading};
  font-size: 2rem;
  text-align: center;
`;

const tileList = css`
  display: flex;
  flex-wrap: wrap;
  gap: 1.5rem 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const tile = css`
  box-sizing: border-box;
  width: 100%;
  padding: 0 1rem;
  text-align: center;
`;

// Wide tiles share the row equally, up to four per row; on narrow screens they stack.
const tileWidthOne = css``;
const tileWidthTwo = css`
  @media (min-width: ${breakpoints.md}px) {
    width: 50%;
  }
`;
const tileWidthThree = css`
  @media (min-width: ${breakpoints.md}px) {
    width: 33.333%;
  }
`;
const tileWidthFour = css`
  @media (min-width: ${breakpoints.md}px) {
    width: 50%;
  }
  @media (min-width: ${breakpoints.lg}px) {
    width: 25%;
  }
`;

/** Tile width class by number of tiles (index 1 to 4; more than four wrap at four per row). */
export const tileWidthClasses = [
  tileWidthOne,
  tileWidthOne,
  tileWidthTwo,
  tileWidthThree,
  tileWidthFour,
] as const;

const tileLink = css`
  display: block;
  color: inherit;
  text-decoration: none;
`;

const tileTitle = css`
  margin: 0.75rem 0 0.25rem;
  font-size: 1.125rem;
`;

const tileBody = css`
  margin: 0;
  color: var(--block-muted);
`;

export const ValueProposition = ({ config }: BlockProps<ValuePropositionConfig>) => {
  const { header, tiles, theme } = config;
  const widthClass = tileWidthClasses[Math.min(tiles.length, 4)];
  return (
    <section className={section} style={themeStyle(theme)}>
      {header ? <h2 className={headerText}>{header}</h2> : null}
      <ul className={tileList}>
        {tiles.map((item, index) => {
          const content = (
            <>
              <TileIcon symbol={item.symbol} iconStyle={item.style} />
              <h3 className={tileTitle}>{item.title}</h3>
              {item.body ? <p className={tileBody}>{item.body}</p> : null}
            </>
          );
          return (
            // the CMS gives list items no id; order is their identity
            <li key={index} className={`${tile} ${widthClass}`}>
              {item.url ? (
                <a className={tileLink} href={item.url}>
                  {content}
                </a>
              ) : (
                content
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
};
