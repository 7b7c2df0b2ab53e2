import {
  AnalyticsRelay,
  ChatGate,
  Monitoring,
  ShopperSync,
} from '../../client-components/layout-islands.ts';
import { getAppConfig } from '../../lib/config.ts';

/**
 * The page-wide islands without a place of their own on screen: the shopper's answer for
 * each page view (with its referral report), the analytics relay, monitoring and the chat.
 * Nothing here is any shopper's: what is comes from the shopper's answer in the browser
 * (docs/decisions/020-shared-documents.md).
 */
export const PageWideIslands = () => {
  const { applicationId, clientToken, env, version, sessionSampleRate } = getAppConfig().monitoring;
  return (
    <>
      <ShopperSync />
      <AnalyticsRelay />
      <Monitoring
        applicationId={applicationId}
        clientToken={clientToken}
        env={env}
        version={version}
        sessionSampleRate={sessionSampleRate}
      />
      <ChatGate script="/taia/chat.js" stylesheet="/taia/chat.css" />
    </>
  );
};
