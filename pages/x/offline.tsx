import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { useTranslate } from '@/src/i18n/I18nProvider';
import { DocsHead } from '@/src/layout/DocsHead';
import { navProps } from '@/src/navigation/build/navProps';
import { readSavedPages, type SavedPage } from '@/src/serviceWorker/savedPages';
import { radius, spacing, vars } from '@/src/theme/tokens';

const Root = styled('div')({
  maxWidth: 640,
  margin: '0 auto',
  padding: spacing(10, 3),
  '& .status': {
    margin: 0,
    fontSize: '0.875rem',
    fontWeight: 700,
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
    color: vars.palette.primary.main,
  },
  '& h1': { margin: spacing(1, 0, 2), fontSize: '2.25rem', fontWeight: 750, letterSpacing: '-0.02em' },
  '& p': { color: vars.palette.text.secondary, fontSize: '1.0625rem', lineHeight: 1.6 },
  '& .retry': {
    margin: spacing(2, 0, 5),
    padding: spacing(1.25, 2.5),
    border: 0,
    borderRadius: radius,
    backgroundColor: vars.palette.primary.main,
    color: vars.palette.primary.contrastText,
    font: 'inherit',
    fontWeight: 600,
    cursor: 'pointer',
    '&:focus-visible': { outline: `2px solid ${vars.palette.text.primary}`, outlineOffset: 2 },
  },
  '& ul': { display: 'grid', gap: 8, padding: 0, listStyle: 'none' },
  '& li a': {
    display: 'block',
    padding: spacing(1, 1.5),
    borderRadius: 10,
    border: `1px solid ${vars.palette.divider}`,
    color: vars.palette.text.primary,
    textDecoration: 'none',
    fontWeight: 500,
    '&:hover': { borderColor: vars.palette.primary.main },
  },
});

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
    <Root>
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
    </Root>
  );
}
