import { css } from '@linaria/core';
import { brand, colors, fonts } from '../lib/theme.ts';

const hero = css`
  padding: 4rem 1.5rem;
  text-align: center;
  background: ${colors.canvas};

  h1 {
    font-family: ${fonts.heading};
    font-size: clamp(2rem, 5vw, 3.5rem);
    margin: 0 0 1rem;
  }
`;

export default async function HomePage() {
  return (
    <section className={hero} data-testid="home-hero">
      <title>{brand.name}</title>
      <h1>{brand.name}</h1>
      <p>Science-backed supplements, made simply.</p>
    </section>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
