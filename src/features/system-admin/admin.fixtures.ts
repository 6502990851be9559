/** Test helpers of the system administration pages' msw tests: one signed-in admin and the writes they send. */
import { HttpResponse } from 'msw';
import { afterEach, beforeEach } from 'vitest';
import { usePermissionStore } from '@/shared/permissions';
import { resetNotifier } from '@/shared/ui/notify';

export interface Write {
  method: string;
  url: string;
  body: unknown;
}

/** An msw resolver answering `reply` to every write it gets, which it records in `writes`. */
export function recordWrites(writes: Write[], reply: object) {
  return async ({ request }: { request: Request }) => {
    const text = await request.text();
    writes.push({
      method: request.method,
      url: new URL(request.url).pathname,
      body: text ? (JSON.parse(text) as unknown) : null,
    });
    return HttpResponse.json(reply);
  };
}

/** Each test of the file starts signed in with `codes` alone and no message on screen. */
export function signedInWith(codes: string[]): void {
  beforeEach(() => {
    resetNotifier();
    localStorage.clear();
    localStorage.setItem('access_token', 'acc');
    usePermissionStore.getState().grant(codes, false);
  });
  afterEach(() => usePermissionStore.getState().reset());
}
