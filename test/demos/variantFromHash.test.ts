import { describe, expect, it } from 'vitest';
import { variantFromHash } from '@/src/demos/variantFromHash';
import { decodeHash } from '@/src/islands/hash';

describe('variantFromHash', () => {
  it.each([
    ['#InitialSort.tsx', 'TS'],
    ['#InitialSort.js', 'JS'],
    ['#Initial%53ort.tsx', 'TS'],
    ['#OtherDemo.tsx', null],
    ['#', null],
    ['', null],
    // Undecodable hashes are ignored, never thrown.
    ['#%', null],
    ['#InitialSort.js%', null],
    ['#%E0%A4%A', null],
    ['#%ZZ', null],
  ])('%j -> %s', (hash, expected) => {
    expect(variantFromHash(hash, 'InitialSort')).toBe(expected);
  });

  it.each([
    ['#a%20b', 'a b'],
    ['#%E0%A4%A', null],
    ['#%', null],
  ])('decodeHash(%j) -> %j', (hash, expected) => {
    expect(decodeHash(hash)).toBe(expected);
  });
});
