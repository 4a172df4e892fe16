import { styled } from '@mui/material/styles';
import { useRouter } from 'next/router';
import pages from '@/data/pages';
import { EDIT_URL_BASE } from '@/src/config/site';
import { MarkdownBody } from '@/src/content/MarkdownBody';
import { mdxComponents } from '@/src/content/mdxComponents';
import type { MarkdownModule } from '@/src/content/types';
import { useTranslate, useUserLanguage } from '@/src/i18n/I18nProvider';
import { PageMarkers } from '@/src/navigation/PageMarkers';
import { PrevNext } from '@/src/navigation/PrevNext';
import { Toc } from '@/src/navigation/Toc';
import { findActivePage, normalizeRoutePathname, pageToTitle } from '@/src/navigation/tree';
import { DocsHead } from './DocsHead';

const Layout = styled('div')(({ theme }) => ({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  gap: theme.spacing(2),
  padding: theme.spacing(0, 2),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(0, 4) },
  [theme.breakpoints.up('lg')]: { padding: theme.spacing(0, 5) },
}));

const Article = styled('article')(({ theme }) => ({
  flex: 1,
  minWidth: 0,
  maxWidth: 820,
  padding: theme.spacing(4, 0, 6),
  [theme.breakpoints.up('md')]: { paddingTop: theme.spacing(5) },
}));

const PageHeader = styled('header')(({ theme }) => ({
  marginBottom: theme.spacing(4),
  '& .eyebrow': {
    margin: theme.spacing(0, 0, 1),
    fontSize: '0.8125rem',
    fontWeight: 650,
    color: theme.vars.palette.primary.main,
  },
  '& h1': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(1.25),
    margin: 0,
    fontSize: '2rem',
    lineHeight: 1.2,
    fontWeight: 750,
    letterSpacing: '-0.02em',
    [theme.breakpoints.up('md')]: { fontSize: '2.375rem' },
  },
  '& .markers': { display: 'inline-flex', alignItems: 'center', gap: 6 },
  '& .description': {
    margin: theme.spacing(1.5, 0, 0),
    fontSize: '1.125rem',
    lineHeight: 1.6,
    color: theme.vars.palette.text.secondary,
  },
  '& .untranslated': {
    margin: theme.spacing(2.5, 0, 0),
    padding: theme.spacing(1.25, 2),
    borderRadius: theme.shape.borderRadius,
    border: `1px dashed ${theme.vars.palette.divider}`,
    fontSize: '0.875rem',
    color: theme.vars.palette.text.secondary,
  },
}));

const PageFooter = styled('footer')(({ theme }) => ({
  marginTop: theme.spacing(6),
  paddingTop: theme.spacing(3),
  borderTop: `1px solid ${theme.vars.palette.divider}`,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: theme.spacing(2),
  fontSize: '0.8125rem',
  color: theme.vars.palette.text.secondary,
  '& a': {
    color: theme.vars.palette.text.secondary,
    fontWeight: 500,
    '&:hover': { color: theme.vars.palette.primary.main },
  },
}));

/** A docs page compiled from markdown: header, content, table of contents, prev / next. */
export function MarkdownDocs({ content }: { content: MarkdownModule }) {
  const { meta, toc, sourcePath, default: Content } = content;
  const router = useRouter();
  const t = useTranslate();
  const language = useUserLanguage();
  const pathname = normalizeRoutePathname(router.pathname);
  const active = findActivePage(pages, pathname);
  const section = active?.ancestors[0];
  const translated = language === 'en' || sourcePath.endsWith(`-${language}.md`);

  return (
    <>
      <DocsHead
        title={meta.title}
        description={meta.description}
        pathname={pathname}
        language={language}
        translated={translated}
      />
      <Layout>
        <Article>
          <PageHeader>
            {section && !meta.title.startsWith(pageToTitle(section)) ? (
              <p className="eyebrow">{pageToTitle(section)}</p>
            ) : null}
            <h1>
              <span>{meta.title}</span>
              {active ? (
                <span className="markers">
                  <PageMarkers page={active.page} planSize={22} />
                </span>
              ) : null}
            </h1>
            <p className="description">{meta.description}</p>
            {translated ? null : (
              <p className="untranslated" role="note">
                {t('notTranslated')}
              </p>
            )}
          </PageHeader>
          <MarkdownBody lang={translated ? undefined : 'en'}>
            <Content components={mdxComponents} />
          </MarkdownBody>
          <PrevNext pathname={pathname} />
          <PageFooter>
            <span>{t('footerLicense')}</span>
            <a href={`${EDIT_URL_BASE}/${sourcePath}`} target="_blank" rel="noopener">
              {t('editPage')}
            </a>
          </PageFooter>
        </Article>
        <Toc toc={toc} />
      </Layout>
    </>
  );
}
