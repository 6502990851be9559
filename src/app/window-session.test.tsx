import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildNavigation, useNavigationStore } from '@/features/navigation';
import { someRouters } from '../../tests/console/factories';
import { BackGuard } from './back-guard';
import { forgetSessionEnd, noteSessionEnd } from '@/shared/storage/session-end';
import { consumeAddressToken, markRotation, watchTokenKey } from './window-session';

function storage(key: string | null, oldValue: string | null, newValue: string | null) {
  return new StorageEvent('storage', { key, oldValue, newValue, storageArea: localStorage });
}

describe('another window changing the stored token', () => {
  const reload = vi.fn();
  const leave = vi.fn();
  let endingHere = false;
  let stop: () => void;
  beforeEach(() => {
    endingHere = false;
    reload.mockReset();
    leave.mockReset();
    stop = watchTokenKey({ reload, leave, endingHere: () => endingHere });
  });
  afterEach(() => {
    stop();
    forgetSessionEnd();
    window.history.replaceState(null, '', '/');
  });

  it.each([
    ['signs in', storage('access_token', null, 'tok-a')],
    ['signs in as someone else', storage('access_token', 'tok-a', 'tok-b')],
  ])('reloads when it %s', (_what, event) => {
    window.dispatchEvent(event);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(leave).not.toHaveBeenCalled();
  });

  // docs/administration.md "Why a session ended"
  it.each([
    ['signs out', storage('access_token', 'tok-a', null)],
    ['clears storage', storage(null, null, null)],
  ])('goes to the sign-in page saying so, to come back to this page, when it %s', (_what, event) => {
    window.history.replaceState(null, '', '/woms/DailyReport/Fill?date=2026-11-29');
    window.dispatchEvent(event);
    expect(leave).toHaveBeenCalledExactlyOnceWith(
      '/woms/login?redirect=%2FDailyReport%2FFill%3Fdate%3D2026-11-29&reason=signed_out',
    );
    expect(reload).not.toHaveBeenCalled();
  });

  it("tells the reason the other window's session ended for (a password reset there)", () => {
    window.history.replaceState(null, '', '/woms/index');
    noteSessionEnd('password_reset');
    window.dispatchEvent(storage('access_token', 'tok-a', null));
    expect(leave).toHaveBeenCalledExactlyOnceWith('/woms/login?redirect=%2Findex&reason=password_reset');
  });

  it('stays out of the way while its own session ends: it goes to /login by itself', () => {
    window.history.replaceState(null, '', '/woms/index');
    endingHere = true;
    window.dispatchEvent(storage('access_token', 'tok-a', null));
    window.dispatchEvent(storage(null, null, null));
    expect(leave).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    // a sign-in elsewhere still reloads it
    window.dispatchEvent(storage('access_token', null, 'tok-b'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads the sign-in page and the pages open to all instead', () => {
    for (const path of ['/woms/login?redirect=%2Findex', '/woms/Process']) {
      window.history.replaceState(null, '', path);
      window.dispatchEvent(storage('access_token', 'tok-a', null));
    }
    expect(reload).toHaveBeenCalledTimes(2);
    expect(leave).not.toHaveBeenCalled();
  });

  it('ignores other keys and a refresh rotation done by this browser', () => {
    window.dispatchEvent(storage('sysName', 'a', 'b'));
    markRotation('rotated-token-0001');
    window.dispatchEvent(storage('access_token', 'tok-a', 'rotated-token-0001'));
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('token on the address', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('stores the token, remembers typeSystem and strips both from the address', () => {
    localStorage.setItem('refresh_token', 'someone-else');
    window.history.replaceState(
      null,
      '',
      '/woms/index?token=dev-token&typeSystem=%E8%AE%BE%E5%A4%87%E5%B7%A5%E5%8D%95&tab=2#top',
    );
    expect(consumeAddressToken()).toBe(true);
    expect(localStorage.getItem('access_token')).toBe('dev-token');
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(localStorage.getItem('sysName')).toBe('设备工单');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/woms/index?tab=2#top',
    );
  });

  it('does nothing without a token', () => {
    window.history.replaceState(null, '', '/woms/index?typeSystem=x');
    expect(consumeAddressToken()).toBe(false);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(window.location.search).toBe('?typeSystem=x');
  });
});

describe('back button (allowBack)', () => {
  afterEach(() => useNavigationStore.getState().reset());

  function mountAt(path: string, allowBack: boolean) {
    const routers = someRouters();
    const page = routers[0]?.children?.[0]?.children?.[0];
    if (page) page.meta.allowBack = allowBack;
    useNavigationStore.setState({ loaded: true, nav: buildNavigation(routers), currentId: 300 });
    return render(
      <MemoryRouter initialEntries={[path]}>
        <BackGuard />
      </MemoryRouter>,
    );
  }

  it('is blocked on a page without allowBack: going back is undone', () => {
    const push = vi.spyOn(window.history, 'pushState');
    mountAt('/WorkOrderTask/WarrantyTasks', false);
    expect(push).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(push).toHaveBeenCalledTimes(2);
    push.mockRestore();
  });

  it('is allowed on a page whose meta has allowBack', () => {
    const push = vi.spyOn(window.history, 'pushState');
    mountAt('/WorkOrderTask/WarrantyTasks', true);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(push).not.toHaveBeenCalled();
    push.mockRestore();
  });
});
