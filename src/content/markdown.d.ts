declare module '*.md' {
  import type { MarkdownModule } from '@/src/content/types';

  const Content: MarkdownModule['default'];
  export default Content;
  export const meta: MarkdownModule['meta'];
  export const toc: MarkdownModule['toc'];
  export const sourcePath: MarkdownModule['sourcePath'];
  export const islands: MarkdownModule['islands'];
}
