import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { server } from '../../../mocks/server/dom-test-server.ts';
import type * as BrowserSiteApi from '../../lib/site-api/browser.ts';
import { fetchSearchSuggestions } from '../../lib/site-api/browser.ts';
import { shopperFor } from '../../lib/shopper/browser/shopper.testing.ts';
import { shopperStore } from '../../lib/shopper/browser/shopper-client.ts';
import { SearchBar } from './search-bar.tsx';

// The real client, wrapped so a test can tell when the component's lookup has settled.
vi.mock('../../lib/site-api/browser.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof BrowserSiteApi>();
  return { ...actual, fetchSearchSuggestions: vi.fn(actual.fetchSearchSuggestions) };
});
const lookups = vi.mocked(fetchSearchSuggestions);

const requests: URL[] = [];
const baseHandlers = [
  http.get(`${window.location.origin}/search`, ({ request }) => {
    const url = new URL(request.url);
    requests.push(url);
    return HttpResponse.json({
      page: { resultsAvailableFor: ['Products', 'Articles', 'Podcasts'] },
    });
  }),
];

// this file's answers, on top of every mocked backend's (mocks/server/dom-test-server.ts)
beforeEach(() => {
  server.use(...baseHandlers);
});
afterEach(() => {
  shopperStore.set(undefined);
  requests.length = 0;
  lookups.mockClear();
  vi.useRealTimers();
});

/** The combobox's module, fetched at the field's first focus, has arrived and taken over. */
const comboboxIn = () =>
  act(async () => {
    await import('./search-combobox.tsx');
  });

const setup = async (chatEnabled = false) => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  shopperStore.set(shopperFor({ chat: chatEnabled }));
  render(<SearchBar id="search" assistantName="Lumi" />);
  const input = screen.getByRole('combobox');
  await user.click(input);
  await comboboxIn();
  return { user, input };
};

test('the form submits to /search with q, placeholder Search', () => {
  render(<SearchBar id="search" assistantName="Lumi" />);
  const input = screen.getByPlaceholderText('Search');
  expect(input).toHaveAttribute('name', 'q');
  expect(screen.getByRole('search')).toHaveAttribute('action', '/search');
});

test('suggestions are requested once, not before typing has paused (500 ms), and link per category', async () => {
  const { user, input } = await setup();
  await user.type(input, 'omega 3');
  await act(async () => {
    await vi.advanceTimersByTimeAsync(400);
  });
  expect(requests).toHaveLength(0);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(100);
  });
  await screen.findByRole('listbox');
  expect(requests).toHaveLength(1);
  expect(requests[0]?.searchParams.get('q')).toBe('omega 3');
  expect(requests[0]?.searchParams.get('format')).toBe('json');
  expect(screen.getByRole('option', { name: 'Products' })).toHaveAttribute(
    'href',
    '/search?q=omega%203#products',
  );
  expect(screen.getByRole('option', { name: 'Podcasts' })).toHaveAttribute(
    'href',
    '/search?q=omega%203#podcasts',
  );
  expect(
    screen.getByRole('option', { name: 'Podcasts' }).querySelector('[data-icon]'),
  ).toHaveAttribute('data-icon', 'book');
  expect(screen.getByRole('status')).toHaveTextContent('Suggestions available');
  expect(screen.queryByRole('option', { name: 'Ask Lumi a question' })).not.toBeInTheDocument();
});

test('what was typed before the suggestions loaded is the query they start from', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  render(<SearchBar id="search" assistantName="Lumi" />);
  const input = screen.getByRole('combobox');
  // in the field, with no script listening yet (the page still loading, or the code on its way)
  (input as HTMLInputElement).value = 'zinc';
  await user.click(input);
  await comboboxIn();
  expect(input).toHaveValue('zinc');
  await act(async () => {
    await vi.advanceTimersByTimeAsync(500);
  });
  expect(await screen.findByRole('listbox')).toHaveTextContent('Search “zinc” in');
  expect(requests.map((url) => url.searchParams.get('q'))).toEqual(['zinc']);
});

test('blank input sends no request', async () => {
  const { user, input } = await setup();
  await user.type(input, '   ');
  // twice the 500 ms debounce: a lookup the component scheduled has been started by now, and
  // the lookup spy sees it the moment it starts, before its request reaches msw
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1000);
  });
  expect(lookups).not.toHaveBeenCalled();
  expect(requests).toHaveLength(0);
});

