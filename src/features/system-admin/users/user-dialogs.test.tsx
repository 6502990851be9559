import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetNotifier } from '@/shared/ui/notify';
import { renderAt } from '../../../../tests/console/render';
import { api, server, setupMsw } from '../../../../tests/console/server';
import { button, modal } from '../../../../tests/console/queries';
import { settle } from '../../../../tests/console/settle';
import { user } from '../../../../tests/console/user';
import { FactoryBindDialog } from './factory-bind-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { aRow, OK, record, type Calls } from './users.fixtures';
import { UserFormDialog } from './user-form-dialog';

setupMsw();

let calls: Calls;
beforeEach(() => {
  resetNotifier();
  localStorage.setItem('access_token', 'acc');
  calls = { lists: [], bodies: [] };
});

const render = (element: React.ReactElement) => renderAt('/', [{ path: '/', element }]);
const dialog = () => within(modal());
const change = (label: string, value: string) =>
  fireEvent.change(dialog().getByLabelText(label), { target: { value } });
/** Messages appear after antd's async validation and motion: slow on a busy machine. */
const shown = (text: string) => screen.findByText(text, undefined, { timeout: 10_000 });
const ok = () => user.click(button(/^确\s*定$/, modal()));

function renderAdd() {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  render(
    <UserFormDialog
      userId={null}
      depts={[{ id: 103, label: '运维部' }]}
      roles={[{ roleId: 2, roleName: '运维员', roleKey: 'operator' }]}
      idTypes={[
        {
          dictCode: 1,
          dictSort: 1,
          dictLabel: '身份证',
          dictValue: '0',
          dictType: 'sys_id_type',
          listClass: '',
          isDefault: 'N',
        },
      ]}
      onClose={onClose}
      onSaved={onSaved}
    />,
  );
  return { onClose, onSaved };
}

function fillValid() {
  change('登录账号', 'newuser');
  change('用户姓名', '新用户');
  change('用户密码', 'secret123');
}

