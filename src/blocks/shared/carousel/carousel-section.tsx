import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { blockSection, fonts } from '../../../lib/theme.ts';
import { themeStyle, type BlockTheme } from '../block-theme.ts';
import { Carousel } from './carousel.tsx';

const root = css`
  ${blockSection('2rem 1rem')}
`;

const heading = css`
  margin: 0 0 1.5rem;
  font-family: ${fonts.heading};
  font-size: clamp(1.5rem, 3vw, 2.25rem);
  text-align: center;
`;

/** A themed, titled carousel: the frame the product and article carousels share. */
export const CarouselSection = ({
  theme,
  title,
  fallbackLabel,
  items,
}: {
  theme: BlockTheme;
  title: string;
  /** names the carousel for assistive technology when the editor gave no title */
  fallbackLabel: string;
  items: ReactNode[];
}) => {
  if (items.length === 0) {
    return null;
  }
  return (
    <div className={root} style={themeStyle(theme)}>
      {title !== '' && <h2 className={heading}>{title}</h2>}
      <Carousel label={title || fallbackLabel} items={items} />
    </div>
  );
};
