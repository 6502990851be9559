// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AMAP_CALLBACK, loadAMap, mapScriptUrl, resetAMapLoader, type MapEnv } from './amap-loader';
import type { AMapNamespace } from './amap-types';

/** A document and window of one test: the scripts appended, and the script's error to fire by hand. */
function fakeEnv() {
  const scripts: { src: string; async: boolean; removed: boolean; fail: () => void }[] = [];
  const env: MapEnv = {
    window: {},
    createScript: () => {
      const listeners: (() => void)[] = [];
      const script = {
        src: '',
        async: false,
        removed: false,
        fail: () => listeners.forEach((l) => l()),
        addEventListener: (_type: 'error', listener: () => void) => listeners.push(listener),
        remove: () => void (script.removed = true),
      };
      scripts.push(script);
      return script;
    },
    appendScript: () => undefined,
  };
  return { env, scripts };
}

const AMAP = { Map: class {} } as unknown as AMapNamespace;
const CONFIG = { key: '0123456789abcdef', securityJsCode: 'abcdef0123456789' };

beforeEach(() => resetAMapLoader());
afterEach(() => vi.useRealTimers());

describe('loading the maps service (docs/requirements.md §9)', () => {
  it('asks for AMap 1.4.15 with the key and the seven plugins of §9', () => {
    expect(mapScriptUrl('abc123')).toBe(
      'https://webapi.amap.com/maps?v=1.4.15&key=abc123&plugin=AMap.Scale,AMap.OverView,AMap.ToolBar,' +
        `AMap.MapType,AMap.PlaceSearch,AMap.Geolocation,AMap.Geocoder&callback=${AMAP_CALLBACK}`,
    );
  });

  it("sets the security code before the script, resolves on the script's callback, and loads once", async () => {
    const { env, scripts } = fakeEnv();
    const first = loadAMap(CONFIG, env);
    const second = loadAMap(CONFIG, env);
    expect(scripts).toHaveLength(1);
    expect(env.window._AMapSecurityConfig).toEqual({ securityJsCode: CONFIG.securityJsCode });
    expect(scripts[0]!.src).toContain('key=0123456789abcdef');
    env.window.AMap = AMAP;
    env.window[AMAP_CALLBACK]!();
    await expect(first).resolves.toBe(AMAP);
    await expect(second).resolves.toBe(AMAP);
    expect(env.window[AMAP_CALLBACK]).toBeUndefined();
    // Loaded: no second script.
    await expect(loadAMap(CONFIG, env)).resolves.toBe(AMAP);
    expect(scripts).toHaveLength(1);
  });

  it('fails when the script cannot load, and tries again on the next call', async () => {
    const { env, scripts } = fakeEnv();
    const first = loadAMap(CONFIG, env);
    scripts[0]!.fail();
    await expect(first).rejects.toThrow('script failed');
    expect(scripts[0]!.removed).toBe(true);
    void loadAMap(CONFIG, env).catch(() => undefined);
    expect(scripts).toHaveLength(2);
  });

  it('fails when the service does not answer in time, or answers without the API', async () => {
    vi.useFakeTimers();
    const { env, scripts } = fakeEnv();
    const late = loadAMap({ key: CONFIG.key, securityJsCode: null }, env, 1000);
    expect(env.window._AMapSecurityConfig).toBeUndefined();
    vi.advanceTimersByTime(1000);
    await expect(late).rejects.toThrow('no answer');
    const empty = loadAMap(CONFIG, env, 1000);
    env.window[AMAP_CALLBACK]!();
    await expect(empty).rejects.toThrow('loaded without AMap');
    expect(scripts.every((s) => s.removed)).toBe(true);
  });
});
