import { useEffect, useRef } from 'react';
import { useTranslate } from '@/src/i18n/I18nProvider';
import { layoutClasses } from './classes';

/**
 * Shown in the shell when the page the reader opened could not be loaded (the server failed
 * or the connection dropped): what happened, a retry, and a full load of the page.
 */
export function NavigationError({ href, onRetry }: { href: string; onRetry: () => void }) {
  const t = useTranslate();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    document.title = t('navError.title');
  }, [href, t]);
  return (
    <div className={layoutClasses.navigationError} role="alert">
      <h1 ref={heading} tabIndex={-1}>
        {t('navError.title')}
      </h1>
      <p>{t('navError.description')}</p>
      <div className="actions">
        <button type="button" onClick={onRetry}>
          {t('navError.retry')}
        </button>
        <a href={href} data-full-load="">
          {t('navError.open')}
        </a>
      </div>
    </div>
  );
}