test('with the chat on, the first entry asks the assistant and clears the list', async () => {
  const { user, input } = await setup(true);
  await user.type(input, 'sleep');
  await act(async () => {
    await vi.advanceTimersByTimeAsync(500);
  });
  const options = await screen.findAllByRole('option');
  expect(options[0]).toHaveTextContent('Ask Lumi a question');
  await user.click(options[0] as HTMLElement);
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});

test('a click outside clears the suggestions', async () => {
  const { user, input } = await setup();
  await user.type(input, 'zinc');
  await act(async () => {
    await vi.advanceTimersByTimeAsync(500);
  });
  await screen.findByRole('listbox');
  await user.click(document.body);
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});

test('a failing request shows no suggestions', async () => {
  // categories in the body, so a 500 read as a success would show them
  server.use(
    http.get(`${window.location.origin}/search`, ({ request }) => {
      requests.push(new URL(request.url));
      return HttpResponse.json(
        { page: { resultsAvailableFor: ['Products', 'Articles'] } },
        { status: 500 },
      );
    }),
  );
  const { user, input } = await setup();
  await user.type(input, 'zinc');
  await act(async () => {
    await vi.advanceTimersByTimeAsync(500);
  });
  // the failing request was made (a GET answered 500 is retried once by the client)...
  await vi.waitFor(() => expect(requests.length).toBeGreaterThan(0));
  expect(requests.every((url) => url.searchParams.get('q') === 'zinc')).toBe(true);
  // ...the component's lookup has settled, and React has rendered what it gave
  await vi.waitFor(() => expect(lookups.mock.settledResults).toHaveLength(1));
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
  expect(lookups.mock.settledResults[0]).toEqual({ type: 'fulfilled', value: [] });
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
  expect(input).toHaveAttribute('aria-expanded', 'false');
});

test('an answer with no categories says there are no suggestions for the query', async () => {
  server.use(
    http.get(`${window.location.origin}/search`, () =>
      HttpResponse.json({ page: { resultsAvailableFor: [] } }),
    ),
  );
  const { user, input } = await setup();
  await user.type(input, 'qwzx');
  await act(async () => {
    await vi.advanceTimersByTimeAsync(500);
  });
  await act(async () => {
    await lookups.mock.results[0]?.value;
  });
  expect(
    screen.getByText('No suggestions for “qwzx”. Press Enter to search everything.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('No suggestions');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});

test('the suggestions name the query they answer', async () => {
  const { user, input } = await setup();
  await user.type(input, 'omega');
  await act(async () => {
    await vi.advanceTimersByTimeAsync(500);
  });
  await act(async () => {
    await lookups.mock.results[0]?.value;
  });
  expect(screen.getByRole('listbox')).toHaveTextContent('Search “omega” in');
  expect(screen.getByRole('option', { name: 'Products' })).toBeInTheDocument();
});

const typeAndWait = async (
  user: ReturnType<typeof userEvent.setup>,
  input: HTMLElement,
  text: string,
) => {
  await user.type(input, text);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(500);
  });
  await screen.findByRole('listbox');
};

test('the first Escape closes the suggestions and keeps the query; the second clears it', async () => {
  const { user, input } = await setup();
  await typeAndWait(user, input, 'zinc');
  await user.keyboard('{ArrowDown}');
  expect(input).toHaveAttribute('aria-activedescendant');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(input).toHaveValue('zinc');
  expect(input).toHaveAttribute('aria-expanded', 'false');
  // nothing points at an option that is gone
  expect(input).not.toHaveAttribute('aria-activedescendant');
  await user.keyboard('{Escape}');
  expect(input).toHaveValue('');
});

test('the suggestions close when the focus leaves the search; options are not in the Tab order', async () => {
  const { user, input } = await setup();
  render(<button type="button">after</button>);
  await typeAndWait(user, input, 'zinc');
  for (const option of screen.getAllByRole('option')) {
    expect(option).toHaveAttribute('tabindex', '-1');
  }
  await user.tab();
  expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});

test('"No suggestions" closes when the focus leaves the search', async () => {
  server.use(
    http.get(`${window.location.origin}/search`, () =>
      HttpResponse.json({ page: { resultsAvailableFor: [] } }),
    ),
  );
  const { user, input } = await setup();
  render(<button type="button">after</button>);
  await user.type(input, 'qqq');
  await act(async () => {
    await vi.advanceTimersByTimeAsync(500);
  });
  await screen.findByText(/No suggestions for/);
  await user.tab();
  expect(screen.queryByText(/No suggestions for/)).not.toBeInTheDocument();
});
