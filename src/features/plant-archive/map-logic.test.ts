// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mapState, pickedCoordinates, poiText, positionOf } from './map-logic';

const KEY = { key: '0123456789abcdef', securityJsCode: null };
const point = (lng: number, lat: number) => ({ getLng: () => lng, getLat: () => lat });

describe('plant map (docs/requirements.md §9)', () => {
  it('says why there is no map: no key, or the service could not load', () => {
    expect(mapState(null, 'loading')).toBe('config');
    expect(mapState({ key: null, securityJsCode: null }, 'loading')).toBe('noKey');
    expect(mapState(KEY, 'loading')).toBe('loading');
    expect(mapState(KEY, 'failed')).toBe('failed');
    expect(mapState(KEY, 'ready')).toBe('ready');
  });

  it('places the marker only on two valid coordinates', () => {
    expect(positionOf('121.5126', '31.2008')).toEqual([121.5126, 31.2008]);
    expect(positionOf(121.5, 31)).toEqual([121.5, 31]);
    expect(positionOf('', '31.2')).toBeNull();
    expect(positionOf(null, null)).toBeNull();
    expect(positionOf('181', '31')).toBeNull();
    expect(positionOf('121.5', 'abc')).toBeNull();
  });

  it('fills a picked point with six decimals, within the 10 digits of §5', () => {
    expect(pickedCoordinates(point(121.47370123456, 31.230416789))).toEqual({
      longitude: '121.473701',
      latitude: '31.230417',
    });
    expect(pickedCoordinates(point(-179.5, 0))).toEqual({ longitude: '-179.5', latitude: '0' });
  });

  it('writes a search result with its address when it has one', () => {
    expect(poiText({ name: '杨高南路', address: '浦东新区' })).toBe('杨高南路（浦东新区）');
    expect(poiText({ name: '杨高南路', address: [] })).toBe('杨高南路');
  });
});
