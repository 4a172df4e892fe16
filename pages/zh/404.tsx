import { NotFoundPage } from '@/src/layout/NotFoundPage';
import { navProps } from '@/src/navigation/build/navProps';

/** The shell's drawer and the list of sections need the navigation tree. */
export const getStaticProps = () => ({ props: navProps() });

/**
 * Unknown URLs under /zh/, in Chinese with `lang="zh"` from the first byte (the build copies
 * it to zh/404.html, which the site's server and static hosts pick for /zh/ paths).
 */
export default function ChineseNotFound() {
  return <NotFoundPage />;
}
