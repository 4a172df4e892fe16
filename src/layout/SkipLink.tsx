import type { ComponentPropsWithoutRef } from 'react';
import { layoutClasses } from './classes';


/** First stop of the keyboard: jumps past the app bar and the drawer to the page's content. */
export function SkipLink(props: ComponentPropsWithoutRef<'a'>) {
  return <a {...props} className={layoutClasses.skipLink} />;
}
