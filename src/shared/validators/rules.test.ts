// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkAccount, checkCaptcha, checkName, checkPassword } from './rules';

describe('account rule (docs/requirements.md §5)', () => {
  it.each([
    ['', '请输入账号'],
    ['   ', '请输入账号'],
    [undefined, '请输入账号'],
    ['abcdefghijk', '账号不能超过10个字符'],
    ['ab-cd', '数字、字母及下划线组合'],
    ['张三', '数字、字母及下划线组合'],
    ['a b', '数字、字母及下划线组合'],
    ['_admin', '账号不能以下划线开头或结尾'],
    ['admin_', '账号不能以下划线开头或结尾'],
  ])('%j → %s', (value, message) => {
    expect(checkAccount(value)).toBe(message);
  });

  it.each(['admin', 'a', 'op_1', 'abcdefghij', 'supervisor'])('accepts %s', (value) => {
    expect(checkAccount(value)).toBeUndefined();
  });
});

describe('password rule (docs/requirements.md §5)', () => {
  it.each([
    ['', '请输入密码'],
    ['12345', '密码6到16位且不能输入空格'],
    ['12345678901234567', '密码6到16位且不能输入空格'],
    ['abc 123', '密码6到16位且不能输入空格'],
    ['\tabcdef', '密码6到16位且不能输入空格'],
  ])('%j → %s', (value, message) => {
    expect(checkPassword(value)).toBe(message);
  });

  it.each(['123456', '1234567890123456', 'admin123', 'P@ss!word'])('accepts %s', (value) => {
    expect(checkPassword(value)).toBeUndefined();
  });
});

describe('captcha rule (docs/requirements.md §5)', () => {
  it.each([
    ['', '请输入验证码'],
    [null, '请输入验证码'],
    ['12345', '请输入四位验证码'],
  ])('%j → %s', (value, message) => {
    expect(checkCaptcha(value)).toBe(message);
  });

  it.each(['1', 'ab3d'])('accepts %s', (value) => {
    expect(checkCaptcha(value)).toBeUndefined();
  });
});

describe('name rule (docs/requirements.md §5)', () => {
  it('uses the default or the given required message', () => {
    expect(checkName()('')).toBe('请输入姓名/名称');
    expect(checkName('请输入工厂名称')('')).toBe('请输入工厂名称');
  });

  it.each([
    ['一二三四五六七八九十壹', '不能超过10个字符'],
    ['王-小明', '中文、字母、数字及下划线组合'],
    ['_小明', '不能以下划线开头或结尾'],
  ])('%j → %s', (value, message) => {
    expect(checkName()(value)).toBe(message);
  });

  it.each(['王小明', 'Li_Lei', '一二三四五六七八九十'])('accepts %s', (value) => {
    expect(checkName()(value)).toBeUndefined();
  });
});
