import { css } from '@linaria/core';
import { colors } from '../../lib/theme.ts';
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
  border-radius: 0.75rem;
  background: ${colors.paper};
`;

export const PartnerEmailFormCard = ({ config }: BlockProps<PartnerEmailFormCardConfig>) => (
  <div className={card}>
    <PartnerEmailForm config={config} />
  </div>
);
