// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  allOf,
  checkAddress,
  checkDigits,
  checkEmail,
  checkEnergyAddr,
  checkIdCard,
  checkInstrumentAddr,
  checkKeyword,
  checkLandline,
  checkLatitude,
  checkLongitude,
  checkPhone,
  checkRemarks,
  checkText,
} from './rules';
import { useLocaleStore } from '../i18n';

const x = (n: number) => 'x'.repeat(n);
const d = (n: number) => '1'.repeat(n);

describe('length rules (docs/requirements.md §5)', () => {
  it.each([
    [checkRemarks, 100, '备注不能超过100个字符'],
    [checkAddress, 50, '地址不能超过50个字符'],
    [checkKeyword, 10, '关键字不能超过10个字符'],
    [checkText, 20, '不能超过20个字符'],
  ])('limit %#: max passes, max+1 fails', (check, max, message) => {
    expect(check('')).toBeUndefined();
    expect(check(x(max))).toBeUndefined();
    expect(check(x(max + 1))).toBe(message);
  });
});

describe('email (docs/requirements.md §5)', () => {
  it.each(['', 'a@b.cn', 'first.last+tag@mail.example.com'])('accepts %j', (v) =>
    expect(checkEmail(v)).toBeUndefined(),
  );
  it.each(['a', 'a@b', '@b.cn', 'a b@c.cn'])('rejects %j', (v) =>
    expect(checkEmail(v)).toBe('请输入正确的邮箱'),
  );
});

describe('coordinates (docs/requirements.md §5)', () => {
  it.each(['', '180', '-180', '0', '120.123456', '-179.9999999'])('longitude accepts %j', (v) =>
    expect(checkLongitude(v)).toBeUndefined(),
  );
  it.each(['180.0001', '-180.1', 'abc', '1.2345678901', '12.'])('longitude rejects %j', (v) =>
    expect(checkLongitude(v)).toBe('经度范围为-180到180，最多10位数字'),
  );
  it.each(['90', '-90', '45.12345678'])('latitude accepts %j', (v) =>
    expect(checkLatitude(v)).toBeUndefined(),
  );
  it.each(['90.0001', '-90.5', '1.2345678901'])('latitude rejects %j', (v) =>
    expect(checkLatitude(v)).toBe('纬度范围为-90到90，最多10位数字'),
  );
});

describe('ID card (docs/requirements.md §5)', () => {
  it.each(['', d(15), d(18), `${d(17)}X`, `${d(17)}x`])('accepts %j', (v) =>
    expect(checkIdCard(v)).toBeUndefined(),
  );
  it.each([d(14), d(16), d(17), d(19), `${d(14)}X`, `X${d(17)}`])('rejects %j', (v) =>
    expect(checkIdCard(v)).toBe('请输入正确的身份证'),
  );
});

describe('phone and landline (docs/requirements.md §5)', () => {
  it('optional phone: empty passes; required phone: 请输入手机号', () => {
    expect(checkPhone()('')).toBeUndefined();
    expect(checkPhone(true)('')).toBe('请输入手机号');
    expect(checkPhone(true)('  ')).toBe('请输入手机号');
  });
  it('phone: 11 digits pass, 12 fail, non-digits fail', () => {
    expect(checkPhone(true)(d(11))).toBeUndefined();
    expect(checkPhone()(d(12))).toBe('手机号不能超过11位');
    expect(checkPhone()('138-0000')).toBe('只能输入数字');
  });
  it('landline: required, 12 digits pass, 13 fail', () => {
    expect(checkLandline('')).toBe('请输入座机号');
    expect(checkLandline(d(12))).toBeUndefined();
    expect(checkLandline(d(13))).toBe('座机号不能超过12位');
    expect(checkLandline('0571-1')).toBe('只能输入数字');
  });
});

describe('numbers and address codes (docs/requirements.md §5)', () => {
  it('digits only, optional 9-digit limit', () => {
    expect(checkDigits()('')).toBeUndefined();
    expect(checkDigits()(d(30))).toBeUndefined();
    expect(checkDigits()('12a')).toBe('只能输入数字');
    expect(checkDigits()('1.5')).toBe('只能输入数字');
    expect(checkDigits(9)(d(9))).toBeUndefined();
    expect(checkDigits(9)(d(10))).toBe('不能超过9位数字');
    expect(checkDigits(9)(123)).toBeUndefined();
  });
  it('instrument address code ≤ 40 digits, energy address code ≤ 6 digits', () => {
    expect(checkInstrumentAddr(d(40))).toBeUndefined();
    expect(checkInstrumentAddr(d(41))).toBe('仪表地址码不能超过40位');
    expect(checkInstrumentAddr('a1')).toBe('只能输入数字');
    expect(checkEnergyAddr(d(6))).toBeUndefined();
    expect(checkEnergyAddr(d(7))).toBe('能耗地址码不能超过6位');
  });
  it('allOf returns the first message', () => {
    const check = allOf(checkPhone(true), checkDigits(5));
    expect(check('')).toBe('请输入手机号');
    expect(check(d(6))).toBe('不能超过5位数字');
    expect(check(d(5))).toBeUndefined();
  });
  it('speaks English in en-US', async () => {
    await useLocaleStore.getState().setLocale('en-US');
    try {
      expect(checkDigits()('a')).toBe('Digits only');
    } finally {
      void useLocaleStore.getState().setLocale('zh-CN');
    }
  });
});
