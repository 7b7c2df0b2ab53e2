import { getAppConfig } from '../../lib/config.ts';
import { getNonce } from '../../lib/request-context.ts';

const ANTI_FLICKER_CLASS = 'async-hide';
const ANTI_FLICKER_MS = 4000;

// hides the page until the tag manager removes the class, for 4 s at most (docs/behaviour.md#constants)
const antiFlicker = `(function(h,c,t){h.classList.add(c);setTimeout(function(){h.classList.remove(c)},t)})(document.documentElement,${JSON.stringify(ANTI_FLICKER_CLASS)},${ANTI_FLICKER_MS});`;

/**
 * The consent script and the tag manager (docs/behaviour.md#overview, #calls), with the tag manager's
 * anti-flicker snippet. Meant for the document head, before anything paints.
 */
export const ThirdPartyScripts = () => {
  const nonce = getNonce();
  const { consent, tagManager } = getAppConfig().thirdPartyScripts;
  return (
    <>
      <style>{`.${ANTI_FLICKER_CLASS} { opacity: 0 !important; }`}</style>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: antiFlicker }} />
      <script async src={consent} nonce={nonce} />
      <script async src={tagManager} nonce={nonce} />
    </>
  );
};
