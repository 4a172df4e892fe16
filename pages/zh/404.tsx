import { loadLanguagePack } from '@/src/i18n/languagePacks';
import { NotFoundPage } from '@/src/layout/NotFoundPage';
import { navProps } from '@/src/navigation/build/navProps';

/**
 * The shell's drawer and the list of sections need the navigation tree; the Chinese strings
 * travel in the page's HTML, so the text is Chinese from the first byte, not after a fetch.
 */
export const getStaticProps = async () => ({ props: { ...navProps(), languagePack: await loadLanguagePack('zh') } });

/**
 * Unknown URLs under /zh/, in Chinese with `lang="zh"` from the first byte (the build copies
 * it to zh/404.html, which the site's server and static hosts pick for /zh/ paths).
 */
export default function ChineseNotFound() {
  return <NotFoundPage />;
}
