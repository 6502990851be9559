import { describe, expect, it } from 'vitest';
import { checkAccount, checkPassword } from '@/shared/validators';
import { checkAll } from './checked-fields';

describe('checkAll', () => {
  it('answers the message of every field that fails, and nothing for one without a rule', () => {
    expect(
      checkAll(
        { username: '', password: '123', note: '' },
        { username: checkAccount, password: checkPassword },
      ),
    ).toEqual({ username: '请输入账号', password: '密码6到16位且不能输入空格' });
  });

  it('answers nothing when every field passes', () => {
    expect(
      checkAll(
        { username: 'admin', password: 'admin123' },
        { username: checkAccount, password: checkPassword },
      ),
    ).toEqual({});
  });
});
