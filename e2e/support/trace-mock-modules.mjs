// Loaded with `node --import` by e2e/mock-layer.spec.ts: reports on stderr every module
// of the mock layer (mocks/, msw) the process loads, so the test can assert there is none.
import { registerHooks } from 'node:module';

registerHooks({
  load(url, context, nextLoad) {
    if (/\/mocks\/|\/node_modules\/(msw|@mswjs)\//.test(url)) {
      process.stderr.write(`[mock module loaded] ${url}\n`);
    }
    return nextLoad(url, context);
  },
});
