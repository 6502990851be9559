// @vitest-environment node
/**
 * The pure parts of the work-order dialogs: the text checks, each column of the parts table, the unit
 * rule of asset type 1034, the bodies posted (handling parts, inspection results, report), and the
 * report fields per kind. The dialog tests keep to the wiring (a field's check shown, the body posted).
 */
import { describe, expect, it } from 'vitest';
import { t } from '@/shared/i18n';
import { isBlank, maxChars, ruleOf, textCheck, trimmed } from './checks';
import { anInspectItem } from './dialog-data.fixtures';
import { itemResultsOf, itemsBody } from './inspect-results-editor';
import { partChecks, partsBody } from './parts-editor';
import { unitEnabled } from './parts-options';
import { isReported, reportBody, reportFields } from './report-fields';

describe('text checks', () => {
  it('a required text: 请填写{label} when blank, then at most 100 characters', () => {
    const check = textCheck(t, '处理描述', { required: true });
    for (const blank of [undefined, null, '', '   ']) expect(check(blank)).toBe('请填写处理描述');
    expect(check('长'.repeat(100))).toBeUndefined();
    expect(check('长'.repeat(101))).toBe('处理描述不能超过100个字符');
  });

  it('an optional text may be empty; a select asks 请选择{label}', () => {
    expect(textCheck(t, '工单备注')('')).toBeUndefined();
    expect(textCheck(t, '工单备注')('备'.repeat(101))).toBe('工单备注不能超过100个字符');
    expect(textCheck(t, '单位', { required: true, type: 'select' })(undefined)).toBe('请选择单位');
    expect(maxChars(t, '规格型号', 20)('S'.repeat(21))).toBe('规格型号不能超过20个字符');
    expect(maxChars(t, '规格型号', 20)('S'.repeat(20))).toBeUndefined();
  });

  it('blank and trimmed values', () => {
    expect([undefined, null, '', ' ', []].every(isBlank)).toBe(true);
    expect([0, 'a', [1]].some(isBlank)).toBe(false);
    expect(trimmed('  泵  ')).toBe('泵');
    expect(trimmed('  ')).toBeUndefined();
    expect(trimmed(undefined)).toBeUndefined();
    expect(trimmed(12)).toBe('12');
  });

  it('an antd rule from a check rejects with its message', async () => {
    const rule = ruleOf(textCheck(t, '转派原因', { required: true }));
    await expect(rule.validator(null, '休假')).resolves.toBeUndefined();
    await expect(rule.validator(null, '')).rejects.toThrow('请填写转派原因');
  });
});

describe('parts table (handling)', () => {
  const check = partChecks(t);

  it('a part needs a code of at most 40 characters and a name of at most 20', () => {
    expect(check.code('')).toBe('请填写备件编码');
    expect(check.code('C'.repeat(40))).toBeUndefined();
    expect(check.code('C'.repeat(41))).toBe('备件编码不能超过40个字符');
    expect(check.name(' ')).toBe('请填写备件名称');
    expect(check.name('名'.repeat(20))).toBeUndefined();
    expect(check.name('名'.repeat(21))).toBe('备件名称不能超过20个字符');
  });

  it('specs are optional, at most 20 characters', () => {
    expect(check.specs('')).toBeUndefined();
    expect(check.specs('S'.repeat(21))).toBe('规格型号不能超过20个字符');
  });

  it('the quantity is required and positive, decimals allowed', () => {
    expect(check.quantity(undefined)).toBe('请填写数量');
    expect(check.quantity(null)).toBe('请填写数量');
    expect(check.quantity('  ')).toBe('请填写数量');
    for (const bad of [0, -1, '-1', 1_000_000_000]) expect(check.quantity(bad)).toBe('数量必须大于0');
    for (const typo of ['abc', '1,5', '2件']) expect(check.quantity(typo)).toBe('数量只能输入数字');
    for (const good of [1, 1.5, '2', ' 2.5 ', 999_999_999]) expect(check.quantity(good)).toBeUndefined();
  });

  it('a unit, when asked for, must be chosen', () => {
    expect(check.unit(undefined)).toBe('请选择单位');
    expect(check.unit('升')).toBeUndefined();
  });

  it('only asset type 1034 carries a unit', () => {
    expect(unitEnabled('1034')).toBe(true);
    expect(unitEnabled(1034)).toBe(true);
    for (const other of ['1031', '1032', '1033', undefined, null, '']) expect(unitEnabled(other)).toBe(false);
  });

  it('posts each row trimmed, the quantity as a number, a unit only with asset type 1034', () => {
    expect(
      partsBody([
        { partsCode: ' BRG-6205 ', partsName: '深沟球轴承', partsSpecs: '6205-2RS', quantity: '2' },
        {
          partsCode: 'OIL-46',
          partsName: '液压油',
          partsSpecs: ' ',
          quantity: 1.5,
          assetType: '1034',
          unit: '升',
        },
        // a unit left over from an earlier 1034 choice is not sent
        { partsCode: 'V-1', partsName: '阀门', quantity: 1, assetType: '1031', unit: '升' },
      ]),
    ).toEqual([
      { partsCode: 'BRG-6205', partsName: '深沟球轴承', partsSpecs: '6205-2RS', quantity: 2 },
      {
        partsCode: 'OIL-46',
        partsName: '液压油',
        partsSpecs: '',
        quantity: 1.5,
        assetType: '1034',
        unit: '升',
      },
      { partsCode: 'V-1', partsName: '阀门', partsSpecs: '', quantity: 1, assetType: '1031' },
    ]);
    expect(partsBody(undefined)).toEqual([]);
  });
});

