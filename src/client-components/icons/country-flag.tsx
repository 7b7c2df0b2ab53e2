/** A country's flag from its ISO code, as the regional-indicator emoji pair. */
export const flagEmoji = (countryCode: string) =>
  countryCode
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, 2)
    .replace(/./g, (letter) => String.fromCodePoint(0x1f1e6 + letter.charCodeAt(0) - 65));

export const CountryFlag = ({ code, name }: { code: string; name: string }) => (
  <span role="img" aria-label={`${name} flag`}>
    {flagEmoji(code)}
  </span>
);
