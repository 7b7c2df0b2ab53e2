import wyw from '@wyw-in-js/vite';
import { defineConfig } from 'waku/config';

export default defineConfig({
  vite: {
    plugins: [
      // wyw is `enforce: 'post'` by default, which runs after plugin-rsc has
      // scanned modules for CSS: styles used only by server components would be
      // emitted but never linked. Running it in normal order fixes that.
      {
        ...wyw({
          include: ['src/**/*.{ts,tsx}'],
        }),
        enforce: undefined,
      },
    ],
  },
});
