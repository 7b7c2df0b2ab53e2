/**
 * Mock mode only: the pages that other applications serve in production (the route table's
 * external paths: search, sign-in, cart, account, products, articles, the quiz, policies, help) answer
 * with a small noindex page naming that application and what the link carried, so a QA
 * click-through of the offline storefront meets no wall of 404s. One of the mock layer's
 * middleware (mocks/server/mock-middleware.ts).
 */
import type { MiddlewareHandler } from 'hono';
import { findProductBySku, products } from '../../fixtures/products.ts';
import { brand } from '../../src/lib/theme.ts';
import { escapeHtml, plainPage } from './plain-page.ts';

type StandIn = { application: string; title: string; details: string[] };

const productBySlug = (slug: string) =>
  products.find((product) => product.url === `/products/dp/${slug}`) ?? findProductBySku(slug);

const ACCOUNT_PAGES: Record<string, string> = {
  profile: 'Profile',
  dispensary: 'Dispensary',
  developer: 'Integrations',
  storefront: 'Storefront',
  orders: 'Track Order',
  'settings/personal': 'Account Settings',
};

const INFO_PAGES: Record<string, string> = {
  '/help': 'Help Center',
  '/shipping': 'Shipping & Returns',
  '/terms': 'Terms of Use',
  '/privacy': 'Privacy Policy',
  '/accessibility': 'Accessibility',
  '/careers': 'Careers',
  '/practitioners': 'For Practitioners',
  '/professionals': 'For Professionals',
};

/** Which application answers a path in production, or undefined for a path of ours. */
export const standInFor = (url: URL): StandIn | undefined => {
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const query = url.searchParams.get('q');
  if (path === '/search') {
    return {
      application: 'the search application',
      title: 'Search results',
      details: [`Query: “${query ?? ''}”`, ...(url.hash ? [`Category: ${url.hash.slice(1)}`] : [])],
    };
  }
  if (path === '/login' || path === '/logout') {
    return {
      application: 'the account application',
      title: path === '/login' ? 'Sign In' : 'Sign Out',
      details: [],
    };
  }
  if (path === '/cart') {
    return { application: 'the checkout application', title: 'Cart', details: [] };
  }
  if (path === '/activate') {
    return { application: 'the test-kit application', title: 'Activate Test', details: [] };
  }
  const account = path.match(/^\/account\/(.+)$/)?.[1];
  if (account !== undefined && ACCOUNT_PAGES[account]) {
    return { application: 'the account application', title: ACCOUNT_PAGES[account], details: [] };
  }
  const slug = path.match(/^\/products\/dp\/([^/]+)$/)?.[1];
  if (slug !== undefined) {
    const product = productBySlug(slug);
    return {
      application: 'the product catalogue application',
      title: product ? product.name : 'Product',
      details: product
        ? [`SKU: ${product.sku}`, `Price: ${product.price}`, `Product id: ${product.id}`]
        : [`Product: ${slug}`],
    };
  }
  if (path === '/products') {
    return {
      application: 'the product catalogue application',
      title: 'Shop All',
      details: [...url.searchParams].map(([name, value]) => `${name}: ${value}`),
    };
  }
  if (path === '/quiz') {
    return { application: 'the product quiz application', title: 'Take the quiz', details: [] };
  }
  const article = path.match(/^\/articles\/([^/]+)$/)?.[1];
  if (article !== undefined) {
    return {
      application: 'the editorial application',
      title: 'Article',
      details: [`Article: ${article}`],
    };
  }
  const info = INFO_PAGES[path];
  return info ? { application: 'the help and policy pages', title: info, details: [] } : undefined;
};

const render = ({ application, title, details }: StandIn) =>
  plainPage(
    `${title} (stand-in) | ${brand.name}`,
    `<h1>${escapeHtml(title)}</h1>
      <p>In production this page is served by ${escapeHtml(application)}, not by this storefront. You are on the offline storefront, so this stand-in shows what the link carried.</p>
      ${details.length > 0 ? `<ul>${details.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : ''}
      <p><a href="/">Back to the ${escapeHtml(brand.name)} home page</a></p>`,
  );

/** The stand-in page for a page request (GET, HTML, not a site-API call), if there is one. */
export const standInPage = (request: Request): Response | undefined => {
  if (
    request.method !== 'GET' ||
    request.headers.get('x-requested-with') === 'XMLHttpRequest' ||
    !(request.headers.get('accept') ?? '').includes('text/html')
  ) {
    return undefined;
  }
  const standIn = standInFor(new URL(request.url));
  return standIn
    ? new Response(render(standIn), {
        headers: { 'content-type': 'text/html; charset=utf-8', 'x-robots-tag': 'noindex' },
      })
    : undefined;
};

/** Answers the stand-in page of a link to another application; anything else goes on. */
export const standInPages: MiddlewareHandler = async (c, next) => {
  const standIn = standInPage(c.req.raw);
  if (standIn) {
    return standIn;
  }
  await next();
};
