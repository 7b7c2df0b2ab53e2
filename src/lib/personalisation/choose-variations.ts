import {
  ChooseVariationsResponseSchema,
  type Choice,
  type ChooseVariationsResponse,
} from '../../../contracts/personalisation.ts';
import { getConfig } from '../config.ts';

// Placeholder (drop at merge): the personalisation client replaces this file.
export const chooseVariations = async ({
  pagePath,
  locale,
  visitorId,
  signal,
}: {
  pagePath: string;
  locale: string;
  visitorId?: string;
  signal?: AbortSignal;
}): Promise<ChooseVariationsResponse | undefined> => {
  const { personalisation } = getConfig();
  const url = new URL(
    `${personalisation.url.replace(/\/+$/, '')}/${personalisation.provider}/ab/choose-variations`,
  );
  url.searchParams.set('pagePath', pagePath);
  url.searchParams.set('pageType', pagePath === '/' ? 'HOMEPAGE' : 'OTHER');
  if (pagePath !== '/') {
    url.searchParams.append('pageData', pagePath);
  }
  url.searchParams.set(
    'sectionId',
    locale === 'en-CA' ? personalisation.sectionIdCanada : personalisation.sectionId,
  );
  try {
    const timeout = AbortSignal.timeout(personalisation.timeoutMs);
    const response = await fetch(url, {
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      headers: visitorId ? { cookie: `_dyid_server=${visitorId}` } : {},
    });
    return response.ok ? ChooseVariationsResponseSchema.parse(await response.json()) : undefined;
  } catch {
    return undefined;
  }
};

export const isChatCampaignEnabled = (choices: readonly Choice[], campaignKey: string): boolean =>
  choices
    .find((choice) => choice.name === campaignKey)
    ?.variations.some((variation) => variation.data?.['enabled'] === true) ?? false;
