'use client';

import { useShopper } from '../../lib/shopper-client.ts';
import { SmsSignup } from './sms-signup.tsx';

/**
 * 'Sign up for SMS' for the shoppers the shopper's answer offers it to (signed-in ones), as
 * an item of the footer's 'Need help' list, or, when the list has nothing else, the
 * section with it alone.
 */
export const SmsOffer = ({ section = false }: { section?: boolean }) => {
  if (useShopper()?.smsOffer !== true) {
    return null;
  }
  const item = (
    <li>
      <SmsSignup />
    </li>
  );
  return section ? (
    <section aria-label="Need help">
      <h2>Need help</h2>
      <ul>{item}</ul>
    </section>
  ) : (
    item
  );
};