describe('inspection results (handling an inspection)', () => {
  const item = anInspectItem;

  it('starts from the results of an earlier handling', () => {
    expect(itemResultsOf([item(51), item(52, { result: 'abnormal', remark: '82℃' })])).toEqual({
      '51': { result: undefined, remark: undefined },
      '52': { result: 'abnormal', remark: '82℃' },
    });
  });

  it('posts a result per item, abnormal only when chosen, the remark trimmed and only when given', () => {
    const items = [item(51), item(52), item(53)];
    const values = {
      itemResults: {
        '51': { result: 'abnormal', remark: ' 82℃ ' },
        '52': { result: 'normal', remark: '  ' },
      },
    };
    expect(itemsBody(items, values)).toEqual([
      { itemId: 51, result: 'abnormal', remark: '82℃' },
      { itemId: 52, result: 'normal' },
      { itemId: 53, result: 'normal' },
    ]);
  });

  it('answers a typed item by its type: a number, a reading, the photo uploaded (docs/plans.md)', () => {
    const items = [
      item(61, { itemType: 'number', min: 20, max: 80 }),
      item(62, { itemType: 'reading' }),
      item(63, { itemType: 'photo' }),
    ];
    expect(itemResultsOf([item(61, { itemType: 'number', value: 95, result: 'abnormal' })])).toEqual({
      '61': { result: 'abnormal', value: 95, remark: undefined },
    });
    const values = {
      itemResults: {
        '61': { value: 95.5, result: 'abnormal' },
        '62': { value: 0, remark: ' 表码 ' },
        '63': { photo: [701] },
      },
    };
    expect(itemsBody(items, values)).toEqual([
      { itemId: 61, value: 95.5 },
      { itemId: 62, value: 0, remark: '表码' },
      { itemId: 63, photoId: 701 },
    ]);
  });
});

describe('report form', () => {
  const options = { devices: [], fixTypes: [], reportSources: [] };
  const props = (kind: 'fix' | 'planFix' | 'maint' | 'inspect') =>
    reportFields(kind, t, options).map((f) => f.prop);

  it('a repair or fault has category, source, downtime and fault time; planned work does not', () => {
    expect(isReported('fix')).toBe(true);
    expect(isReported('planFix')).toBe(true);
    expect(props('fix')).toEqual([
      'deviceId',
      'priority',
      'fixType',
      'reportSource',
      'isStatistics',
      'fixStartTime',
      'execTime',
      'reportContent',
      'remark',
    ]);
    for (const kind of ['maint', 'inspect'] as const)
      expect(props(kind)).toEqual(['deviceId', 'priority', 'execTime', 'reportContent', 'remark']);
  });

  it('requires the device and the content, named after the kind, at most 100 characters', () => {
    const fields = reportFields('inspect', t, options);
    expect(fields.filter((f) => f.required).map((f) => f.label)).toEqual(['设备', '优先级', '巡检内容']);
    const content = fields.find((f) => f.prop === 'reportContent')!;
    expect(content.validator?.('名'.repeat(101))).toBe('巡检内容不能超过100个字符');
    expect(content.validator?.('')).toBe('请填写巡检内容');
    const remark = fields.find((f) => f.prop === 'remark')!;
    expect(remark.validator?.('')).toBeUndefined();
    expect(reportFields('fix', t, options).find((f) => f.prop === 'reportContent')?.label).toBe('报修内容');
  });

  it('posts every filled field of a repair, trimmed, and nothing left empty', () => {
    expect(
      reportBody('fix', 11, {
        deviceId: 3,
        reportContent: ' 泵体异响 ',
        remark: '尽快',
        fixType: '2',
        reportSource: '2',
        isStatistics: 1,
        fixStartTime: '2026-11-20 08:30:00',
        execTime: '2026-11-21 10:00:00',
        attachmentIds: [60],
        copyTo: [5, 6],
      }),
    ).toEqual({
      factoryId: 11,
      deviceId: 3,
      reportContent: '泵体异响',
      remark: '尽快',
      fixType: '2',
      reportSource: '2',
      isStatistics: 1,
      fixStartTime: '2026-11-20 08:30:00',
      execTime: '2026-11-21 10:00:00',
      attachmentIds: [60],
      copyTo: [5, 6],
    });
    expect(
      reportBody('fix', 11, { deviceId: 3, reportContent: '异响', remark: ' ', isStatistics: 0 }),
    ).toEqual({
      factoryId: 11,
      deviceId: 3,
      reportContent: '异响',
      isStatistics: 0,
    });
  });

  it('planned work sends no report-only field; an inspection sends its check items', () => {
    expect(
      reportBody('inspect', 11, {
        deviceId: 4,
        reportContent: '月度巡检',
        fixType: '2',
        isStatistics: 1,
        items: [
          { itemName: ' 轴承温度 ', standard: '≤70℃' },
          { itemName: '振动', standard: '' },
        ],
      }),
    ).toEqual({
      factoryId: 11,
      deviceId: 4,
      reportContent: '月度巡检',
      items: [{ itemName: '轴承温度', standard: '≤70℃' }, { itemName: '振动' }],
    });
    expect(reportBody('maint', 11, { deviceId: 4, reportContent: '保养', items: [] })).toEqual({
      factoryId: 11,
      deviceId: 4,
      reportContent: '保养',
    });
  });
});
