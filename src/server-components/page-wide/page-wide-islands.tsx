import { AnalyticsRelay } from '../../client-components/page-wide/analytics-relay.tsx';
import { Chat } from '../../client-components/page-wide/chat.tsx';
import { Monitoring } from '../../client-components/page-wide/monitoring.tsx';
import { ReferralCapture } from '../../client-components/page-wide/referral-capture.tsx';
import { visitorAttributesOf } from '../../lib/analytics.ts';
import { isChatEnabled } from '../../lib/chat-gate.ts';
import { getAppConfig } from '../../lib/config.ts';
import { isChatCampaignEnabled } from '../../lib/personalisation/personalisation.ts';
import { getPageData } from '../../lib/request-context.ts';

/** Whether this request shows the AI chat: site switch, country and campaign (docs/behaviour.md#states). */
export const isChatEnabledForRequest = async () => {
  const data = getPageData();
  const [{ country }, personalisation] = await Promise.all([data.locale, data.personalisation]);
  const { iframeEnabled, campaignKey } = getAppConfig().chat;
  return isChatEnabled({
    iframeEnabled,
    countryTaiaEnabled: country.taiaEnabled,
    campaignEnabled: isChatCampaignEnabled(personalisation?.choices, campaignKey),
  });
};

/** The island that loads the chat from our origin (/taia/) and talks to it. */
export const ChatLoader = async () =>
  (await isChatEnabledForRequest()) ? (
    <Chat script="/taia/chat.js" stylesheet="/taia/chat.css" />
  ) : null;

/**
 * The page-wide islands without a place of their own on screen: referral capture,
 * analytics relay, monitoring and the chat.
 */
export const PageWideIslands = async () => {
  const data = getPageData();
  const [user, { locale }] = await Promise.all([data.user, data.locale]);
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
