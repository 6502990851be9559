// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ProcessUnit } from '@contract/plant-archive';
import type { FormValues } from '@/shared/form';
import { t } from '@/shared/i18n';
import { moved, paramChecks, paramText, toUnitBody, toUnitValues, unitFields } from './process-fields';

const UNIT: ProcessUnit = {
  unitId: 3,
  factoryId: 11,
  seq: 3,
  name: '平流沉淀池',
  kind: '3',
  remark: '',
  params: [
    { name: '设计流量', value: 17500, unit: 'm³/h' },
    { name: '停留时间', value: 2.5, unit: 'h' },
  ],
  documents: [{ fileId: 7, fileName: '沉淀池图纸.pdf' }],
  version: 0,
};

describe('flow order: 上移 / 下移', () => {
  it('swaps a unit with its neighbour', () => {
    expect(moved([1, 2, 3, 4], 2, -1)).toEqual([1, 3, 2, 4]);
    expect(moved([1, 2, 3, 4], 0, 1)).toEqual([2, 1, 3, 4]);
  });
  it('cannot move the first up or the last down', () => {
    expect(moved([1, 2, 3], 0, -1)).toBeNull();
    expect(moved([1, 2, 3], 2, 1)).toBeNull();
    expect(moved([], 0, 1)).toBeNull();
  });
  it('leaves the order it was given as it was', () => {
    const order = [1, 2, 3];
    moved(order, 1, 1);
    expect(order).toEqual([1, 2, 3]);
  });
});

describe('process unit form', () => {
  it('requires a name of at most 20 characters and a kind', () => {
    const name = unitFields(t, []).find((f) => f.prop === 'name')!;
    expect(name.validator?.(' ')).toBe('请填写单元名称');
    expect(name.validator?.('池'.repeat(21))).toBe('不能超过20个字符');
    expect(name.validator?.('V型滤池')).toBeUndefined();
    expect(unitFields(t, []).find((f) => f.prop === 'kind')).toMatchObject({ required: true });
  });

  it('takes a decimal parameter value and refuses text', () => {
    const checks = paramChecks(t);
    expect(checks.value('2.5')).toBeUndefined();
    expect(checks.value('-12')).toBeUndefined();
    expect(checks.value('')).toBe('请填写参数值');
    expect(checks.value('2.5h')).toBe('请输入数字');
    expect(checks.name('')).toBe('请填写参数名称');
  });

  it('sends the parameters as numbers with the documents kept and uploaded', () => {
    const values: FormValues = { ...toUnitValues(UNIT), name: ' 斜管沉淀池 ' };
    expect(values.params).toEqual([
      { name: '设计流量', value: '17500', unit: 'm³/h' },
      { name: '停留时间', value: '2.5', unit: 'h' },
    ]);
    expect(toUnitBody(values, [7, 9])).toEqual({
      name: '斜管沉淀池',
      kind: '3',
      remark: '',
      params: UNIT.params,
      fileIds: [7, 9],
    });
    expect(toUnitBody({ name: '取水', kind: '1' }, [])).toMatchObject({ params: [], remark: '' });
  });

  it('writes a parameter as name, value and unit', () => {
    expect(paramText({ name: '停留时间', value: 2.5, unit: 'h' })).toBe('停留时间 2.5 h');
    expect(paramText({ name: '台数', value: 4, unit: '' })).toBe('台数 4');
  });
});
