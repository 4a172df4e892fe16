import { useEffect, useRef } from 'react';
import { useTranslate } from '@/src/i18n/I18nProvider';
import { layoutClasses } from './classes';

interface NavigationErrorProps {
  href: string;
  /** Loads the page again in the site; without it (a page that failed while rendering), only the full load is offered. */
  onRetry?: () => void;
}

/**
 * Shown in the shell when the page the reader opened could not be loaded (the server failed
 * or the connection dropped) or failed while rendering (./ShellErrorBoundary.tsx): what
 * happened, a retry, and a full load of the page.
 */
export function NavigationError({ href, onRetry }: NavigationErrorProps) {
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
        {onRetry ? (
          <button type="button" onClick={onRetry}>
            {t('navError.retry')}
          </button>
        ) : null}
        <a href={href} data-full-load="">
          {t('navError.open')}
        </a>
      </div>
    </div>
  );
}
