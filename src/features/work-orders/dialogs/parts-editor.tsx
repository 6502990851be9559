/**
 * The parts table of the handling form (docs/requirements.md §3 partsList): code, name, specs and quantity per row,
 * plus an asset type and a unit. docs/requirements.md §5: the unit selector is enabled only when the row's asset type
 * code is 1034 (a metered consumable); changing the type away clears the unit, so no stale unit is sent.
 */
import { Button, Form, Input, Select, Table, type FormInstance } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { WO_PARTS_MAX, type WoPartInput } from '@contract/work-order';
import { requiredMessage, type FormValues } from '@/shared/form';
import { useT } from '@/shared/i18n';
import type { Check } from '@/shared/validators';
import { isBlank, ruleOf, textCheck, trimmed, type Translate } from './checks';
import { ASSET_TYPES, PART_UNITS, unitEnabled } from './parts-options';
import { StockPartPicker } from './stock-part-picker';

/** Column limits of wo_task_part (contract WoPartInput). */
const CODE_MAX = 40;
const NAME_MAX = 20;
const SPECS_MAX = 20;
const QUANTITY_MAX = 999999999;
/** Form items inside table cells: no bottom margin (an error still shows under its input). */
const CELL = { marginBottom: 0 };

export function partsBody(rows: unknown): WoPartInput[] {
  if (!Array.isArray(rows)) return [];
  return (rows as Record<string, unknown>[]).map((row) => {
    const assetType = trimmed(row.assetType);
    const unit = unitEnabled(assetType) ? trimmed(row.unit) : undefined;
    return {
      partsCode: trimmed(row.partsCode) ?? '',
      partsName: trimmed(row.partsName) ?? '',
      partsSpecs: trimmed(row.partsSpecs) ?? '',
      quantity: Number(row.quantity),
      ...(assetType ? { assetType } : {}),
      ...(unit ? { unit } : {}),
      ...(typeof row.partId === 'number' ? { partId: row.partId } : {}),
    };
  });
}

const partLabels = (t: Translate) => ({
  code: t('woDlg.p.code'),
  name: t('woDlg.p.name'),
  specs: t('woDlg.p.specs'),
  quantity: t('woDlg.p.quantity'),
  assetType: t('woDlg.p.assetType'),
  unit: t('woDlg.p.unit'),
});

/** The checks of one parts row, by column; pure, so that each limit is tested without a form. */
export function partChecks(t: Translate) {
  const label = partLabels(t);
  return {
    code: textCheck(t, label.code, { required: true, max: CODE_MAX, type: 'input' }),
    name: textCheck(t, label.name, { required: true, max: NAME_MAX, type: 'input' }),
    specs: textCheck(t, label.specs, { max: SPECS_MAX, type: 'input' }),
    quantity: (v: unknown) => {
      if (isBlank(v)) return requiredMessage({ type: 'input', label: label.quantity }, t);
      const n = Number(typeof v === 'string' ? v.trim() : v);
      if (!Number.isFinite(n)) return t('woDlg.p.quantityNumber');
      return n > 0 && n <= QUANTITY_MAX ? undefined : t('woDlg.p.quantityPositive');
    },
    /** a row from stock: no more than the factory held when it was picked (the server checks again) */
    inStock: (v: unknown, available: number) => {
      const n = Number(typeof v === 'string' ? v.trim() : v);
      return Number.isFinite(n) && n > available ? t('parts.overStock', { quantity: available }) : undefined;
    },
    unit: (v: unknown) =>
      isBlank(v) ? requiredMessage({ type: 'select', label: label.unit }, t) : undefined,
  } satisfies Record<string, Check | ((v: unknown, available: number) => string | undefined)>;
}

/** A row picked from stock: its code, name and specs are the catalogue's (read-only here), `available` what was held. */
const fromStock = (form: FormInstance<FormValues>, index: number): { available: number } | null => {
  const row = form.getFieldValue(['parts', index]) as { partId?: unknown; available?: unknown } | undefined;
  return typeof row?.partId === 'number' ? { available: Number(row.available) } : null;
};

