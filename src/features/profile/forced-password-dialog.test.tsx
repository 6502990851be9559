/**
 * The first-sign-in password change (docs/administration.md "Passwords"): the dialog cannot be put away (no close
 * button, Escape and the mask do nothing), a refused change keeps it, an accepted one lets the console go on.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, server, setupMsw } from '../../../tests/console/server';
import { user } from '../../../tests/console/user';

import { resetNotifier } from '@/shared/ui/notify';
import { ForcedPasswordDialog } from './forced-password-dialog';
import { renderWithProviders, signedIn } from './profile.fixtures';

setupMsw();

let replies: { code: number; msg: string }[] = [];
let bodies: unknown[] = [];

beforeEach(() => {
  resetNotifier();
  signedIn();
  bodies = [];
  server.use(
    http.put(api('/system/user/profile/updatePwd'), async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(replies.shift() ?? { code: 200, msg: '修改成功' });
    }),
  );
});

/** As the shell mounts it while the session's flag is up (the flag itself: src/features/session/store.test.ts). */
function Gate({ onLogout }: { onLogout: () => void }) {
  const [required, setRequired] = useState(true);
  return required ? (
    <ForcedPasswordDialog open onChanged={() => setRequired(false)} onLogout={onLogout} />
  ) : (
    <div>console</div>
  );
}

const dialog = () => document.querySelector<HTMLElement>('.ant-modal')!;
const change = (label: string, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label), { target: { value } });

async function fill() {
  await screen.findByLabelText('旧密码');
  change('旧密码', 'given1234');
  change('新密码', 'mine12345');
  change('确认密码', 'mine12345');
}

describe('ForcedPasswordDialog', () => {
  it('cannot be closed: no close button, Escape and the mask leave it up', async () => {
    const onLogout = vi.fn();
    renderWithProviders(<Gate onLogout={onLogout} />);
    expect(await screen.findByText('请修改初始密码')).toBeInTheDocument();
    expect(document.querySelector('.ant-modal-close')).toBeNull();
    fireEvent.keyDown(dialog(), { key: 'Escape', code: 'Escape', keyCode: 27 });
    const wrap = document.querySelector<HTMLElement>('.ant-modal-wrap');
    if (wrap) fireEvent.click(wrap);
    expect(screen.getByText('请修改初始密码')).toBeInTheDocument();
    expect(screen.queryByText('console')).toBeNull();
    await user.click(within(dialog()).getByText('退出登录'));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('stays while the server refuses the change, and clears the flag once it takes it', async () => {
    replies = [{ code: 500, msg: '修改密码失败，旧密码错误' }];
    renderWithProviders(<Gate onLogout={() => undefined} />);
    await fill();
    await user.click(within(dialog()).getByText('修改密码'));
    expect(await screen.findByText('修改密码失败，旧密码错误')).toBeInTheDocument();
    expect(screen.queryByText('console')).toBeNull();

    await user.click(within(dialog()).getByText('修改密码'));
    expect(await screen.findByText('console')).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({ oldPassword: 'given1234', newPassword: 'mine12345' });
  });
});
