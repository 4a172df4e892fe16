import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  html: number;
  js: number;
  css: number;
  scripts: string[];
  stylesheets: string[];
}

/** gzip size in bytes, at the level static hosts commonly use. */
export function gzipSize(content: Buffer | string): number {
  return gzipSync(content, { level: 6 }).length;
}

/** Scripts and stylesheets an exported HTML page makes the browser load up front. */
export function pageAssets(html: string): { scripts: string[]; stylesheets: string[] } {
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => !/\bnomodule\b/i.test(attributes))
    .map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1])
    .filter((src): src is string => Boolean(src));
  const stylesheets = [...html.matchAll(/<link\b([^>]*)>/g)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => /\brel="stylesheet"/.test(attributes))
    .map((attributes) => /\bhref="([^"]+)"/.exec(attributes)?.[1])
    .filter((href): href is string => Boolean(href));
  return { scripts: [...new Set(scripts)], stylesheets: [...new Set(stylesheets)] };
}

/** gzip bytes of an exported page and of the JavaScript and CSS its HTML loads. */
export function pageWeight(outDir: string, htmlFile: string): PageWeight {
  const html = readFileSync(htmlFile, 'utf8');
  const { scripts, stylesheets } = pageAssets(html);
  const sizeOf = (url: string) => gzipSize(readFileSync(path.join(outDir, url.replace(/^\//, '').replace(/[?#].*$/, ''))));
  return {
    html: gzipSize(html),
    js: scripts.reduce((total, url) => total + sizeOf(url), 0),
    css: stylesheets.reduce((total, url) => total + sizeOf(url), 0),
    scripts,
    stylesheets,
  };
}
