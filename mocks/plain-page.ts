/** The mock layer's own small pages (stand-ins, an invalid mock state): one look, escaped text. */

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
    <style>
      body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1b2420; background: #f6f4ef; }
      main { max-width: 36rem; margin: 4rem auto; padding: 2rem; background: #fff; border-radius: 12px; }
      h1 { margin-top: 0; font-size: 1.5rem; }
      a { color: #1f5c46; }
    </style>
  </head>
  <body>
    <main>
      ${body}
    </main>
  </body>
</html>`;
