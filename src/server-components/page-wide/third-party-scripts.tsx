import { preconnect, preload } from 'react-dom';
import { getAppConfig, type Config } from '../../lib/config.ts';
import { getNonce } from '../../lib/request-context.ts';
import { scriptSafeJson } from '../../lib/script-safe-json.ts';

export const ANTI_FLICKER_CLASS = 'async-hide';
export const ANTI_FLICKER_MS = 4000;

/*
 * The anti-flicker hide and the tag manager's loader in one inline script
 * (docs/decisions/017-anti-flicker-hide.md). The same script that hides the page inserts the
 * tag manager, so the tag manager can never run before the hide begins, and the hide ends on
 * the script's own load or error event (a container has run, or never will), whatever the
 * container does, and at the latest ANTI_FLICKER_MS after it began.
 */
const hideUntilLoaded = (src: string) =>
  `(function(d,c,src,t){var h=d.documentElement,s=d.createElement('script'),n=d.currentScript&&d.currentScript.nonce;function show(){clearTimeout(timer);h.classList.remove(c)}var timer=setTimeout(show,t);h.classList.add(c);s.async=true;s.src=src;if(n){s.nonce=n}s.onload=s.onerror=show;d.head.appendChild(s)})(document,${scriptSafeJson(ANTI_FLICKER_CLASS)},${scriptSafeJson(src)},${ANTI_FLICKER_MS});`;

/*
 * The tag manager's download starts with the HTML, at high priority, through a preload
 * (docs/decisions/017-anti-flicker-hide.md): the inline script runs only once every stylesheet
 * above it has arrived, and on a slow phone a download started from there kept the page hidden
 * well past the point it could paint. The preload only fetches; the inline script's insert
 * runs it from the preload, so the hide still begins before the tag manager can run.
 */
const startTagManagerDownload = (src: string) => {
  if (/^https?:\/\//.test(src)) {
    preconnect(new URL(src).origin);
  }
  preload(src, { as: 'script', fetchPriority: 'high' });
};

/**
 * The consent script and the tag manager (docs/behaviour.md#overview, #calls), the tag
 * manager behind its anti-flicker hide. Meant for the document head, before anything
 * paints. With no tag manager configured there is nothing to wait for and no hide.
 */
export const ThirdPartyScripts = ({
  scripts: { consent, tagManager } = getAppConfig().thirdPartyScripts,
}: {
  scripts?: Config['thirdPartyScripts'];
}) => {
  const nonce = getNonce();
  if (tagManager) {
    startTagManagerDownload(tagManager);
  }
  return (
    <>
      {tagManager && (
        <>
          <style nonce={nonce}>{`.${ANTI_FLICKER_CLASS} { opacity: 0 !important; }`}</style>
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: hideUntilLoaded(tagManager) }} />
        </>
      )}
      <script async src={consent} nonce={nonce} />
    </>
  );
};
