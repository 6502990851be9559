import '@testing-library/jest-dom/vitest';
import { useContext } from 'react';
import { afterEach, vi } from 'vitest';
import type * as Zustand from 'zustand';
import type { StateCreator } from 'zustand';

// Every zustand store goes back to its initial state after each test. Test files share their worker's
// modules (vitest.config.ts), so a store a test changed (the locale, the session, the tabs) would
// otherwise reach the next file.
// The set lives on globalThis: this setup runs again for each file, but a store made by an earlier file
// stays in the module cache and must still be reset.
const storeResets = vi.hoisted(() => {
  const shared = globalThis as { __womsStoreResets?: Set<() => void> };
  return (shared.__womsStoreResets ??= new Set<() => void>());
});
vi.mock('zustand', async (importOriginal) => {
  const zustand = await importOriginal<typeof Zustand>();
  const make = (initializer: StateCreator<unknown>) => {
    const store = zustand.create(initializer);
    const initial = store.getInitialState();
    storeResets.add(() => store.setState(initial, true));
    return store;
  };
  // create(initializer) and the curried create<T>()(initializer), as zustand offers both.
  const create = (initializer?: StateCreator<unknown>) => (initializer ? make(initializer) : make);
  return { ...zustand, create: create as unknown as typeof Zustand.create };
});
afterEach(() => {
  for (const reset of storeResets) reset();
});

// Unit tests of pure logic run in the node environment (`// @vitest-environment node` at their top):
// no document, so none of what follows, which is about rendering in jsdom.
if (typeof document !== 'undefined') await setUpJsdom();

async function setUpJsdom(): Promise<void> {
  const { cleanup, configure, renderHook } = await import('@testing-library/react');
  // The modules themselves, not the package entries, which cost seconds to load. antd is loaded from
  // lib/ (CommonJS), so these are the very module instances its components use.
  const { default: StyleContext } = await import('@ant-design/cssinjs/lib/StyleContext');
  const { default: seedToken } = await import('antd/lib/theme/themes/seed');
  const { queryClient } = await import('../../src/shared/query');

  // antd reads matchMedia and ResizeObserver, which jsdom lacks.
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
  }

  // Cost, not behaviour: jsdom's getComputedStyle matches every rule of every stylesheet of the document
  // against the element and each ancestor, and role queries, userEvent's pointer-events check and antd's
  // own measurements call it constantly; antd also rewrites its <style> elements on every mount of a
  // component. With antd's CSS-in-JS in the document that was most of the time of a component test. The
  // tests assert on the DOM, texts and inline styles, never on antd's stylesheet, so antd injects none:
  // its style context (the default value, read by every antd component without a StyleProvider) acts as
  // on a server ('mock', honoured outside production builds), and the few token styles it still writes go
  // to a container outside the document.
  const antdStyles = renderHook(() => useContext(StyleContext)).result.current;
  antdStyles.mock = 'server';
  antdStyles.container = document.createElement('div');
  cleanup();

  // No motion: jsdom never ends a CSS transition, so antd's enter and leave steps would only end on
  // their timeouts. With the token off, dialogs, messages and dropdowns appear and go at once.
  seedToken.motion = false;

  // dom-accessibility-api asks for the ::before/::after content of each element it names; jsdom implements
  // no pseudo-elements and reports every such call as an error. They have no content here.
  const computedStyle = window.getComputedStyle.bind(window);
  const noPseudoElementStyle = document.createElement('div').style;
  window.getComputedStyle = (element: Element, pseudoElement?: string | null) =>
    pseudoElement ? noPseudoElementStyle : computedStyle(element);

  // A render after a request, then antd's own effects, can outlast the default 1 s on a loaded 2-core machine.
  configure({ asyncUtilTimeout: 5000 });

  afterEach(() => {
    cleanup();
    // one cache for the app (src/shared/query): no answer of one test is seen by the next
    queryClient.clear();
    localStorage.clear();
    sessionStorage.clear();
  });
}
