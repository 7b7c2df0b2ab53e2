import type { MiddlewareHandler } from 'hono';
import { readReferralCode } from '../../lib/referral.ts';
import { findRedirect, routeRules, type RouteRules } from '../../lib/route-rules.ts';

/**
 * The redirect's target with the referral code of the address it leaves: the page it
 * lands on reports the code (GET /api/shopper, docs/decisions/020-shared-documents.md), so
 * an affiliate's link to a moved page is still paid for.
 */
const withReferralCode = (location: string, from: URL) => {
  const code = readReferralCode(from.searchParams);
  if (!code) {
    return location;
  }
  const target = new URL(location, from);
  // another site of ours reports nothing: only our own pages carry the code on
  if (target.origin !== from.origin || readReferralCode(target.searchParams)) {
    return location;
  }
  target.searchParams.set('refCode', code);
  return `${target.pathname}${target.search}${target.hash}`;
};

/**
 * Applies route-rules.json: a matching path redirects with the rule's status; a rule
 * pointing at a host that is not allowed is logged and not applied.
 */
export const createRouteRules =
  (rules: RouteRules): MiddlewareHandler =>
  async (c, next) => {
    const url = new URL(c.req.url);
    const decision = findRedirect(url.pathname, rules);
    if (decision.kind === 'redirect') {
      return c.redirect(withReferralCode(decision.location, url), decision.status);
    }
    if (decision.kind === 'refused') {
      console.error('Route rule refused, its target is not an allowed host:', decision.redirect);
    }
    await next();
  };

export const routeRedirects = (): MiddlewareHandler => createRouteRules(routeRules);
