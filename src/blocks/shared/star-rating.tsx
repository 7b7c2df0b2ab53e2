import { css } from '@linaria/core';
import { colors } from '../../lib/theme.ts';

const MAX_RATING = 5;

type StarKind = 'full' | 'half' | 'empty';

/** docs/behaviour.md#blocks: five star places, a half star when the fractional part is at least 0.5. */
const starKinds = (rating: number): StarKind[] => {
  const shown = Math.min(Math.max(rating, 0), MAX_RATING);
  const full = Math.floor(shown);
  const half = shown - full >= 0.5;
  return Array.from({ length: MAX_RATING }, (_, index) => {
    if (index < full) {
      return 'full';
    }
    return index === full && half ? 'half' : 'empty';
  });
};

const root = css`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  font-size: 0.875rem;
`;

const STAR =
  '12,2 15.09,8.26 22,9.27 17,14.14 18.18,21.02 12,17.77 5.82,21.02 7,14.14 2,9.27 8.91,8.26';
const LEFT_HALF = '12,2 8.91,8.26 2,9.27 7,14.14 5.82,21.02 12,17.77';

const svgMask = (shape: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${shape}</svg>`,
  )}")`;
const outline = svgMask(
  `<polygon points="${STAR}" fill="none" stroke="black" stroke-width="1.5"/>`,
);
const filled = (points: string) => svgMask(`<polygon points="${points}"/>`);

/*
 * The stars are CSS masks in the stylesheet, not inline SVG: a page of product cards
 * would otherwise carry forty SVG trees twice, in its HTML and in its RSC payload. For the
 * same reason the five places are styled through their parent, without a class each.
 */
const stars = css`
  display: inline-flex;
  color: ${colors.accent};
  & > span {
    width: 16px;
    height: 16px;
    background: currentColor;
    mask: ${outline} center / contain no-repeat;
  }
  & > [data-star='full'] {
    mask-image: ${outline}, ${filled(STAR)};
  }
  & > [data-star='half'] {
    mask-image: ${outline}, ${filled(LEFT_HALF)};
  }
`;

export const StarRating = ({ rating = 0 }: { rating?: number | undefined }) => (
  <span className={root}>
    <span className={stars} role="img" aria-label={`Rated ${rating} out of ${MAX_RATING}`}>
      {starKinds(rating).map((kind, index) => (
        // five fixed places
        <span key={index} data-star={kind} />
      ))}
    </span>
    {/* the image's label already says it */}
    <span aria-hidden="true">{`(${rating}/${MAX_RATING})`}</span>
  </span>
);
