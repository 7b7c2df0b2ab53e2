import { getNonce } from '../../lib/request-context.ts';
import { EARLY_SHOPPER_REQUEST, SHOPPER_PATH } from '../../../contracts/shopper.ts';

/**
 * Starts the shopper's request (GET /api/shopper) from the document's head, before the
 * page's scripts have loaded: the header's account area, cart count and chat entry read
 * its answer as soon as they hydrate (src/lib/shopper-client.ts). The same text on every
 * page, so one hash allows it (docs/decisions/020-shared-documents.md).
 */
export const SHOPPER_REQUEST_SCRIPT = `window.${EARLY_SHOPPER_REQUEST}=fetch(${JSON.stringify(`${SHOPPER_PATH}?page=`)}+encodeURIComponent(location.pathname+location.search),{credentials:'same-origin',headers:{accept:'application/json'}}).then(function(r){return r.ok?r.json():undefined}).catch(function(){return undefined});`;

export const ShopperRequest = () => (
  <script nonce={getNonce()} dangerouslySetInnerHTML={{ __html: SHOPPER_REQUEST_SCRIPT }} />
);
