// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkAddr, checkDigits, checkEmail, checkIdNumber, checkPhone } from './profile-rules';

describe('profile rules (docs/requirements.md §5)', () => {
  it.each([
    ['', true, '请输入手机号'],
    ['  ', true, '请输入手机号'],
    ['', false, undefined],
    ['138-0013', false, '只能输入数字'],
    ['1380013800a', true, '只能输入数字'],
    ['138001380001', true, '手机号不能超过11位'],
    ['13800138000', true, undefined],
  ])('phone %j (required %s) → %s', (value, required, message) => {
    expect(checkPhone(required)(value)).toBe(message);
  });

  it.each([
    ['', undefined],
    ['12', undefined],
    ['1.2', '只能输入数字'],
    ['-1', '只能输入数字'],
  ])('digits %j → %s', (value, message) => {
    expect(checkDigits(value)).toBe(message);
  });

  it.each([
    ['', undefined],
    [undefined, undefined],
    ['a@b.cn', undefined],
    ['first.last+tag@mail.example.com', undefined],
    ['a@b', '请输入正确的邮箱'],
    ['not-an-email', '请输入正确的邮箱'],
    ['a b@c.cn', '请输入正确的邮箱'],
  ])('email %j → %s', (value, message) => {
    expect(checkEmail(value)).toBe(message);
  });

  it.each([
    ['0', '', undefined],
    ['0', '110105491231002', undefined],
    ['0', '11010519491231002X', undefined],
    ['0', '110105194912310021', undefined],
    ['0', '12345', '请输入正确的身份证'],
    ['0', '110105194913310021', '请输入正确的身份证'],
    ['0', '1101051949123100211', '请输入正确的身份证'],
    ['1', 'E12345678', undefined],
    [undefined, 'anything', undefined],
    ['1', 'x'.repeat(33), '证件号码不能超过32位'],
  ])('ID number with type %j: %j → %s', (idType, value, message) => {
    expect(checkIdNumber(idType)(value)).toBe(message);
  });

  it('limits the address to 50 characters', () => {
    expect(checkAddr('x'.repeat(50))).toBeUndefined();
    expect(checkAddr('x'.repeat(51))).toBe('地址不能超过50个字符');
  });
});
