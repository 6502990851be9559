/**
 * Loads the maps service of docs/requirements.md §9 "Map" (AMap JS API 1.4.15 with its plugins) by a script element
 * added on demand: only the plant information page asks for it, never the shell. One load per key at a time, shared by
 * whoever asks meanwhile; a failure (script error, no answer within MAP_LOAD_TIMEOUT_MS) is forgotten, so the next
 * visit tries again. The environment is a parameter so the rules are tested without a browser.
 */
import { MAP_API_VERSION, MAP_PLUGINS, MAP_SCRIPT_URL } from '@/shared/config/constants';
import type { AMapNamespace } from './amap-types';

/** The script's own callback once the API and its plugins are ready. */
export const AMAP_CALLBACK = '__womsAMapReady';
export const MAP_LOAD_TIMEOUT_MS = 15_000;

interface ScriptElement {
  src: string;
  async: boolean;
  addEventListener(type: 'error', listener: () => void): void;
  remove(): void;
}

export interface MapWindow {
  AMap?: AMapNamespace;
  /** read by the script when it loads: the security code newer keys need */
  _AMapSecurityConfig?: { securityJsCode: string };
  [AMAP_CALLBACK]?: () => void;
}

export interface MapEnv {
  createScript(): ScriptElement;
  appendScript(script: ScriptElement): void;
  window: MapWindow;
}

const browserEnv = (): MapEnv => ({
  createScript: () => document.createElement('script'),
  appendScript: (script) => document.head.appendChild(script as HTMLScriptElement),
  window: window as unknown as MapWindow,
});

export function mapScriptUrl(key: string): string {
  const query = new URLSearchParams({
    v: MAP_API_VERSION,
    key,
    plugin: MAP_PLUGINS.join(','),
    callback: AMAP_CALLBACK,
  });
  // The plugin list keeps its commas, as the service documents it.
  return `${MAP_SCRIPT_URL}?${query.toString().replace(/%2C/g, ',')}`;
}

let loading: { key: string; promise: Promise<AMapNamespace> } | null = null;

export function loadAMap(
  config: { key: string; securityJsCode: string | null },
  env: MapEnv = browserEnv(),
  timeoutMs = MAP_LOAD_TIMEOUT_MS,
): Promise<AMapNamespace> {
  const ready = env.window.AMap;
  if (ready) return Promise.resolve(ready);
  if (loading?.key === config.key) return loading.promise;
  const promise = new Promise<AMapNamespace>((resolve, reject) => {
    // Before the script: it reads the security code as it starts.
    if (config.securityJsCode) env.window._AMapSecurityConfig = { securityJsCode: config.securityJsCode };
    const script = env.createScript();
    let settled = false;
    // Only ever called after the timer below is set: by the timer, the script's callback or its error.
    function settle(amap: AMapNamespace | null, why = ''): void {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      delete env.window[AMAP_CALLBACK];
      if (amap) return resolve(amap);
      script.remove();
      loading = null;
      reject(new Error(`maps service: ${why}`));
    }
    const timer = setTimeout(() => settle(null, 'no answer'), timeoutMs);
    env.window[AMAP_CALLBACK] = () => settle(env.window.AMap ?? null, 'loaded without AMap');
    script.addEventListener('error', () => settle(null, 'script failed'));
    script.async = true;
    script.src = mapScriptUrl(config.key);
    env.appendScript(script);
  });
  loading = { key: config.key, promise };
  return promise;
}

/** Tests start from no load in flight. */
export function resetAMapLoader(): void {
  loading = null;
}
