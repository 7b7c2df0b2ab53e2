import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import {
  STORED_SHOPPER_KEY,
  STORED_SHOPPER_MAX_AGE_MS,
  type Shopper,
} from '../../../contracts/shopper.ts';
import { server } from '../../../mocks/server/dom-test-server.ts';
import { visibleAccountMenuItems } from '../../lib/shopper/account-menu-items.ts';
import { cartQuantityStore } from '../../lib/cart-quantity.ts';
import { shopperFor } from '../../lib/shopper/browser/shopper.testing.ts';
import {
  handleStorageChange,
  loadShopper,
  SHOPPER_RETRY_DELAYS_MS,
} from '../../lib/shopper/browser/shopper-answers.ts';
import { headerAccountStore, shopperStore } from '../../lib/shopper/browser/shopper-client.ts';
import { SHOPPER_ATTRIBUTE, SHOPPER_INITIALS_PROPERTY } from '../../lib/shopper/shopper-markers.ts';
import { readStoredShopper, writeStoredShopper } from '../../lib/shopper/browser/stored-shopper.ts';
import { SHOPPER_REQUEST_SCRIPT } from '../../server-components/page-wide/shopper-request.tsx';
import { CartLink } from '../cart/cart-link.tsx';
import { ACCOUNT_UNAVAILABLE, AccountArea, AccountNote } from './account-area.tsx';

const JORDAN = shopperFor({
  signedIn: true,
  name: 'Jordan Rivera',
  initials: 'JR',
  accountMenu: visibleAccountMenuItems([]).map(({ label, path, icon }) => ({ label, path, icon })),
  smsOffer: true,
  cartQuantity: 6,
});

const storeJordan = () =>
  writeStoredShopper({
    signedIn: true,
    initials: 'JR',
    accountMenu: JORDAN.accountMenu,
    cartQuantity: 6,
  });

/** The header as a signed-in Jordan's answer left it. */
const showJordan = (accountMenu: typeof JORDAN.accountMenu) =>
  act(() =>
    headerAccountStore.set({
      show: 'avatar',
      initials: 'JR',
      name: 'Jordan Rivera',
      accountMenu,
      unavailable: false,
    }),
  );

/** /api/shopper answers each ask with the next of `answers` (the last one again after). */
const answerShopper = (...answers: (Shopper | number)[]) => {
  const asked: URL[] = [];
  server.use(
    http.get('*/api/shopper', ({ request }) => {
      asked.push(new URL(request.url));
      const answer = answers[Math.min(asked.length, answers.length) - 1];
      return typeof answer === 'number'
        ? new HttpResponse(null, { status: answer })
        : HttpResponse.json(answer);
    }),
  );
  return asked;
};

const header = () =>
  render(
    <>
      <AccountArea />
      <AccountNote closeIcon={null} />
      <CartLink icon={null} />
    </>,
  );

/** The account menu's button, once its module (loaded at its first show) is in. */
const menuButton = async (name: string) => {
  await act(async () => {
    await import('./account-menu.tsx');
    // React shows what a lazy module held after its fallback throttle (300 ms)
    if (vi.isFakeTimers()) {
      await vi.advanceTimersByTimeAsync(500);
    }
  });
  return screen.getByRole('button', { name });
};

/** Runs loadShopper through its retries, the waits between them advanced. */
const load = async (page = '/science') => {
  await act(async () => {
    let finished = false;
    void loadShopper(page, { early: false }).finally(() => (finished = true));
    const longest = SHOPPER_RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0);
    for (let waited = 0; !finished && waited <= longest * 2; waited += 100) {
      await vi.advanceTimersByTimeAsync(100);
    }
  });
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
  const root = document.documentElement;
  root.removeAttribute(SHOPPER_ATTRIBUTE);
  root.removeAttribute('style');
  act(() => {
    shopperStore.set(undefined);
    headerAccountStore.set({ ...headerAccountStore.getServerSnapshot(), show: 'sign-in' });
    cartQuantityStore.set(undefined);
  });
});

