import { NotFoundPage } from '@/src/layout/NotFoundPage';

/**
 * Unknown URLs under /zh/, in Chinese with `lang="zh"` from the first byte (the build copies
 * it to zh/404.html, which the site's server and static hosts pick for /zh/ paths).
 */
export default function ChineseNotFound() {
  return <NotFoundPage />;
}
