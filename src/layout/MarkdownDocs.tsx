import { useActivePage } from '@/src/navigation/NavTreeProvider';
import { AdSlot } from '@/src/ads/AdSlot';
import { pageShowsAds } from '@/src/ads/pagePolicy';
import { useCodeCopy } from '@/src/code/useCodeCopy';
import { EDIT_URL_BASE } from '@/src/config/site';
import { MarkdownBody } from '@/src/content/MarkdownBody';
import { CONTENT_BODY_ATTRIBUTE } from '@/src/content/shared/contentInDocument';
import { useContentHtml } from '@/src/content/useContentHtml';
import type { MarkdownPageProps } from '@/src/content/types';
import { useTranslate } from '@/src/i18n/I18nProvider';
import { SEARCH_BODY, SEARCH_IGNORE } from '@/src/config/searchMarkup';
import type { ContentIslandsProps } from '@/src/islands/ContentIslands';
import { clientOnly } from '@/src/loading/clientOnly';
import { twinPath } from '@/src/twins/paths';
import { BackToTop } from './BackToTop';
import { Breadcrumbs } from './Breadcrumbs';
import { DocsHead } from './DocsHead';
import { DocumentHead } from './DocumentHead';
import { LastUpdated } from './LastUpdated';
import { PageActions, PageFeedback, PageMarkers, PrevNext, Toc } from './pageIslands';
import { layoutClasses as c } from './classes';

/** The island runtime (demos and other live pieces): fetched only by the pages that have islands. */
const ContentIslands = clientOnly(() =>
  Promise.all([import('@/src/islands/ContentIslands'), import('@/src/content/islandLoaders')]).then(([{ ContentIslands: Islands }, { ISLAND_LOADERS, prepareIsland }]) => ({
    default: (props: Omit<ContentIslandsProps, 'loaders' | 'prepare'>) => <Islands {...props} loaders={ISLAND_LOADERS} prepare={prepareIsland} />,
  })),
);

/** A docs page: header, the markdown rendered at build time, table of contents, prev / next. */
export function MarkdownDocs({ pathname, language, translated, meta, toc, sourcePath, html, firstScreen, rest, islands, lastUpdated, breadcrumbs }: MarkdownPageProps) {
  const t = useTranslate();
  useCodeCopy();
  const active = useActivePage();
  const { html: body, complete, attachBody } = useContentHtml(html, firstScreen, rest);
  const contentKey = `${language}${pathname}`;

  return (
    <>
      <DocsHead
        title={meta.title}
        description={meta.description}
        pathname={pathname}
        language={language}
        translated={translated}
      />
      <DocumentHead>
        {/* Tools that read a page's head find its markdown version here. */}
        <link rel="alternate" type="text/markdown" href={twinPath(pathname, language)} />
      </DocumentHead>
      <div className={c.layout} data-toc={toc.length > 0 ? '' : undefined}>
        <article className={c.article} {...SEARCH_BODY}>
          <header className={c.pageHeader}>
            <Breadcrumbs trail={breadcrumbs} />
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
          </header>
          {/* Under the description, outside the header: an ad is not part of the page's title. */}
          {pageShowsAds(pathname, active?.plan) ? <AdSlot /> : null}
          <MarkdownBody
            ref={attachBody}
            {...{ [CONTENT_BODY_ATTRIBUTE]: '' }}
            lang={translated ? undefined : 'en'}
            dangerouslySetInnerHTML={{ __html: body }}
          />
          {/* What reads the body as a whole starts once all of it is there (useContentHtml). */}
          {islands.length > 0 && complete ? <ContentIslands islands={islands} contentKey={pathname} /> : null}
          <PageFeedback pathname={pathname} language={language} title={meta.title} />
          <PrevNext />
          <footer className={c.pageFooter} {...SEARCH_IGNORE}>
            <LastUpdated date={lastUpdated} />
            <span>{t('footerLicense')}</span>
            {EDIT_URL_BASE ? (
              <a href={`${EDIT_URL_BASE}/${sourcePath}`} target="_blank" rel="noopener">
                {t('editPage')}
              </a>
            ) : null}
          </footer>
          <BackToTop />
        </article>
        <Toc toc={toc} contentKey={complete ? contentKey : `${contentKey}:first-screen`} />
      </div>
    </>
  );
}
