import { NotFoundPage } from '@/src/layout/NotFoundPage';
import { navProps } from '@/src/navigation/build/navProps';

/** The shell's drawer and the list of sections need the navigation tree. */
export const getStaticProps = () => ({ props: navProps() });

/** Unknown URLs, in English (static hosts serve it as 404.html). */
export default function NotFound() {
  return <NotFoundPage />;
}
