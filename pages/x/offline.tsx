import { useEffect, useState } from 'react';
import { useTranslate } from '@/src/i18n/I18nProvider';
import { layoutClasses } from '@/src/layout/classes';
import { DocsHead } from '@/src/layout/DocsHead';
import { navProps } from '@/src/navigation/build/navProps';
import { readSavedPages, type SavedPage } from '@/src/serviceWorker/savedPages';

/** The shell's drawer needs the navigation tree. */
export const getStaticProps = () => ({ props: navProps() });

/** Pages saved on this device; null until Cache Storage has been read (after hydration). */
function useSavedPages(): SavedPage[] | null {
  const [pages, setPages] = useState<SavedPage[] | null>(null);
  useEffect(() => {
    let current = true;
    readSavedPages()
      .catch(() => [])
      .then((saved) => {
        if (current) {
          setPages(saved);
        }
      });
    return () => {
      current = false;
    };
  }, []);
  return pages;
}

/**
 * What the service worker serves, offline, for a page the reader never visited (precached
 * with the shell): says so, offers to try again, and lists the pages that do open offline.
 */
export default function Offline() {
  const t = useTranslate();
  const saved = useSavedPages();
  return (
    <div className={layoutClasses.offline}>
      <DocsHead
        title={t('offlineTitle')}
        description={t('offlineDescription')}
        pathname="/x/offline"
        language="en"
        translated
        noIndex
      />
      <p className="status">{t('offlineStatus')}</p>
      <h1>{t('offlineTitle')}</h1>
      <p>{t('offlineDescription')}</p>
      <button type="button" className="retry" onClick={() => window.location.reload()}>
        {t('offlineRetry')}
      </button>
      {saved && saved.length > 0 ? (
        <section aria-labelledby="offline-saved">
          <p id="offline-saved">{t('offlineSaved')}</p>
          <ul>
            {saved.map((page) => (
              <li key={page.href}>
                {/* A full page load: the worker answers it from its cache, with no data request. */}
                <a href={page.href}>{page.title}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {saved && saved.length === 0 ? <p>{t('offlineNoneSaved')}</p> : null}
    </div>
  );
}
