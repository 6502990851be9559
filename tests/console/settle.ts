import { act } from '@testing-library/react';

// Node's macrotask queue, present in the jsdom environment (console types leave Node out on purpose).
declare const setImmediate: (callback: () => void) => void;

/**
 * Lets every chain of promises already under way run to its end, without letting time pass: a turn of
 * Node's event loop starts only once the microtask queue is empty. Form validation, a submit waiting
 * on it, the HTTP client and msw's handling of a request all run on promises (no timers), so once this
 * resolves, a request that a click, a render or a refused submit was about to send has reached its msw
 * handler. That is what makes "nothing was sent" mean something.
 */
export async function settle(): Promise<void> {
  await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
}
