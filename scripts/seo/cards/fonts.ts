/**
 * The cards' fonts, as local files: Inter (the site's font) from @fontsource/inter's woff files
 * (satori reads woff, not woff2), and Noto Sans CJK SC from Debian's fonts-noto-cjk for Chinese
 * text (`npm run setup:chromium` installs it when missing). The CJK faces are large (16 MB each):
 * they are read and handed to satori only when a card to render has Chinese text.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { extractFace } from './sfnt';

export type FontWeight = 400 | 600 | 700;

export interface CardFont {
  name: string;
  data: Buffer;
  weight: FontWeight;
  style: 'normal';
}

export const LATIN_FAMILY = 'Inter';
export const CJK_FAMILY = 'Noto Sans CJK SC';

const WEIGHTS: readonly FontWeight[] = [400, 600, 700];

/** Debian's collections (fonts-noto-cjk), by weight: the bold one for 600 and 700. */
export const CJK_FILES: Readonly<Record<'regular' | 'bold', string>> = {
  regular: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  bold: '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc',
};

const require = createRequire(import.meta.url);

/** The woff file of Inter's latin subset at `weight`. */
export function latinFontFile(weight: FontWeight): string {
  return path.join(path.dirname(require.resolve('@fontsource/inter/package.json')), 'files', `inter-latin-${weight}-normal.woff`);
}

/** Every file the cards' look depends on (their bytes are part of each card's cache key). */
export function fontFiles(): string[] {
  return [...WEIGHTS.map(latinFontFile), CJK_FILES.regular, CJK_FILES.bold];
}

export function latinFonts(): CardFont[] {
  return WEIGHTS.map((weight) => ({ name: LATIN_FAMILY, data: readFileSync(latinFontFile(weight)), weight, style: 'normal' }));
}

function cjkFace(file: string): Buffer {
  if (!existsSync(file)) {
    throw new Error(`Social cards: ${file} is missing, needed for Chinese text. Install Debian's fonts-noto-cjk (npm run setup:chromium does).`);
  }
  try {
    const face = extractFace(readFileSync(file), CJK_FAMILY);
    return Buffer.from(face.buffer, face.byteOffset, face.byteLength);
  } catch (error) {
    throw new Error(`Social cards: ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export function cjkFonts(): CardFont[] {
  const regular = cjkFace(CJK_FILES.regular);
  const bold = cjkFace(CJK_FILES.bold);
  return [
    { name: CJK_FAMILY, data: regular, weight: 400, style: 'normal' },
    // One bold face: satori takes the nearest weight for 600, and parses each entry it is given.
    { name: CJK_FAMILY, data: bold, weight: 700, style: 'normal' },
  ];
}

/** Han, kana, CJK punctuation and full-width forms: text that needs the CJK font. */
export function hasCjk(text: string): boolean {
  return /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/u.test(text);
}
