import { docsStaticPaths, docsStaticProps } from '@/src/layout/build/docsPage';
import { MarkdownDocs } from '@/src/layout/MarkdownDocs';

// Every docs page in English: the paths come from data/pages.ts, the content from data/.
export const getStaticPaths = docsStaticPaths();
export const getStaticProps = docsStaticProps('en');

export default MarkdownDocs;
