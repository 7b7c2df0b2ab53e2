import { css } from '@linaria/core';
import { brand, colors } from '../../lib/theme.ts';

const wrapper = css`
  max-width: 40rem;
  margin: 0 auto;
  padding: 4rem 1.5rem 6rem;
  text-align: center;

  h1 {
    margin: 0 0 1rem;
    font-size: 1.75rem;
  }

  p {
    margin: 0 0 1.5rem;
    color: ${colors.inkMuted};
  }
`;

const onward = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  justify-content: center;
  align-items: center;

  a {
    padding: 0.75rem 1.5rem;
    border-radius: 999px;
    background: ${colors.primary};
    color: ${colors.paper};
    text-decoration: none;
    font-weight: 600;
  }

  input {
    padding: 0.7rem 1rem;
    border: 1px solid ${colors.border};
    border-radius: 999px;
  }

  button {
    padding: 0.7rem 1.25rem;
    border: 1px solid ${colors.primary};
    border-radius: 999px;
    background: ${colors.paper};
    color: ${colors.primary};
    font-weight: 600;
  }
`;

/**
 * What a shopper sees, inside the whole layout, when the CMS could not give a page its
 * content (the response is a 503: docs/behaviour.md#failures): no backend detail, and a
 * way on, home or a search (a plain form, so it works before the page hydrates).
 */
export const ContentUnavailable = () => (
  <section className={wrapper} aria-labelledby="content-unavailable-title">
    <title>{`Temporarily unavailable | ${brand.name}`}</title>
    <meta name="robots" content="noindex" />
    <h1 id="content-unavailable-title">This page is taking a break</h1>
    <p>We can&apos;t show this page right now. Please try again in a minute.</p>
    <div className={onward}>
      <a href="/">Go to the home page</a>
      <form role="search" action="/search" method="get">
        <label htmlFor="content-unavailable-search" className="visually-hidden">
          Search
        </label>
        <input id="content-unavailable-search" type="search" name="q" placeholder="Search" />{' '}
        <button type="submit">Search</button>
      </form>
    </div>
  </section>
);
