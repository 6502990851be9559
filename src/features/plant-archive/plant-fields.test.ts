// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PlantArchive } from '@contract/plant-archive';
import { t } from '@/shared/i18n';
import { capacityText, CONTACT_CHECKS, plantFields, toPlantBody, toPlantValues } from './plant-fields';

const check = (prop: string, value: unknown) =>
  plantFields(t, [])
    .find((f) => f.prop === prop)!
    .validator?.(value);

const ARCHIVE: PlantArchive = {
  factoryId: 11,
  factoryName: '上海第一水厂',
  factoryCode: 'HD-SH01',
  address: '上海市浦东新区杨高南路1288号',
  longitude: 121.5126,
  latitude: 31.2008,
  designCapacity: 400000,
  capacityUnit: 'm³/d',
  processType: '1',
  commissioningDate: '1998-06-18',
  remark: '',
  contacts: [{ name: '张建国', role: '厂长', mobile: '13816201234', landline: '02158761234' }],
  updatedAt: null,
  updatedBy: '',
  version: 0,
};

describe('plant archive form: the rules of docs/requirements.md §5', () => {
  it('checks address, coordinates, capacity and remark as the server does', () => {
    expect(check('address', '路'.repeat(50))).toBeUndefined();
    expect(check('address', '路'.repeat(51))).toBe('地址不能超过50个字符');
    expect(check('longitude', '121.5126')).toBeUndefined();
    expect(check('longitude', '180.5')).toBe('经度范围为-180到180，最多10位数字');
    expect(check('longitude', '121.51234567891')).toBe('经度范围为-180到180，最多10位数字');
    expect(check('latitude', '-90.01')).toBe('纬度范围为-90到90，最多10位数字');
    expect(check('designCapacity', '400000')).toBeUndefined();
    expect(check('designCapacity', '4e5')).toBe('只能输入数字');
    expect(check('designCapacity', '1234567890')).toBe('不能超过9位数字');
    expect(check('remark', 'x'.repeat(101))).toBe('备注不能超过100个字符');
  });

  it("refuses a contact's missing or over-long phone and landline with the requirement's messages", () => {
    expect(CONTACT_CHECKS.mobile('')).toBe('请输入手机号');
    expect(CONTACT_CHECKS.mobile('138162012345')).toBe('手机号不能超过11位');
    expect(CONTACT_CHECKS.mobile('1381620abcd')).toBe('只能输入数字');
    expect(CONTACT_CHECKS.mobile('13816201234')).toBeUndefined();
    expect(CONTACT_CHECKS.landline('')).toBe('请输入座机号');
    expect(CONTACT_CHECKS.landline('0215876123456')).toBe('座机号不能超过12位');
    expect(CONTACT_CHECKS.landline('021587612345')).toBeUndefined();
    expect(CONTACT_CHECKS.name('')).toBe('请输入姓名/名称');
    expect(CONTACT_CHECKS.name('_张')).toBeTruthy();
    expect(CONTACT_CHECKS.role('')).toBeUndefined();
  });

  it('sends empty fields as the server expects them and trims the rest', () => {
    expect(
      toPlantBody({
        address: ' 路 ',
        longitude: '',
        latitude: undefined,
        designCapacity: '',
        capacityUnit: undefined,
        processType: undefined,
        commissioningDate: undefined,
        remark: '',
        contacts: [{ name: ' 张三 ', mobile: '13800000000', landline: '02100000000' }],
      }),
    ).toEqual({
      address: '路',
      longitude: null,
      latitude: null,
      designCapacity: null,
      capacityUnit: 'm³/d',
      processType: '',
      commissioningDate: null,
      remark: '',
      contacts: [{ name: '张三', role: '', mobile: '13800000000', landline: '02100000000' }],
    });
  });

  it('round-trips an archive through the form', () => {
    const values = toPlantValues(ARCHIVE);
    expect(values).toMatchObject({ longitude: '121.5126', designCapacity: '400000', processType: '1' });
    expect(toPlantBody(values)).toEqual({
      address: ARCHIVE.address,
      longitude: ARCHIVE.longitude,
      latitude: ARCHIVE.latitude,
      designCapacity: ARCHIVE.designCapacity,
      capacityUnit: ARCHIVE.capacityUnit,
      processType: ARCHIVE.processType,
      commissioningDate: ARCHIVE.commissioningDate,
      remark: ARCHIVE.remark,
      contacts: ARCHIVE.contacts,
    });
    expect(toPlantValues({ ...ARCHIVE, processType: '', longitude: null })).toMatchObject({
      processType: undefined,
      longitude: '',
    });
  });

  it('shows the capacity with its unit', () => {
    expect(capacityText(ARCHIVE)).toBe('400,000 m³/d');
    expect(capacityText({ designCapacity: 48, capacityUnit: 'MW' })).toBe('48 MW');
    expect(capacityText({ designCapacity: null, capacityUnit: 'MW' })).toBe('');
  });
});
