/**
 * The dialog's product and plan filters as the reader left them, kept for the session
 * (sessionStorage): a new tab starts from "All". Storage that throws, or holds something
 * else, reads as no filter.
 */
import { PRODUCTS } from '@/src/config/products';
import { SEARCH_FILTERS_KEY, SEARCH_PLANS, type SearchPlan } from './config';
import { NO_FILTERS, type SearchFilterChoice } from './run';

function isPlan(value: unknown): value is SearchPlan {
  return SEARCH_PLANS.some((plan) => plan === value);
}

function isProduct(value: unknown): value is string {
  return PRODUCTS.some((product) => product.slug === value);
}

/** A stored choice, each part kept only when it is a known product or plan. */
export function parseFilterChoice(stored: string | null): SearchFilterChoice {
  if (!stored) {
    return NO_FILTERS;
  }
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) {
      return NO_FILTERS;
    }
    const { product, plan } = value as Record<string, unknown>;
    return { product: isProduct(product) ? product : null, plan: isPlan(plan) ? plan : null };
  } catch {
    return NO_FILTERS;
  }
}

export function readFilterChoice(): SearchFilterChoice {
  try {
    return parseFilterChoice(window.sessionStorage.getItem(SEARCH_FILTERS_KEY));
  } catch {
    return NO_FILTERS;
  }
}

export function writeFilterChoice(choice: SearchFilterChoice): void {
  try {
    if (!choice.product && !choice.plan) {
      window.sessionStorage.removeItem(SEARCH_FILTERS_KEY);
    } else {
      window.sessionStorage.setItem(SEARCH_FILTERS_KEY, JSON.stringify(choice));
    }
  } catch {
    // Storage unavailable: the filters last while the dialog is open.
  }
}
