import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryWrapper } from '../../../tests/console/query-wrapper';
import { api, server, setupMsw } from '../../../tests/console/server';
import { settle } from '../../../tests/console/settle';
import { createQueryClient } from '@/shared/query';
import { signedIn } from './profile.fixtures';
import { useAvatarSrc } from './use-avatar-src';

setupMsw();

let authorization: string | null = null;

beforeEach(() => {
  signedIn();
  authorization = null;
  URL.createObjectURL = vi.fn(() => 'blob:avatar-1');
  URL.revokeObjectURL = vi.fn();
  server.use(
    http.get(api('/system/user/avatar/2'), ({ request }) => {
      authorization = request.headers.get('authorization');
      return new HttpResponse(new Uint8Array([0x89, 0x50]), { headers: { 'content-type': 'image/png' } });
    }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('useAvatarSrc', () => {
  it('fetches an /api avatar with the token and shows it through an object URL, revoked when the cache drops it', async () => {
    const client = createQueryClient();
    const { result, unmount } = renderHook(() => useAvatarSrc('/api/system/user/avatar/2?v=5'), {
      wrapper: queryWrapper(undefined, client),
    });
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBe('blob:avatar-1'));
    expect(authorization).toBe('Bearer acc');
    unmount();
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    // Sign-out clears the cache.
    client.clear();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:avatar-1');
  });

  it('asks once for two components showing the same avatar, and makes one object URL', async () => {
    let asked = 0;
    server.use(
      http.get(api('/system/user/avatar/2'), () => {
        asked += 1;
        return new HttpResponse(new Uint8Array([0x89, 0x50]), { headers: { 'content-type': 'image/png' } });
      }),
    );
    const wrapper = queryWrapper();
    const a = renderHook(() => useAvatarSrc('/api/system/user/avatar/2?v=5'), { wrapper });
    const b = renderHook(() => useAvatarSrc('/api/system/user/avatar/2?v=5'), { wrapper });
    await waitFor(() =>
      expect([a.result.current, b.result.current]).toEqual(['blob:avatar-1', 'blob:avatar-1']),
    );
    expect(asked).toBe(1);
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('uses other sources as they are and nothing for an empty avatar', () => {
    expect(
      renderHook(() => useAvatarSrc('data:image/png;base64,AA=='), { wrapper: queryWrapper() }).result
        .current,
    ).toBe('data:image/png;base64,AA==');
    expect(renderHook(() => useAvatarSrc(''), { wrapper: queryWrapper() }).result.current).toBeUndefined();
    expect(renderHook(() => useAvatarSrc(null), { wrapper: queryWrapper() }).result.current).toBeUndefined();
  });

  it('stays empty when there is no picture (404)', async () => {
    let asked = 0;
    server.use(
      http.get(api('/system/user/avatar/3'), () => {
        asked += 1;
        return HttpResponse.json({ code: 404, msg: '头像不存在' }, { status: 404 });
      }),
    );
    const { result } = renderHook(() => useAvatarSrc('/api/system/user/avatar/3?v=1'), {
      wrapper: queryWrapper(),
    });
    await waitFor(() => expect(asked).toBe(1));
    // The 404 answered and the hook done with it: what it shows now is what it keeps showing.
    await settle();
    expect(result.current).toBeUndefined();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});
