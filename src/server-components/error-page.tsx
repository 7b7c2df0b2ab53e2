import { css } from '@linaria/core';
import { colors, fonts } from '../lib/theme.ts';

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
  margin: 1rem 0 2rem;
  font-size: 1.5rem;
  font-weight: 600;
`;

const home = css`
  display: inline-block;
  padding: 0.75rem 1.5rem;
  border-radius: 999px;
  background: ${colors.primary};
  color: ${colors.paper};
  text-decoration: none;
  font-weight: 600;
`;

/** The status message docs/behaviour.md#errors pairs with an error status. */
const statusMessage = (status: number) =>
  status === 404 ? 'Page Not Found' : 'Internal Server Error';

export const ErrorPage = ({ status = 500 }: { status?: number }) => (
  <section className={wrapper} aria-labelledby="error-title">
    <title>{`${status} ${statusMessage(status)}`}</title>
    <meta name="robots" content="noindex" />
    <p className={code}>{status}</p>
    <h1 id="error-title" className={message}>
      {statusMessage(status)}
    </h1>
    <a className={home} href="/">
      Back to the home page
    </a>
  </section>
);
