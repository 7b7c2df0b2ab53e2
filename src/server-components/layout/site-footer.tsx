import { css } from '@linaria/core';
import { CountryFlag } from '../../components/icons/country-flag.tsx';
import { SocialIcon } from '../../components/icons/social-icons.tsx';
import { NewsletterForm, SmsOffer } from '../../client-components/layout-islands.ts';
import { contactLinksOf, hasLabel, policyLinksOf } from '../../lib/footer-links.ts';
import { isLinkAllowed } from '../../lib/restriction-flags.ts';
import { brand, breakpoints, colors, footerGutter, primaryPillButton } from '../../lib/theme.ts';
import { CountrySelector } from './country-selector.tsx';
import { FooterLegal } from './footer-legal.tsx';
import type { LayoutData } from './load-layout-data.ts';
import { Logo } from './logo.tsx';

// no margin above: the last block's own padding separates it, not a band of page white
const footer = css`
  background: ${colors.canvas};
  border-top: 1px solid ${colors.border};
  color: ${colors.ink};
  font-size: 0.925rem;

  a {
    color: inherit;
  }

  h2 {
    margin: 0 0 0.75rem;
    font-size: 0.8rem;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${colors.inkMuted};
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
  }

  ul a {
    text-decoration: none;
  }

  ul a:hover {
    text-decoration: underline;
  }
`;

const exclusive = css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  padding: 0.75rem 1rem;
  background: ${colors.primary};
  color: ${colors.paper};
  font-weight: 600;
  p {
    margin: 0;
  }
`;

const inner = css`
  max-width: 90rem;
  margin: 0 auto;
  padding-block: 2.5rem 2rem;
  ${footerGutter}
  display: grid;
  /* one column that never grows past the screen, whatever its widest line wants */
  grid-template-columns: minmax(0, 1fr);
  gap: 2rem;
  @media (min-width: ${breakpoints.md}px) {
    padding-block: 3rem 2rem;
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  /* wide screens: as many columns as the CMS sent, each at least 9rem, and the sign-up
     at least 18rem, so a missing column never squeezes the e-mail field */
  @media (min-width: ${breakpoints.lg}px) {
    display: flex;
    flex-wrap: wrap;
    & > * {
      flex: 1 1 9rem;
    }
    & > :first-child {
      flex-grow: 1.3;
    }
  }
`;

const brandColumn = css`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  align-items: flex-start;
`;

const signup = css`
  @media (min-width: ${breakpoints.lg}px) {
    && {
      flex: 1.5 1 18rem;
    }
  }
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  p {
    margin: 0;
    color: ${colors.inkMuted};
  }
  h2 {
    margin: 0;
  }
`;

const social = css`
  display: flex;
  /* however many networks the CMS lists, they wrap rather than widen the page */
  flex-wrap: wrap;
  gap: 0.5rem;
  a {
    display: inline-flex;
    width: 2.25rem;
    height: 2.25rem;
    align-items: center;
    justify-content: center;
    border-radius: 50%;
    background: ${colors.paper};
    border: 1px solid ${colors.border};
  }
`;

// the newsletter's form is an island that hydrates after the page's load
// (src/client-components/footer/newsletter-form.tsx): its look is here, in the first paint
const newsletterForm = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  > div {
    display: flex;
    gap: 0.5rem;
  }
  input {
    flex: 1;
    min-width: 0;
    padding: 0.7rem 1rem;
    border: 1px solid ${colors.border};
    border-radius: 999px;
    background: ${colors.paper};
  }
  button {
    padding: 0.7rem 1.3rem;
    ${primaryPillButton}
  }
  button[aria-disabled='true'],
  input:read-only {
    opacity: 0.6;
  }
  [role='alert'] {
    margin: 0;
    color: ${colors.error};
    font-size: 0.875rem;
  }
`;

const footerSlot = css`
  min-height: 30rem;
`;

/**
 * The footer while its CMS links, the country list and the shopper stream in; below a main
 * area a viewport tall, so rarely seen (docs/decisions/011-streaming-shell.md).
 */
export const SiteFooterPlaceholder = () => (
  <footer className={`${footer} ${footerSlot}`} aria-busy="true" />
);

/**
 * docs/behaviour.md#footer: the footer; every CMS part is optional, so a failing CMS leaves the
 * rest, and its contact and policy links fall back to a built-in set (src/lib/footer-links.ts).
 */
export const SiteFooter = ({ data }: { data: LayoutData }) => {
  const { country, footer: content, locales, locale } = data;
  const contactLinks = contactLinksOf(content);
  const hasHelpLinks = contactLinks.length + (content?.mobileAppLinks.length ?? 0) > 0;
  // a column whose every link this country may not see shows no heading over nothing
  const columns = (content?.footerLinks ?? [])
    .map(({ column }) => ({
      header: column.value.data.header,
      links: column.value.data.links.filter(
        (link) => hasLabel(link) && isLinkAllowed(link.restrictionFlags, country),
      ),
    }))
    .filter((column) => column.links.length > 0);
  return (
    <footer className={footer}>
      {country.code !== 'US' ? (
        <div className={exclusive}>
          <CountryFlag code={country.code} name={country.name} />
          <p>{`This site is exclusive to ${brand.name} Retail customers.`}</p>
        </div>
      ) : null}
      <div className={inner}>
        <div className={brandColumn}>
          <Logo />
          <CountrySelector locales={locales} current={locale} />
          {(content?.socialMediaLinks.length ?? 0) > 0 ? (
            <div className={social}>
              {content?.socialMediaLinks.map(({ socialMediaLink }) => {
                const network = socialMediaLink.value.data;
                return (
                  <a
                    key={network.url}
                    href={network.url}
                    aria-label={`Go to ${network.name} profile`}
                  >
                    <SocialIcon name={network.icon ?? network.name} />
                  </a>
                );
              })}
            </div>
          ) : null}
        </div>
        {columns.map((column) => (
          <section key={column.header} aria-label={column.header}>
            <h2>{column.header}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={`${link.label}-${link.url}`}>
                  <a href={link.url}>{link.label}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {/* no empty heading: the section shows only with something in it; the SMS offer is
            the shopper's, known in the browser (src/client-components/footer/sms-offer.tsx) */}
        {hasHelpLinks ? (
          <section aria-label="Need help">
            <h2>Need help</h2>
            <ul>
              {contactLinks.map((link) => (
                <li key={link.url}>
                  <a href={link.url}>{link.label}</a>
                </li>
              ))}
              <SmsOffer />
              {content?.mobileAppLinks.map(({ mobileAppLink }) => (
                <li key={mobileAppLink.value.data.url}>
                  <a
                    href={mobileAppLink.value.data.url}
                  >{`Download our ${mobileAppLink.value.data.platform} app`}</a>
                </li>
              ))}
            </ul>
          </section>
        ) : (
          <SmsOffer section />
        )}
        <section className={signup} aria-label="E-mail signup">
          <h2>{content?.emailListing?.title ?? 'Stay in the know'}</h2>
          {content?.emailListing?.subtitle ? <p>{content.emailListing.subtitle}</p> : null}
          <NewsletterForm className={newsletterForm} />
        </section>
      </div>
      <FooterLegal policyLinks={policyLinksOf(content)} countryCode={country.code} />
    </footer>
  );
};
