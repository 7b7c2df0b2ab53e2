import '../styles/global.css';
import type { ReactNode } from 'react';
import { SiteFooter } from '../server-components/site-footer.tsx';
import { SiteHeader } from '../server-components/site-header.tsx';
import { SkipLink } from '../server-components/skip-link.tsx';
import { throwIfRenderFaultRequested } from '../lib/mock-faults.ts';

export default async function RootLayout({ children }: { children: ReactNode }) {
  throwIfRenderFaultRequested();
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
