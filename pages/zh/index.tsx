import { RedirectPage } from '@/src/layout/RedirectPage';

export default function Page() {
  return <RedirectPage language="zh" />;
}
