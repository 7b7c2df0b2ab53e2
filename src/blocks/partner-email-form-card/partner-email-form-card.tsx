import { css } from '@linaria/core';
import { useId } from 'react';
import { colors, fonts } from '../../lib/theme.ts';
import type { BlockProps } from '../define-block.ts';
import type { PartnerEmailFormCardConfig } from './partner-email-form-card.schema.ts';
import { PartnerEmailForm } from './partner-email-form.tsx';

const card = css`
  position: relative;
  /* the page gutter on a phone, so the card's border and corners show */
  width: min(40rem, 100% - 2rem);
  margin: 2rem auto;
  padding: 1.5rem;
  border: 1px solid ${colors.border};
  border-radius: 1rem;
  background: ${colors.paper};
  & > h2 {
    margin: 0 0 0.25rem;
    font-family: ${fonts.heading};
    font-size: 1.35rem;
  }
  & > p {
    margin: 0 0 1rem;
    color: ${colors.inkMuted};
  }
`;

/** A card titled by its editor is a region named for what it signs people up for. */
export const PartnerEmailFormCard = ({ config }: BlockProps<PartnerEmailFormCardConfig>) => {
  const titleId = useId();
  const titled = Boolean(config.title);
  return (
    <section className={card} aria-labelledby={titled ? titleId : undefined}>
      {titled ? <h2 id={titleId}>{config.title}</h2> : null}
      {config.description ? <p>{config.description}</p> : null}
      <PartnerEmailForm config={config} />
    </section>
  );
};
