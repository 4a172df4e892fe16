import type { ComponentProps } from 'react';
import { contentClasses } from './classes';

/** The compiled markdown of a page, styled at build time (src/content/build/styles.ts). */
export function MarkdownBody(props: ComponentProps<'div'>) {
  return <div {...props} className={contentClasses.markdownBody} />;
}
