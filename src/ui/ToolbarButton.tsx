import type { ButtonHTMLAttributes } from 'react';

interface ToolbarButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The demo's id (`data-grid/sorting/InitialSort`): the analytics label. */
  demo: string;
  /** What the click reports as the analytics action (`copy-source`, `reset`…). */
  action: string;
  /** The toolbar's first button holds its tab stop until another one is focused. */
  first?: boolean;
}

/** A button of the demo toolbar: in the roving tab order, reporting a `demo` analytics event. */
export function ToolbarButton({ demo, action, first = false, ...props }: ToolbarButtonProps) {
  return (
    <button
      type="button"
      tabIndex={first ? 0 : -1}
      data-ga-event-category="demo"
      data-ga-event-action={action}
      data-ga-event-label={demo}
      {...props}
    />
  );
}
