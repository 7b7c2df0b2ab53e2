import { getNonce } from '../../lib/request-context.ts';
import {
  EARLY_SHOPPER_REQUEST,
  SHOPPER_PATH,
  STORED_SHOPPER_KEY,
  STORED_SHOPPER_MAX_AGE_MS,
} from '../../../contracts/shopper.ts';
import {
  GROUP_PRICES_KEY,
  PRICES_PENDING_ATTRIBUTE,
  PRICES_PENDING_MAX_MS,
  PRICES_UNAVAILABLE_ATTRIBUTE,
} from '../../lib/price-markers.ts';
import {
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
 * every page, so one hash allows it (docs/decisions/020-shared-documents.md).
 *
 * A shopper whose price group had prices of its own on this tab's last page has the page's
 * public prices hidden in place until their own arrive (src/lib/shopper/browser/group-prices.ts), and never
 * for longer than PRICES_PENDING_MAX_MS: this script ends the hide itself, whatever becomes
 * of the page's modules, and prices still awaited then are said to be unavailable in words,
 * never shown as the public ones (PRICES_UNAVAILABLE_ATTRIBUTE).
 */
const HIDE_PENDING_PRICES = `try{if(sessionStorage.getItem(${json(GROUP_PRICES_KEY)})==='1'){var d=document.documentElement;d.setAttribute(${json(PRICES_PENDING_ATTRIBUTE)},'');setTimeout(function(){if(d.hasAttribute(${json(PRICES_PENDING_ATTRIBUTE)})){d.removeAttribute(${json(PRICES_PENDING_ATTRIBUTE)});d.setAttribute(${json(PRICES_UNAVAILABLE_ATTRIBUTE)},'')}},${PRICES_PENDING_MAX_MS})}}catch(e){}`;

/*
 * The header's shopper parts, painted before any module has loaded
 * (docs/decisions/025-stored-shopper-parts.md): first from the stored copy of the last answer
 * (contracts/shopper.ts StoredShopperSchema; a new tab of a known shopper shows initials and
 * badge in its first paint), then from this page's answer the moment it arrives. The
 * account area's server markup reads the result in CSS (src/client-components/account,
 * src/client-components/cart); once hydrated, src/lib/shopper/browser/shopper-client.ts decides the same
 * way, with the answer validated whole. `p(state, initials, count)` paints; an answer that
 * does not say whether the shopper is signed in leaves a signed-in copy standing and
 * otherwise paints 'unknown', never 'signed-out'.
 */
const PAINT_SHOPPER = `var d=document.documentElement,s=null;function p(a,i,c){d.setAttribute(${json(SHOPPER_ATTRIBUTE)},a);d.style.setProperty(${json(SHOPPER_INITIALS_PROPERTY)},JSON.stringify(String(i).slice(0,4)));if(typeof c==='number'&&c>=0&&c%1===0){d.setAttribute(${json(SHOPPER_CART_ATTRIBUTE)},'');d.style.setProperty(${json(SHOPPER_CART_PROPERTY)},String(c))}else{d.removeAttribute(${json(SHOPPER_CART_ATTRIBUTE)})}}try{s=JSON.parse(localStorage.getItem(${json(STORED_SHOPPER_KEY)}));if(!s||typeof s.signedIn!=='boolean'||typeof s.initials!=='string'||!(Date.now()-s.savedAt<${STORED_SHOPPER_MAX_AGE_MS}))s=null}catch(e){s=null}if(s)p(s.signedIn?'signed-in':'signed-out',s.initials,s.cartQuantity);`;

const START_REQUEST = `window.${EARLY_SHOPPER_REQUEST}=fetch(${json(`${SHOPPER_PATH}?page=`)}+encodeURIComponent(location.pathname+location.search),{credentials:'same-origin',headers:{accept:'application/json'}}).then(function(r){return r.ok?r.json():undefined}).catch(function(){return undefined});`;

// a known answer is also kept as the stored copy (the rule of src/lib/shopper/browser/shopper-client.ts
// showKnown), so the modules start from what is painted, and a page whose modules fail
// still leaves it for the next tab
const PAINT_ANSWER = `window.${EARLY_SHOPPER_REQUEST}.then(function(a){var c=a&&typeof a.cartQuantity==='number'?a.cartQuantity:null;if(a&&typeof a.signedIn==='boolean'&&typeof a.initials==='string'&&Array.isArray(a.accountMenu)){if(c===null&&s&&s.signedIn===a.signedIn&&s.initials===a.initials)c=s.cartQuantity;p(a.signedIn?'signed-in':'signed-out',a.initials,c);try{localStorage.setItem(${json(STORED_SHOPPER_KEY)},JSON.stringify({signedIn:a.signedIn,initials:a.initials,accountMenu:a.accountMenu,cartQuantity:c,savedAt:Date.now()}))}catch(e){}}else{if(c===null&&s)c=s.cartQuantity;if(s&&s.signedIn)p('signed-in',s.initials,c);else p('unknown','',c)}});`;

export const SHOPPER_REQUEST_SCRIPT = `${HIDE_PENDING_PRICES}(function(){${PAINT_SHOPPER}${START_REQUEST}${PAINT_ANSWER}})();`;

export const ShopperRequest = () => (
  <script nonce={getNonce()} dangerouslySetInnerHTML={{ __html: SHOPPER_REQUEST_SCRIPT }} />
);
