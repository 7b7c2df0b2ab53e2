'use client';

import { css } from '@linaria/core';
import { useCallback, useId, useState } from 'react';
import { submitSmsSignup } from '../../lib/site-api/browser-lazy.ts';
import { brand, colors, primaryPillButton } from '../../lib/theme.ts';
import { sayOutcome } from '../../lib/sign-up-outcome.ts';
import { useSignUpSubmit } from '../../lib/sign-up-submit.ts';
import { Modal } from '../overlays/modal.tsx';

// its newer message replaces its older one
const TOAST_SOURCE = 'sms';

/** docs/behaviour.md#constants: SMS submits are debounced 500 ms on the leading edge. */
const SMS_DEBOUNCE_MS = 500;

/** docs/behaviour.md#validation: one block of 10 characters, digits only. */
export const formatPhoneNumber = (input: string) => input.replace(/\D/g, '').slice(0, 10);

const trigger = css`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

const form = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;

  label {
    display: flex;
    gap: 0.75rem;
    align-items: center;
  }

  /* a 24 px target at least (WCAG 2.5.8), in the site's green */
  input[type='checkbox'] {
    flex: none;
    width: 1.5rem;
    height: 1.5rem;
    margin: 0;
    accent-color: ${colors.primary};
  }

  input[type='tel'] {
    width: 100%;
    padding: 0.65rem 0.9rem;
    border: 1px solid ${colors.border};
    border-radius: 8px;
  }

  button[type='submit'] {
    padding: 0.7rem 1rem;
    ${primaryPillButton}
  }

  button:disabled,
  button[aria-disabled='true'],
  input:disabled,
  input[type='tel']:read-only {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

const phoneHint = css`
  margin: 0.3rem 0 0;
  font-size: 0.85rem;
  color: ${colors.inkMuted};
`;

const fieldError = css`
  margin: 0;
  color: ${colors.error};
  font-size: 0.875rem;
`;

const notice = css`
  margin: 0;
  color: ${colors.inkMuted};
  font-size: 0.75rem;
`;

const SmsForm = ({ onSuccess }: { onSuccess: () => void }) => {
  const [marketingTexts, setMarketingTexts] = useState(false);
  const [transactionalTexts, setTransactionalTexts] = useState(false);
  const [phoneNumber, setPhoneNumber] = useState('');
  const [phoneError, setPhoneError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const phoneId = useId();
  const phoneErrorId = useId();
  const phoneHintId = useId();
  const optedIn = marketingTexts || transactionalTexts;

  const { submitting, onSubmit } = useSignUpSubmit({
    debounceMs: SMS_DEBOUNCE_MS,
    enabled: optedIn,
    check: () => {
      if (phoneNumber.length !== 10) {
        setPhoneError('Please enter a 10-digit phone number');
        return undefined;
      }
      setPhoneError(undefined);
      setFormError(undefined);
      return { phoneNumber, marketingTexts, transactionalTexts };
    },
    send: submitSmsSignup,
    settle: (outcome) =>
      sayOutcome(outcome, {
        ok: onSuccess,
        formError: setFormError,
        failure: 'Unable to submit SMS.',
        source: TOAST_SOURCE,
      }),
  });

  return (
    // a submit before the page hydrates posts back to the page: what was typed stays out of the URL
    <form className={form} method="post" noValidate onSubmit={onSubmit}>
      <label>
        <input
          type="checkbox"
          checked={marketingTexts}
          onChange={(event) => setMarketingTexts(event.target.checked)}
        />
        <span>receive marketing text messages (for example, promotions)</span>
      </label>
      <label>
        <input
          type="checkbox"
          checked={transactionalTexts}
          onChange={(event) => setTransactionalTexts(event.target.checked)}
        />
        <span>order status updates</span>
      </label>
      <div>
        <label htmlFor={phoneId}>Phone number</label>
        <input
          id={phoneId}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={phoneNumber}
          disabled={!optedIn}
          // read-only while submitting, not disabled: a disabled control drops the keyboard
          // focus to the page, and it never comes back
          readOnly={submitting}
          aria-invalid={phoneError !== undefined}
          aria-describedby={phoneError ? phoneErrorId : optedIn ? undefined : phoneHintId}
          onChange={(event) => setPhoneNumber(formatPhoneNumber(event.target.value))}
        />
        {optedIn ? null : (
          <p id={phoneHintId} className={phoneHint}>
            Tick at least one kind of message above to enter your number.
          </p>
        )}
        {phoneError ? (
          <p id={phoneErrorId} className={fieldError} role="alert">
            {phoneError}
          </p>
        ) : null}
      </div>
      {formError ? (
        <p className={fieldError} role="alert">
          {formError}
        </p>
      ) : null}
      <button type="submit" disabled={!optedIn} aria-disabled={submitting || undefined}>
        Sign up for texts
      </button>
      <p className={notice}>
        Reply HELP for help and STOP to cancel to our short code. Message frequency varies. Message
        and data rates may apply.
      </p>
    </form>
  );
};

/** 'Sign up for SMS' and its opt-in modal (docs/behaviour.md#footer, #validation, #failures); logged-in users only. */
export const SmsSignup = () => {
  const [open, setOpen] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const handleClose = useCallback(() => setOpen(false), []);
  return (
    <>
      <button type="button" className={trigger} onClick={() => setOpen(true)}>
        Sign up for SMS
      </button>
      {open && (
        <Modal
          title={succeeded ? 'Success!' : `${brand.name} SMS`}
          description={
            succeeded
              ? `Thank you for opting into ${brand.name} SMS.`
              : 'Sign up for texts to hear about back-in-stock notifications, shipping updates and more.'
          }
          toastSource={TOAST_SOURCE}
          onClose={handleClose}
        >
          {succeeded ? null : <SmsForm onSuccess={() => setSucceeded(true)} />}
        </Modal>
      )}
    </>
  );
};

/** The sign-up where the footer offers it (./sms-offer.tsx): an item of its 'Need help' list, or that section with it alone. */
export const SmsSignupOffer = ({ section }: { section: boolean }) => {
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
