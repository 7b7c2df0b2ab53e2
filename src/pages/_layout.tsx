import '../styles/global.css';
import type { ReactNode } from 'react';
import { SiteApiSetup, ToastArea } from '../client-components/layout-islands.ts';
import { getAppConfig as getServerConfig } from '../lib/config.ts';
import { LocaleLinks } from '../server-components/page-wide/locale-links.tsx';
import { ExtensionScripts } from '../server-components/page-wide/extension-scripts.tsx';
import { PageWideIslands } from '../server-components/page-wide/page-wide-islands.tsx';
import { getPageData } from '../lib/request-context.ts';
import { runRenderChecks } from '../lib/server-extensions.ts';
import { Deferred } from '../server-components/deferred.tsx';
import { loadLayoutData } from '../server-components/layout/load-layout-data.ts';
import { layoutParts, loadPageLayout } from '../server-components/layout/page-layout.ts';
import { SkipLink } from '../server-components/skip-link.tsx';

export default async function RootLayout({ children }: { children: ReactNode }) {
  runRenderChecks();
  const layout = await loadPageLayout();
  const { Header, Footer, HeaderPlaceholder, FooterPlaceholder } = layoutParts[layout];
  const data = loadLayoutData();
  const pageData = getPageData();
  const { productDomain, sitePublicUrl, personalisation } = getServerConfig();
  return (
    <>
      <SiteApiSetup
        productDomain={productDomain}
        sitePublicUrl={sitePublicUrl}
        personalisationProvider={personalisation.provider}
      />
      {/* head links: the browser hoists them when they stream in, a crawler waits for them */}
      <Deferred value={pageData.locale} fallback={null}>
        {() => <LocaleLinks />}
      </Deferred>
      <SkipLink />
      <Deferred value={data} fallback={<HeaderPlaceholder />}>
        {(loaded) => <Header data={loaded} />}
      </Deferred>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Deferred value={data} fallback={<FooterPlaceholder />}>
        {(loaded) => <Footer data={loaded} />}
      </Deferred>
      <ToastArea />
      {/* nothing on screen: nothing stands in for it */}
      <PageWideIslands />
      <ExtensionScripts />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
