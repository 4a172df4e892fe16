import { HOME_PATHNAME, LANGUAGE_LABELS, LANGUAGES, VERSIONS } from '@/src/config/site';
import { useFeatureTranslate } from '@/src/i18n/featureStrings';
import { useTranslate, useUserLanguage } from '@/src/i18n/I18nProvider';
import { localizePath } from '@/src/i18n/paths';
import { interpolate } from '@/src/i18n/translate';
import { useActivePage } from '@/src/navigation/NavTreeProvider';
import { SearchButton } from '@/src/search/SearchButton';
import { AppBarButton } from '@/src/ui/AppBarButton';
import { AppBarMenu } from './AppBarMenu';
import { layoutClasses as c } from './classes';
import { PART_STRINGS } from '@/src/navigation/partStrings';
import { ChevronDownIcon, LanguageIcon, SettingsIcon } from '@/src/ui/icons';
import type { MenuPopupItem } from '@/src/ui/MenuPopup';
import { noScriptClasses } from '@/src/ui/noScript';

export interface HeaderToolsProps {
  /** Whether the settings drawer is open (the drawer itself belongs to the frame). */
  settingsOpen: boolean;
  /** Opens the settings drawer. */
  onOpenSettings: () => void;
  /** Fetches the settings drawer's code ahead of the click. */
  onSettingsIntent: () => void;
}

/**
 * The app bar's tools, at its end: search, the versions and languages menus and the settings
 * button. An island of the frame (src/layout/frameIslands.tsx), outside the first JavaScript.
 */
export function HeaderTools({ settingsOpen, onOpenSettings, onSettingsIntent }: HeaderToolsProps) {
  const t = useTranslate();
  const tp = useFeatureTranslate(PART_STRINGS);
  const language = useUserLanguage();
  const activePathname = useActivePage()?.pathname ?? null;

  const versionItems: MenuPopupItem[] = VERSIONS.map((version) => ({
    key: version.text,
    label: version.text,
    href: version.current ? localizePath(version.href, language) : `${version.href}${localizePath('/', language)}`,
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
      <SearchButton />
      <AppBarMenu label={interpolate(tp('parts.versionsMenu'), { version: currentVersion?.text ?? '' })} items={versionItems}>
        {currentVersion?.text}
        <ChevronDownIcon />
      </AppBarMenu>
      <AppBarMenu label={interpolate(tp('parts.languageMenu'), { language: LANGUAGE_LABELS[language] })} items={languageItems}>
        <LanguageIcon />
        <span className={c.wideOnly} lang={language}>
          {LANGUAGE_LABELS[language]}
        </span>
        <ChevronDownIcon />
      </AppBarMenu>
      <AppBarButton
        // The settings need JavaScript: without it the button is hidden.
        className={noScriptClasses.scriptOnly}
        type="button"
        aria-label={t('settings')}
        title={t('settings')}
        aria-haspopup="dialog"
        aria-expanded={settingsOpen ? 'true' : 'false'}
        onPointerEnter={onSettingsIntent}
        onFocus={onSettingsIntent}
        onClick={onOpenSettings}
      >
        <SettingsIcon />
      </AppBarButton>
    </>
  );
}
