/**
 * One face out of a TrueType / OpenType collection (`.ttc`), as a standalone font file: satori
 * reads `.ttf`, `.otf` and `.woff` but not collections, and Debian's Noto CJK fonts ship only as
 * collections. The tables are copied as they are (a face's tables are shared in the collection);
 * only the table directory is rewritten with the new offsets.
 */

const TTC_TAG = 0x74746366; // 'ttcf'
const NAME_TAG = 0x6e616d65; // 'name'
const FAMILY_NAME_ID = 1;
const WINDOWS_PLATFORM = 3;

interface TableRecord {
  tag: number;
  checksum: number;
  offset: number;
  length: number;
}

interface Face {
  sfntVersion: number;
  tables: TableRecord[];
}

function faceAt(view: DataView, offset: number): Face {
  const sfntVersion = view.getUint32(offset);
  const count = view.getUint16(offset + 4);
  const tables: TableRecord[] = [];
  for (let index = 0; index < count; index += 1) {
    const at = offset + 12 + index * 16;
    tables.push({ tag: view.getUint32(at), checksum: view.getUint32(at + 4), offset: view.getUint32(at + 8), length: view.getUint32(at + 12) });
  }
  return { sfntVersion, tables };
}

/** The faces of a collection (or the one face of a plain font file). */
function facesOf(data: Uint8Array): Face[] {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (data.byteLength < 12) {
    throw new Error('not a font file (too short)');
  }
  if (view.getUint32(0) !== TTC_TAG) {
    return [faceAt(view, 0)];
  }
  const count = view.getUint32(8);
  return Array.from({ length: count }, (_, index) => faceAt(view, view.getUint32(12 + index * 4)));
}

/** The family names a face gives in its `name` table (Windows platform, UTF-16BE). */
function familyNames(data: Uint8Array, face: Face): string[] {
  const table = face.tables.find((record) => record.tag === NAME_TAG);
  if (!table) {
    return [];
  }
  const view = new DataView(data.buffer, data.byteOffset + table.offset, table.length);
  const count = view.getUint16(2);
  const storage = view.getUint16(4);
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const at = 6 + index * 12;
    if (view.getUint16(at) !== WINDOWS_PLATFORM || view.getUint16(at + 6) !== FAMILY_NAME_ID) continue;
    const length = view.getUint16(at + 8);
    const start = storage + view.getUint16(at + 10);
    let name = '';
    for (let offset = 0; offset + 1 < length; offset += 2) {
      name += String.fromCharCode(view.getUint16(start + offset));
    }
    names.push(name);
  }
  return names;
}

/** The face as a font file of its own: table directory, then each table padded to 4 bytes. */
function standalone(data: Uint8Array, face: Face): Uint8Array {
  const headerLength = 12 + face.tables.length * 16;
  const padded = (length: number) => (length + 3) & ~3;
  const total = face.tables.reduce((sum, table) => sum + padded(table.length), headerLength);
  const result = new Uint8Array(total);
  const view = new DataView(result.buffer);
  const count = face.tables.length;
  const entrySelector = Math.floor(Math.log2(count));
  const searchRange = 2 ** entrySelector * 16;
  view.setUint32(0, face.sfntVersion);
  view.setUint16(4, count);
  view.setUint16(6, searchRange);
  view.setUint16(8, entrySelector);
  view.setUint16(10, count * 16 - searchRange);
  let offset = headerLength;
  face.tables.forEach((table, index) => {
    const at = 12 + index * 16;
    view.setUint32(at, table.tag);
    view.setUint32(at + 4, table.checksum);
    view.setUint32(at + 8, offset);
    view.setUint32(at + 12, table.length);
    result.set(data.subarray(table.offset, table.offset + table.length), offset);
    offset += padded(table.length);
  });
  return result;
}

/**
 * The face of `data` (a collection or a plain font) whose family name is `family`, as a
 * standalone font file. Throws naming the families found when none matches.
 */
export function extractFace(data: Uint8Array, family: string): Uint8Array {
  const faces = facesOf(data);
  const found: string[] = [];
  for (const face of faces) {
    const names = familyNames(data, face);
    if (names.includes(family)) {
      return standalone(data, face);
    }
    found.push(...names);
  }
  throw new Error(`no face named "${family}" (faces: ${[...new Set(found)].join(', ') || 'none named'})`);
}
