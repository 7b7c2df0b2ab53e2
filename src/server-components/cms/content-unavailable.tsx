import { css } from '@linaria/core';
import { getRequestContext } from '../../lib/request-context.ts';
import { brand, colors } from '../../lib/theme.ts';
import { OnwardLinks } from '../onward-links.tsx';

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

/**
 * What a shopper sees, inside the whole layout, when the CMS could not give a page its
 * content (the response is a 503: docs/behaviour.md#failures): no backend detail, and a
 * way on as plain links, which work before the page hydrates: this page again, and the
 * home page when this is not it. The header's search is the way to anything else.
 */
export const ContentUnavailable = () => {
  const { pathname, search } = getRequestContext().pageUrl;
  return (
    <section className={wrapper} aria-labelledby="content-unavailable-title">
      <title>{`Temporarily unavailable | ${brand.name}`}</title>
      <meta name="robots" content="noindex" />
      <h1 id="content-unavailable-title">This page is taking a break</h1>
      <p>We can&apos;t show this page right now. Please try again in a minute.</p>
      <OnwardLinks
        links={[
          { href: `${pathname}${search}`, label: 'Try again' },
          ...(pathname === '/' ? [] : [{ href: '/', label: 'Go to the home page' }]),
        ]}
      />
    </section>
  );
};
