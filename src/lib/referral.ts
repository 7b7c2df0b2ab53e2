/** Referral capture (SPEC.md 2.2 and 5): the code of a URL, if it carries one. */
const REFERRAL_PARAMS = ['affid', 'refCode', 'refcode'] as const;

export const readReferralCode = (search: URLSearchParams): string | undefined => {
  const raw = REFERRAL_PARAMS.map((name) => search.get(name)).find((value) => value !== null);
  const code = raw === undefined ? undefined : String(raw).replace(/\r\n|\r|\n/g, '');
  return code ? code : undefined;
};
