/** Referral capture (docs/behaviour.md#referral): the code of a URL, if it carries one. */
export const REFERRAL_PARAMS = ['affid', 'refCode', 'refcode'] as const;

// What an affiliate code looks like; anything else (a 6,000-character value, a space, a
// slash that would change the report's path) is not a code and is not reported.
const REFERRAL_CODE = /^[A-Za-z0-9_-]{1,64}$/;

export const readReferralCode = (search: URLSearchParams): string | undefined => {
  const raw = REFERRAL_PARAMS.map((name) => search.get(name)).find((value) => value !== null);
  const code =
    raw === undefined
      ? undefined
      : String(raw)
          .replace(/\r\n|\r|\n/g, '')
          .trim();
  return code !== undefined && REFERRAL_CODE.test(code) ? code : undefined;
};
