import { pathnameToLanguage } from '@/src/i18n/paths';

export interface ProductInfo {
  productCategoryId: string;
  productId: string;
}

/** `'null'` rather than `null`, so that "unset" survives serialisation to analytics. */
const UNKNOWN = 'null';

const CORE_SEGMENTS = new Set(['material-ui', 'joy-ui', 'base-ui', 'system']);
const DOCS_SEGMENTS = new Set(['docs', 'versions', 'production-error']);
const X_API_PRODUCTS = new Set(['data-grid', 'date-pickers', 'charts', 'tree-view']);

/** The analytics category and product of a URL path, with or without language prefix. */
export function getProductInfoFromUrl(path: string): ProductInfo {
  const { canonicalAs } = pathnameToLanguage(path);
  const segments = canonicalAs.replace(/[?#].*$/, '').split('/').filter(Boolean);
  const [first = '', second = '', third = ''] = segments;

  if (first === 'experiments' && second === 'docs') {
    return { productCategoryId: 'docs', productId: 'docs-infra' };
  }
  if (CORE_SEGMENTS.has(first)) {
    return { productCategoryId: 'core', productId: first };
  }
  if (DOCS_SEGMENTS.has(first)) {
    return { productCategoryId: 'docs', productId: 'docs' };
  }
  if (first === 'toolpad') {
    return {
      productCategoryId: 'toolpad',
      productId: second === 'studio' ? 'toolpad-studio' : 'toolpad-core',
    };
  }
  if (first === 'x') {
    if (second.startsWith('react-') && second.length > 'react-'.length) {
      return { productCategoryId: 'x', productId: `x-${second.slice('react-'.length)}` };
    }
    if (second === 'api' && X_API_PRODUCTS.has(third)) {
      return { productCategoryId: 'x', productId: `x-${third}` };
    }
    return { productCategoryId: 'x', productId: UNKNOWN };
  }
  return { productCategoryId: UNKNOWN, productId: UNKNOWN };
}
