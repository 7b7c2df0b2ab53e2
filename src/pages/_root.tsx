import type { ReactNode } from 'react';
import { byShellDeadline, getPageData } from '../lib/request-context.ts';
import { FontPreload } from '../server-components/font-preload.tsx';
import { ShopperRequest } from '../server-components/page-wide/shopper-request.tsx';
import { ThirdPartyScripts } from '../server-components/page-wide/third-party-scripts.tsx';

// waku's document shell already sets the charset and the viewport
export default async function RootElement({ children }: { children: ReactNode }) {
  const data = getPageData();
  // the lang attribute goes out first: the locale the request names when the answer is late
  const resolved = await byShellDeadline(data.locale);
  const locale = resolved.ready ? resolved.value.locale : data.localeGuess;
  return (
    <html lang={locale}>
      <head>
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <ShopperRequest />
        <FontPreload />
        <ThirdPartyScripts />
      </head>
      <body>{children}</body>
    </html>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
