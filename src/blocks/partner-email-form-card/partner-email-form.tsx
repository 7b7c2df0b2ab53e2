'use client';

import { css } from '@linaria/core';
import { useEffect, useId, useRef, useState } from 'react';
import { breakpoints, colors, primaryPillButton } from '../../lib/theme.ts';
import type { PartnerEmailFormCardConfig } from './partner-email-form-card.schema.ts';
import { enteredEmail, focusEmailField, isEmailAddress } from '../../lib/email-form.ts';
import { useSignUpSubmit } from '../../lib/sign-up-submit.ts';

/** docs/behaviour.md#constants: a second submit within this time of the previous one is ignored. */
export const PARTNER_SUBMIT_DEBOUNCE_MS = 200;

const INVALID_EMAIL = 'Invalid Email Address';

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** The request of docs/behaviour.md#calls: email plus complete urlParams pairs; bodyData unless GET. */
const partnerRequest = (config: PartnerEmailFormCardConfig, email: string) => {
  const url = new URL(config.url, window.location.href);
  url.searchParams.append('email', email);
  for (const { key, value } of config.urlParams) {
    if (key && value) {
      url.searchParams.append(key, value);
    }
  }
  const body = config.methodType === 'GET' ? undefined : config.bodyData;
  const init: RequestInit = { method: config.methodType };
  if (body !== undefined) {
    init.body = body;
    init.headers = { 'content-type': isJson(body) ? 'application/json' : 'text/plain' };
  }
  return new Request(url, init);
};

/**
 * docs/behaviour.md#calls: the partner's answer goes to the block's success event and is not otherwise
 * read. A DOM event that bubbles from the form, so a tag or an integration can take it.
 */
export const PARTNER_FORM_SUCCESS_EVENT = 'partner-email-form:success';

/** The partner's 2xx answer; undefined for a network failure or any other status. */
const sendToPartner = async (request: Request) => {
  try {
    const response = await fetch(request);
    return response.ok ? response : undefined;
  } catch {
    return undefined;
  }
};

// the site's pill fields (the footer's sign-up); a button of one width in every card, so
// fields line up card under card whatever their buttons say; stacked on a phone
const form = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.75rem;
  @media (min-width: ${breakpoints.sm}px) {
    grid-template-columns: minmax(0, 1fr) 13rem;
  }
`;

const input = css`
  min-width: 0;
  padding: 0.75rem 1.25rem;
  border: 1px solid ${colors.border};
  border-radius: 999px;
  font: inherit;
`;

const button = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  padding: 0.75rem 1.5rem;
  font: inherit;
  ${primaryPillButton}
  &:hover {
    background: ${colors.primaryHover};
  }
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: default;
  }
`;

const spinner = css`
  width: 1rem;
  height: 1rem;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: partner-spin 0.8s linear infinite;
  @keyframes partner-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const message = css`
  grid-column: 1 / -1;
  margin: 0;
`;

const errorText = css`
  color: ${colors.error};
`;

type Status = 'idle' | 'success' | 'error';

/** The message that replaces the form, where the focus goes: the control it was on is gone. */
const Confirmation = ({ text }: { text: string }) => {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p ref={ref} className={message} role="status" tabIndex={-1}>
      {text}
    </p>
  );
};

export const PartnerEmailForm = ({ config }: { config: PartnerEmailFormCardConfig }) => {
  const [status, setStatus] = useState<Status>('idle');
  const [invalidEmail, setInvalidEmail] = useState(false);
  const inputId = useId();
  const emailErrorId = useId();

  const { submitting, onSubmit } = useSignUpSubmit({
    debounceMs: PARTNER_SUBMIT_DEBOUNCE_MS,
    check: async (formElement) => {
      const email = enteredEmail(formElement);
      const valid = await isEmailAddress(email);
      setInvalidEmail(!valid);
      setStatus('idle');
      if (!valid) {
        focusEmailField(formElement);
        return undefined;
      }
      return email;
    },
    send: (email) => sendToPartner(partnerRequest(config, email)),
    settle: (response, formElement) => {
      if (response) {
        formElement.dispatchEvent(
          new CustomEvent(PARTNER_FORM_SUCCESS_EVENT, { bubbles: true, detail: { response } }),
        );
      }
      setStatus(response ? 'success' : 'error');
    },
  });

  if (status === 'success') {
    return <Confirmation text={config.successMessage} />;
  }
  return (
    // a submit before the page hydrates posts back to the page: what was typed stays out of the URL
    <form className={form} method="post" noValidate onSubmit={onSubmit} aria-busy={submitting}>
      <label className="visually-hidden" htmlFor={inputId}>
        Email Address
      </label>
      <input
        id={inputId}
        className={input}
        name="email"
        type="email"
        autoComplete="email"
        placeholder="Email Address"
        required
        // read-only and aria-disabled, not disabled: a disabled control drops the keyboard
        // focus to the page, and it never comes back
        readOnly={submitting}
        aria-invalid={invalidEmail}
        aria-describedby={invalidEmail ? emailErrorId : undefined}
      />
      <button className={button} type="submit" aria-disabled={submitting || undefined}>
        {submitting ? (
          <span className={spinner} role="status">
            <span className="visually-hidden">Submitting</span>
          </span>
        ) : null}
        {config.buttonText}
      </button>
      {invalidEmail ? (
        <p id={emailErrorId} className={`${message} ${errorText}`} role="alert">
          {INVALID_EMAIL}
        </p>
      ) : null}
      {status === 'error' ? (
        <p className={`${message} ${errorText}`} role="alert">
          {config.errorMessage}
        </p>
      ) : null}
    </form>
  );
};
