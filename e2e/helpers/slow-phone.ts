import type { Page } from '@playwright/test';

/**
 * The walkthroughs' slow phone, through the DevTools protocol: a CPU four times slower and
 * Lighthouse's slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up). Chromium only.
 */
export const emulateSlowPhone = async (page: Page) => {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
};

/** What each painted frame showed, from the first: kept in `window.paintedFrames`. */
export type PaintedFrame = { at: number; title: string; headings: string[] };

/**
 * Records, from before the page's first frame, the title and the visible `h1`s of every
 * frame whose title or headings differ from the frame before (a filmstrip of what changes).
 */
const startRecording = () => {
  const frames: { at: number; title: string; headings: string[] }[] = [];
  (window as unknown as { paintedFrames: typeof frames }).paintedFrames = frames;
  const sample = () => {
    const headings = [...document.querySelectorAll('h1')]
      .filter((heading) => heading.checkVisibility())
      .map((heading) => (heading.textContent ?? '').trim());
    const last = frames.at(-1);
    if (
      !last ||
      last.title !== document.title ||
      last.headings.join('\n') !== headings.join('\n')
    ) {
      frames.push({ at: Math.round(performance.now()), title: document.title, headings });
    }
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
};

/**
 * Records, from before the page's first frame, the title and the visible `h1`s of every
 * frame whose title or headings differ from the frame before (a filmstrip of what changes).
 */
export const recordPaintedFrames = (page: Page) => page.addInitScript(startRecording);

/** The same, from now on, in the page as it is (for what an in-app navigation paints). */
export const recordPaintedFramesNow = (page: Page) => page.evaluate(startRecording);

export const paintedFrames = (page: Page) =>
  page.evaluate(() => (window as unknown as { paintedFrames: PaintedFrame[] }).paintedFrames);
