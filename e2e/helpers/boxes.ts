import type { Locator } from '@playwright/test';

/** Whether two elements' boxes overlap on screen; both must be on screen. */
export const overlaps = async (a: Locator, b: Locator) => {
  const [first, second] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!first || !second) {
    throw new Error('both elements must be on screen');
  }
  return !(
    first.x + first.width <= second.x ||
    second.x + second.width <= first.x ||
    first.y + first.height <= second.y ||
    second.y + second.height <= first.y
  );
};

/** Whether the element is the one a pointer at its centre would reach: nothing covers it. */
export const onTop = async (element: Locator) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && (node === hit || node.contains(hit));
  });
