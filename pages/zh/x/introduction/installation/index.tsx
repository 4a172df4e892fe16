// Generated from data/pages.ts by `npm run routes`. Edit the markdown, not this file.
import * as content from '@/data/introduction/installation/installation-zh.md';
import { MarkdownDocs } from '@/src/layout/MarkdownDocs';

export default function Page() {
  return <MarkdownDocs content={content} />;
}
