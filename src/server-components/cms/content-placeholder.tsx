import { css } from '@linaria/core';
import { colors } from '../../lib/theme.ts';

// a viewport tall at least, so the footer never comes into view while the content streams
const placeholder = css`
  min-height: 100vh;
  max-width: 90rem;
  margin: 0 auto;
  padding: 1.5rem 1rem;
`;

const block = css`
  border-radius: 1rem;
  background: ${colors.canvas};
`;

const hero = css`
  height: min(60vh, 32rem);
  margin-bottom: 1.5rem;
`;

const row = css`
  height: 10rem;
`;

/**
 * What stands in the main area while a page's content streams in
 * (docs/behaviour.md#states): quiet blocks, told to assistive technology as loading.
 */
export const ContentPlaceholder = () => (
  <div className={placeholder} aria-busy="true" data-content-placeholder="">
    <span className="visually-hidden">Loading the page</span>
    <div className={`${block} ${hero}`} />
    <div className={`${block} ${row}`} />
  </div>
);
