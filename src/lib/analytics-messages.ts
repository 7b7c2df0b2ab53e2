import { pushToDataLayer } from './analytics.ts';
import { loadWindowMessages } from './window-messages-lazy.ts';

/**
 * The analytics relay's handling of window messages, loaded with the first message of our
 * own origin rather than with the page (docs/decisions/014-browser-code-on-first-use.md).
 */

/** The internal event a relayed message is re-emitted as. */
export const TRACK_EVENT = 'trackEvent';

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
