import wyw from '@wyw-in-js/vite';
import { defineConfig } from 'vitest/config';

// Unit tests: components in jsdom, everything else in node. Linaria needs its
// transform here too, or `css` throws at run time.
export default defineConfig({
  plugins: [{ ...wyw({ include: ['src/**/*.{ts,tsx}'] }), enforce: undefined }],
  test: {
    // wyw serves each file's extracted CSS as a virtual module filled in by its transform;
    // vitest 5's persistent module cache skips that transform on the next run, and the
    // import of `<file>.wyw-in-js.css` then fails ("Cannot find module").
    fsModuleCache: false,
    reporters: ['default', './scripts/summary-reporter.ts'],
    setupFiles: ['./vitest.setup.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'dom', environment: 'jsdom', include: ['src/**/*.test.tsx'] },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['{src,contracts,mocks,fixtures,scripts}/**/*.test.ts'],
        },
      },
    ],
  },
});