export function PartsEditor({
  form,
  factoryId,
}: {
  form: FormInstance<FormValues>;
  factoryId: number | null;
}) {
  const t = useT();
  const label = partLabels(t);
  const check = partChecks(t);

  return (
    <Form.List name="parts">
      {(fields, { add, remove }) => (
        <>
          <StockPartPicker
            factoryId={factoryId}
            disabled={fields.length >= WO_PARTS_MAX}
            onPick={(part) =>
              add({
                partId: part.partId,
                available: part.quantity,
                partsCode: part.partCode,
                partsName: part.partName,
                partsSpecs: part.partSpecs,
                quantity: '1',
              })
            }
          />
          <Table
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={fields}
            locale={{ emptyText: t('woDlg.p.none') }}
            columns={[
              {
                title: label.code,
                render: (_v, f) => (
                  <Form.Item style={CELL} name={[f.name, 'partsCode']} rules={[ruleOf(check.code)]}>
                    <Input
                      aria-label={`${label.code} ${f.name + 1}`}
                      disabled={fromStock(form, f.name) !== null}
                    />
                  </Form.Item>
                ),
              },
              {
                title: label.name,
                render: (_v, f) => (
                  <Form.Item style={CELL} name={[f.name, 'partsName']} rules={[ruleOf(check.name)]}>
                    <Input
                      aria-label={`${label.name} ${f.name + 1}`}
                      disabled={fromStock(form, f.name) !== null}
                    />
                  </Form.Item>
                ),
              },
              {
                title: label.specs,
                render: (_v, f) => (
                  <Form.Item style={CELL} name={[f.name, 'partsSpecs']} rules={[ruleOf(check.specs)]}>
                    <Input
                      aria-label={`${label.specs} ${f.name + 1}`}
                      disabled={fromStock(form, f.name) !== null}
                    />
                  </Form.Item>
                ),
              },
              {
                title: label.quantity,
                width: 100,
                render: (_v, f) => (
                  <Form.Item
                    style={CELL}
                    name={[f.name, 'quantity']}
                    rules={[
                      ruleOf(check.quantity),
                      ruleOf((v) => {
                        const stocked = fromStock(form, f.name);
                        return stocked ? check.inStock(v, stocked.available) : undefined;
                      }),
                    ]}
                  >
                    {/* Text, not a number input: one drops "abc" or clamps "-1" silently, and the check then
                        asked for a quantity the user had typed. */}
                    <Input inputMode="decimal" aria-label={`${label.quantity} ${f.name + 1}`} />
                  </Form.Item>
                ),
              },
              {
                title: label.assetType,
                width: 170,
                render: (_v, f) => (
                  <Form.Item style={CELL} name={[f.name, 'assetType']}>
                    <Select
                      aria-label={`${label.assetType} ${f.name + 1}`}
                      allowClear
                      options={ASSET_TYPES.map((a) => ({ value: a.code, label: t(a.labelKey) }))}
                      onChange={(code: unknown) => {
                        if (!unitEnabled(code)) form.setFieldValue(['parts', f.name, 'unit'], undefined);
                      }}
                    />
                  </Form.Item>
                ),
              },
              {
                title: label.unit,
                width: 100,
                render: (_v, f) => (
                  <Form.Item noStyle dependencies={[['parts', f.name, 'assetType']]}>
                    {({ getFieldValue }) => {
                      const enabled = unitEnabled(getFieldValue(['parts', f.name, 'assetType']));
                      return (
                        <Form.Item
                          style={CELL}
                          name={[f.name, 'unit']}
                          rules={enabled ? [ruleOf(check.unit)] : []}
                        >
                          <Select
                            aria-label={`${label.unit} ${f.name + 1}`}
                            disabled={!enabled}
                            options={PART_UNITS.map((u) => ({ value: u, label: u }))}
                          />
                        </Form.Item>
                      );
                    }}
                  </Form.Item>
                ),
              },
              {
                title: '',
                width: 48,
                render: (_v, f) => (
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`${t('woDlg.p.remove')} ${f.name + 1}`}
                    onClick={() => remove(f.name)}
                  />
                ),
              },
            ]}
          />
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            disabled={fields.length >= WO_PARTS_MAX}
            onClick={() => add({ partsCode: '', partsName: '', partsSpecs: '' })}
            style={{ marginTop: 8 }}
          >
            {t('woDlg.p.add')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
