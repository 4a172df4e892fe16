// Generated from data/pages.ts by `npm run routes`. Edit the markdown, not this file.
import * as content from '@/data/introduction/overview/overview-zh.md';
import { MarkdownDocs } from '@/src/layout/MarkdownDocs';

export default function Page() {
  return <MarkdownDocs content={content} />;
}
