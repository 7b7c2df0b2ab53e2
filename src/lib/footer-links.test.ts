import { expect, test } from 'vitest';
import { createFooterData } from '../../fixtures/cms-layout.ts';
import { contactLinksOf, policyLinksOf } from './footer-links.ts';

test('without a footer entry the contact and policy links are the built-in set', () => {
  expect(contactLinksOf(undefined)).toEqual([{ label: 'Help Center', url: '/help' }]);
  expect(policyLinksOf(undefined).map((link) => link.label)).toEqual([
    'Privacy Policy',
    'Terms of Use',
    'Accessibility',
  ]);
});

test("a footer entry's links are shown as the editors left them, none included", () => {
  const footer = createFooterData({ contactLinks: [], policyLinks: [] });
  expect(contactLinksOf(footer)).toEqual([]);
  expect(policyLinksOf(footer)).toEqual([]);
  expect(contactLinksOf(createFooterData()).map((link) => link.url)).toEqual([
    'tel:+18005550142',
    'mailto:support@lumen-nutrition.com',
    '/help',
  ]);
});

test('a link without a readable label is left out (generated answers, seed 1: links with no name)', () => {
  const link = (label: string) => ({ contactLink: { value: { data: { label, url: '/help' } } } });
  const footer = createFooterData({
    contactLinks: [link(''), link(' '), link('\u0301'), link('Help')],
  });
  expect(contactLinksOf(footer).map(({ label }) => label)).toEqual(['Help']);
});
