import { describe, expect, it } from 'vitest';
import { serverSlot } from '@/src/loading/serverSlot';

describe('serverSlot', () => {
  it('is empty until provided, then holds what was provided', () => {
    const slot = serverSlot<string>();
    expect(slot.value).toBeNull();
    slot.provide('server');
    expect(slot.value).toBe('server');
  });
  it('keeps each slot apart', () => {
    const a = serverSlot<number>();
    const b = serverSlot<number>();
    a.provide(1);
    expect(b.value).toBeNull();
  });
});
