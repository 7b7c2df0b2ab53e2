// Search crawlers, link unfurlers and archivers: they get the status code of an
// error, never the error page (docs/behaviour.md#errors). Browsers, headless ones included,
// and command-line clients are people or tests and see the page.
const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|ia_archiver|mediapartners-google|adsbot/i;

export const isBotUserAgent = (userAgent: string | null | undefined): boolean =>
  typeof userAgent === 'string' && BOT_PATTERN.test(userAgent);
