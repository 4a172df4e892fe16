import { LICENSING_PATHNAME } from '@/src/config/site';
import { useTranslate, useUserLanguage } from '@/src/i18n/I18nProvider';
import { localizePath } from '@/src/i18n/paths';
import type { NavEntry, Plan } from './types';
import { PLAN_COLORS } from '@/src/config/shellColors';
import styles from './pageMarkers.module.css';


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
    <a
      className={`${styles.plan} ${styles.planLink}`}
      href={localizePath(LICENSING_PATHNAME, language)}
      aria-label={label}
      title={label}
      style={planColors(plan)}
    >
      <PlanGlyph plan={plan} size={size} />
    </a>
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
    <span className={styles.plan} role="img" aria-label={label} title={label} style={planColors(plan)}>
      <PlanGlyph plan={plan} size={size} />
    </span>
  );
}

type ChipKind = 'new' | 'planned' | 'preview';


export function MarkerChip({ kind }: { kind: ChipKind }) {
  const t = useTranslate();
  return <span className={styles.chip} data-kind={kind}>{t(`chip.${kind}`)}</span>;
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
