import { css } from '@linaria/core';
import { getRequestContext } from '../lib/request-context.ts';
import { colors, fonts } from '../lib/theme.ts';
import { OnwardLinks } from './onward-links.tsx';

const wrapper = css`
  max-width: 40rem;
  margin: 0 auto;
  padding: 4rem 1.5rem 6rem;
  text-align: center;
`;

const code = css`
  margin: 0;
  font-family: ${fonts.heading};
  font-size: clamp(4rem, 12vw, 7rem);
  line-height: 1;
  color: ${colors.primary};
`;

const message = css`
  margin: 1rem 0 0.75rem;
  font-size: 1.5rem;
  font-weight: 600;
`;

const explanation = css`
  margin: 0 0 2rem;
  color: ${colors.inkMuted};
`;

/** The status message docs/behaviour.md#errors pairs with an error status. */
const statusMessage = (status: number) =>
  status === 404 ? 'Page Not Found' : 'Internal Server Error';

// in words a shopper uses, under the status message
const explanationOf = (status: number) =>
  status === 404
    ? 'We couldn’t find that page. It may have moved, or the address may have a typo.'
    : 'Something went wrong on our side. It’s usually brief: please try again in a moment.';

/**
 * The error page: the status, its message, a sentence a shopper understands, and a way on.
 * A 500 offers the failed page again (the 500 page is rendered inside the failed request,
 * so the request context names that page); every error page but the home page's offers home.
 */
export const ErrorPage = ({ status = 500 }: { status?: number }) => {
  const { pathname, search } = getRequestContext().pageUrl;
  const retry = status >= 500 && pathname !== '/500';
  return (
    <section className={wrapper} aria-labelledby="error-title">
      <title>{`${status} ${statusMessage(status)}`}</title>
      <meta name="robots" content="noindex" />
      <p className={code}>{status}</p>
      <h1 id="error-title" className={message}>
        {statusMessage(status)}
      </h1>
      <p className={explanation}>{explanationOf(status)}</p>
      <OnwardLinks
        links={[
          ...(retry ? [{ href: `${pathname}${search}`, label: 'Try again' }] : []),
          ...(retry && pathname === '/' ? [] : [{ href: '/', label: 'Back to the home page' }]),
        ]}
      />
    </section>
  );
};
