import { siteChrome } from 'shared/content';
import { Outlet } from 'shared/routing';
import { Toasts } from 'shared/ui';
import { Footer } from '../layout/Footer';
import { Header } from '../layout/Header';
import { PAGE_REGION_ID, useAppReadySignal } from './appReady';
import { useNavigationEffects } from './useNavigationEffects';

const MAIN_ID = PAGE_REGION_ID;

export function Layout() {
  useNavigationEffects(MAIN_ID);
  useAppReadySignal();
  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {siteChrome.skipLink}
      </a>
      <Header />
      <main id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <Toasts />
    </>
  );
}
