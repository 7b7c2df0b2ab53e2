import type { MiddlewareHandler } from 'hono';
import { findRedirect, routeRules, type RouteRules } from '../lib/route-rules.ts';

/**
 * Applies route-rules.json: a matching path redirects with the rule's status; a rule
 * pointing at a host that is not allowed is logged and not applied.
 */
export const createRouteRules =
  (rules: RouteRules): MiddlewareHandler =>
  async (c, next) => {
    const decision = findRedirect(new URL(c.req.url).pathname, rules);
    if (decision.kind === 'redirect') {
      return c.redirect(decision.location, decision.status);
    }
    if (decision.kind === 'refused') {
      console.error('Route rule refused, its target is not an allowed host:', decision.redirect);
    }
    await next();
  };

export const routeRedirects = (): MiddlewareHandler => createRouteRules(routeRules);
