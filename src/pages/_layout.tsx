import '../styles/global.css';
import type { ReactNode } from 'react';
import { ToastArea } from '../client-components/overlays/toast-area.tsx';
import { SiteApiSetup } from '../client-components/site-api-setup.tsx';
import { getAppConfig as getServerConfig } from '../lib/config.ts';
import { LocaleLinks } from '../server-components/page-wide/locale-links.tsx';
import { PageWideIslands } from '../server-components/page-wide/page-wide-islands.tsx';
import { runRenderChecks } from '../lib/server-extensions.ts';
import { loadLayoutData } from '../server-components/layout/load-layout-data.ts';
import { layoutParts, loadPageLayout } from '../server-components/layout/page-layout.ts';
import { SkipLink } from '../server-components/skip-link.tsx';

export default async function RootLayout({ children }: { children: ReactNode }) {
  runRenderChecks();
  const [data, layout] = await Promise.all([loadLayoutData(), loadPageLayout()]);
  const { Header, Footer } = layoutParts[layout];
  const { productDomain, sitePublicUrl, personalisation } = getServerConfig();
  return (
    <>
      <SiteApiSetup
        productDomain={productDomain}
        sitePublicUrl={sitePublicUrl}
        personalisationProvider={personalisation.provider}
      />
      <LocaleLinks />
      <SkipLink />
      <Header data={data} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer data={data} />
      <ToastArea />
      <PageWideIslands />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
