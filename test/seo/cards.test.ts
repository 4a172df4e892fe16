import { describe, expect, it } from 'vitest';
import type { CardContent } from '@/scripts/seo/cards/card';
import { titleSize } from '@/scripts/seo/cards/card';
import { hasCjk } from '@/scripts/seo/cards/fonts';
import { cardKey, createCardRenderer } from '@/scripts/seo/cards/render';
import { extractFace } from '@/scripts/seo/cards/sfnt';

const CONTENT: CardContent = {
  lang: 'en',
  product: 'Data Grid',
  title: 'Data Grid - Sorting',
  description: 'Easily sort your rows based on one or more criteria.',
  version: 'v7.23.6',
  address: 'mui.com/x/react-data-grid/sorting',
};

describe('card cache keys', () => {
  it('are the same for the same content and renderer', () => {
    expect(cardKey({ ...CONTENT }, 'look-1')).toBe(cardKey(CONTENT, 'look-1'));
  });

  it.each(Object.keys(CONTENT) as (keyof CardContent)[])('change when %s changes', (field) => {
    const changed = { ...CONTENT, [field]: `${String(CONTENT[field])}!` };
    expect(cardKey(changed, 'look-1')).not.toBe(cardKey(CONTENT, 'look-1'));
  });

  it('change when the renderer (modules, fonts, packages) changes', () => {
    expect(cardKey(CONTENT, 'look-2')).not.toBe(cardKey(CONTENT, 'look-1'));
  });

  it('tell a missing product from the text "null"', () => {
    expect(cardKey({ ...CONTENT, product: null }, 'look')).not.toBe(cardKey({ ...CONTENT, product: 'null' }, 'look'));
  });
});

describe('card text', () => {
  it.each([
    ['排序', true],
    ['数据表格：概览', true],
    ['Data Grid - Sorting', false],
    ['Ünïcode – dashes “quotes”', false],
  ])('%s needs the CJK font: %s', (text, expected) => {
    expect(hasCjk(text)).toBe(expected);
  });

  it('steps the title down as it grows, so two lines hold it', () => {
    expect([titleSize('Sorting'), titleSize('Data Grid - Row grouping recipes'), titleSize('GridColumnHeaderParams interface - API reference - long')]).toEqual([76, 64, 54]);
    // 15 CJK characters are as wide as 30 Latin ones.
    expect([titleSize('数据表格 - 概览'), titleSize('日期和时间选择器的自定义字段与布局概览')]).toEqual([76, 64]);
  });
});

/** A font collection of two faces, each with a `name` table giving its family and one more table. */
function collection(families: string[]): Uint8Array {
  const nameTable = (family: string) => {
    const utf16 = [...family].flatMap((character) => [0, character.charCodeAt(0)]);
    const header = [0, 0, 0, 1, 0, 18]; // format 0, 1 record, strings at 6 + 12
    const record = [0, 3, 0, 1, 4, 9, 0, 1, 0, utf16.length, 0, 0]; // Windows, Unicode BMP, en-US, family name
    return Uint8Array.from([...header, ...record, ...utf16]);
  };
  const faces = families.map((family) => [
    { tag: 'abcd', data: Uint8Array.from([family.length, 2, 3]) },
    { tag: 'name', data: nameTable(family) },
  ]);
  const headerLength = 12 + 4 * faces.length;
  const directoryLength = 12 + 16 * 2;
  let dataOffset = headerLength + directoryLength * faces.length;
  const bytes: number[] = [];
  const u32 = (value: number) => [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
  const u16 = (value: number) => [value >>> 8, value & 255];
  bytes.push(...[0x74, 0x74, 0x63, 0x66], ...u32(0x00010000), ...u32(faces.length));
  faces.forEach((_, index) => bytes.push(...u32(headerLength + directoryLength * index)));
  const data: number[] = [];
  for (const tables of faces) {
    bytes.push(...u32(0x00010000), ...u16(tables.length), ...u16(32), ...u16(1), ...u16(0));
    for (const table of tables) {
      bytes.push(...[...table.tag].map((character) => character.charCodeAt(0)), ...u32(0), ...u32(dataOffset), ...u32(table.data.length));
      data.push(...table.data);
      dataOffset += table.data.length;
    }
  }
  return Uint8Array.from([...bytes, ...data]);
}

describe('extractFace', () => {
  const ttc = collection(['Noto Sans CJK JP', 'Noto Sans CJK SC']);

  it('takes the face of the family asked for out of a collection, its tables copied and re-pointed', () => {
    const face = extractFace(ttc, 'Noto Sans CJK SC');
    const view = new DataView(face.buffer);
    expect(view.getUint32(0)).toBe(0x00010000);
    expect(view.getUint16(4)).toBe(2);
    const firstOffset = view.getUint32(12 + 8);
    // The first table of the second face: its first byte is the family name's length.
    expect([...face.subarray(firstOffset, firstOffset + 3)]).toEqual(['Noto Sans CJK SC'.length, 2, 3]);
    expect(() => extractFace(face, 'Noto Sans CJK SC')).not.toThrow();
  });

  it('names the families it found when none matches', () => {
    expect(() => extractFace(ttc, 'Noto Sans CJK KR')).toThrow('no face named "Noto Sans CJK KR" (faces: Noto Sans CJK JP, Noto Sans CJK SC)');
  });

  it('refuses what is not a font', () => {
    expect(() => extractFace(new Uint8Array(4), 'Any')).toThrow('not a font file');
  });
});

describe('rendering', () => {
  it('makes a 1200 × 630 PNG', async () => {
    const png = await createCardRenderer(process.cwd()).render(CONTENT);
    const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
    expect([...png.subarray(1, 4)].map((code) => String.fromCharCode(code)).join('')).toBe('PNG');
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
  });
});
