/**
 * The scenario bar: mock mode only, loaded by every page after it painted through the
 * server-extension seam (mocks/server/register.ts). A narrow upright tab at the left edge, clear of
 * the chat launcher and toasts (both bottom right; toasts full width on a phone) and of
 * the add-to-cart toast under the header. Plain DOM in a shadow root, so the page's styles
 * and scripts neither reach it nor are reached by it. Served with its types stripped.
 */

type BarReport = {
  value: string;
  words: string;
  presets: { name: string; value: string; description: string }[];
  parts: { faultTargets: { target: string; words: string }[] };
};

/** A call the mocks answered for this page (mocks/journal/journal.ts). */
type JournalEntry = {
  call: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  words: string;
  /** a generated answer's seed, and the state's value that answers the same again */
  seed?: number;
  reproduce?: string;
};

// the faults one click sets; any other is one edit of the address away
const FAULT_CHOICES = [
  ['down', 'down (503)'],
  ['down-500', 'down (500)'],
  ['slow-3000', 'slow, past its time box (3000 ms)'],
  ['slow-600', 'slow, in time (600 ms)'],
  ['empty', 'empty answer'],
  ['breaking', 'breaks its contract'],
  ['generated', 'generated from its contract'],
] as const;

// the panel keeps to the band between the add-to-cart toast (under the header) and the
// toasts above the chat launcher, which on a phone span the width: 14rem from the top, 12rem
// from the bottom
const STYLE = `
:host { all: initial; }
.tab, .panel { position: fixed; left: 0; z-index: 2147483000; font: 14px/1.4 system-ui, sans-serif;
  color: #1b2420; background: #fff8e1; border: 2px solid #7a5d00; box-shadow: 0 4px 16px rgb(0 0 0 / 0.2); }
/* upright along the edge, read bottom to top: about as wide as the page's gutter, so the
   collapsed tab covers no heading or button */
.tab { top: 50%; translate: 0 -50%; writing-mode: vertical-rl; rotate: 180deg; font-size: 12px;
  line-height: 1; padding: 0.6rem 0.3rem; border-right: 0; border-radius: 8px 0 0 8px; cursor: pointer;
  max-height: 10rem; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.panel { top: 14rem; max-height: calc(100vh - 26rem); min-height: 10rem; overflow: auto;
  width: min(24rem, calc(100vw - 3rem)); padding: 0.75rem 1rem; border-left: 0; border-radius: 0 10px 10px 0;
  box-sizing: border-box; }
.panel[hidden], .tab[hidden] { display: none; }
h2 { margin: 0 0 0.5rem; font-size: 1rem; }
p { margin: 0 0 0.5rem; }
code { font: 12px/1.4 ui-monospace, monospace; word-break: break-all; }
label { display: block; margin: 0.5rem 0 0.25rem; font-weight: 600; }
select, button { font: inherit; max-width: 100%; }
button { padding: 0.3rem 0.6rem; border: 1px solid #7a5d00; border-radius: 6px; background: #fff; color: #1b2420; cursor: pointer; }
.row { display: flex; flex-wrap: wrap; gap: 0.4rem; align-items: center; margin-bottom: 0.4rem; }
ul, ol { margin: 0 0 0.5rem; padding-left: 1.1rem; }
/* a call's path is one long word (a CMS query runs to hundreds of characters): it wraps
   inside the panel instead of widening it */
li { overflow-wrap: anywhere; }
h3 { margin: 0.75rem 0 0.25rem; font-size: 0.9rem; }
.journal li { font-size: 12px; margin-bottom: 0.25rem; }
:focus-visible { outline: 3px solid #1f5c46; outline-offset: 2px; }
@media (forced-colors: active) { .tab, .panel, button { border-color: CanvasText; } }
`;

const element = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] => {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
};

/** This page with `value` as its mock state, any older switch dropped. */
const linkTo = (value: string) => {
  const url = new URL(location.href);
  url.searchParams.delete('mock-scenario');
  url.searchParams.set('mock', value);
  return url.href;
};

const withoutFault = (value: string, target: string) =>
  value
    .split(',')
    .filter((part) => !part.startsWith(`${target}:`))
    .join(',') || 'anonymous';

const select = (id: string, options: readonly (readonly [string, string])[]) =>
  element('select', { id }, ...options.map(([value, text]) => element('option', { value }, text)));

/**
 * The calls the mocks answered for this page since it was requested, with what decided
 * each answer: this browser's session journal, `GET /__mocks/journal`.
 */
const showJournal = async (list: HTMLOListElement) => {
  const query = new URLSearchParams({
    page: location.pathname,
    since: new Date(performance.timeOrigin).toISOString(),
  });
  const response = await fetch(`/__mocks/journal?${query}`);
  const { entries } = (await response.json()) as { entries: JournalEntry[] };
  list.replaceChildren(
    ...(entries.length > 0
      ? entries.map((entry) =>
          element(
            'li',
            {},
            element('code', {}, entry.call),
            ` ${entry.method} ${entry.path} → ${entry.status} (${entry.ms} ms): ${entry.words}`,
            ...(entry.reproduce
              ? [
                  ' ',
                  element('a', { href: linkTo(entry.reproduce) }, `this page, seed ${entry.seed}`),
                ]
              : []),
          ),
        )
      : [element('li', {}, 'No mocked call yet.')]),
  );
};

