// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { t } from '@/shared/i18n';
import { meterEditFields, meterFormValues, toMeterBody, toMeterFilter } from './meter-fields';

const check = (prop: string, value: unknown) =>
  meterEditFields(t, null)
    .find((f) => f.prop === prop)!
    .validator?.(value);

describe('meter form: the address rules of docs/requirements.md §5', () => {
  it('takes at most 40 digits of instrument address and 6 of energy address', () => {
    expect(check('instrumentAddr', '1'.repeat(40))).toBeUndefined();
    expect(check('instrumentAddr', '1'.repeat(41))).toBe('仪表地址码不能超过40位');
    expect(check('instrumentAddr', '12a4')).toBe('只能输入数字');
    expect(check('instrumentAddr', '')).toBe('请填写仪表地址码');
    expect(check('energyAddr', '123456')).toBeUndefined();
    expect(check('energyAddr', '1234567')).toBe('能耗地址码不能超过6位');
    expect(check('energyAddr', '')).toBe('请填写能耗地址码');
  });

  it('checks the code as the server does', () => {
    expect(check('code', '')).toBe('请填写仪表编码');
    expect(check('code', 'SH01 M1')).toBe('字母、数字及中划线组合，不超过32位');
    expect(check('code', 'SH01-EM-001')).toBeUndefined();
  });

  it('offers the factory’s collectors and devices', () => {
    const fields = meterEditFields(t, {
      collectors: [{ collectorId: 3, code: 'SH01-C1', name: '1#采集器' }],
      devices: [{ deviceId: 7, deviceShowCode: 'SH01-P-001', deviceName: '1#送水泵' }],
    });
    expect(fields.find((f) => f.prop === 'collectorId')?.options).toEqual([
      { value: 3, label: '1#采集器（SH01-C1）' },
    ]);
    expect(fields.find((f) => f.prop === 'deviceId')?.options).toEqual([
      { value: 7, label: '1#送水泵（SH01-P-001）' },
    ]);
  });

  it('builds the body and reads a row back', () => {
    const values = {
      code: ' SH01-EM-009 ',
      name: '二泵房电表',
      kind: 'electricity',
      instrumentAddr: '3100000001',
      energyAddr: '101',
      collectorId: 3,
    };
    const body = toMeterBody(values, 11);
    expect(body).toEqual({ ...values, code: 'SH01-EM-009', factoryId: 11, deviceId: null });
    const row = {
      ...body,
      deviceId: null,
      meterId: 9,
      collectorName: '',
      deviceName: '',
      online: true,
      lastValue: null,
      lastReadAt: null,
      activeAlarms: 0,
      version: 0,
    };
    expect(meterFormValues(row)).toMatchObject({ code: 'SH01-EM-009', collectorId: 3, deviceId: undefined });
  });

  it('turns the query form into the list filter', () => {
    expect(toMeterFilter({ keyword: ' ', kind: undefined, online: undefined })).toEqual({});
    expect(toMeterFilter({ keyword: '电表', kind: 'water', online: 'false' })).toEqual({
      keyword: '电表',
      kind: 'water',
      online: false,
    });
  });
});
