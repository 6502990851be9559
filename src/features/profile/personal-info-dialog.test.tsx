import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, server, setupMsw } from '../../../tests/console/server';
import { settle } from '../../../tests/console/settle';
import { user } from '../../../tests/console/user';
import { resetNotifier } from '@/shared/ui/notify';
import { PersonalInfoDialog } from './personal-info-dialog';
import { renderWithProviders, serveProfile, signedIn } from './profile.fixtures';

setupMsw();

beforeEach(() => {
  resetNotifier();
  signedIn();
  serveProfile({ email: 'old@example.com' });
});

function renderDialog() {
  const onClose = vi.fn();
  const onChanged = vi.fn();
  renderWithProviders(<PersonalInfoDialog open onClose={onClose} onChanged={onChanged} />);
  return { onClose, onChanged };
}

/** Text and label queries: role queries compute names and styles over the whole dialog. */
const dialog = () => document.querySelector<HTMLElement>('.ant-modal')!;
const button = (name: RegExp) => within(dialog()).getByText(name).closest('button')!;
const field = (label: string) => within(dialog()).getByLabelText(label) as HTMLInputElement;
/** fireEvent keeps these tests fast; antd validates on the change event either way. */
const change = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });
const loaded = () => waitFor(() => expect(field('手机号').value).toBe('13800138000'), { timeout: 5000 });

async function chooseIdType(label: string) {
  fireEvent.mouseDown(within(dialog()).getByLabelText('证件类型'));
  fireEvent.click(await screen.findByTitle(label));
}

describe('PersonalInfoDialog: fields and rules (docs/requirements.md §2, §5)', () => {
  it('shows the profile in the phone, email, ID type and ID number fields', async () => {
    renderDialog();
    expect(await screen.findByText('个人信息')).toBeInTheDocument();
    await loaded();
    expect(field('邮箱').value).toBe('old@example.com');
    expect(button(/上传头像/)).toBeInTheDocument();
    expect(button(/^修改密码$/)).toBeInTheDocument();
  });

  it('checks the phone on change: required, digits only', async () => {
    renderDialog();
    await loaded();
    change(field('手机号'), '');
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    change(field('手机号'), '138a');
    expect(await screen.findByText('只能输入数字')).toBeInTheDocument();
    change(field('手机号'), '13900139000');
    await waitFor(() => expect(screen.queryByText('只能输入数字')).toBeNull());
  });

  it('checks the email on change; empty is fine', async () => {
    renderDialog();
    await loaded();
    change(field('邮箱'), 'not-an-email');
    expect(await screen.findByText('请输入正确的邮箱')).toBeInTheDocument();
    change(field('邮箱'), '');
    await waitFor(() => expect(screen.queryByText('请输入正确的邮箱')).toBeNull());
  });

  it('checks the ID number as an ID card only with the 身份证 type', async () => {
    renderDialog();
    await loaded();
    await chooseIdType('身份证');
    change(field('证件号码'), '12345');
    expect(await screen.findByText('请输入正确的身份证')).toBeInTheDocument();
    // Another ID type lifts the ID card rule at once.
    await chooseIdType('护照');
    await waitFor(() => expect(screen.queryByText('请输入正确的身份证')).toBeNull());
    change(field('证件号码'), '11010519491231002X');
    await chooseIdType('身份证');
    await waitFor(() => expect(screen.queryByText('请输入正确的身份证')).toBeNull());
  });

  it('does not save an invalid form', async () => {
    let saves = 0;
    server.use(
      http.put(api('/system/user/profile'), () => {
        saves += 1;
        return HttpResponse.json({ code: 200, msg: '修改成功' });
      }),
    );
    const { onClose } = renderDialog();
    await loaded();
    change(field('手机号'), '');
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    await user.click(button(/^保\s*存$/));
    // this click's validation, and a save after it, have run to their end
    await settle();
    expect(saves).toBe(0);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('PersonalInfoDialog: save (docs/requirements.md §8 "User update")', () => {
  it('PUTs the fields, shows the server msg as success and closes', async () => {
    let body: unknown;
    server.use(
      http.put(api('/system/user/profile'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ code: 200, msg: '修改成功' });
      }),
    );
    const { onClose, onChanged } = renderDialog();
    await loaded();
    await chooseIdType('身份证');
    change(field('证件号码'), '110105491231002');
    await user.click(button(/^保\s*存$/));
    const notice = await screen.findByText('修改成功');
    expect(notice.closest('.ant-message-success')).not.toBeNull();
    expect(body).toEqual({
      phonenumber: '13800138000',
      email: 'old@example.com',
      idType: '0',
      idNumber: '110105491231002',
      // the version the dialog loaded (docs/concurrency.md)
      version: 0,
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('shows a refusal msg as success too, and closes', async () => {
    server.use(
      http.put(api('/system/user/profile'), () => HttpResponse.json({ code: 500, msg: '修改个人信息异常' })),
    );
    const { onClose, onChanged } = renderDialog();
    await loaded();
    await user.click(button(/^保\s*存$/));
    const notice = await screen.findByText('修改个人信息异常');
    expect(notice.closest('.ant-message-success')).not.toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('disables the save while the call is in flight', async () => {
    let release: () => void = () => undefined;
    let calls = 0;
    server.use(
      http.put(api('/system/user/profile'), async () => {
        calls += 1;
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ code: 200, msg: '修改成功' });
      }),
    );
    renderDialog();
    await loaded();
    const save = button(/^保\s*存$/);
    await user.click(save);
    await waitFor(() => expect(save).toHaveClass('ant-btn-loading'));
    fireEvent.click(save);
    release();
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('opens the change-password dialog', async () => {
    renderDialog();
    await loaded();
    await user.click(button(/^修改密码$/));
    expect(await screen.findByLabelText('旧密码')).toBeInTheDocument();
  });
});
