import { css } from '@linaria/core';
import type { CSSProperties } from 'react';
import { colors, paintedInForcedColors } from '../../lib/theme.ts';

const MAX_RATING = 5;

/**
 * docs/behaviour.md#blocks: how many of the five places are filled, in half steps; a half
 * star when the fractional part is at least 0.5.
 */
const filledStars = (rating: number) => {
  const shown = Math.min(Math.max(rating, 0), MAX_RATING);
  return Math.floor(shown) + (shown % 1 >= 0.5 ? 0.5 : 0);
};

/**
 * The rating as a shopper reads it, to one decimal place: a backend's average can carry any
 * number of places (2.312575325140029e-103 is a rating its contract allows).
 */
export const readRating = (rating: number) => Math.round(rating * 10) / 10;

const root = css`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  font-size: 0.875rem;
`;

const STAR =
  '12,2 15.09,8.26 22,9.27 17,14.14 18.18,21.02 12,17.77 5.82,21.02 7,14.14 2,9.27 8.91,8.26';

const svgMask = (shape: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${shape}</svg>`,
  )}")`;
const outline = svgMask(
  `<polygon points="${STAR}" fill="none" stroke="black" stroke-width="1.5"/>`,
);
const filledStar = svgMask(`<polygon points="${STAR}"/>`);

const STAR_SIZE = 16;

/*
 * The stars are one element drawn by CSS masks, not inline SVG or an element per place: a
 * page of product cards would otherwise carry forty trees twice, in its HTML and in its RSC
 * payload. Five outlines, and over them the filled stars cut at `--filled` places; the star
 * is symmetric, so a cut at half a place leaves a half star.
 */
const stars = css`
  position: relative;
  display: inline-block;
  width: ${MAX_RATING * STAR_SIZE}px;
  height: ${STAR_SIZE}px;
  color: ${colors.accent};
  &::before,
  &::after {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    background: currentColor;
    ${paintedInForcedColors('CanvasText')}
  }
  &::before {
    width: 100%;
    mask: ${outline} 0 0 / ${STAR_SIZE}px ${STAR_SIZE}px repeat-x;
  }
  &::after {
    width: calc(var(--filled) * ${STAR_SIZE}px);
    mask: ${filledStar} 0 0 / ${STAR_SIZE}px ${STAR_SIZE}px repeat-x;
  }
`;

export const StarRating = ({
  rating = 0,
  said = false,
}: {
  rating?: number | undefined;
  /** true where a label nearby already says the rating: the stars are then only seen */
  said?: boolean | undefined;
}) => (
  <span className={root} aria-hidden={said || undefined}>
    <span
      className={stars}
      role="img"
      aria-label={`Rated ${readRating(rating)} out of ${MAX_RATING}`}
      style={{ '--filled': filledStars(rating) } as CSSProperties}
    />
    {/* the image's label already says it */}
    <span aria-hidden="true">{`(${readRating(rating)}/${MAX_RATING})`}</span>
  </span>
);
