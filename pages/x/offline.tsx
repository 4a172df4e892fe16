import { useEffect, useState } from 'react';
import { useFeatureTranslate } from '@/src/i18n/featureStrings';
import { PAGE_STRINGS } from '@/src/layout/pageStrings';
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
  const tp = useFeatureTranslate(PAGE_STRINGS);
  const saved = useSavedPages();
  return (
    <div className={layoutClasses.offline}>
      <DocsHead
        title={tp('page.offlineTitle')}
        description={tp('page.offlineDescription')}
        pathname="/x/offline"
        language="en"
        translated
        noIndex
      />
      <p className="status">{tp('page.offlineStatus')}</p>
      <h1>{tp('page.offlineTitle')}</h1>
      <p>{tp('page.offlineDescription')}</p>
      <button type="button" className="retry" onClick={() => window.location.reload()}>
        {tp('page.offlineRetry')}
      </button>
      {saved && saved.length > 0 ? (
        <section aria-labelledby="offline-saved">
          <p id="offline-saved">{tp('page.offlineSaved')}</p>
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
      {saved && saved.length === 0 ? <p>{tp('page.offlineNoneSaved')}</p> : null}
    </div>
  );
}
