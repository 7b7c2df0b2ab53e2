import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { server } from '../../../mocks/server/dom-test-server.ts';
import { PARTNER_FORM_SUCCESS_EVENT, PARTNER_SUBMIT_DEBOUNCE_MS } from './partner-email-form.tsx';
import { PartnerEmailFormCard } from './partner-email-form-card.tsx';
import { PartnerEmailFormCardConfigSchema } from './partner-email-form-card.schema.ts';

const PARTNER_URL = 'https://partner.example.test/subscribe';

type Seen = { method: string; url: URL; body: string; contentType: string | null };
let seen: Seen[] = [];

const record = async (request: Request) => {
  seen.push({
    method: request.method,
    url: new URL(request.url),
    body: await request.text(),
    contentType: request.headers.get('content-type'),
  });
};

const baseHandlers = [
  http.all(PARTNER_URL, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ subscribed: true });
  }),
];

// this file's answers, on top of every mocked backend's (mocks/server/dom-test-server.ts)
beforeEach(() => {
  server.use(...baseHandlers);
});
afterEach(() => {
  seen = [];
});

const renderForm = (config: Record<string, unknown> = {}) =>
  render(
    <PartnerEmailFormCard
      config={PartnerEmailFormCardConfigSchema.parse({
        buttonText: 'Join',
        successMessage: 'You are on the list!',
        errorMessage: 'Sorry, that did not work.',
        url: PARTNER_URL,
        ...config,
      })}
      data={{ productsBySku: {} }}
    />,
  );

const emailInput = () => screen.getByRole('textbox', { name: 'Email Address' });

const submit = async (email: string) => {
  await userEvent.type(emailInput(), email);
  await userEvent.click(screen.getByRole('button', { name: 'Join' }));
};

test('the schema requires the texts and the url, and defaults method and params', () => {
  const required = { buttonText: 'b', successMessage: 's', errorMessage: 'e', url: '/u' };
  expect(PartnerEmailFormCardConfigSchema.parse(required)).toEqual({
    ...required,
    methodType: 'GET',
    urlParams: [],
  });
  for (const key of Object.keys(required)) {
    expect(
      PartnerEmailFormCardConfigSchema.safeParse({ ...required, [key]: undefined }).success,
    ).toBe(false);
  }
  expect(
    PartnerEmailFormCardConfigSchema.safeParse({ ...required, methodType: 'PUT' }).success,
  ).toBe(false);
});

test('a labelled e-mail input with its placeholder and a button labelled buttonText', () => {
  renderForm();
  expect(emailInput()).toHaveAttribute('placeholder', 'Email Address');
  expect(screen.getByRole('button', { name: 'Join' })).toBeEnabled();
});

