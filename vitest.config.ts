import wyw from '@wyw-in-js/vite';
import { defineConfig } from 'vitest/config';

// Unit tests: components in jsdom, everything else in node. Linaria needs its
// transform here too, or `css` throws at run time.
export default defineConfig({
  plugins: [{ ...wyw({ include: ['src/**/*.{ts,tsx}'] }), enforce: undefined }],
  test: {
    // A module restored from the on-disk transform cache skips wyw, so the CSS module
    // it imports was never registered: every linaria file fails on the second run.
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
