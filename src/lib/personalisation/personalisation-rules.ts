import type { Choice, PageContextType } from '../../../contracts/personalisation.ts';

/** What the personalisation service is told about the page (SPEC.md 2.2). */
export type PageContext = { type: PageContextType; data: string[] };

export const pageContextFor = (path: string): PageContext => {
  if (path === '/') {
    return { type: 'HOMEPAGE', data: [] };
  }
  // product pages first: /products/dp... is also a /products... path
  if (path.startsWith('/products/dp')) {
    return { type: 'PRODUCT', data: [] };
  }
  if (path.startsWith('/products') || path.startsWith('/search')) {
    return { type: 'CATEGORY', data: ['Supplements'] };
  }
  return { type: 'OTHER', data: [path] };
};

/** The chat gate of SPEC.md 4: the campaign's chosen variation reports data.enabled true. */
export const isChatCampaignEnabled = (choices: readonly Choice[], campaignKey: string): boolean =>
  choices.find((choice) => choice.name === campaignKey)?.variations[0]?.data?.enabled === true;
