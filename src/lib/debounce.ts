/**
 * Leading-edge debounce for submits (docs/behaviour.md#constants: newsletter and SMS 500 ms, partner form
 * 200 ms): a call goes through unless the previous call, accepted or not, was less than
 * `ms` ago, so a burst of clicks submits once.
 */
export const createLeadingDebounce = (ms: number, now: () => number = () => performance.now()) => {
  let last = Number.NEGATIVE_INFINITY;
  return (): boolean => {
    const at = now();
    const accepted = at - last >= ms;
    last = at;
    return accepted;
  };
};
