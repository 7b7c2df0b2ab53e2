import { LRUCache } from 'lru-cache';

/**
 * A pure function of one string, remembered for its last inputs. For work that every page
 * repeats on the same CMS text (the banner's sanitising, image addresses): measured with
 * `node bench/profile.mjs customer`, together about 2.5 % of an uncached page's CPU.
 * Bounded by entries and by the characters of inputs and results, since a CMS entry's
 * strings may be long.
 */
export const rememberLast = <Result extends string | { readonly [key: string]: unknown }>(
  compute: (input: string) => Result,
  { max = 256, maxChars = 1_000_000 } = {},
): ((input: string) => Result) => {
  const results = new LRUCache<string, Result>({
    max,
    maxSize: maxChars,
    // at least 1: the cache refuses a size of 0, which an empty banner message is
    sizeCalculation: (result, input) =>
      input.length + (typeof result === 'string' ? result.length : JSON.stringify(result).length) ||
      1,
  });
  return (input) => {
    let result = results.get(input);
    if (result === undefined) {
      result = compute(input);
      results.set(input, result);
    }
    return result;
  };
};
