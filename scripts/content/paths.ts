import { PRODUCTS } from '@/src/config/products';
import { DEFAULT_LANGUAGE, DOCS_PREFIX, type Language } from '@/src/config/site';

/** The navigation tree: every docs page and its place in the nav (scripts read and edit it as text too). */
export const PAGES_FILE = 'data/pages.ts';

/**
 * Where a page's files live. A page `/x/react-data-grid/sorting` has its markdown in
 * `data/data-grid/sorting/sorting.md` (the Chinese one beside it as `sorting-zh.md`).
 * The root page of a section (`/x/react-data-grid`, `/x/api/charts`) keeps its markdown in `<section>/overview/`.
 */
function contentSegments(pathname: string): string[] {
  if (!pathname.startsWith(DOCS_PREFIX)) {
    throw new Error(`Docs pages live under ${DOCS_PREFIX}: "${pathname}" does not.`);
  }
  const segments = pathname.slice(DOCS_PREFIX.length).split('/').filter(Boolean);
  if (segments.length === 0) {
    throw new Error('"/x" itself is not a docs page.');
  }
  segments[0] = (segments[0] ?? '').replace(/^react-/, '');
  const sectionLength = segments[0] === 'api' ? 2 : 1;
  if (segments.length <= sectionLength) {
    segments.push('overview');
  }
  return segments;
}

export function contentFileFor(pathname: string, language: Language = DEFAULT_LANGUAGE): string {
  const segments = contentSegments(pathname);
  const name = segments.at(-1) ?? 'overview';
  const suffix = language === DEFAULT_LANGUAGE ? '' : `-${language}`;
  return `data/${segments.join('/')}/${name}${suffix}.md`;
}

/** `data-grid/my-feature` (a folder under data/) -> `/x/react-data-grid/my-feature`. */
export function pathnameForContentDir(contentDir: string): string {
  const segments = contentDir.replace(/^data\//, '').split('/').filter(Boolean);
  const [section = '', ...rest] = segments;
  if (!section || rest.length === 0) {
    throw new Error(`"${contentDir}" must be <section>/<page>, for example data-grid/my-feature.`);
  }
  if (rest.some((segment) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(segment)) || !/^[a-z0-9-]+$/.test(section)) {
    throw new Error(`"${contentDir}" may only hold lowercase words joined by hyphens.`);
  }
  const product = PRODUCTS.find((candidate) => candidate.slug === section);
  const base = product ? product.pathname : `${DOCS_PREFIX}${section}`;
  return `${base}/${rest.join('/')}`;
}
