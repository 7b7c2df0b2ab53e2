import { AnalyticsRelay } from '../../client-components/page-wide/analytics-relay.tsx';
import { Chat } from '../../client-components/page-wide/chat.tsx';
import { ChatPlaceholder } from '../../client-components/page-wide/chat-placeholder.tsx';
import { Monitoring } from '../../client-components/page-wide/monitoring.tsx';
import { ReferralCapture } from '../../client-components/page-wide/referral-capture.tsx';
import { visitorAttributesOf } from '../../lib/analytics.ts';
import { isChatEnabled } from '../../lib/chat-gate.ts';
import { getAppConfig } from '../../lib/config.ts';
import { getNonce, getRequestContext } from '../../lib/request-context.ts';

/** Whether this request shows the AI chat: site switch, country and campaign (SPEC.md 4). */
export const isChatEnabledForRequest = () => {
  const { country, chatCampaignEnabled } = getRequestContext();
  return isChatEnabled({
    iframeEnabled: getAppConfig().chat.iframeEnabled,
    countryTaiaEnabled: country.taiaEnabled,
    campaignEnabled: chatCampaignEnabled,
  });
};

/** The chat script and stylesheet from our origin (/taia/), and the island that talks to it. */
export const ChatLoader = () =>
  isChatEnabledForRequest() ? (
    <>
      <link rel="stylesheet" href="/taia/chat.css" precedence="default" />
      <script async src="/taia/chat.js" nonce={getNonce()} />
      <Chat />
    </>
  ) : null;

/** The nav-bar button that opens the chat, shown only when the chat is. */
export const ChatNavButton = () => (isChatEnabledForRequest() ? <ChatPlaceholder /> : null);

/**
 * The page-wide islands without a place of their own on screen: referral capture,
 * analytics relay, monitoring and the chat.
 */
export const PageWideIslands = () => {
  const { user, locale } = getRequestContext();
  const visitor = visitorAttributesOf(user, locale);
  const { applicationId, clientToken, env, version, sessionSampleRate } = getAppConfig().monitoring;
  return (
    <>
      <ReferralCapture />
      <AnalyticsRelay {...(visitor ? { visitor } : {})} />
      <Monitoring
        applicationId={applicationId}
        clientToken={clientToken}
        env={env}
        version={version}
        sessionSampleRate={sessionSampleRate}
      />
      <ChatLoader />
    </>
  );
};
