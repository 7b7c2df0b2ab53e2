import { Suspense, type ReactNode } from 'react';
import { byShellDeadline, getRequestContext } from '../lib/request-context.ts';

type Render<T> = (value: T, timing: { streamed: boolean }) => ReactNode;

const Streamed = async <T,>({ value, render }: { value: Promise<T>; render: Render<T> }) =>
  render(await value, { streamed: true });

/**
 * A part of the page that needs one of its calls (docs/decisions/011-streaming-shell.md):
 * rendered in the first flush when the value is there by the shell deadline, so fast
 * backends and crawlers get it in place with no placeholder; else the placeholder, which
 * holds the part's size, and the part streamed in behind it. `render` is told which, for
 * what the response's status can no longer say.
 */
export const Deferred = async <T,>({
  value,
  fallback,
  children,
}: {
  value: Promise<T>;
  fallback: ReactNode;
  children: Render<T>;
}) => {
  const early = await byShellDeadline(value);
  if (early.ready) {
    return children(early.value, { streamed: false });
  }
  // a page with placeholders in it is not one to serve again (src/middleware/document/render-cache.ts)
  getRequestContext().outcome.streamed = true;
  return (
    <Suspense fallback={fallback}>
      <Streamed value={value} render={children} />
    </Suspense>
  );
};
