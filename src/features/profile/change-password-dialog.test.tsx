import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, server, setupMsw } from '../../../tests/console/server';
import { settle } from '../../../tests/console/settle';
import { user } from '../../../tests/console/user';
import { resetNotifier } from '@/shared/ui/notify';
import { ChangePasswordDialog } from './change-password-dialog';
import { renderWithProviders, signedIn } from './profile.fixtures';

setupMsw();

let bodies: unknown[] = [];
let urls: string[] = [];

beforeEach(() => {
  resetNotifier();
  signedIn();
  bodies = [];
  urls = [];
});

function answer(reply: { code: number; msg: string }) {
  server.use(
    http.put(api('/system/user/profile/updatePwd'), async ({ request }) => {
      urls.push(request.url);
      bodies.push(await request.json());
      return HttpResponse.json(reply);
    }),
  );
}

function renderDialog() {
  const onClose = vi.fn();
  renderWithProviders(<ChangePasswordDialog open onClose={onClose} />);
  return { onClose };
}

/** Text and label queries: role queries compute names and styles over the whole dialog. */
const dialog = () => document.querySelector<HTMLElement>('.ant-modal')!;
const field = (label: string) => within(dialog()).getByLabelText(label) as HTMLInputElement;
const change = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const okButton = () =>
  within(dialog())
    .getByText(/^确\s*定$/)
    .closest('button')!;
const submit = () => user.click(okButton());

async function fillValid() {
  await screen.findByLabelText('旧密码');
  change('旧密码', 'old12345');
  change('新密码', 'new12345');
  change('确认密码', 'new12345');
}

describe('ChangePasswordDialog: rules (docs/requirements.md §5)', () => {
  it('labels its fields 80 px wide (docs/requirements.md §9)', async () => {
    renderDialog();
    await screen.findByLabelText('旧密码');
    const labels = dialog().querySelectorAll<HTMLElement>('.ant-form-item-label');
    expect(labels).toHaveLength(3);
    for (const label of labels) expect(label.style.flex).toBe('0 0 80px');
  });

  it('shows the required messages and sends nothing', async () => {
    answer({ code: 200, msg: '修改成功' });
    const { onClose } = renderDialog();
    await screen.findByLabelText('旧密码');
    await submit();
    // this click's validation, and a save after it, have run to their end
    await settle();
    expect(await screen.findByText('请输入旧密码')).toBeInTheDocument();
    expect(await screen.findByText('请输入密码')).toBeInTheDocument();
    expect(await screen.findByText('请再次输入新密码')).toBeInTheDocument();
    expect(urls).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('checks the new password with the shared rule and the confirmation on change', async () => {
    renderDialog();
    await screen.findByLabelText('旧密码');
    change('新密码', '12345');
    expect(await screen.findByText('密码6到16位且不能输入空格')).toBeInTheDocument();
    change('新密码', 'has space1');
    expect(await screen.findByText('密码6到16位且不能输入空格')).toBeInTheDocument();
    change('新密码', 'new12345');
    await waitFor(() => expect(screen.queryByText('密码6到16位且不能输入空格')).toBeNull());
    change('确认密码', 'other123');
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    change('确认密码', 'new12345');
    await waitFor(() => expect(screen.queryByText('两次输入的密码不一致')).toBeNull());
  });
});

describe('ChangePasswordDialog: answers (docs/requirements.md §8 "Password reset / change")', () => {
  it('code 200: the server msg as success, closes; passwords travel in the body, not the URL', async () => {
    answer({ code: 200, msg: '修改成功' });
    const { onClose } = renderDialog();
    await fillValid();
    await submit();
    const notice = await screen.findByText('修改成功');
    expect(notice.closest('.ant-message-success')).not.toBeNull();
    expect(bodies).toEqual([{ oldPassword: 'old12345', newPassword: 'new12345' }]);
    expect(urls[0]).not.toContain('12345');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('another code: the server msg as error, closes too', async () => {
    answer({ code: 500, msg: '修改密码失败，旧密码错误' });
    const { onClose } = renderDialog();
    await fillValid();
    await submit();
    const notice = await screen.findByText('修改密码失败，旧密码错误');
    expect(notice.closest('.ant-message-error')).not.toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('disables the submit while the call is in flight (one call for two clicks)', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.put(api('/system/user/profile/updatePwd'), async ({ request }) => {
        bodies.push(await request.json());
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ code: 200, msg: '修改成功' });
      }),
    );
    renderDialog();
    await fillValid();
    const ok = okButton();
    fireEvent.click(ok);
    await waitFor(() => expect(ok).toHaveClass('ant-btn-loading'));
    fireEvent.click(ok);
    await waitFor(() => expect(bodies).toHaveLength(1));
    release();
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });
});
