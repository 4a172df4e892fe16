import styled from '@emotion/styled';
import Link from 'next/link';
import { useNavNeighbours } from './NavTreeProvider';
import { useTranslate, useUserLanguage } from '@/src/i18n/I18nProvider';
import { localizePath } from '@/src/i18n/paths';
import { usePageTitle } from './pageTitle';
import { durations, radius, spacing, vars, focusRing } from '@/src/theme/tokens';
import { SEARCH_IGNORE } from '@/src/search/markup';

const Root = styled('nav')({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: spacing(2),
  marginTop: spacing(6),
  '& a': {
    display: 'flex',
    flexDirection: 'column',
    gap: 2,
    padding: spacing(1.5, 2),
    border: `1px solid ${vars.palette.divider}`,
    borderRadius: radius,
    color: vars.palette.text.primary,
    textDecoration: 'none',
    fontWeight: 600,
    transition: `border-color ${durations.shortest}ms`,
    '&:hover': { borderColor: vars.palette.primary.main },
    '&:focus-visible': focusRing(2),
  },
  '& .next': { gridColumn: 2, textAlign: 'end' },
  // Arrows point along the reading direction.
  '& .arrow': { display: 'inline-block' },
  '[dir="rtl"] & .arrow': { transform: 'scaleX(-1)' },
  '& .label': { fontSize: '0.75rem', fontWeight: 500, color: vars.palette.text.secondary },
});

/** Links to the previous and next pages in drawer order. */
export function PrevNext() {
  const t = useTranslate();
  const language = useUserLanguage();
  const pageTitle = usePageTitle();
  const { prev, next } = useNavNeighbours();
  if (!prev && !next) {
    return null;
  }
  return (
    <Root aria-label={t('pagination')} {...SEARCH_IGNORE}>
      {prev ? (
        <Link href={localizePath(prev.pathname, language)} rel="prev" prefetch={false}>
          <span className="label">
            <span className="arrow" aria-hidden="true">
              ←
            </span>{' '}
            {t('previousPage')}
          </span>
          <span>{pageTitle(prev)}</span>
        </Link>
      ) : null}
      {next ? (
        <Link className="next" href={localizePath(next.pathname, language)} rel="next" prefetch={false}>
          <span className="label">
            {t('nextPage')}
{' '}
            <span className="arrow" aria-hidden="true">
              →
            </span>
          </span>
          <span>{pageTitle(next)}</span>
        </Link>
      ) : null}
    </Root>
  );
}
