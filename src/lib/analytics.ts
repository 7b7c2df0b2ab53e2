import type { PageViewEvent, VisitorAttributes } from '../../contracts/window-messages.ts';
import type { User } from '../../contracts/site-api.ts';
import { loadWindowMessages } from './window-messages-lazy.ts';

/** The analytics channel: the tag manager's data layer and the internal 'trackEvent' event. */
export const TRACK_EVENT = 'trackEvent';
export const PAGE_VIEW_SETTLE_MS = 100;

// read through a cast rather than a global declaration, which would clash with the tag manager's
const dataLayer = (): unknown[] => {
  const host = window as Window & { dataLayer?: unknown[] };
  return (host.dataLayer ??= []);
};

export const pushToDataLayer = (entry: unknown) => {
  dataLayer().push(entry);
};

/**
 * docs/behaviour.md#validation: a window message counts only when it comes from our own origin, has type
 * 'datalayer-push' and an event; it is then re-emitted as 'trackEvent' and pushed.
 */
export const relayAnalyticsMessage = async (message: MessageEvent): Promise<boolean> => {
  if (message.origin !== window.location.origin) {
    return false;
  }
  const { AnalyticsWindowMessageSchema } = await loadWindowMessages();
  const parsed = AnalyticsWindowMessageSchema.safeParse(message.data);
  if (!parsed.success) {
    return false;
  }
  window.dispatchEvent(new CustomEvent(TRACK_EVENT, { detail: parsed.data.event }));
  pushToDataLayer(parsed.data.event);
  return true;
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
