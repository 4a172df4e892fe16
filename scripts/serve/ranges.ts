/**
 * The `Range` header of a GET request, as RFC 9110 (section 14) reads it, for a file of `size`
 * bytes. One range is served; anything the server may ignore is ignored (the whole file, 200):
 * another unit, a malformed or invalid range (`bytes=5-2`), several ranges.
 */
export type RangeAnswer =
  /** Send the whole file (no Range header, or one this server ignores). */
  | { kind: 'whole' }
  /** Send bytes `start` to `end`, both included: 206 with `Content-Range: bytes start-end/size`. */
  | { kind: 'part'; start: number; end: number }
  /** Nothing of the file is in the range: 416, with a `Content-Range` that gives only the size. */
  | { kind: 'unsatisfiable' };

const WHOLE: RangeAnswer = { kind: 'whole' };
const UNSATISFIABLE: RangeAnswer = { kind: 'unsatisfiable' };

/** `first-last`, `first-` or `-suffix`, with optional whitespace around (RFC 9110 allows OWS). */
const SINGLE_RANGE = /^bytes=\s*(\d*)-(\d*)\s*$/i;

export function answerRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) {
    return WHOLE;
  }
  const match = SINGLE_RANGE.exec(header);
  if (!match) {
    // Another unit, several ranges, or not a range at all.
    return WHOLE;
  }
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') {
    return WHOLE;
  }
  if (first === '') {
    // A suffix: the last N bytes (all of them when the file is shorter).
    const length = Number(last);
    if (!Number.isSafeInteger(length)) return WHOLE;
    if (length === 0 || size === 0) return UNSATISFIABLE;
    return { kind: 'part', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const requestedEnd = last === '' ? Infinity : Number(last);
  if (!Number.isSafeInteger(start) || (last !== '' && !Number.isSafeInteger(requestedEnd))) {
    return WHOLE;
  }
  if (requestedEnd < start) {
    // Invalid (`bytes=5-2`): ignored, as RFC 9110 allows.
    return WHOLE;
  }
  if (start >= size) {
    return UNSATISFIABLE;
  }
  return { kind: 'part', start, end: Math.min(requestedEnd, size - 1) };
}
