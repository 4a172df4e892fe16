import { useNavTree } from '@/src/navigation/NavTreeProvider';
import { HOME_PATHNAME } from '@/src/config/site';
import { useTranslate, useUserLanguage } from '@/src/i18n/I18nProvider';
import { localizePath } from '@/src/i18n/paths';
import { DocsHead } from '@/src/layout/DocsHead';
import { usePageTitle } from '@/src/navigation/pageTitle';
import { flattenPages } from '@/src/navigation/tree';
import { layoutClasses } from './classes';

/** Every unknown URL: the site's shell, an explanation and ways back. */
export function NotFoundPage() {
  const t = useTranslate();
  const language = useUserLanguage();
  const pageTitle = usePageTitle();
  const sections = useNavTree().map((section) => ({
    title: pageTitle(section),
    first: section.children ? flattenPages(section.children)[0] : section,
  }));
  return (
    <div className={layoutClasses.notFound}>
      <DocsHead
        title={t('notFoundTitle')}
        description={t('notFoundDescription')}
        pathname="/404"
        language={language}
        translated
        noIndex
      />
      <p className="code">404</p>
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFoundDescription')}</p>
      <a className="home" href={localizePath(HOME_PATHNAME, language)}>
        {t('notFoundHome')}
      </a>
      <p>{t('notFoundSections')}</p>
      <ul>
        {sections.map((section) =>
          section.first ? (
            <li key={section.title}>
              <a href={localizePath(section.first.pathname, language)}>
                {section.title}
              </a>
            </li>
          ) : null,
        )}
      </ul>
    </div>
  );
}
