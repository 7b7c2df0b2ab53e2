import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// evaluated through the DevTools protocol, which the page's CSP does not govern
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

type AxeWindow = {
  axe: {
    run: () => Promise<{
      violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[];
    }>;
  };
};

/** Serious and critical axe-core violations of the page as it is now. */
export const seriousViolations = async (page: Page) => {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    // axe-core put itself on the window in the evaluation above
    const { axe } = window as unknown as AxeWindow;
    const result = await axe.run();
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
      );
  });
};
