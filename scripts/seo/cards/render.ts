/**
 * Card → PNG: satori lays the card out as SVG (text as paths, with the fonts of ./fonts.ts),
 * resvg paints it. One renderer per build: the fonts are parsed once, the CJK ones only when a
 * card with Chinese text comes.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { SOCIAL_CARD } from '@/src/config/constants';
import { cardElement, ICON_FILE, readIcon, type CardContent } from './card';
import { cjkFonts, fontFiles, hasCjk, latinFonts, type CardFont } from './fonts';

const require = createRequire(import.meta.url);

/** Project files the card's look is made of, besides the fonts: this folder, the colours, the constants, the icon. */
const LOOK_FILES = ['src/theme/colors.ts', 'src/config/constants.ts', 'src/config/shellColors.ts', ICON_FILE];
const CARDS_DIR = 'scripts/seo/cards';

/**
 * A hash of everything that makes a card look the way it does besides its content: the
 * renderer's modules, the colours and constants, the icon, the fonts' bytes and the versions of
 * satori and resvg. A change to any of them renders every card again.
 */
export function rendererKey(root: string): string {
  const hash = createHash('sha256');
  const files = [
    ...readdirSync(path.join(root, CARDS_DIR)).sort().map((name) => path.join(CARDS_DIR, name)),
    ...LOOK_FILES,
  ];
  for (const file of files) {
    hash.update(`${file}\0`).update(readFileSync(path.join(root, file))).update('\0');
  }
  for (const file of fontFiles()) {
    hash.update(`${file}\0`);
    try {
      hash.update(readFileSync(file));
    } catch {
      // A missing CJK font changes nothing until a Chinese card needs it (then ./fonts.ts says what to install).
      hash.update('missing');
    }
  }
  for (const name of ['satori', '@resvg/resvg-js']) {
    const { version } = JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string };
    hash.update(`${name}@${version}\0`);
  }
  return hash.digest('hex');
}

/** The cache key of one card: what it shows and how it is drawn. */
export function cardKey(content: CardContent, renderer: string): string {
  const shown = [content.lang, content.product, content.title, content.description, content.version, content.address];
  return createHash('sha256').update(renderer).update(JSON.stringify(shown)).digest('hex').slice(0, 32);
}

export interface CardRenderer {
  render: (content: CardContent) => Promise<Uint8Array>;
  /** Milliseconds spent reading and parsing fonts so far (the first Chinese card pays for the CJK faces). */
  fontMs: () => number;
}

export function createCardRenderer(root: string): CardRenderer {
  const icon = readIcon(root);
  let fontMs = 0;
  let fonts: CardFont[] | null = null;
  let withCjk = false;
  const fontsFor = (content: CardContent): CardFont[] => {
    const started = performance.now();
    fonts ??= latinFonts();
    if (!withCjk && hasCjk(`${content.product ?? ''}${content.title}${content.description}`)) {
      fonts = [...fonts, ...cjkFonts()];
      withCjk = true;
    }
    fontMs += performance.now() - started;
    return fonts;
  };
  return {
    render: async (content) => {
      const svg = await satori(cardElement(content, icon), { width: SOCIAL_CARD.width, height: SOCIAL_CARD.height, fonts: fontsFor(content) });
      // No system fonts: the text is paths already, and loading them costs more than the painting.
      const png = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
      return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
    },
    fontMs: () => fontMs,
  };
}
