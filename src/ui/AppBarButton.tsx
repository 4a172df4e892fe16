import type { ComponentPropsWithRef } from 'react';
import { classNames, uiClasses } from './classes';

/** The app bar's buttons: plain <button>s, styled once (src/layout/build/styles.ts). */
export function AppBarButton({ className, ...props }: ComponentPropsWithRef<'button'>) {
  return <button {...props} className={classNames(uiClasses.appBarButton, className)} />;
}