test("the server's markup is 'Sign In' to /login, as it stands without scripts, and no count", () => {
  const html = renderToString(<AccountArea />);
  expect(html).toContain('href="/login"');
  expect(html).toContain('Sign In');
  expect(html).not.toContain('Account menu');
});

test('a signed-in answer shows the avatar and count, and keeps only the header parts', async () => {
  answerShopper(JORDAN);
  header();
  await load();
  expect(await menuButton('Account menu for Jordan Rivera')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Cart, 6 items' })).toBeVisible();
  const stored = JSON.parse(localStorage.getItem(STORED_SHOPPER_KEY) ?? '{}') as object;
  // a shared computer keeps no name, locale or analytics id of its last shopper
  expect(Object.keys(stored).sort()).toEqual(
    ['accountMenu', 'cartQuantity', 'initials', 'savedAt', 'signedIn'].sort(),
  );
  expect(JSON.stringify(stored)).not.toContain('Jordan');
});

test('a known shopper whose answer fails keeps their header, is asked again, then told', async () => {
  storeJordan();
  act(() => {
    headerAccountStore.set({
      show: 'avatar',
      initials: 'JR',
      name: '',
      accountMenu: JORDAN.accountMenu,
      unavailable: false,
    });
    cartQuantityStore.set(6);
  });
  const asked = answerShopper(503);
  header();
  await load('/science?refCode=ABC');
  // the first ask and two more, none of them reporting the referral again
  expect(asked).toHaveLength(1 + SHOPPER_RETRY_DELAYS_MS.length);
  expect(asked.slice(1).map((url) => url.searchParams.get('page'))).toEqual([
    '/science',
    '/science',
  ]);
  expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  expect(await menuButton('Account menu')).toHaveTextContent('JR');
  expect(screen.getByRole('status')).toHaveTextContent(ACCOUNT_UNAVAILABLE);
  expect(screen.getByRole('link', { name: 'Cart, 6 items' })).toBeVisible();
  // the stored copy still stands for the next tab
  expect(readStoredShopper()?.signedIn).toBe(true);
});

test('an account call that failed behind the answer is unknown: no Sign In, no unchecked count', async () => {
  answerShopper(shopperFor({ signedIn: null, cartQuantity: null }));
  header();
  await load();
  const area = screen.getByTestId('account-area');
  expect(within(area).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  expect(within(area).queryByRole('button')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(ACCOUNT_UNAVAILABLE);
  expect(screen.getByRole('link', { name: 'Cart' })).toBeVisible();
  expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
});

test('the note can be closed, and says it again should the account be unknown again', async () => {
  answerShopper(503);
  header();
  await load();
  act(() => screen.getByRole('button', { name: 'Close' }).click());
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  answerShopper(JORDAN);
  await load();
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  answerShopper(503);
  await load();
  expect(screen.getByRole('status')).toHaveTextContent(ACCOUNT_UNAVAILABLE);
});

test("the head's failed request counts as the first ask: the retries come after the wait", async () => {
  const asked = answerShopper(JORDAN);
  (window as Window & { __shopperRequest?: Promise<unknown> }).__shopperRequest =
    Promise.resolve(undefined);
  header();
  await act(async () => {
    const done = loadShopper('/science?refCode=ABC', { early: true });
    await vi.advanceTimersByTimeAsync(SHOPPER_RETRY_DELAYS_MS[0] - 1);
    expect(asked).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await done;
  });
  expect(asked.map((url) => url.searchParams.get('page'))).toEqual(['/science']);
  expect(await menuButton('Account menu for Jordan Rivera')).toBeVisible();
});

test('an answer off contract is no answer; a later one that knows the account wins', async () => {
  const asked = answerShopper({ signedIn: 'yes' } as unknown as Shopper, JORDAN);
  header();
  await load();
  expect(asked).toHaveLength(2);
  expect(await menuButton('Account menu for Jordan Rivera')).toBeVisible();
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

test('a signed-out answer replaces the stored account: Sign In, and no count it did not read', async () => {
  storeJordan();
  answerShopper(shopperFor({ signedIn: false, cartQuantity: null }));
  header();
  await load();
  expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
  expect(readStoredShopper()).toMatchObject({ signedIn: false, initials: '', cartQuantity: null });
});

test("another tab's sign-out reaches this one at once, and this tab asks again", async () => {
  const asked = answerShopper(shopperFor({ signedIn: false, cartQuantity: 0 }));
  storeJordan();
  showJordan([]);
  header();
  const signedOut = JSON.stringify({
    signedIn: false,
    initials: '',
    accountMenu: [],
    cartQuantity: null,
    savedAt: Date.now(),
  });
  act(() => {
    handleStorageChange(
      new StorageEvent('storage', { key: STORED_SHOPPER_KEY, newValue: signedOut }),
    );
  });
  expect(screen.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await vi.waitFor(() => expect(asked).toHaveLength(1));
});

test('Sign Out forgets the stored parts before the sign-out page loads', async () => {
  storeJordan();
  showJordan(JORDAN.accountMenu);
  header();
  vi.useRealTimers();
  const user = userEvent.setup();
  await user.click(await menuButton('Account menu for Jordan Rivera'));
  const signOut = screen.getByRole('menuitem', { name: 'Sign Out' });
  // jsdom does not navigate; the click's own work is what counts
  signOut.addEventListener('click', (event) => event.preventDefault());
  await user.click(signOut);
  expect(readStoredShopper()).toMatchObject({ signedIn: false, initials: '', cartQuantity: null });
});

test('a stored copy older than a session, or past its bounds, is not painted', () => {
  storeJordan();
  const now = Date.now();
  expect(readStoredShopper(now)?.initials).toBe('JR');
  expect(readStoredShopper(now + STORED_SHOPPER_MAX_AGE_MS)).toBeUndefined();
  writeStoredShopper({ signedIn: true, initials: 'JRJRJ', accountMenu: [], cartQuantity: 1 });
  expect(readStoredShopper()).toBeUndefined();
  localStorage.setItem(STORED_SHOPPER_KEY, '{not json');
  expect(readStoredShopper()).toBeUndefined();
});

// the very text the document's head runs, run as the document would
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script under test is a string
const runHeadScript = () => (new Function(SHOPPER_REQUEST_SCRIPT) as () => void)();
const painted = () => ({
  state: document.documentElement.getAttribute(SHOPPER_ATTRIBUTE),
  initials: document.documentElement.style.getPropertyValue(SHOPPER_INITIALS_PROPERTY),
});

test('the head script paints a stored shopper before the answer, and the answer when it comes', async () => {
  storeJordan();
  let answer = (_: Response) => {};
  vi.spyOn(window, 'fetch').mockReturnValue(new Promise((resolve) => (answer = resolve)));
  runHeadScript();
  expect(painted()).toEqual({ state: 'signed-in', initials: '"JR"' });
  answer(HttpResponse.json(shopperFor({ signedIn: false, cartQuantity: 0 })));
  await vi.waitFor(() => expect(painted().state).toBe('signed-out'));
});

test('the head script paints a failed answer as unknown, never as signed out', async () => {
  vi.spyOn(window, 'fetch').mockResolvedValue(new HttpResponse(null, { status: 503 }));
  runHeadScript();
  // nothing stored: 'Sign In' stands until the answer
  expect(painted().state).toBeNull();
  await vi.waitFor(() => expect(painted().state).toBe('unknown'));
});

test('the head script keeps a signed-in copy when the account call behind the answer failed', async () => {
  storeJordan();
  vi.spyOn(window, 'fetch').mockResolvedValue(HttpResponse.json(shopperFor({ signedIn: null })));
  runHeadScript();
  await (window as Window & { __shopperRequest?: Promise<unknown> }).__shopperRequest;
  // the script's own handler of the answer runs after this one
  await Promise.resolve();
  expect(painted()).toEqual({ state: 'signed-in', initials: '"JR"' });
});