describe('UserFormDialog: docs/requirements.md §5 rules', () => {
  it('refuses a bad phone, a too-long name, a bad email and a bad ID card with the exact messages', async () => {
    renderAdd();
    await screen.findByLabelText('登录账号');
    // masked like every password field (docs/administration.md "Passwords")
    expect(screen.getByLabelText('用户密码')).toHaveAttribute('type', 'password');
    fillValid();
    change('手机号码', '138001380001');
    change('用户姓名', '一二三四五六七八九十十');
    change('邮箱', 'not-an-email');
    change('证件号码', '12345');
    expect(await shown('手机号不能超过11位')).toBeInTheDocument();
    expect(await shown('不能超过10个字符')).toBeInTheDocument();
    expect(await shown('请输入正确的邮箱')).toBeInTheDocument();
    // the ID card rule applies once the ID type is the resident ID card
    fireEvent.mouseDown(dialog().getByLabelText('证件类型'));
    fireEvent.click(await screen.findByTitle('身份证'));
    change('证件号码', '123456');
    expect(await shown('请输入正确的身份证')).toBeInTheDocument();
    change('手机号码', '13a');
    expect(await shown('只能输入数字')).toBeInTheDocument();
    record(calls, 'post', '/system/user');
    await ok();
    // this click's validation, and a save after it, have run to their end
    await settle();
    expect(calls.bodies).toHaveLength(0);
  });

  it('sends the docs/requirements.md §7 fields and closes on success', async () => {
    record(calls, 'post', '/system/user', { code: 200, msg: '新增成功' });
    const { onClose, onSaved } = renderAdd();
    await screen.findByLabelText('登录账号');
    fillValid();
    change('手机号码', '13800138000');
    await ok();
    expect(await shown('新增成功')).toBeInTheDocument();
    expect(calls.bodies[0]?.body).toEqual({
      userName: 'newuser',
      nickName: '新用户',
      password: 'secret123',
      phonenumber: '13800138000',
      deptId: null,
      roleIds: [],
    });
    expect(onSaved).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the msg of an HTTP 400 naming the field and keeps the dialog open', async () => {
    record(calls, 'post', '/system/user', { code: 400, msg: 'body/phonenumber 格式不正确' }, 400);
    const { onClose } = renderAdd();
    await screen.findByLabelText('登录账号');
    fillValid();
    await ok();
    expect(await shown('body/phonenumber 格式不正确')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('UserFormDialog: edit', () => {
  it('loads the user, sends the PUT fields and, per docs/requirements.md §8, shows even a refusal as success and closes', async () => {
    server.use(
      http.get(api('/system/user/2'), () =>
        HttpResponse.json({
          ...OK,
          data: { ...aRow(), idType: '', idNumber: '', addr: '', roleIds: [2] },
          roles: [],
          roleIds: [2],
        }),
      ),
    );
    record(calls, 'put', '/system/user', { code: 500, msg: '没有权限分配管理员角色' });
    const onClose = vi.fn();
    render(
      <UserFormDialog userId={2} depts={[]} roles={[]} idTypes={[]} onClose={onClose} onSaved={vi.fn()} />,
    );
    await waitFor(() => expect(dialog().getByLabelText('用户姓名')).toHaveValue('运维员小王'));
    expect(dialog().queryByLabelText('登录账号')).toBeNull();
    expect(dialog().queryByLabelText('用户密码')).toBeNull();
    change('用户姓名', '小王');
    await ok();
    const message = await shown('没有权限分配管理员角色');
    expect(message.closest('.ant-message-success')).not.toBeNull();
    expect(onClose).toHaveBeenCalled();
    expect(calls.bodies[0]?.body).toEqual({
      userId: 2,
      nickName: '小王',
      phonenumber: '13800138000',
      sex: '0',
      deptId: 103,
      roleIds: [2],
      version: 0,
    });
  });
});

describe('ResetPasswordDialog: docs/requirements.md §8', () => {
  it.each([
    [{ code: 200, msg: '重置密码成功' }, '.ant-message-success'],
    [{ code: 500, msg: '用户不存在或无权访问' }, '.ant-message-error'],
  ])('shows %j and closes either way', async (reply, level) => {
    record(calls, 'put', '/system/user/resetPwd', reply);
    const onClose = vi.fn();
    render(<ResetPasswordDialog user={aRow()} onClose={onClose} />);
    change('用户密码', '12 3');
    expect(await shown('密码6到16位且不能输入空格')).toBeInTheDocument();
    change('用户密码', 'newpass1');
    await ok();
    const message = await shown(reply.msg);
    expect(message.closest(level)).not.toBeNull();
    expect(onClose).toHaveBeenCalled();
    expect(calls.bodies[0]?.body).toEqual({ userId: 2, userName: 'operator', password: 'newpass1' });
  });
});

const SLOW = { timeout: 15_000 };

describe('FactoryBindDialog', () => {
  // Generous waits: this dialog loads two lists and animates a transfer; under a loaded shared worker one step was
  // seen to take over 5 s.
  it('posts the full right-hand list', { timeout: 60_000 }, async () => {
    const row = (factoryId: number, factoryName: string) => ({
      factoryId,
      factoryName,
      areaId: 1,
      areaName: '华南区',
      code: `F${factoryId}`,
    });
    server.use(
      http.get(api('/system/user/factory/unbind/list'), () =>
        HttpResponse.json({ ...OK, rows: [row(21, '广州南沙水厂'), row(22, '佛山水厂')], total: 2 }),
      ),
      http.get(api('/system/user/factory/bind/list'), () =>
        HttpResponse.json({ ...OK, rows: [row(23, '深圳水厂')], total: 1 }),
      ),
    );
    record(calls, 'post', '/system/user/factory/bind', { code: 200, msg: '绑定成功' });
    const onClose = vi.fn();
    render(<FactoryBindDialog user={aRow()} onClose={onClose} />);
    await waitFor(() => expect(button(/^确\s*定$/, modal())).toBeEnabled(), SLOW);
    await user.click(await screen.findByText('广州南沙水厂（华南区）', undefined, SLOW));
    // Each step waits for what it shows: on a loaded machine a click on the arrow before the selection rendered
    // pressed a disabled button, and the dialog posted the old list.
    const toRight = screen.getByLabelText('right').closest('button')!;
    await waitFor(() => expect(toRight).toBeEnabled(), SLOW);
    await user.click(toRight);
    const boundList = () => within(modal().querySelectorAll<HTMLElement>('.ant-transfer-list')[1]!);
    await waitFor(() => expect(boundList().getByText('广州南沙水厂（华南区）')).toBeInTheDocument(), SLOW);
    await ok();
    expect(await shown('绑定成功')).toBeInTheDocument();
    expect(calls.bodies[0]?.body).toEqual({ userId: 2, factoryIds: [21, 23] });
    expect(onClose).toHaveBeenCalled();
  });
});