const render = (root: ShadowRoot, report: BarReport) => {
  const tab = element('button', {
    className: 'tab',
    type: 'button',
    title: `Mock state: ${report.words}`,
    textContent: `Mocks: ${report.value}`,
  });
  tab.setAttribute('aria-expanded', 'false');
  tab.setAttribute('aria-controls', 'mock-panel');

  const isPreset = report.presets.some(({ value }) => value === report.value);
  const presets = select('mock-preset', [
    ...(isPreset ? [] : [['', 'custom state'] as const]),
    ...report.presets.map(({ name, value }) => [value, name] as const),
  ]);
  presets.value = isPreset ? report.value : '';
  const targets = select(
    'mock-target',
    report.parts.faultTargets.map(({ target, words }) => [target, `${words} (${target})`] as const),
  );
  const faults = select('mock-fault', FAULT_CHOICES);
  const status = element('p', { role: 'status' });
  const journal = element('ol', { className: 'journal', id: 'mock-journal' });
  journal.setAttribute('aria-labelledby', 'mock-journal-heading');
  const faultParts = report.value.split(',').filter((part) => part.includes(':'));

  const go = (value: string) => {
    location.assign(linkTo(value));
  };
  const button = (text: string, onClick: () => void) => {
    const node = element('button', { type: 'button', textContent: text });
    node.addEventListener('click', onClick);
    return node;
  };

  const panel = element(
    'section',
    { className: 'panel', id: 'mock-panel', hidden: true },
    element('h2', {}, 'Mock state'),
    element('p', { id: 'mock-words' }, report.words),
    element('p', {}, element('code', {}, report.value)),
    element('label', { htmlFor: 'mock-preset' }, 'Preset'),
    element(
      'div',
      { className: 'row' },
      presets,
      button('Switch', () => go(presets.value || 'anonymous')),
    ),
    ...(faultParts.length > 0
      ? [
          element(
            'ul',
            { ariaLabel: 'Faults on' },
            ...faultParts.map((part) => {
              const target = part.slice(0, part.indexOf(':'));
              return element(
                'li',
                {},
                `${part} `,
                button(`Remove ${target} fault`, () => go(withoutFault(report.value, target))),
              );
            }),
          ),
        ]
      : []),
    element('label', { htmlFor: 'mock-target' }, 'Fault on'),
    element('div', { className: 'row' }, targets),
    element('label', { htmlFor: 'mock-fault' }, 'Fault'),
    element(
      'div',
      { className: 'row' },
      faults,
      button('Add fault', () =>
        go(`${withoutFault(report.value, targets.value)},${targets.value}:${faults.value}`),
      ),
    ),
    element(
      'div',
      { className: 'row' },
      button('Copy link', () => {
        const link = linkTo(report.value);
        navigator.clipboard.writeText(link).then(
          () => (status.textContent = 'Link copied.'),
          () => (status.textContent = link),
        );
      }),
      button('Reset mock session', () => {
        void fetch('/__mocks/reset', { method: 'POST' }).then(() => location.reload());
      }),
      button('Close', () => toggle(false)),
    ),
    status,
    element('h3', { id: 'mock-journal-heading' }, 'Calls for this page'),
    journal,
    button('Refresh calls', () => void showJournal(journal)),
  );
  void showJournal(journal);

  const toggle = (open: boolean) => {
    if (open) {
      // a call that ended after the page did (one past its time box) is there by now
      void showJournal(journal);
    }
    panel.hidden = !open;
    tab.setAttribute('aria-expanded', String(open));
    (open ? presets : tab).focus();
  };
  tab.addEventListener('click', () => toggle(panel.hidden === true));
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      toggle(false);
    }
  });
  root.append(tab, panel);
};

const start = async () => {
  const response = await fetch('/__mocks/state');
  if (!response.ok) {
    return;
  }
  const host = element('div', { id: 'mock-scenario-bar' });
  const root = host.attachShadow({ mode: 'open' });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(STYLE);
  root.adoptedStyleSheets = [sheet];
  render(root, (await response.json()) as BarReport);
  // an async module may run while the page still streams: appended then, the bar would sit
  // among the body's children React is about to hydrate, not after them
  if (document.readyState === 'loading') {
    await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve));
  }
  document.body.append(host);
  // a modal the page opens has the tester's attention: the bar steps aside until it closes,
  // rather than lie over the modal's fields at a phone's width (an inline style, since the
  // shadow root's `all: initial` outranks the hidden attribute). And the bar is no part of
  // React's tree: should a render of the page drop it, it is put back
  const keepInPlace = () => {
    if (!host.isConnected) {
      document.body.append(host);
    }
    const modalOpen = document.querySelector('[aria-modal="true"], dialog[open]') !== null;
    host.style.display = modalOpen ? 'none' : '';
  };
  new MutationObserver(keepInPlace).observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['open', 'aria-modal'],
  });
  keepInPlace();
};

void start();

// a module (the page loads it as one), so its names stay its own
export {};
