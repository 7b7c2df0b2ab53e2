import * as z from 'zod/mini';
import rules from '../../route-rules.json' with { type: 'json' };
import { ownPathOf } from './own-path.ts';

/** Route rules of docs/behaviour.md#layouts: redirects, and the only external hosts we may send people to. */
export const RouteRulesSchema = z.object({
  redirects: z.array(
    z.object({
      from: z.string().check(z.startsWith('/')),
      to: z.string().check(z.minLength(1)),
      status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]),
    }),
  ),
  allowedExternalHosts: z.array(z.string().check(z.minLength(1))),
});
export type RouteRules = z.infer<typeof RouteRulesSchema>;
export type Redirect = RouteRules['redirects'][number];

export const routeRules: RouteRules = RouteRulesSchema.parse(rules);

const isExternal = (target: string) =>
  /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

/**
 * Whether we may navigate to a url: a same-origin path always, an external address
 * only over https to an allowed host. Anything else (javascript:, data:, ...) is refused.
 */
export const isAllowedNavigation = (url: string, rulesInUse: RouteRules = routeRules): boolean => {
  if (!isExternal(url)) {
    return ownPathOf(url) !== undefined;
  }
  try {
    const target = new URL(url);
    return (
      target.protocol === 'https:' && rulesInUse.allowedExternalHosts.includes(target.hostname)
    );
  } catch {
    return false;
  }
};

export type RedirectDecision =
  | { kind: 'none' }
  | { kind: 'redirect'; location: string; status: Redirect['status'] }
  | { kind: 'refused'; redirect: Redirect };

export const findRedirect = (
  path: string,
  rulesInUse: RouteRules = routeRules,
): RedirectDecision => {
  const redirect = rulesInUse.redirects.find((rule) => rule.from === path);
  if (!redirect) {
    return { kind: 'none' };
  }
  return isAllowedNavigation(redirect.to, rulesInUse)
    ? { kind: 'redirect', location: redirect.to, status: redirect.status }
    : { kind: 'refused', redirect };
};
