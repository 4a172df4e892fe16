import {
  DocumentHeadTags,
  documentGetInitialProps,
  type DocumentHeadTagsProps,
} from '@mui/material-nextjs/v16-pagesRouter';
import { Head, Html, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import { LANGUAGE_TAGS } from '@/src/config/site';
import { pathnameToLanguage } from '@/src/i18n/paths';
import { blue } from '@/src/theme/brandTheme';

export default function Document(props: DocumentProps & DocumentHeadTagsProps) {
  const { userLanguage } = pathnameToLanguage(props.__NEXT_DATA__.page);
  return (
    <Html lang={LANGUAGE_TAGS[userLanguage]}>
      <Head>
        <DocumentHeadTags {...props} />
        <meta name="theme-color" content="#ffffff" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <meta name="msapplication-TileColor" content={blue[600]} />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}

Document.getInitialProps = async (ctx: DocumentContext) => documentGetInitialProps(ctx);
