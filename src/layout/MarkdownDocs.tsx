import styled from '@emotion/styled';
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
import { mq, radius, spacing, vars } from '@/src/theme/tokens';

const Layout = styled('div')({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  gap: spacing(2),
  padding: spacing(0, 2),
  [mq.up('sm')]: { padding: spacing(0, 4) },
  [mq.up('lg')]: { padding: spacing(0, 5) },
});

const Article = styled('article')({
  flex: 1,
  minWidth: 0,
  maxWidth: 820,
  padding: spacing(4, 0, 6),
  [mq.up('md')]: { paddingTop: spacing(5) },
});

const PageHeader = styled('header')({
  marginBottom: spacing(4),
  '& .eyebrow': {
    margin: spacing(0, 0, 1),
    fontSize: '0.8125rem',
    fontWeight: 650,
    color: vars.palette.primary.main,
  },
  '& h1': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: spacing(1.25),
    margin: 0,
    fontSize: '2rem',
    lineHeight: 1.2,
    fontWeight: 750,
    letterSpacing: '-0.02em',
    [mq.up('md')]: { fontSize: '2.375rem' },
  },
  '& .markers': { display: 'inline-flex', alignItems: 'center', gap: 6 },
  '& .description': {
    margin: spacing(1.5, 0, 0),
    fontSize: '1.125rem',
    lineHeight: 1.6,
    color: vars.palette.text.secondary,
  },
  '& .untranslated': {
    margin: spacing(2.5, 0, 0),
    padding: spacing(1.25, 2),
    borderRadius: radius,
    border: `1px dashed ${vars.palette.divider}`,
    fontSize: '0.875rem',
    color: vars.palette.text.secondary,
  },
});

const PageFooter = styled('footer')({
  marginTop: spacing(6),
  paddingTop: spacing(3),
  borderTop: `1px solid ${vars.palette.divider}`,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: spacing(2),
  fontSize: '0.8125rem',
  color: vars.palette.text.secondary,
  '& a': {
    color: vars.palette.text.secondary,
    fontWeight: 500,
    '&:hover': { color: vars.palette.primary.main },
  },
});

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
