/**
 * msw server for console tests. Unhandled requests are errors (a test that calls something it did
 * not declare fails), so each test states the API it relies on.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export const server = setupServer();

export function setupMsw(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** Console requests go to the relative /api base; msw in jsdom sees them on the page origin. */
export const api = (path: string) => `${window.location.origin}/api${path}`;
