import { getNonce } from '../../lib/request-context.ts';
import {
  SHOPPER_PATH,
  STORED_SHOPPER_KEY,
  STORED_SHOPPER_MAX_AGE_MS,
  type Shopper,
  type StoredShopper,
} from '../../../contracts/shopper.ts';
import { checkShopperParts, HEADER_CHECK_BOUNDS } from '../../../contracts/shopper-browser.ts';
import {
  type HeaderPaint,
  paintOfAnswer,
  paintOfStored,
  storedCopyOf,
} from '../../lib/shopper/header-paint.ts';
import {
  GROUP_PRICES_KEY,
  PRICES_PENDING_ATTRIBUTE,
  PRICES_PENDING_MAX_MS,
  PRICES_UNAVAILABLE_ATTRIBUTE,
} from '../../lib/price-markers.ts';
import {
  EARLY_HEADER_PAINT,
  EARLY_SHOPPER_REQUEST,
  SHOPPER_ATTRIBUTE,
  SHOPPER_CART_ATTRIBUTE,
  SHOPPER_CART_PROPERTY,
  SHOPPER_INITIALS_PROPERTY,
} from '../../lib/shopper/shopper-markers.ts';

const json = JSON.stringify;

/**
 * Starts the shopper's request (GET /api/shopper) from the document's head, before the
 * page's scripts have loaded, and paints the header's shopper parts from what the browser
 * knows and then from the answer, whatever becomes of the page's modules; the islands read
 * the same answer as soon as they hydrate (src/lib/shopper/browser/shopper-client.ts). The same text on
 * every page, allowed by its hash (src/lib/inline-hashes.ts, docs/decisions/020-shared-documents.md).
 *
 * A shopper whose price group had prices of its own on the last page (any tab) has the page's
 * public prices hidden in place until their own arrive (src/lib/shopper/browser/group-prices.ts), and never
 * for longer than PRICES_PENDING_MAX_MS: this script ends the hide itself, whatever becomes
 * of the page's modules, and prices still awaited then are said to be unavailable in words,
 * never shown as the public ones (PRICES_UNAVAILABLE_ATTRIBUTE).
 */
const HIDE_PENDING_PRICES = `try{if(localStorage.getItem(${json(GROUP_PRICES_KEY)})==='1'){var d=document.documentElement;d.setAttribute(${json(PRICES_PENDING_ATTRIBUTE)},'');setTimeout(function(){if(d.hasAttribute(${json(PRICES_PENDING_ATTRIBUTE)})){d.removeAttribute(${json(PRICES_PENDING_ATTRIBUTE)});d.setAttribute(${json(PRICES_UNAVAILABLE_ATTRIBUTE)},'')}},${PRICES_PENDING_MAX_MS})}}catch(e){}`;

/**
 * The header's shopper parts, painted before any module has loaded
 * (docs/decisions/025-stored-shopper-parts.md): first from the stored copy of the last answer
 * (a new tab of a known shopper shows initials and badge in its first paint), then from this
 * page's answer the moment it arrives, which is also kept as the stored copy, so the modules
 * start from what is painted (the last paint is left on `window` as EARLY_HEADER_PAINT,
 * src/lib/shopper/browser/shopper-client.ts) and a
 * page whose modules fail still leaves it for the next tab.
 * The account area's server markup reads the paint in CSS (src/client-components/account,
 * src/client-components/cart). What is painted is decided by the same functions the modules
 * call (src/lib/shopper/header-paint.ts, contracts/shopper-browser.ts checkShopperParts),
 * passed in as their text: this function, like them, uses nothing but its arguments.
 */
function paintHeader(
  c: HeadConstants,
  check: typeof checkShopperParts,
  storedOf: typeof storedCopyOf,
  ofStored: typeof paintOfStored,
  ofAnswer: typeof paintOfAnswer,
) {
  const root = document.documentElement;
  function paint(parts: HeaderPaint | null) {
    if (!parts) {
      return;
    }
    (window as unknown as Record<string, unknown>)[c.painted] = parts;
    root.setAttribute(c.attribute, parts.shopper);
    root.style.setProperty(c.initialsProperty, JSON.stringify(parts.initials.slice(0, 4)));
    if (parts.cartQuantity === null) {
      root.removeAttribute(c.cartAttribute);
    } else {
      root.setAttribute(c.cartAttribute, '');
      root.style.setProperty(c.cartProperty, String(parts.cartQuantity));
    }
  }
  function isStored(value: unknown): value is StoredShopper {
    return check(value, c.bounds, 'stored');
  }
  let stored: StoredShopper | null = null;
  try {
    stored = storedOf(localStorage.getItem(c.key), Date.now(), isStored, c.maxAgeMs);
  } catch {
    stored = null;
  }
  paint(ofStored(stored));
  const request: Promise<unknown> = fetch(
    c.address + encodeURIComponent(location.pathname + location.search),
    {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    },
  )
    .then(function (response): Promise<unknown> | undefined {
      return response.ok ? response.json() : undefined;
    })
    .catch(function () {
      return undefined;
    });
  (window as unknown as Record<string, unknown>)[c.early] = request;
  void request.then(function (answer) {
    const parts = ofAnswer(stored, check(answer, c.bounds, 'answer') ? (answer as Shopper) : null);
    paint(parts);
    if (parts.keep) {
      try {
        localStorage.setItem(
          c.key,
          JSON.stringify({
            signedIn: parts.keep.signedIn,
            initials: parts.keep.initials,
            accountMenu: parts.keep.accountMenu,
            cartQuantity: parts.keep.cartQuantity,
            savedAt: Date.now(),
          }),
        );
      } catch {
        // refused: the next tab paints from its own answer
      }
    }
  });
}

const HEAD_CONSTANTS = {
  address: `${SHOPPER_PATH}?page=`,
  early: EARLY_SHOPPER_REQUEST,
  painted: EARLY_HEADER_PAINT,
  key: STORED_SHOPPER_KEY,
  maxAgeMs: STORED_SHOPPER_MAX_AGE_MS,
  bounds: HEADER_CHECK_BOUNDS,
  attribute: SHOPPER_ATTRIBUTE,
  initialsProperty: SHOPPER_INITIALS_PROPERTY,
  cartAttribute: SHOPPER_CART_ATTRIBUTE,
  cartProperty: SHOPPER_CART_PROPERTY,
};
type HeadConstants = typeof HEAD_CONSTANTS;

/** The functions the head script runs by their text, in paintHeader's order of arguments. */
export const HEAD_PAINT_FUNCTIONS = [
  checkShopperParts,
  storedCopyOf,
  paintOfStored,
  paintOfAnswer,
] as const;

/**
 * A function's text as the head runs it: its lines without their indentation (the lines
 * stay, so no statement runs into the next; none of these functions has a string or a
 * template across lines).
 */
export const headTextOf = (fn: (...args: never[]) => unknown) => String(fn).replace(/\n\s+/g, '\n');

const PAINT_HEADER = `(${headTextOf(paintHeader)})(${json(HEAD_CONSTANTS)},${HEAD_PAINT_FUNCTIONS.map(headTextOf).join(',')});`;

export const SHOPPER_REQUEST_SCRIPT = `${HIDE_PENDING_PRICES}${PAINT_HEADER}`;

export const ShopperRequest = () => (
  <script nonce={getNonce()} dangerouslySetInnerHTML={{ __html: SHOPPER_REQUEST_SCRIPT }} />
);
