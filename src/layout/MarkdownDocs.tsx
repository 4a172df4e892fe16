import styled from '@emotion/styled';
import { useActivePage, useNavSection } from '@/src/navigation/NavTreeProvider';
import { AdSlot } from '@/src/ads/AdSlot';
import { pageShowsAds } from '@/src/ads/pagePolicy';
import { useCodeCopy } from '@/src/code/useCodeCopy';
import { EDIT_URL_BASE } from '@/src/config/site';
import { ContentIslands } from '@/src/content/islands/ContentIslands';
import { MarkdownBody } from '@/src/content/MarkdownBody';
import { CONTENT_BODY_ATTRIBUTE } from '@/src/content/shared/contentInDocument';
import { useContentHtml } from '@/src/content/useContentHtml';
import type { MarkdownPageProps } from '@/src/content/types';
import { PageFeedback } from '@/src/feedback/PageFeedback';
import { useTranslate } from '@/src/i18n/I18nProvider';
import { PageMarkers } from '@/src/navigation/PageMarkers';
import { PrevNext } from '@/src/navigation/PrevNext';
import { Toc } from '@/src/navigation/Toc';
import { usePageTitle } from '@/src/navigation/pageTitle';
import { pageToTitle } from '@/src/navigation/tree';
import { SEARCH_BODY, SEARCH_IGNORE } from '@/src/search/markup';
import { PageActions } from '@/src/twins/PageActions';
import { DocsHead } from './DocsHead';
import { ARTICLE_MAX_WIDTH_PX, TOC_WIDTH_PX, mq, radius, spacing, vars } from '@/src/theme/tokens';

/**
 * The article and, from md up, the table of contents: a grid whose columns are fixed by the
 * server-rendered `data-toc` attribute, so the article sits where it will stay from the first
 * paint, even when the browser paints before it has parsed the table of contents.
 */
const Layout = styled('div')({
  display: 'grid',
  gridTemplateColumns: `minmax(0, ${ARTICLE_MAX_WIDTH_PX}px)`,
  justifyContent: 'center',
  alignItems: 'start',
  columnGap: spacing(2),
  padding: spacing(0, 2),
  [mq.up('sm')]: { padding: spacing(0, 4) },
  [mq.up('md')]: {
    '&[data-toc]': { gridTemplateColumns: `minmax(0, ${ARTICLE_MAX_WIDTH_PX}px) ${TOC_WIDTH_PX}px` },
  },
  [mq.up('lg')]: { padding: spacing(0, 5) },
});

const Article = styled('article')({
  gridColumn: 1,
  minWidth: 0,
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
  '& .title-row': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: spacing(1.5), rowGap: spacing(1) },
  '& h1': {
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

/** A docs page: header, the markdown rendered at build time, table of contents, prev / next. */
export function MarkdownDocs({ pathname, language, translated, meta, toc, sourcePath, html, islands }: MarkdownPageProps) {
  const t = useTranslate();
  useCodeCopy();
  const active = useActivePage();
  const section = useNavSection();
  const pageTitle = usePageTitle();
  const content = useContentHtml(html);

  return (
    <>
      <DocsHead
        title={meta.title}
        description={meta.description}
        pathname={pathname}
        language={language}
        translated={translated}
      />
      <Layout data-toc={toc.length > 0 ? '' : undefined}>
        <Article {...SEARCH_BODY}>
          <PageHeader>
            {section && !meta.title.startsWith(pageToTitle(section)) && !meta.title.startsWith(pageTitle(section)) ? (
              <p className="eyebrow" {...SEARCH_IGNORE}>{pageTitle(section)}</p>
            ) : null}
            <div className="title-row">
              <h1>{meta.title}</h1>
              {active ? (
                <span className="markers">
                  <PageMarkers page={active} planSize={22} />
                </span>
              ) : null}
            </div>
            <p className="description">{meta.description}</p>
            <PageActions pathname={pathname} language={language} />
            {translated ? null : (
              <p className="untranslated" role="note" {...SEARCH_IGNORE}>
                {t('notTranslated')}
              </p>
            )}
          </PageHeader>
          {/* Under the description, outside the header: an ad is not part of the page's title. */}
          {pageShowsAds(pathname, active?.plan) ? <AdSlot /> : null}
          <MarkdownBody
            {...{ [CONTENT_BODY_ATTRIBUTE]: '' }}
            lang={translated ? undefined : 'en'}
            dangerouslySetInnerHTML={{ __html: content }}
          />
          <ContentIslands islands={islands} contentKey={pathname} />
          <PageFeedback pathname={pathname} language={language} title={meta.title} />
          <PrevNext />
          <PageFooter {...SEARCH_IGNORE}>
            <span>{t('footerLicense')}</span>
            {EDIT_URL_BASE ? (
              <a href={`${EDIT_URL_BASE}/${sourcePath}`} target="_blank" rel="noopener">
                {t('editPage')}
              </a>
            ) : null}
          </PageFooter>
        </Article>
        <Toc toc={toc} />
      </Layout>
    </>
  );
}
