/**
 * Choosing a person for an order: dispatch (staff of the order's factory, optional planned execution
 * time; log 3), forward (staff other than the current executor, optional reason of at most 100
 * characters; log 99) and acceptance dispatch (managers and acceptors; log 4).
 */
import { Form, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { Reply } from '@contract/common';
import type { WoPerson, WoRow } from '@contract/work-order';
import { FieldItem, validateAll, type FieldSpec, type FormValues } from '@/shared/form';
import { useT, type MessageKey } from '@/shared/i18n';
import { dispatchAcceptance, dispatchOrder, fetchManagers, fetchStaff, forwardOrder } from '../api';
import { textCheck, trimmed, type Translate } from './checks';
import { OrderSummary } from './order-summary';
import { FormDialog } from '@/shared/form/form-dialog';
import { useSubmit } from '@/shared/form/use-submit';

export type AssignMode = 'dispatch' | 'forward' | 'acceptDispatch';

export interface AssignDialogProps {
  open: boolean;
  order: WoRow | null;
  mode: AssignMode;
  onClose: () => void;
  onDone: () => void;
}

const TITLE: Record<AssignMode, MessageKey> = {
  dispatch: 'woDlg.as.dispatch',
  forward: 'woDlg.as.forward',
  acceptDispatch: 'woDlg.as.acceptDispatch',
};

export const personLabel = (p: WoPerson) => `${p.nickName}（${p.userName}）`;

/** Who can be chosen: staff for dispatch and forward (never the current executor), managers for acceptance. */
async function candidates(mode: AssignMode, order: WoRow): Promise<WoPerson[]> {
  if (mode === 'acceptDispatch') return fetchManagers(order.factoryId);
  const staff = await fetchStaff(order.factoryId);
  return mode === 'forward' ? staff.filter((p) => p.userId !== order.execBy) : staff;
}

function fieldsOf(mode: AssignMode, people: WoPerson[], t: Translate): FieldSpec[] {
  const options = people.map((p) => ({ value: p.userId, label: personLabel(p) }));
  if (mode === 'acceptDispatch')
    return [{ type: 'select', prop: 'acceptBy', label: t('woDlg.as.acceptBy'), required: true, options }];
  if (mode === 'forward')
    return [
      { type: 'select', prop: 'execBy', label: t('woDlg.as.newExecBy'), required: true, options },
      {
        type: 'textarea',
        prop: 'reason',
        label: t('woDlg.as.reason'),
        validator: textCheck(t, t('woDlg.as.reason')),
      },
    ];
  return [
    { type: 'select', prop: 'execBy', label: t('woDlg.as.execBy'), required: true, options },
    { type: 'datetime', prop: 'execTime', label: t('woDlg.f.execTime') },
  ];
}

function assign(mode: AssignMode, order: WoRow, values: FormValues): Promise<Reply> {
  if (mode === 'acceptDispatch')
    return dispatchAcceptance(order.kind, order.taskId, { acceptBy: Number(values.acceptBy) });
  if (mode === 'forward') {
    const reason = trimmed(values.reason);
    return forwardOrder(order.kind, order.taskId, {
      execBy: Number(values.execBy),
      ...(reason ? { reason } : {}),
    });
  }
  const execTime = trimmed(values.execTime);
  return dispatchOrder(order.kind, order.taskId, {
    execBy: Number(values.execBy),
    ...(execTime ? { execTime } : {}),
  });
}

export function AssignDialog({ open, order, mode, onClose, onDone }: AssignDialogProps) {
  const t = useT();
  const [form] = Form.useForm<FormValues>();
  const [people, setPeople] = useState<WoPerson[]>([]);
  const { busy, send } = useSubmit();

  useEffect(() => {
    if (!open || !order) return;
    let alive = true;
    candidates(mode, order)
      .then((list) => {
        if (alive) setPeople(list);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [open, order, mode]);

  const save = async () => {
    if (!order || !(await validateAll(form))) return;
    const values = form.getFieldsValue(true) as FormValues;
    await send(() => assign(mode, order, values), onDone);
  };

  return (
    <FormDialog
      open={open}
      title={t(TITLE[mode])}
      width={640}
      busy={busy}
      disabled={!order}
      onSubmit={() => void save()}
      onClose={onClose}
    >
      {order && <OrderSummary order={order} />}
      {mode === 'forward' && order && (
        <Typography.Paragraph type="secondary">
          {t('woDlg.as.current')}：{order.execByName || '-'}
        </Typography.Paragraph>
      )}
      <Form
        form={form}
        name={`wo-assign-${mode}`}
        labelCol={{ flex: '115px' }}
        initialValues={mode === 'dispatch' && order?.execTime ? { execTime: order.execTime } : undefined}
      >
        {fieldsOf(mode, people, t).map((field) => (
          <FieldItem key={field.prop} field={field} />
        ))}
      </Form>
    </FormDialog>
  );
}
