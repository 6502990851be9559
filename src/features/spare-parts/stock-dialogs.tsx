/**
 * The stock's two dialogs: a movement by hand (receipt, issue, return, adjustment; the server takes only what is
 * there and answers the stock after it) and a part's minimum in the factory, sent at the version the stock row had
 * (docs/concurrency.md).
 */
import { Form, Typography } from 'antd';
import { useEffect } from 'react';
import { PART_RULE, type PartMoveKind, type PartStockRow } from '@contract/parts';
import { FieldItem, validateAll, type FieldSpec, type FormValues } from '@/shared/form';
import { FormDialog } from '@/shared/form/form-dialog';
import { useEditConflict } from '@/shared/form/use-edit-conflict';
import { useSubmit } from '@/shared/form/use-submit';
import { useT } from '@/shared/i18n';
import { notify } from '@/shared/ui/notify';
import { addMovement, setMinimum } from './api';
import { minimumCheck, MOVE_LABEL, needsReason, quantityCheck } from './part-fields';
import { usePartsChanged } from './use-parts-changed';

export type MoveState = null | { kind: PartMoveKind; row: PartStockRow };

export function MovementDialog({ state, onClose }: { state: MoveState; onClose: () => void }) {
  const t = useT();
  const [form] = Form.useForm<FormValues>();
  const { busy, submit } = useSubmit();
  const changed = usePartsChanged();

  useEffect(() => {
    if (state) form.resetFields();
  }, [state, form]);

  const kind = state?.kind ?? 'receipt';
  const reasonRequired = needsReason(kind);
  const fields: FieldSpec[] = [
    {
      type: 'input',
      prop: 'quantity',
      label: t(kind === 'adjust' ? 'parts.moveQuantityAdjust' : 'parts.moveQuantity'),
      required: true,
      validator: quantityCheck(t, kind),
    },
    {
      type: 'textarea',
      prop: 'reason',
      label: t('parts.reason'),
      required: reasonRequired,
      countMax: PART_RULE.REASON_MAX,
      validator: (v) => {
        const text = String(v ?? '').trim();
        if (reasonRequired && text === '') return t('generic.required.fill', { label: t('parts.reason') });
        return text.length > PART_RULE.REASON_MAX ? t('validate.remarks.max') : undefined;
      },
    },
  ];

  const save = async () => {
    if (!state || !(await validateAll(form))) return;
    const { row } = state;
    const values = form.getFieldsValue(true) as FormValues;
    await submit(
      () =>
        addMovement({
          factoryId: row.factoryId,
          partId: row.partId,
          kind,
          quantity: Number(String(values.quantity).trim()),
          reason: String(values.reason ?? '').trim(),
        }),
      (reply) => {
        notify('success', reply.msg);
        changed();
        onClose();
      },
    );
  };

  return (
    <FormDialog
      open={state !== null}
      title={
        state
          ? t('parts.moveTitle', {
              kind: t(MOVE_LABEL[kind]),
              code: state.row.partCode,
              name: state.row.partName,
            })
          : ''
      }
      width={520}
      busy={busy}
      onSubmit={() => void save()}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">
        {state ? t('parts.held', { quantity: state.row.quantity, unit: state.row.unit }) : null}
      </Typography.Paragraph>
      <Form form={form} name="part-move" labelCol={{ flex: '130px' }} labelWrap>
        {fields.map((field) => (
          <FieldItem key={field.prop} field={field} />
        ))}
      </Form>
    </FormDialog>
  );
}

const minimumValues = (row: PartStockRow): { minQuantity: string } => ({
  minQuantity: String(row.minQuantity),
});

export function MinimumDialog({ row, onClose }: { row: PartStockRow | null; onClose: () => void }) {
  const t = useT();
  const [form] = Form.useForm<FormValues>();
  const { busy, send } = useSubmit();
  const changed = usePartsChanged();
  const fields: FieldSpec[] = [
    {
      type: 'input',
      prop: 'minQuantity',
      label: t('parts.minQuantity'),
      required: true,
      validator: minimumCheck(t),
    },
  ];
  const conflict = useEditConflict<PartStockRow>({ form, fields, toValues: minimumValues });
  const { start } = conflict;

  useEffect(() => {
    if (!row) return;
    form.resetFields();
    form.setFieldsValue(minimumValues(row));
    start(row);
  }, [row, form, start]);

  const save = async () => {
    if (!row || !(await validateAll(form))) return;
    const values = form.getFieldsValue(true) as FormValues;
    await send(
      () =>
        setMinimum({
          factoryId: row.factoryId,
          partId: row.partId,
          minQuantity: Number(String(values.minQuantity).trim()),
          version: conflict.versionToSend(),
        }),
      () => {
        changed();
        onClose();
      },
      conflict.refused,
    );
  };

  return (
    <FormDialog
      open={row !== null}
      title={row ? t('parts.minimumTitle', { code: row.partCode, name: row.partName }) : ''}
      width={480}
      busy={busy}
      onSubmit={() => void save()}
      onClose={onClose}
      conflict={conflict}
    >
      <Form form={form} name="part-minimum" labelCol={{ flex: '110px' }} labelWrap>
        {fields.map((field) => (
          <FieldItem key={field.prop} field={field} />
        ))}
      </Form>
    </FormDialog>
  );
}
