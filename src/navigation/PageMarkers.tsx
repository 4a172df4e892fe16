import styled from '@emotion/styled';
import Link from 'next/link';
import { LICENSING_PATHNAME } from '@/src/config/site';
import { useTranslate, useUserLanguage } from '@/src/i18n/I18nProvider';
import { localizePath } from '@/src/i18n/paths';
import type { NavEntry, Plan } from './types';
import { PLAN_COLORS } from '@/src/theme/shellColors';
import { dark, vars, focusRing } from '@/src/theme/tokens';


const planMarkStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: 6,
  padding: 2,
  color: 'var(--plan-color-light)',
  ...dark({ color: 'var(--plan-color-dark)' }),
  '& svg': { display: 'block' },
} as const;

const PlanLink = styled(Link)({
  ...planMarkStyle,
  '&:hover': { backgroundColor: vars.palette.action.hover },
  '&:focus-visible': focusRing(1),
});

const PlanImage = styled('span')(planMarkStyle);

function planColors(plan: Plan): React.CSSProperties {
  return {
    '--plan-color-light': PLAN_COLORS[plan].light,
    '--plan-color-dark': PLAN_COLORS[plan].dark,
  } as React.CSSProperties;
}

/** Two stacked facets for pro, three for premium: recognisable without colour. */
function PlanGlyph({ plan, size }: { plan: Plan; size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M8 1.5 14 5v6l-6 3.5L2 11V5z" fill="currentColor" opacity={0.18} />
      <path d="M8 1.5 14 5 8 8.5 2 5z" fill="currentColor" />
      {plan === 'premium' ? <path d="M8 8.5 14 5v6l-6 3.5z" fill="currentColor" opacity={0.6} /> : null}
    </svg>
  );
}

/** The plan icon: a link to the licensing page whose accessible name is "Pro plan" / "Premium plan". */
export function PlanMarker({ plan, size = 16 }: { plan: Plan; size?: number }) {
  const t = useTranslate();
  const language = useUserLanguage();
  const label = t(`plan.${plan}`);
  return (
    <PlanLink
      href={localizePath(LICENSING_PATHNAME, language)}
      aria-label={label}
      title={label}
      style={planColors(plan)}
    >
      <PlanGlyph plan={plan} size={size} />
    </PlanLink>
  );
}

/**
 * The plan icon inside another control (a drawer link or group): not a link of its own, but
 * an image named "Pro plan" / "Premium plan", so the plan is part of the control's name.
 */
export function PlanIcon({ plan, size = 14 }: { plan: Plan; size?: number }) {
  const t = useTranslate();
  const label = t(`plan.${plan}`);
  return (
    <PlanImage role="img" aria-label={label} title={label} style={planColors(plan)}>
      <PlanGlyph plan={plan} size={size} />
    </PlanImage>
  );
}

type ChipKind = 'new' | 'planned' | 'preview';

const ChipRoot = styled('span')({
  display: 'inline-block',
  flexShrink: 0,
  padding: '0 6px',
  borderRadius: 999,
  fontSize: '0.6875rem',
  lineHeight: '18px',
  fontWeight: 600,
  letterSpacing: 0.2,
  whiteSpace: 'nowrap',
  border: '1px solid',
  '&[data-kind="new"]': {
    color: '#166534',
    backgroundColor: '#f0fdf4',
    borderColor: '#bbf7d0',
    ...dark({ color: '#86efac', backgroundColor: '#052e16', borderColor: '#14532d' }),
  },
  '&[data-kind="planned"]': {
    color: vars.palette.text.secondary,
    backgroundColor: vars.palette.action.hover,
    borderColor: vars.palette.divider,
  },
  '&[data-kind="preview"]': {
    color: '#854d0e',
    backgroundColor: '#fefce8',
    borderColor: '#fde68a',
    ...dark({ color: '#fde68a', backgroundColor: '#3f2d05', borderColor: '#713f12' }),
  },
});

export function MarkerChip({ kind }: { kind: ChipKind }) {
  const t = useTranslate();
  return <ChipRoot data-kind={kind}>{t(`chip.${kind}`)}</ChipRoot>;
}

/** Every marker an entry carries, in a fixed order: plan, New, Planned, Preview. */
export function PageMarkers({ page, planSize }: { page: NavEntry; planSize?: number }) {
  return (
    <>
      {page.plan ? <PlanMarker plan={page.plan} size={planSize} /> : null}
      {page.newFeature ? <MarkerChip kind="new" /> : null}
      {page.planned ? <MarkerChip kind="planned" /> : null}
      {page.unstable ? <MarkerChip kind="preview" /> : null}
    </>
  );
}
