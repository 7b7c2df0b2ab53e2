import type { PageViewEvent, VisitorAttributes } from '../../contracts/window-messages.ts';
import type { User } from '../../contracts/site-api.ts';

// The analytics channel: the tag manager's data layer. What relays window messages to it
// loads with the first message (analytics-messages.ts).

export const PAGE_VIEW_SETTLE_MS = 100;

// read through a cast rather than a global declaration, which would clash with the tag manager's
const dataLayer = (): unknown[] => {
  const host = window as Window & { dataLayer?: unknown[] };
  return (host.dataLayer ??= []);
};

export const pushToDataLayer = (entry: unknown) => {
  dataLayer().push(entry);
};

/** Visitor attributes go to analytics for logged-in users only (docs/behaviour.md#roles). */
export const visitorAttributesOf = (
  user: User | undefined,
  locale: string,
): VisitorAttributes | undefined =>
  user?.enabled
    ? {
        customerId: String(user.customerId ?? ''),
        priceGroup: user.priceGroup ?? '',
        isAffiliateClient: user.isAffiliateClient ?? false,
        locale,
      }
    : undefined;

/** Resolves once the browser has painted, or after 100 ms, whichever comes first. */
const renderingSettled = () =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, PAGE_VIEW_SETTLE_MS);
    if (typeof requestAnimationFrame === 'function') {
      requestAnimationFrame(() =>
        setTimeout(() => {
          clearTimeout(timer);
          resolve();
        }, 0),
      );
    }
  });

export const pushPageView = async (pagePath: string) => {
  await renderingSettled();
  pushToDataLayer({ event: 'pageView', pagePath } satisfies PageViewEvent);
};
