import styled from '@emotion/styled';
import { useId } from 'react';
import { PRODUCTS } from '@/src/config/products';
import { useFeatureTranslate } from '@/src/i18n/featureStrings';
import { alpha, dark, focusRing, mq, spacing, vars, visuallyHidden } from '@/src/theme/tokens';
import { COMMUNITY_PLAN, type SearchPlan } from './config';
import type { SearchFilterChoice } from './run';
import { SEARCH_STRINGS } from './strings';

const Bar = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: spacing(0.5),
  padding: spacing(0.75, 1.5),
  borderBottom: `1px solid ${vars.palette.divider}`,
  '& .filter-group': {
    display: 'flex',
    alignItems: 'center',
    gap: spacing(0.75),
    minWidth: 0,
  },
  '& .filter-label': {
    flexShrink: 0,
    minWidth: '4.5em',
    fontSize: '0.75rem',
    fontWeight: 700,
    color: vars.palette.text.secondary,
  },
  // One row per group: on a narrow screen the chips scroll sideways (each is a focusable radio).
  '& .chips': {
    display: 'flex',
    gap: spacing(0.5),
    minWidth: 0,
    overflowX: 'auto',
    scrollbarWidth: 'thin',
    padding: '3px 2px',
  },
  '& .chip': { position: 'relative', flexShrink: 0, display: 'inline-flex' },
  '& .chip input': { ...visuallyHidden },
  '& .chip span': {
    padding: '2px 10px',
    border: `1px solid ${vars.palette.divider}`,
    borderRadius: 999,
    fontSize: '0.8125rem',
    lineHeight: 1.6,
    whiteSpace: 'nowrap',
    color: vars.palette.text.primary,
    cursor: 'pointer',
  },
  '& .chip:hover span': { backgroundColor: vars.palette.action.hover },
  // Checked: a tint, the primary colour's border and bold text, so it does not rest on colour alone.
  '& .chip input:checked + span': {
    borderColor: vars.palette.primary.main,
    backgroundColor: alpha(vars.palette.primary.mainChannel, 0.1),
    fontWeight: 650,
    ...dark({ backgroundColor: alpha(vars.palette.primary.mainChannel, 0.22) }),
  },
  '& .chip input:focus-visible + span': focusRing(1),
  [mq.up('sm')]: { '& .chips': { flexWrap: 'wrap', overflowX: 'visible' } },
});

interface Choice<T> {
  value: T | null;
  label: string;
}

function RadioChips<T extends string>({ label, name, choices, value, onChange }: { label: string; name: string; choices: Choice<T>[]; value: T | null; onChange: (value: T | null) => void }) {
  const labelId = `${name}-label`;
  return (
    <div className="filter-group" role="radiogroup" aria-labelledby={labelId}>
      <span className="filter-label" id={labelId}>
        {label}
      </span>
      <div className="chips">
        {choices.map((choice) => (
          <label key={choice.value ?? ''} className="chip">
            <input type="radio" name={name} value={choice.value ?? ''} checked={choice.value === value} onChange={() => onChange(choice.value)} />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </div>
  );
}

/**
 * The dialog's filters: product (All and the four products) and plan (All, Community, Pro,
 * Premium), each a group of radio buttons with visible labels. Tab reaches a group, the arrow
 * keys choose in it (the browser's own radio behaviour).
 */
export function SearchFilters({ value, onChange }: { value: SearchFilterChoice; onChange: (next: SearchFilterChoice) => void }) {
  const ts = useFeatureTranslate(SEARCH_STRINGS);
  const id = useId();
  const all = ts('search.filterAll');
  const plans: Choice<SearchPlan>[] = [
    { value: null, label: all },
    { value: COMMUNITY_PLAN, label: ts('search.planCommunity') },
    { value: 'pro', label: ts('search.planPro') },
    { value: 'premium', label: ts('search.planPremium') },
  ];
  return (
    <Bar>
      <RadioChips
        label={ts('search.filterProduct')}
        name={`${id}-product`}
        choices={[{ value: null, label: all }, ...PRODUCTS.map((product) => ({ value: product.slug, label: product.name }))]}
        value={value.product}
        onChange={(product) => onChange({ ...value, product })}
      />
      <RadioChips label={ts('search.filterPlan')} name={`${id}-plan`} choices={plans} value={value.plan} onChange={(plan) => onChange({ ...value, plan })} />
    </Bar>
  );
}
