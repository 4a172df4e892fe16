import { DocumentHead } from '@/src/layout/DocumentHead';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { HOME_PATHNAME, SITE_ORIGIN, type Language } from '@/src/config/site';
import { localizePath } from '@/src/i18n/paths';
import { useFeatureTranslate } from '@/src/i18n/featureStrings';
import { PAGE_STRINGS } from './pageStrings';

/**
 * A static stand-in for a server redirect (the export has no server): a meta refresh for
 * readers without JavaScript, a client-side replace for everyone else, and a visible link.
 */
export function RedirectPage({ language }: { language: Language }) {
  const router = useRouter();
  const tp = useFeatureTranslate(PAGE_STRINGS);
  const target = localizePath(HOME_PATHNAME, language);
  useEffect(() => {
    void router.replace(target);
  }, [router, target]);
  return (
    <>
      <DocumentHead>
        <title>MUI X</title>
        <meta httpEquiv="refresh" content={`0; url=${target}`} />
        <meta name="robots" content="noindex" />
        <link rel="canonical" href={`${SITE_ORIGIN}${target}`} />
      </DocumentHead>
      <p style={{ padding: 24, fontFamily: 'system-ui, sans-serif' }}>
        <a href={target}>{tp('page.redirecting')}</a>
      </p>
    </>
  );
}
