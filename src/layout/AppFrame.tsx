import { clientOnly } from '@/src/loading/clientOnly';
import { useState, type ReactNode } from 'react';
import { findProductById } from '@/src/config/products';
import { HOME_PATHNAME, PRODUCT_NAME } from '@/src/config/site';
import { useTranslate, useUserLanguage } from '@/src/i18n/I18nProvider';
import { localizePath } from '@/src/i18n/paths';
import { loadFullNavTree } from '@/src/navigation/fullTree';
import { useActivePage, useNavProductId, useNavSection, useNavTree } from '@/src/navigation/NavTreeProvider';
import { usePageTitle } from '@/src/navigation/pageTitle';
import { useGuardedNavigation } from '@/src/navigation/useGuardedNavigation';
import { AppBarButton } from '@/src/ui/AppBarButton';
import { uiClasses } from '@/src/ui/classes';
import { classNames, layoutClasses as c } from './classes';
import { BrandMark, DrawerNavTree, HeaderTools } from './frameIslands';
import { MenuIcon } from '@/src/ui/icons';
import { MAIN_CONTENT_ID } from './landmarks';
import { SkipLink } from './SkipLink';
import { NavigationError } from './NavigationError';

const loadMobileDrawer = () => import('./MobileNavDrawer');
/** The phone drawer's code and the whole tree it shows, fetched on the first sign of intent. */
const preloadMobileDrawer = () => Promise.all([loadMobileDrawer(), loadFullNavTree()]).catch(() => undefined);
const MobileNavDrawer = clientOnly(loadMobileDrawer);
const loadSettingsDrawer = () => import('@/src/layout/SettingsDrawer');
const SettingsDrawer = clientOnly(loadSettingsDrawer);

/** The drawer's id: the no-JavaScript menu link's target. */
const MAIN_NAVIGATION_ID = 'main-navigation';

/**
 * The shell around every docs page: skip link, app bar, drawer and the main landmark. What it
 * shows of the navigation (the page's entry, product and tree) comes from the page's data.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  const t = useTranslate();
  const language = useUserLanguage();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerMounted, setDrawerMounted] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsMounted, setSettingsMounted] = useState(false);

  const navigation = useGuardedNavigation();
  const pages = useNavTree();
  const activePathname = useActivePage()?.pathname ?? null;
  const product = findProductById(useNavProductId() ?? '');
  // The product's name as the drawer shows it, in the reader's language (its nav group's title).
  const section = useNavSection();
  const pageTitle = usePageTitle();
  const productName = product ? (section ? pageTitle(section) : product.name) : null;

  return (
    <>
      <SkipLink href={`#${MAIN_CONTENT_ID}`}>{t('skipToContent')}</SkipLink>
      <header className={c.header}>
        <AppBarButton
          className={c.menuButton}
          type="button"
          aria-label={t('openNavigation')}
          aria-expanded={drawerOpen ? 'true' : 'false'}
          onPointerEnter={() => void preloadMobileDrawer()}
          onClick={() => {
            setDrawerMounted(true);
            setDrawerOpen(true);
          }}
        >
          <MenuIcon />
        </AppBarButton>
        <a className={classNames(uiClasses.appBarButton, c.noScriptMenuLink)} href={`#${MAIN_NAVIGATION_ID}`} aria-label={t('openNavigation')}>
          <MenuIcon />
        </a>
        <a className={c.brand} href={localizePath(HOME_PATHNAME, language)} aria-label={t('homeLink')}>
          <BrandMark />
          <span>{PRODUCT_NAME}</span>
        </a>
        {productName ? <span className={c.productName}>{productName}</span> : null}
        <div className={c.spacer} />
        <HeaderTools
          settingsOpen={settingsOpen}
          onSettingsIntent={() => void loadSettingsDrawer()}
          onOpenSettings={() => {
            setSettingsMounted(true);
            setSettingsOpen(true);
          }}
        />
      </header>
      <div className={c.body}>
        <nav className={c.sidebar} id={MAIN_NAVIGATION_ID} aria-label={t('mainNavigation')} data-nav-scroll="">
          <DrawerNavTree pages={pages} activePathname={activePathname} closeHref={`#${MAIN_CONTENT_ID}`} />
        </nav>
        <main className={c.main} id={MAIN_CONTENT_ID} tabIndex={-1}>
          {navigation.failed ? <NavigationError href={navigation.failed.href} onRetry={navigation.retry} /> : children}
        </main>
      </div>
      {settingsMounted ? <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} /> : null}
      {drawerMounted ? (
        <MobileNavDrawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          pages={pages}
          activePathname={activePathname}
        />
      ) : null}
    </>
  );
}
