import { useNavTree } from '@/src/navigation/NavTreeProvider';
import { HOME_PATHNAME } from '@/src/config/site';
import { useFeatureTranslate } from '@/src/i18n/featureStrings';
import { PAGE_STRINGS } from './pageStrings';
import { useUserLanguage } from '@/src/i18n/I18nProvider';
import { localizePath } from '@/src/i18n/paths';
import { DocsHead } from '@/src/layout/DocsHead';
import { usePageTitle } from '@/src/navigation/pageTitle';
import { flattenPages } from '@/src/navigation/tree';
import { layoutClasses } from './classes';

/** Every unknown URL: the site's shell, an explanation and ways back. */
export function NotFoundPage() {
  const tp = useFeatureTranslate(PAGE_STRINGS);
  const language = useUserLanguage();
  const pageTitle = usePageTitle();
  const sections = useNavTree().map((section) => ({
    title: pageTitle(section),
    first: section.children ? flattenPages(section.children)[0] : section,
  }));
  return (
    <div className={layoutClasses.notFound}>
      <DocsHead
        title={tp('page.notFoundTitle')}
        description={tp('page.notFoundDescription')}
        pathname="/404"
        language={language}
        translated
        noIndex
      />
      <p className="code">404</p>
      <h1>{tp('page.notFoundTitle')}</h1>
      <p>{tp('page.notFoundDescription')}</p>
      <a className="home" href={localizePath(HOME_PATHNAME, language)}>
        {tp('page.notFoundHome')}
      </a>
      <p>{tp('page.notFoundSections')}</p>
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
