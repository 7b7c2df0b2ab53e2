import { HttpResponse } from 'msw';
import { afterEach, expect, test, vi } from 'vitest';
import {
  checkShopperParts,
  STORED_SHOPPER_KEY,
  STORED_SHOPPER_MAX_AGE_MS,
} from '../../../contracts/shopper-browser.ts';
import type { Shopper } from '../../../contracts/shopper.ts';
import {
  HEAD_PAINT_FUNCTIONS,
  headTextOf,
  SHOPPER_REQUEST_SCRIPT,
} from '../../server-components/page-wide/shopper-request.tsx';
import { cartQuantityStore } from '../cart-quantity.ts';
import { loadShopper } from './browser/shopper-answers.ts';
import { headerAccountStore, showHeadPaint } from './browser/shopper-client.ts';
import { shopperFor } from './browser/shopper.testing.ts';
import { paintOfAnswer, paintOfStored, storedCopyOf } from './header-paint.ts';
import {
  SHOPPER_ATTRIBUTE,
  SHOPPER_CART_ATTRIBUTE,
  SHOPPER_CART_PROPERTY,
  SHOPPER_INITIALS_PROPERTY,
} from './shopper-markers.ts';

// The header the document's head script paints and the one the page's modules show, for
// each stored copy and each answer: docs/decisions/025-stored-shopper-parts.md says they
// must not differ (hydration would change what is on screen).

const MENU = [{ label: 'My Account', path: '/account', icon: 'user' as const }];

const STORED = {
  nothing: undefined,
  'a signed-in copy': { signedIn: true, initials: 'JR', accountMenu: MENU, cartQuantity: 6 },
  'a signed-out copy': { signedIn: false, initials: '', accountMenu: [], cartQuantity: 2 },
  'a copy older than a session': {
    signedIn: true,
    initials: 'JR',
    accountMenu: MENU,
    cartQuantity: 6,
    age: STORED_SHOPPER_MAX_AGE_MS + 1,
  },
  'a copy off contract': {
    signedIn: true,
    initials: 'TOO LONG',
    accountMenu: MENU,
    cartQuantity: 6,
  },
};

const jordan = (overrides: Partial<Shopper>) =>
  shopperFor({
    signedIn: true,
    name: 'Jordan Rivera',
    initials: 'JR',
    accountMenu: MENU,
    ...overrides,
  });

const ANSWERS: Record<string, () => Response> = {
  'signed in, with a count': () => HttpResponse.json(jordan({ cartQuantity: 3 })),
  'signed in, the cart not read': () => HttpResponse.json(jordan({ cartQuantity: null })),
  'another account': () => HttpResponse.json(jordan({ initials: 'AB', cartQuantity: null })),
  'signed out': () => HttpResponse.json(shopperFor({ signedIn: false, cartQuantity: 0 })),
  'account unknown, with a count': () =>
    HttpResponse.json(shopperFor({ signedIn: null, cartQuantity: 4 })),
  'account unknown': () => HttpResponse.json(shopperFor({ signedIn: null })),
  '503': () => new HttpResponse(null, { status: 503 }),
  'off contract': () => HttpResponse.json({ ...jordan({}), accountMenu: 'JR' }),
};

const store = (name: keyof typeof STORED) => {
  const stored = STORED[name];
  if (stored) {
    const { age = 0, ...parts } = stored as typeof stored & { age?: number };
    localStorage.setItem(
      STORED_SHOPPER_KEY,
      JSON.stringify({ ...parts, savedAt: Date.now() - age }),
    );
  }
};

const keptCopy = () => {
  const raw = localStorage.getItem(STORED_SHOPPER_KEY);
  if (raw === null) {
    return null;
  }
  const parts = JSON.parse(raw) as Record<string, unknown>;
  delete parts.savedAt;
  return parts;
};

const root = () => document.documentElement;

