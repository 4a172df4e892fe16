/**
 * The root `404.html` in every language. GitHub Pages and most static hosts answer every
 * missing URL with the root `404.html` only, so a missing `/zh/…` page would get English text
 * and `lang="en"`. The root page therefore carries each other language's not-found page (its
 * markup in a `<template>`, its page props as JSON) and two inline scripts:
 * - at the end of `<head>`, before anything paints: under a language's prefix, `lang` becomes that
 *   language and the page's root is hidden;
 * - after `__NEXT_DATA__`, before any of the page's code runs: the root's markup and page props
 *   are replaced by that language's, the title too, and the root shows again. `<html>` then
 *   carries NOT_FOUND_LANGUAGE_ATTRIBUTE, so React hydrates the page in that language
 *   (src/i18n/useRouteLanguage.ts) and finds the markup it renders.
 * Without JavaScript the page stays English. A failed switch shows the English page.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, type Language } from '@/src/config/site';
import { NOT_FOUND_LANGUAGE_ATTRIBUTE } from '@/src/i18n/notFoundLanguage';

/** On `<html>` from the head script until the switch is done: the language being switched to. */
const SWITCHING_ATTRIBUTE = 'data-not-found-switching';
const NEXT_ROOT = '<div id="__next">';
const NEXT_DATA = /<script id="__NEXT_DATA__" type="application\/json">([\s\S]*?)<\/script>/;
const TITLE = /<title[^>]*>([^<]*)<\/title>/;

const json = JSON.stringify;
/** JSON inside a `<script>` element: no `</script>` or `<!--` can end it early. */
const scriptJson = (value: unknown) => json(value).replace(/</g, '\\u003c');

export interface NotFoundPage {
  language: Language;
  html: string;
}

/** The text of an element as React escapes it (the title goes to `document.title`, which takes text). */
function decodeText(html: string | undefined): string | undefined {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };
  return html?.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => entities[name] ?? '');
}

/** The parts of an exported not-found page that the switch needs. */
function partsOf({ language, html }: NotFoundPage, file: string) {
  const rootStart = html.indexOf(NEXT_ROOT);
  const data = NEXT_DATA.exec(html);
  // Next.js writes the page's root element right before its data: `<div id="__next">…</div><script id="__NEXT_DATA__"`.
  if (rootStart === -1 || !data || !html.slice(0, data.index).endsWith('</div>')) {
    throw new Error(`${file}: no <div id="__next"> right before __NEXT_DATA__: has Next.js changed how it writes a page?`);
  }
  const title = decodeText(TITLE.exec(html)?.[1]);
  if (title === undefined) {
    throw new Error(`${file}: no <title>.`);
  }
  const parsed = JSON.parse(data[1] ?? '') as { props?: { pageProps?: unknown } };
  return {
    language,
    markup: html.slice(rootStart + NEXT_ROOT.length, data.index - '</div>'.length),
    title,
    pageProps: parsed.props?.pageProps ?? {},
  };
}

/** A language's prefix as a regular expression source: `/zh/…` and `/zh`. */
function prefixPattern(languages: readonly Language[]): string {
  return `^\\/(${languages.join('|')})(?=\\/|$)`;
}

function headScript(languages: readonly Language[]): string {
  const tags = Object.fromEntries(languages.map((language) => [language, LANGUAGE_TAGS[language]]));
  return `(function(){try{var m=/${prefixPattern(languages)}/.exec(location.pathname);if(!m)return;var h=document.documentElement;h.lang=${json(tags)}[m[1]];h.setAttribute(${json(SWITCHING_ATTRIBUTE)},m[1])}catch(e){}})();`;
}

function switchScript(): string {
  return `(function(){var d=document,h=d.documentElement,l=h.getAttribute(${json(SWITCHING_ATTRIBUTE)});if(!l)return;try{
var t=d.getElementById("not-found-"+l),p=d.getElementById("not-found-"+l+"-data"),r=d.getElementById("__next"),n=d.getElementById("__NEXT_DATA__");
var v=JSON.parse(p.textContent),data=JSON.parse(n.textContent);
data.props.pageProps=v.pageProps;n.textContent=JSON.stringify(data);
r.innerHTML=t.innerHTML;d.title=v.title;h.setAttribute(${json(NOT_FOUND_LANGUAGE_ATTRIBUTE)},l);
}catch(e){h.lang=${json(LANGUAGE_TAGS[DEFAULT_LANGUAGE])}}finally{h.removeAttribute(${json(SWITCHING_ATTRIBUTE)})}})();`;
}

/**
 * The root not-found page with the others' switch added (see the module comment).
 * @param root the default language's exported 404.html
 * @param others each other language's exported 404.html
 */
export function withLanguageSwitch(root: NotFoundPage, others: readonly NotFoundPage[], files: { root: string; others: readonly string[] }): string {
  partsOf(root, files.root);
  if (root.html.includes(SWITCHING_ATTRIBUTE)) {
    throw new Error(`${files.root} already switches language: built twice?`);
  }
  const parts = others.map((page, index) => partsOf(page, files.others[index] ?? page.language));
  const languages = parts.map((part) => part.language);
  const head = `<style>html[${SWITCHING_ATTRIBUTE}] #__next{visibility:hidden}</style><script>${headScript(languages)}</script>`;
  const carried = parts
    .map((part) =>
      `<template id="not-found-${part.language}">${part.markup}</template>` +
      `<script id="not-found-${part.language}-data" type="application/json">${scriptJson({ title: part.title, pageProps: part.pageProps })}</script>`,
    )
    .join('');
  const data = NEXT_DATA.exec(root.html);
  const afterData = (data?.index ?? 0) + (data?.[0].length ?? 0);
  const headEnd = root.html.indexOf('</head>');
  if (headEnd === -1 || headEnd > afterData) {
    throw new Error(`${files.root}: no </head> before the page's root.`);
  }
  return (
    root.html.slice(0, headEnd) +
    head +
    root.html.slice(headEnd, afterData) +
    carried +
    `<script>${switchScript()}</script>` +
    root.html.slice(afterData)
  );
}
