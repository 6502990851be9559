/**
 * The side-channel stand-in that qs gets in the bundle (src/shared/api/side-channel.cjs, aliased in vite.config.ts and
 * vitest.config.ts): the package's API over WeakMap and Map, and qs still serialising nested input and refusing
 * cyclic input with it.
 */
import qs from 'qs';
import { describe, expect, it } from 'vitest';
import getSideChannel from './side-channel.cjs';

describe('side-channel stand-in', () => {
  it('keeps values under object and primitive keys apart, and deletes them', () => {
    const channel = getSideChannel();
    const key = {};
    expect(channel.has(key)).toBe(false);
    expect(channel.get('a')).toBeUndefined();
    channel.set(key, 1);
    channel.set('a', 2);
    channel.set(null, 3);
    expect([channel.get(key), channel.get('a'), channel.get(null)]).toEqual([1, 2, 3]);
    expect(channel.get({})).toBeUndefined();
    expect(channel.delete(key)).toBe(true);
    expect(channel.has(key)).toBe(false);
    expect(channel.delete(key)).toBe(false);
  });

  it('asserts a key it holds and throws for one it does not', () => {
    const channel = getSideChannel();
    const key = () => undefined;
    expect(() => channel.assert(key)).toThrow(TypeError);
    channel.set(key, true);
    expect(() => channel.assert(key)).not.toThrow();
  });

  it('serves qs: nested params still serialise, cyclic input is refused', () => {
    expect(qs.stringify({ a: { b: [1, 2] } }, { arrayFormat: 'repeat' })).toBe('a%5Bb%5D=1&a%5Bb%5D=2');
    const cyclic: Record<string, unknown> = { name: 'x' };
    cyclic.self = cyclic;
    expect(() => qs.stringify(cyclic)).toThrow(RangeError);
    expect(qs.parse('a[b]=1&a[c]=2')).toEqual({ a: { b: '1', c: '2' } });
  });
});
