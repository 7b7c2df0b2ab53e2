'use client';

import { lazy, Suspense } from 'react';
import { useShopper } from '../../lib/shopper/browser/shopper-client.ts';

// the sign-up and its dialog, and where the footer shows them, load only for a shopper
// offered them: an anonymous page view, the most of them, never asks for either
// (docs/decisions/014-browser-code-on-first-use.md)
const SmsSignupOffer = lazy(() =>
  import('./sms-signup.tsx').then(({ SmsSignupOffer }) => ({ default: SmsSignupOffer })),
);

/**
 * 'Sign up for SMS' for the shoppers the shopper's answer offers it to (signed-in ones), as
 * an item of the footer's 'Need help' list, or, when the list has nothing else, the
 * section with it alone.
 */
export const SmsOffer = ({ section = false }: { section?: boolean }) =>
  // nothing shows until the sign-up has loaded, as nothing showed until the answer came
  useShopper()?.smsOffer === true ? (
    <Suspense fallback={null}>
      <SmsSignupOffer section={section} />
    </Suspense>
  ) : null;
