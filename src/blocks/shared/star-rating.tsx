import { css } from '@linaria/core';
import { colors } from '../../lib/theme.ts';

const MAX_RATING = 5;

type StarKind = 'full' | 'half' | 'empty';

/** SPEC.md 2.10: five star places, a half star when the fractional part is at least 0.5. */
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

const stars = css`
  display: inline-flex;
  color: ${colors.accent};
`;

const STAR =
  '12,2 15.09,8.26 22,9.27 17,14.14 18.18,21.02 12,17.77 5.82,21.02 7,14.14 2,9.27 8.91,8.26';
const LEFT_HALF = '12,2 8.91,8.26 2,9.27 7,14.14 5.82,21.02 12,17.77';

const Star = ({ kind }: { kind: StarKind }) => (
  <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" data-star={kind}>
    <polygon points={STAR} fill="none" stroke="currentColor" strokeWidth="1.5" />
    {kind !== 'empty' && (
      <polygon points={kind === 'full' ? STAR : LEFT_HALF} fill="currentColor" />
    )}
  </svg>
);

export const StarRating = ({ rating = 0 }: { rating?: number | undefined }) => (
  <span className={root}>
    <span className={stars} role="img" aria-label={`Rated ${rating} out of ${MAX_RATING}`}>
      {starKinds(rating).map((kind, index) => (
        // five fixed places
        <Star key={index} kind={kind} />
      ))}
    </span>
    {/* the image's label already says it */}
    <span aria-hidden="true">
      ({rating}/{MAX_RATING})
    </span>
  </span>
);
