import styled from '@emotion/styled';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useState, type ReactNode } from 'react';
import { findProductById } from '@/src/config/products';
import { HOME_PATHNAME, LANGUAGE_LABELS, LANGUAGES, PRODUCT_NAME, VERSIONS } from '@/src/config/site';
import { useTranslate, useUserLanguage } from '@/src/i18n/I18nProvider';
import { localizePath } from '@/src/i18n/paths';
import { interpolate } from '@/src/i18n/translate';
import { DrawerNavTree } from '@/src/navigation/DrawerNavTree';
import { loadFullNavTree } from '@/src/navigation/fullTree';
import { useActivePage, useNavProductId, useNavTree } from '@/src/navigation/NavTreeProvider';
import { useGuardedNavigation } from '@/src/navigation/useGuardedNavigation';
import { SearchButton } from '@/src/search/SearchButton';
import { AppBarButton } from './AppBarButton';
import { AppBarMenu } from './AppBarMenu';
import { BrandMark } from './BrandMark';
import { ChevronDownIcon, LanguageIcon, MenuIcon, SettingsIcon } from './icons';
import type { MenuPopupItem } from './MenuPopup';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { NavigationError } from './NavigationError';
import { APP_BAR_HEIGHT_PX, DRAWER_WIDTH_PX, alpha, mq, spacing, vars, zIndex, focusRing } from '@/src/theme/tokens';

const loadMobileDrawer = () => import('./MobileNavDrawer');
/** The phone drawer's code and the whole tree it shows, fetched on the first sign of intent. */
const preloadMobileDrawer = () => Promise.all([loadMobileDrawer(), loadFullNavTree()]).catch(() => undefined);
const MobileNavDrawer = dynamic(loadMobileDrawer, { ssr: false });
const loadSettingsDrawer = () => import('@/src/preferences/SettingsDrawer');
const SettingsDrawer = dynamic(loadSettingsDrawer, { ssr: false });

const Header = styled('header')({
  position: 'sticky',
  top: 0,
  zIndex: zIndex.appBar,
  height: APP_BAR_HEIGHT_PX,
  display: 'flex',
  alignItems: 'center',
  gap: spacing(1),
  padding: spacing(0, 2),
  borderBottom: `1px solid ${vars.palette.divider}`,
  backgroundColor: alpha(vars.palette.background.defaultChannel, 0.86),
  backdropFilter: 'saturate(180%) blur(10px)',
  [mq.up('sm')]: { padding: spacing(0, 3) },
});

const MenuButton = styled(AppBarButton)({
  [mq.up('lg')]: { display: 'none' },
  // Without JavaScript the button could not open anything: the link below stands in for it.
  '.no-js &': { display: 'none' },
});

/** The menu for readers without JavaScript: a link that shows the drawer (see Sidebar's :target). */
const NoScriptMenuLink = styled(AppBarButton.withComponent('a'))({
  display: 'none',
  '.no-js &': { display: 'inline-flex' },
  [mq.up('lg')]: { '.no-js &': { display: 'none' } },
});

/**
 * Below this width the app bar (menu, brand, search, version, language, settings) has no room
 * for the wordmark: it wrapped onto two lines at 390 px. The logo stays; the link's name too.
 */
const WORDMARK_MIN_WIDTH_PX = 420;

const Brand = styled(Link)({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 10,
  whiteSpace: 'nowrap',
  [`@media (max-width:${WORDMARK_MIN_WIDTH_PX - 0.05}px)`]: { '& > span': { display: 'none' } },
  color: vars.palette.text.primary,
  textDecoration: 'none',
  fontWeight: 700,
  fontSize: '1rem',
  letterSpacing: '-0.01em',
  borderRadius: 8,
  '&:focus-visible': focusRing(4),
});

const ProductName = styled('span')({
  display: 'none',
  alignItems: 'center',
  gap: 10,
  color: vars.palette.text.secondary,
  fontWeight: 600,
  fontSize: '0.9375rem',
  '&::before': { content: '"/"', color: vars.palette.divider, fontWeight: 400 },
  [mq.up('sm')]: { display: 'inline-flex' },
});

const Spacer = styled('div')({ flex: 1 });

const WideOnly = styled('span')({
  display: 'none',
  [mq.up('sm')]: { display: 'inline' },
});

