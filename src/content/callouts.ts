/** The callouts a page can use (`:::info`, `:::success`, `:::warning`, `:::error`), in one list. */
export const CALLOUT_TYPES = ['info', 'success', 'warning', 'error'] as const;
export type CalloutType = (typeof CALLOUT_TYPES)[number];

export function isCalloutType(name: string): name is CalloutType {
  return (CALLOUT_TYPES as readonly string[]).includes(name);
}
