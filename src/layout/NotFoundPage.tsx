import styled from '@emotion/styled';
import Link from 'next/link';
import { useNavTree } from '@/src/navigation/NavTreeProvider';
import { HOME_PATHNAME } from '@/src/config/site';
import { useTranslate, useUserLanguage } from '@/src/i18n/I18nProvider';
import { localizePath } from '@/src/i18n/paths';
import { DocsHead } from '@/src/layout/DocsHead';
import { usePageTitle } from '@/src/navigation/pageTitle';
import { flattenPages } from '@/src/navigation/tree';
import { focusRing, radius, spacing, vars } from '@/src/theme/tokens';

const Root = styled('div')({
  maxWidth: 640,
  margin: '0 auto',
  padding: spacing(10, 3),
  '& .code': {
    margin: 0,
    fontSize: '0.875rem',
    fontWeight: 700,
    letterSpacing: '0.08em',
    color: vars.palette.primary.main,
  },
  '& h1': { margin: spacing(1, 0, 2), fontSize: '2.25rem', fontWeight: 750, letterSpacing: '-0.02em' },
  '& p': { color: vars.palette.text.secondary, fontSize: '1.0625rem', lineHeight: 1.6 },
  '& .home': {
    display: 'inline-block',
    margin: spacing(2, 0, 5),
    padding: spacing(1.25, 2.5),
    borderRadius: radius,
    backgroundColor: vars.palette.primary.main,
    color: vars.palette.primary.contrastText,
    fontWeight: 600,
    textDecoration: 'none',
    '&:focus-visible': focusRing(2, vars.palette.text.primary),
  },
  '& ul': { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 8, padding: 0, listStyle: 'none' },
  '& li a': {
    display: 'block',
    padding: spacing(1, 1.5),
    borderRadius: 10,
    border: `1px solid ${vars.palette.divider}`,
    color: vars.palette.text.primary,
    textDecoration: 'none',
    fontWeight: 500,
    '&:hover': { borderColor: vars.palette.primary.main },
  },
});

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
    <Root>
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
      <Link className="home" href={localizePath(HOME_PATHNAME, language)}>
        {t('notFoundHome')}
      </Link>
      <p>{t('notFoundSections')}</p>
      <ul>
        {sections.map((section) =>
          section.first ? (
            <li key={section.title}>
              <Link href={localizePath(section.first.pathname, language)} prefetch={false}>
                {section.title}
              </Link>
            </li>
          ) : null,
        )}
      </ul>
    </Root>
  );
}