/** The drawer's id: the no-JavaScript menu link's target. */
const MAIN_NAVIGATION_ID = 'main-navigation';

const Body = styled('div')({ display: 'flex', alignItems: 'flex-start' });

const Sidebar = styled('nav')({
  display: 'none',
  position: 'sticky',
  top: APP_BAR_HEIGHT_PX,
  flexShrink: 0,
  width: DRAWER_WIDTH_PX,
  height: `calc(100vh - ${APP_BAR_HEIGHT_PX}px)`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  borderInlineEnd: `1px solid ${vars.palette.divider}`,
  scrollbarWidth: 'thin',
  [mq.up('lg')]: { display: 'block' },
  // Below lg, the menu link (no JavaScript) targets the drawer, which then opens over the page.
  [mq.down('lg')]: {
    '&:target': {
      display: 'block',
      position: 'fixed',
      insetInlineStart: 0,
      top: APP_BAR_HEIGHT_PX,
      bottom: 0,
      height: 'auto',
      width: `min(${DRAWER_WIDTH_PX}px, 100vw)`,
      zIndex: zIndex.drawer,
      backgroundColor: vars.palette.background.default,
      boxShadow: '0 8px 24px rgba(0, 0, 0, 0.2)',
    },
  },
});

const Main = styled('main')({
  flex: 1,
  minWidth: 0,
  '&:focus': { outline: 'none' },
});

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

  const versionItems: MenuPopupItem[] = VERSIONS.map((version) => ({
    key: version.text,
    label: version.text,
    href: version.current
      ? localizePath(version.href, language)
      : `${version.href}${localizePath('/', language)}`,
    selected: version.current,
    external: !version.current,
  }));
  const languageItems: MenuPopupItem[] = LANGUAGES.map((code) => ({
    key: code,
    label: LANGUAGE_LABELS[code],
    // Same page in the other language; pages outside the nav (the 404) lead home.
    href: localizePath(activePathname ?? HOME_PATHNAME, code),
    selected: code === language,
    lang: code,
  }));
  const currentVersion = VERSIONS.find((version) => version.current);

  return (
    <>
      <SkipLink href={`#${MAIN_CONTENT_ID}`}>{t('skipToContent')}</SkipLink>
      <Header>
        <MenuButton
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
        </MenuButton>
        <NoScriptMenuLink href={`#${MAIN_NAVIGATION_ID}`} aria-label={t('openNavigation')}>
          <MenuIcon />
        </NoScriptMenuLink>
        <Brand href={localizePath(HOME_PATHNAME, language)} aria-label={t('homeLink')}>
          <BrandMark />
          <span>{PRODUCT_NAME}</span>
        </Brand>
        {product ? <ProductName>{product.name}</ProductName> : null}
        <Spacer />
        <SearchButton />
        <AppBarMenu label={interpolate(t('versionsMenu'), { version: currentVersion?.text ?? '' })} items={versionItems}>
          {currentVersion?.text}
          <ChevronDownIcon />
        </AppBarMenu>
        <AppBarMenu label={interpolate(t('languageMenu'), { language: LANGUAGE_LABELS[language] })} items={languageItems}>
          <LanguageIcon />
          <WideOnly lang={language}>{LANGUAGE_LABELS[language]}</WideOnly>
          <ChevronDownIcon />
        </AppBarMenu>
        <AppBarButton
          type="button"
          aria-label={t('settings')}
          title={t('settings')}
          aria-haspopup="dialog"
          aria-expanded={settingsOpen ? 'true' : 'false'}
          onPointerEnter={() => void loadSettingsDrawer()}
          onFocus={() => void loadSettingsDrawer()}
          onClick={() => {
            setSettingsMounted(true);
            setSettingsOpen(true);
          }}
        >
          <SettingsIcon />
        </AppBarButton>
      </Header>
      <Body>
        <Sidebar id={MAIN_NAVIGATION_ID} aria-label={t('mainNavigation')} data-nav-scroll="">
          <DrawerNavTree pages={pages} activePathname={activePathname} />
        </Sidebar>
        <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
          {navigation.failed ? <NavigationError href={navigation.failed.href} onRetry={navigation.retry} /> : children}
        </Main>
      </Body>
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
