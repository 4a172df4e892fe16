import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { useTranslate } from '@/src/i18n/I18nProvider';
import { focusRing, radius, spacing, vars } from '@/src/theme/tokens';

const Root = styled('div')({
  maxWidth: 640,
  margin: '0 auto',
  padding: spacing(10, 3),
  '& h1': { margin: spacing(0, 0, 2), fontSize: '2rem', fontWeight: 750, letterSpacing: '-0.02em' },
  '& p': { color: vars.palette.text.secondary, fontSize: '1.0625rem', lineHeight: 1.6 },
  '& .actions': { display: 'flex', flexWrap: 'wrap', gap: spacing(2), alignItems: 'center', marginTop: spacing(3) },
  '& button': {
    padding: spacing(1.25, 2.5),
    border: 0,
    borderRadius: radius,
    backgroundColor: vars.palette.primary.main,
    color: vars.palette.primary.contrastText,
    font: 'inherit',
    fontWeight: 600,
    cursor: 'pointer',
    '&:focus-visible': focusRing(),
  },
  '& a': { color: vars.palette.primary.main, fontWeight: 600 },
});

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
    <Root role="alert">
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
    </Root>
  );
}
