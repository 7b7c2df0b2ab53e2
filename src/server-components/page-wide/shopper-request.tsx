import { getNonce } from '../../lib/request-context.ts';
import { EARLY_SHOPPER_REQUEST, SHOPPER_PATH } from '../../../contracts/shopper.ts';
import {
  GROUP_PRICES_KEY,
  PRICES_PENDING_ATTRIBUTE,
  PRICES_PENDING_MAX_MS,
} from '../../lib/price-markers.ts';

/**
 * Starts the shopper's request (GET /api/shopper) from the document's head, before the
 * page's scripts have loaded: the header's account area, cart count and chat entry read
 * its answer as soon as they hydrate (src/lib/shopper-client.ts). The same text on every
 * page, so one hash allows it (docs/decisions/020-shared-documents.md).
 *
 * A shopper whose price group had prices of its own on this tab's last page has the page's
 * public prices hidden in place until their own arrive (src/lib/group-prices.ts), and never
 * for longer than PRICES_PENDING_MAX_MS: this script ends the hide itself, whatever becomes
 * of the page's modules.
 */
const HIDE_PENDING_PRICES = `try{if(sessionStorage.getItem(${JSON.stringify(GROUP_PRICES_KEY)})==='1'){var d=document.documentElement;d.setAttribute(${JSON.stringify(PRICES_PENDING_ATTRIBUTE)},'');setTimeout(function(){d.removeAttribute(${JSON.stringify(PRICES_PENDING_ATTRIBUTE)})},${PRICES_PENDING_MAX_MS})}}catch(e){}`;

export const SHOPPER_REQUEST_SCRIPT = `${HIDE_PENDING_PRICES}window.${EARLY_SHOPPER_REQUEST}=fetch(${JSON.stringify(`${SHOPPER_PATH}?page=`)}+encodeURIComponent(location.pathname+location.search),{credentials:'same-origin',headers:{accept:'application/json'}}).then(function(r){return r.ok?r.json():undefined}).catch(function(){return undefined});`;

export const ShopperRequest = () => (
  <script nonce={getNonce()} dangerouslySetInnerHTML={{ __html: SHOPPER_REQUEST_SCRIPT }} />
);
