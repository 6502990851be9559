// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { t } from '@/shared/i18n';
import type { FieldSpec } from '@/shared/form';
import { editFields, toDeviceBody, toFormValues } from './device-fields';
import { toFilter } from './device-ledger-page';

const options = { assetTypes: [], statuses: [] };
const unitOf = (assetType: unknown): FieldSpec =>
  editFields(t, { ...options, assetType, today: '2026-11-28' }).find((f) => f.prop === 'unit')!;
const check = (prop: string, value: unknown) =>
  editFields(t, { ...options, assetType: '1031', today: '2026-11-28' })
    .find((f) => f.prop === prop)!
    .validator?.(value);

describe('device form: the unit follows the asset type (docs/requirements.md §5)', () => {
  it('enables and requires the unit only for 1034', () => {
    expect(unitOf('1034')).toMatchObject({ editor: true, required: true });
    for (const type of ['1031', '1033', undefined, '']) {
      expect(unitOf(type), String(type)).toMatchObject({ editor: false, required: false });
    }
  });

  it('sends a unit for 1034 and none for any other type, and leaves empty optionals empty', () => {
    const values = { deviceShowCode: ' SH01-P-009 ', deviceName: '3#送水泵', unit: '升', status: '1' };
    expect(toDeviceBody({ ...values, assetType: '1034' }, 11)).toEqual({
      factoryId: 11,
      deviceShowCode: 'SH01-P-009',
      deviceName: '3#送水泵',
      assetType: '1034',
      unit: '升',
      model: '',
      location: '',
      installDate: null,
      status: 1,
    });
    expect(toDeviceBody({ ...values, assetType: '1031' }, 11)).not.toHaveProperty('unit');
  });

  it('checks the code and the name as the server does', () => {
    expect(check('deviceShowCode', '')).toBe('请填写设备编码');
    expect(check('deviceShowCode', '-AB')).toBe('字母、数字及中划线组合，不超过32位');
    expect(check('deviceShowCode', 'A'.repeat(33))).toBe('字母、数字及中划线组合，不超过32位');
    expect(check('deviceShowCode', 'SH01-P-001')).toBeUndefined();
    expect(check('deviceName', ' ')).toBe('请填写设备名称');
    expect(check('deviceName', '名'.repeat(21))).toBeTruthy();
    expect(check('deviceName', '1#送水泵')).toBeUndefined();
  });

  it('reads a row back into the form with the selects as strings', () => {
    const row = {
      deviceId: 5,
      factoryId: 11,
      factoryName: '上海第一水厂',
      deviceShowCode: 'SH01-D-005',
      deviceName: 'PAC加药计量泵',
      assetType: '1034',
      model: 'GM0240',
      location: '加药间',
      unit: '升',
      installDate: '2019-05-20',
      status: 2,
      photoFileId: null,
      openOrders: 0,
      activeAlarms: 0,
      meters: 1,
      version: 0,
    };
    expect(toFormValues(row)).toMatchObject({ assetType: '1034', unit: '升', status: '2' });
    expect(toFormValues({ ...row, unit: '', installDate: null })).toMatchObject({
      unit: undefined,
      installDate: undefined,
    });
  });
});

describe('device query', () => {
  it('drops empty values and sends the status as a number', () => {
    expect(toFilter({ keyword: '  ', assetType: undefined, status: '' })).toEqual({});
    expect(toFilter({ keyword: ' 泵 ', assetType: '1031', status: '0' })).toEqual({
      keyword: '泵',
      assetType: '1031',
      status: 0,
    });
  });
});

describe('install date', () => {
  it('may be today or before, never after', () => {
    const date = editFields(t, { ...options, assetType: '1031', today: '2026-11-28' }).find(
      (f) => f.prop === 'installDate',
    )!;
    expect(date.validator?.('2026-11-28')).toBeUndefined();
    expect(date.validator?.('2019-05-20')).toBeUndefined();
    expect(date.validator?.(undefined)).toBeUndefined();
    expect(date.validator?.('2026-11-29')).toBe('安装日期不能晚于今天');
  });
});
