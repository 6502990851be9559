/**
 * The browser build's stand-in for the `side-channel` package that qs requires (vite.config.ts aliases it here;
 * docs/architecture.md §4 "Bundles"). qs keeps its visited objects in one to catch cyclic input. The package
 * supports engines without WeakMap through get-intrinsic, call-bound and object-inspect, about 10 kB gzipped on
 * every page; every browser the console supports has WeakMap and Map, so this is the same API over them.
 */
'use strict';

module.exports = function getSideChannel() {
  /** objects and functions as keys; primitives (which a WeakMap refuses) in a Map */
  let objects;
  let primitives;
  const isObject = (key) => (typeof key === 'object' && key !== null) || typeof key === 'function';
  const store = (key, create) => {
    if (isObject(key)) return objects ?? (create ? (objects = new WeakMap()) : undefined);
    return primitives ?? (create ? (primitives = new Map()) : undefined);
  };
  const channel = {
    assert(key) {
      if (!channel.has(key)) throw new TypeError('Side channel does not contain the given key');
    },
    delete: (key) => !!store(key, false)?.delete(key),
    get: (key) => store(key, false)?.get(key),
    has: (key) => !!store(key, false)?.has(key),
    set(key, value) {
      store(key, true).set(key, value);
    },
  };
  return channel;
};
