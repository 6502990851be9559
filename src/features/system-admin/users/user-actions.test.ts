// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PERM } from '@contract/permissions';
import { t } from '@/shared/i18n';
import { ACTION_LABEL, statusChange, userPageActions } from './user-actions';

const holding =
  (...codes: string[]) =>
  (code: string) =>
    codes.includes(code);

describe('userPageActions (docs/requirements.md §6: each button for its own code)', () => {
  it('offers nothing but the list without a code', () => {
    expect(userPageActions(holding(PERM.USER_LIST, PERM.USER_QUERY))).toEqual({
      toolbar: [],
      row: [],
      toggleStatus: false,
    });
  });

  it.each([
    [PERM.USER_ADD, { toolbar: ['add'], row: [], toggleStatus: false }],
    [PERM.USER_EXPORT, { toolbar: ['export'], row: [], toggleStatus: false }],
    [PERM.USER_EDIT, { toolbar: [], row: ['edit', 'bind'], toggleStatus: true }],
    [PERM.USER_REMOVE, { toolbar: [], row: ['remove'], toggleStatus: false }],
    [PERM.USER_RESET_PWD, { toolbar: [], row: ['resetPwd'], toggleStatus: false }],
  ])('%s alone offers its own buttons', (code, offered) => {
    expect(userPageActions(holding(code))).toEqual(offered);
  });

  it('offers everything, in the row order 修改 删除 重置密码 绑定工厂, to a user holding every code', () => {
    const all = userPageActions(() => true);
    expect(all).toEqual({
      toolbar: ['add', 'export'],
      row: ['edit', 'remove', 'resetPwd', 'bind'],
      toggleStatus: true,
    });
    expect([...all.toolbar, ...all.row].map((action) => t(ACTION_LABEL[action]))).toEqual([
      '新增',
      '导出',
      '修改',
      '删除',
      '重置密码',
      '绑定工厂',
    ]);
  });
});

describe('statusChange', () => {
  it('disables an active user and enables a disabled one, asking 温馨提示 first', () => {
    expect(statusChange({ status: '0', userName: 'operator' }, t)).toEqual({
      next: '1',
      question: '确认要“停用”“operator”用户吗？',
    });
    expect(statusChange({ status: '1', userName: 'operator' }, t)).toEqual({
      next: '0',
      question: '确认要“启用”“operator”用户吗？',
    });
  });
});