test.each(['', 'not-an-email'])(
  "'%s' shows 'Invalid Email Address' and sends nothing",
  async (email) => {
    // only the clock the debounce reads is faked, so msw and Testing Library keep real timers
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      renderForm();
      if (email) {
        await userEvent.type(emailInput(), email);
      }
      await userEvent.click(screen.getByRole('button', { name: 'Join' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Email Address');
      // back in the field, where the fix is, not on the button
      expect(emailInput()).toHaveFocus();
      expect(emailInput()).toHaveAttribute('aria-invalid', 'true');

      // positive control: a valid submit after the debounce, which is sent after anything
      // the invalid one might have sent; once it is answered, it is the only request seen
      vi.advanceTimersByTime(PARTNER_SUBMIT_DEBOUNCE_MS);
      await userEvent.clear(emailInput());
      await submit('ada@example.com');
      await screen.findByText('You are on the list!');
      expect(seen).toHaveLength(1);
      expect(seen[0]?.url.searchParams.get('email')).toBe('ada@example.com');
    } finally {
      vi.useRealTimers();
    }
  },
);

test('GET sends email and only complete url params, no body, then shows the success message', async () => {
  renderForm({
    urlParams: [
      { key: 'list', value: 'partners' },
      { key: '', value: 'orphan' },
      { key: 'source', value: '' },
      { key: 'utm', value: 'cms' },
    ],
    bodyData: '{"ignored":true}',
  });
  await submit('ada@example.com');

  expect(await screen.findByRole('status')).toHaveTextContent('You are on the list!');
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(seen).toHaveLength(1);
  const [request] = seen;
  expect(request?.method).toBe('GET');
  expect(request?.url.href.split('?')[0]).toBe(PARTNER_URL);
  expect([...(request?.url.searchParams ?? [])]).toEqual([
    ['email', 'ada@example.com'],
    ['list', 'partners'],
    ['utm', 'cms'],
  ]);
  expect(request?.body).toBe('');
});

test('POST sends bodyData as JSON when it parses as JSON', async () => {
  renderForm({ methodType: 'POST', bodyData: '{"list":"partners"}' });
  await submit('ada@example.com');
  await screen.findByRole('status');
  expect(seen).toMatchObject([
    { method: 'POST', body: '{"list":"partners"}', contentType: 'application/json' },
  ]);
  expect(seen[0]?.url.searchParams.get('email')).toBe('ada@example.com');
});

test('POST sends other bodyData as plain text', async () => {
  renderForm({ methodType: 'POST', bodyData: 'list=partners' });
  await submit('ada@example.com');
  await screen.findByRole('status');
  expect(seen).toMatchObject([
    { method: 'POST', body: 'list=partners', contentType: 'text/plain' },
  ]);
});

test('while submitting, input and button refuse input but keep the focus, and a spinner shows; no error yet', async () => {
  let answer: (response: Response) => void = () => undefined;
  server.use(http.get(PARTNER_URL, () => new Promise<Response>((resolve) => (answer = resolve))));
  renderForm();
  await submit('ada@example.com');

  expect(emailInput()).toHaveAttribute('readonly');
  expect(screen.getByRole('button', { name: /Join/ })).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByRole('button', { name: /Join/ })).toHaveFocus();
  expect(screen.getByRole('status')).toHaveTextContent('Submitting');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  answer(HttpResponse.json({}, { status: 503 }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, that did not work.');
});

test('a non-2xx answer shows the error message and keeps the form', async () => {
  server.use(http.get(PARTNER_URL, () => HttpResponse.json({}, { status: 500 })));
  renderForm();
  await submit('ada@example.com');
  expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, that did not work.');
  expect(emailInput()).toBeEnabled();
  expect(emailInput()).toHaveValue('ada@example.com');
  expect(screen.getByRole('button', { name: 'Join' })).toBeEnabled();
  expect(screen.queryByText('You are on the list!')).not.toBeInTheDocument();
});

test("the partner's answer is passed to the success event, and only on success", async () => {
  const answers: unknown[] = [];
  const listen = (event: Event) => answers.push((event as CustomEvent).detail);
  document.addEventListener(PARTNER_FORM_SUCCESS_EVENT, listen);
  // only the clock the debounce reads is faked, so msw and Testing Library keep real timers
  vi.useFakeTimers({ toFake: ['performance'] });
  try {
    server.use(http.get(PARTNER_URL, () => HttpResponse.json({}, { status: 500 }), { once: true }));
    renderForm();
    await submit('ada@example.com');
    await screen.findByRole('alert');
    expect(answers).toEqual([]);
    vi.advanceTimersByTime(PARTNER_SUBMIT_DEBOUNCE_MS);
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    await screen.findByText('You are on the list!');
    expect(answers).toHaveLength(1);
    const [{ response }] = answers as [{ response: Response }];
    expect(response.status).toBe(200);
    expect(response.url).toContain(PARTNER_URL);
  } finally {
    vi.useRealTimers();
    document.removeEventListener(PARTNER_FORM_SUCCESS_EVENT, listen);
  }
});

test('a network failure shows the error message', async () => {
  server.use(http.get(PARTNER_URL, () => HttpResponse.error()));
  renderForm();
  await submit('ada@example.com');
  expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, that did not work.');
});

test('a second submit within 200 ms of the last one is ignored; a later one is sent', async () => {
  // only the clock the debounce reads is faked, so msw and Testing Library keep real timers
  vi.useFakeTimers({ toFake: ['performance'] });
  try {
    server.use(
      http.get(PARTNER_URL, async ({ request }) => {
        await record(request);
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    renderForm();
    await userEvent.type(emailInput(), 'ada@example.com');
    const join = screen.getByRole('button', { name: 'Join' });
    const attempt = async () => {
      fireEvent.click(join);
      expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, that did not work.');
    };

    await attempt();
    expect(seen).toHaveLength(1);

    fireEvent.click(join);
    vi.advanceTimersByTime(PARTNER_SUBMIT_DEBOUNCE_MS - 1);
    fireEvent.click(join);
    // an accepted submit disables the button at once
    expect(join).toBeEnabled();

    // positive control: a later submit is sent after anything the ignored ones might have
    // sent; once it is answered, exactly one request more than before has been seen
    vi.advanceTimersByTime(PARTNER_SUBMIT_DEBOUNCE_MS);
    await attempt();
    expect(seen).toHaveLength(2);
  } finally {
    vi.useRealTimers();
  }
});

test('a titled card is a region named by its title, with its line under it; an untitled one is no region', () => {
  const { unmount } = renderForm({ title: 'Launch alerts', description: 'One e-mail per launch.' });
  const region = screen.getByRole('region', { name: 'Launch alerts' });
  expect(region).toHaveTextContent('One e-mail per launch.');
  expect(screen.getByRole('heading', { level: 2, name: 'Launch alerts' })).toBeInTheDocument();
  unmount();
  renderForm();
  expect(screen.queryByRole('region')).toBeNull();
  expect(screen.queryByRole('heading')).toBeNull();
});
