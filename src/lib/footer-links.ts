import type { FooterData, LabelledLink } from '../../contracts/cms.ts';
import { isReadable } from './readable-text.ts';

/*
 * docs/behaviour.md#footer: the footer's contact and policy links come from the CMS entry
 * `footer-data`. Without that entry (the CMS down, slow past its time box, off its contract,
 * or holding none) a shopper still needs a way to help and to the policies the law asks us
 * to show, so a built-in set stands in: pages of ours, never a phone number or an address
 * that only the CMS knows. An entry the CMS does send is shown as the editors left it.
 */
export const FALLBACK_CONTACT_LINKS: readonly LabelledLink[] = [
  { label: 'Help Center', url: '/help' },
];

export const FALLBACK_POLICY_LINKS: readonly LabelledLink[] = [
  { label: 'Privacy Policy', url: '/privacy' },
  { label: 'Terms of Use', url: '/terms' },
  { label: 'Accessibility', url: '/accessibility' },
];

/** A link whose label has nothing to read has no name: it is left out. */
export const hasLabel = ({ label }: { label: string }) => isReadable(label);

/** The 'Need help' contact links: the CMS entry's, or the built-in set without one. */
export const contactLinksOf = (footer: FooterData | undefined): readonly LabelledLink[] =>
  footer
    ? footer.contactLinks.map(({ contactLink }) => contactLink.value.data).filter(hasLabel)
    : FALLBACK_CONTACT_LINKS;

/** The legal part's policy links: the CMS entry's, or the built-in set without one. */
export const policyLinksOf = (footer: FooterData | undefined): readonly LabelledLink[] =>
  footer
    ? footer.policyLinks.map(({ policyLink }) => policyLink.value.data).filter(hasLabel)
    : FALLBACK_POLICY_LINKS;
