/**
 * Choosing a person for an order: dispatch (staff of the order's factory, optional planned execution
 * time; log 3), forward (staff other than the current executor, optional reason of at most 100
 * characters; log 99) and acceptance dispatch (managers and acceptors; log 4).
 */
import { Form, Typography } from 'antd';
import type { Reply } from '@contract/common';
import { WO_TEXT_MAX, type WoPerson, type WoRow } from '@contract/work-order';
import { FieldItem, validateAll, type FieldSpec, type FormValues } from '@/shared/form';
import { useT, type MessageKey } from '@/shared/i18n';
import { usePageQuery } from '@/shared/query';
import { dispatchAcceptance, dispatchOrder, fetchManagers, fetchStaff, forwardOrder } from '../api';
import { workOrderKeys } from '../query-keys';
import { textCheck, trimmed, type Translate } from './checks';
import { OrderSummary } from './order-summary';
import { WO_PRIORITIES } from '@contract/wo-priority';
import { priorityField } from '../priority';
import { FormDialog } from '@/shared/form/form-dialog';
import { useSubmit } from '@/shared/form/use-submit';
import { useOrdersChanged } from './use-orders-changed';
import { useFormDraft } from '@/shared/form/draft';

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

const NO_PEOPLE: WoPerson[] = [];

/**
 * Who can be chosen: staff of the order's factory for dispatch and forward (never the current executor), its managers
 * for acceptance; from the query cache (workOrderKeys.staff, .managers), asked again at each opening.
 */
function useCandidates(open: boolean, mode: AssignMode, order: WoRow | null): WoPerson[] {
  const factoryId = order?.factoryId ?? -1;
  const managers = mode === 'acceptDispatch';
  const query = usePageQuery({
    queryKey: managers ? workOrderKeys.managers(factoryId) : workOrderKeys.staff(factoryId),
    queryFn: () => (managers ? fetchManagers(factoryId) : fetchStaff(factoryId)),
    enabled: open && order !== null,
  });
  const people = query.data ?? NO_PEOPLE;
  return mode === 'forward' && order ? people.filter((p) => p.userId !== order.execBy) : people;
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
        countMax: WO_TEXT_MAX,
        prop: 'reason',
        label: t('woDlg.as.reason'),
        validator: textCheck(t, t('woDlg.as.reason')),
      },
    ];
  return [
    { type: 'select', prop: 'execBy', label: t('woDlg.as.execBy'), required: true, options },
    priorityField(t),
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
  // Only a changed priority goes: the server then moves the order's times to it (docs/work-order-lifecycle.md).
  const priority = WO_PRIORITIES.find((p) => p === Number(values.priority) && p !== order.priority);
  return dispatchOrder(order.kind, order.taskId, {
    execBy: Number(values.execBy),
    ...(execTime ? { execTime } : {}),
    ...(priority !== undefined ? { priority } : {}),
  });
}

export function AssignDialog({ open, order, mode, onClose, onDone }: AssignDialogProps) {
  const t = useT();
  const [form] = Form.useForm<FormValues>();
  const draft = useFormDraft(form, open && order ? `order-${mode}:${order.kind}:${order.taskId}` : null);
  const people = useCandidates(open, mode, order);
  const { busy, send } = useSubmit();
  const changed = useOrdersChanged();

  const save = async () => {
    if (!order || !(await validateAll(form))) return;
    const values = form.getFieldsValue(true) as FormValues;
    await send(
      () => assign(mode, order, values),
      () => {
        changed();
        onDone();
      },
    );
  };

  return (
    <FormDialog
      draft={draft}
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
        labelWrap
        initialValues={
          mode === 'dispatch' && order
            ? { priority: order.priority, ...(order.execTime ? { execTime: order.execTime } : {}) }
            : undefined
        }
      >
        {fieldsOf(mode, people, t).map((field) => (
          <FieldItem key={field.prop} field={field} />
        ))}
      </Form>
    </FormDialog>
  );
}
