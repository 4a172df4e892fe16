import { NotFoundPage } from '@/src/layout/NotFoundPage';

/** Unknown URLs, in English (static hosts serve it as 404.html). */
export default function NotFound() {
  return <NotFoundPage />;
}
