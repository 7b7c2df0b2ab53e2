/** The AI chat shows only when all three hold (docs/behaviour.md#chat). */
export const isChatEnabled = ({
  iframeEnabled,
  countryTaiaEnabled,
  campaignEnabled,
}: {
  iframeEnabled: 'Y' | 'N';
  countryTaiaEnabled: boolean;
  campaignEnabled: boolean;
}): boolean => iframeEnabled === 'Y' && countryTaiaEnabled && campaignEnabled;
