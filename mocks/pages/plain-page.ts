import type { Env, MiddlewareHandler } from 'hono';

/** The mock layer's own small pages (stand-ins, an invalid mock state): one look, escaped text. */

/**
 * Their look, as a same-origin stylesheet: the pages carry the site's content policy, whose
 * `style-src` refuses an inline `<style>` (it allows 'self' and the render's own styles only).
 */
export const PLAIN_PAGE_STYLESHEET_PATH = '/__mocks/plain-page.css';

const STYLESHEET = `body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1b2420; background: #f6f4ef; }
main { max-width: 36rem; margin: 4rem auto; padding: 2rem; background: #fff; border-radius: 12px; }
h1 { margin-top: 0; font-size: 1.5rem; }
a { color: #1f5c46; }
@media (max-width: 40rem) { main { margin: 1.5rem 1rem; padding: 1.5rem; } }
`;

/** Serves the plain pages' stylesheet. */
export const plainPageStylesheetRoute: MiddlewareHandler<Env> = async (c, next) => {
  if (new URL(c.req.url).pathname !== PLAIN_PAGE_STYLESHEET_PATH) {
    await next();
    return;
  }
  return c.body(STYLESHEET, 200, {
    'content-type': 'text/css; charset=utf-8',
    'cache-control': 'no-cache',
  });
};

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A noindex page; `title` is text, `body` is markup whose text the caller has escaped. */
export const plainPage = (title: string, body: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(title)}</title>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <link rel="stylesheet" href="${PLAIN_PAGE_STYLESHEET_PATH}" />
  </head>
  <body>
    <main>
      ${body}
    </main>
  </body>
</html>`;
