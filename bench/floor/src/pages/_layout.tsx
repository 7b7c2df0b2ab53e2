import type { ReactNode } from 'react';

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <header>
        <a href="/">Floor</a>
      </header>
      <main>{children}</main>
      <footer>The floor of the bench: what any page on this stack pays.</footer>
    </>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;
