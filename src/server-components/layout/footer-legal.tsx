import { css } from '@linaria/core';
import { brand, colors, footerGutter } from '../../lib/theme.ts';
import type { LabelledLink } from '../../../contracts/cms.ts';

const legal = css`
  max-width: 90rem;
  margin: 0 auto;
  padding-block: 1.5rem 2.5rem;
  ${footerGutter}
  border-top: 1px solid ${colors.border};
  color: ${colors.inkMuted};
  font-size: 0.8rem;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  p {
    margin: 0;
  }
  a {
    color: inherit;
  }
`;

const policies = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
`;

/** The disclaimer names the shopper's country's food and drug regulator (docs/behaviour.md#footer). */
const foodAndDrugRegulator = (countryCode: string) =>
  countryCode === 'CA' ? 'Health Canada' : 'the Food and Drug Administration';

/**
 * The footer's legal part, in both layouts (docs/behaviour.md#footer): copyright, the
 * policy links (src/lib/footer-links.ts; the consent service's among them) and the supplement disclaimer.
 */
export const FooterLegal = ({
  policyLinks,
  countryCode,
}: {
  policyLinks: readonly LabelledLink[];
  countryCode: string;
}) => (
  <div className={legal}>
    <p>{`© ${new Date().getFullYear()} ${brand.name}. All rights reserved.`}</p>
    <nav className={policies} aria-label="Policies">
      {policyLinks.map((link) => (
        <a key={link.url} href={link.url}>
          {link.label}
        </a>
      ))}
      {/* filled in by the consent service's script */}
      <a href="#privacy-notice" id="consent-privacy-notice" hidden>
        Privacy notice
      </a>
      <a href="#opt-out" id="consent-opt-out" hidden>
        Do not sell or share my personal information
      </a>
    </nav>
    <p>
      {`*These statements have not been evaluated by ${foodAndDrugRegulator(countryCode)}. This product is not intended to diagnose, treat, cure, or prevent any disease.`}
    </p>
  </div>
);
