import type { SubscriptionResult } from './site-api/browser.ts';
import { publishToast } from './toasts.ts';

/**
 * What a site-API sign-up (the newsletter, SMS) says of its outcome: its success; 'CSRF
 * token missing' in the form, since nothing was sent (docs/behaviour.md#validation); or its
 * failure as a toast of the form's `source`, which the form's newer message replaces
 * (docs/behaviour.md#failures).
 */
export const sayOutcome = (
  outcome: SubscriptionResult,
  {
    ok,
    formError,
    failure,
    source,
  }: { ok: () => void; formError: (text: string) => void; failure: string; source: string },
) => {
  if (outcome === 'ok') {
    ok();
  } else if (outcome === 'csrf-missing') {
    formError('CSRF token missing');
  } else {
    publishToast({ description: failure, severity: 'error', source });
  }
};