const reset = () => {
  localStorage.clear();
  for (const attribute of [SHOPPER_ATTRIBUTE, SHOPPER_CART_ATTRIBUTE]) {
    root().removeAttribute(attribute);
  }
  root().removeAttribute('style');
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  reset();
});

/** The head script's paint once its answer is in: what the account area's CSS shows. */
const headPaint = async (stored: keyof typeof STORED, answer: () => Response) => {
  reset();
  store(stored);
  vi.spyOn(window, 'fetch').mockImplementation(() => Promise.resolve(answer()));
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the document's very text
  (new Function(SHOPPER_REQUEST_SCRIPT) as () => void)();
  await (window as Window & { __shopperRequest?: Promise<unknown> }).__shopperRequest;
  await Promise.resolve();
  const state = root().getAttribute(SHOPPER_ATTRIBUTE);
  return {
    header: state === 'signed-in' ? 'avatar' : state === 'unknown' ? 'nothing' : 'sign-in',
    initials: state === 'signed-in' ? root().style.getPropertyValue(SHOPPER_INITIALS_PROPERTY) : '',
    count: root().hasAttribute(SHOPPER_CART_ATTRIBUTE)
      ? Number(root().style.getPropertyValue(SHOPPER_CART_PROPERTY))
      : undefined,
    kept: keptCopy(),
  };
};

/** What the modules show once they have asked (and asked again) for the same answer. */
const modulesPaint = async (stored: keyof typeof STORED, answer: () => Response) => {
  reset();
  store(stored);
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  vi.spyOn(window, 'fetch').mockImplementation(() => Promise.resolve(answer()));
  const loaded = loadShopper('/', { early: false });
  await vi.runAllTimersAsync();
  await loaded;
  vi.useRealTimers();
  const account = headerAccountStore.get();
  return {
    header: account.show,
    initials: account.show === 'avatar' ? JSON.stringify(account.initials) : '',
    count: cartQuantityStore.get(),
    kept: keptCopy(),
  };
};

/** What the islands show from the head script's paint alone, before the answers' module. */
const islandsPaint = async (stored: keyof typeof STORED, answer: () => Response) => {
  const { kept } = await headPaint(stored, answer);
  headerAccountStore.set({
    show: 'early',
    initials: '',
    name: '',
    accountMenu: [],
    unavailable: false,
  });
  cartQuantityStore.set(undefined);
  showHeadPaint();
  const account = headerAccountStore.get();
  return {
    // the name is the answer's, which the module that checks it gives
    header: account.show === 'avatar' ? { ...account, name: undefined } : account.show,
    count: cartQuantityStore.get(),
    kept,
  };
};

/** The same from the modules, once they have asked (and asked again) for the same answer. */
const modulesState = async (stored: keyof typeof STORED, answer: () => Response) => {
  const { kept } = await modulesPaint(stored, answer);
  const account = headerAccountStore.get();
  return {
    header:
      account.show === 'avatar'
        ? { ...account, name: undefined, unavailable: false }
        : account.show,
    count: cartQuantityStore.get(),
    kept,
  };
};

for (const stored of Object.keys(STORED) as (keyof typeof STORED)[]) {
  for (const [name, answer] of Object.entries(ANSWERS)) {
    test(`the head script and the modules show the same header: ${stored}, answer ${name}`, async () => {
      const head = await headPaint(stored, answer);
      expect(await modulesPaint(stored, answer)).toEqual(head);
    });

    test(`the islands show the head script's paint as the modules show the answer: ${stored}, answer ${name}`, async () => {
      const islands = await islandsPaint(stored, answer);
      expect(await modulesState(stored, answer)).toEqual(islands);
    });
  }
}

test('the head script runs the very functions the modules call', () => {
  expect(HEAD_PAINT_FUNCTIONS).toEqual([
    checkShopperParts,
    storedCopyOf,
    paintOfStored,
    paintOfAnswer,
  ]);
  for (const decide of HEAD_PAINT_FUNCTIONS) {
    expect(SHOPPER_REQUEST_SCRIPT).toContain(headTextOf(decide));
  }
});
