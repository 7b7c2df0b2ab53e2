import { getNonce } from '../../lib/request-context.ts';
import { serverExtensions } from '../../lib/server-extensions.ts';

/**
 * The scripts a server extension asks every page to load (src/lib/server-extensions.ts):
 * in mock mode the scenario bar; in production nothing at all.
 */
export const ExtensionScripts = () => {
  const nonce = getNonce();
  return serverExtensions().pageScripts.map((src) => (
    <script key={src} type="module" async src={src} nonce={nonce} />
  ));
};
