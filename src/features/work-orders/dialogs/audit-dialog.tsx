/**
 * The audit of a handled repair or maintenance order (POST /api/system/base/task/approval, log 2):
 * 通过 moves it on to the acceptance dispatch, 驳回 sends it back to the executor and needs an opinion.
 */
import { Form } from 'antd';
import { VERDICT, type WoRow } from '@contract/work-order';
import { validateAll, type FormValues } from '@/shared/form';
import { useT } from '@/shared/i18n';
import { approveOrder } from '../api';
import { trimmed } from './checks';
import { OrderSummary } from './order-summary';
import { FormDialog } from '@/shared/form/form-dialog';
import { useSubmit } from '@/shared/form/use-submit';
import { useOrdersChanged } from './use-orders-changed';
import { isReject, VerdictFields } from './verdict-fields';

export interface AuditDialogProps {
  open: boolean;
  order: WoRow | null;
  onClose: () => void;
  onDone: () => void;
}

export function AuditDialog({ open, order, onClose, onDone }: AuditDialogProps) {
  const t = useT();
  const [form] = Form.useForm<FormValues>();
  const { busy, send } = useSubmit();
  const changed = useOrdersChanged();

  const save = async () => {
    if (!order || !(await validateAll(form))) return;
    const values = form.getFieldsValue(true) as FormValues;
    const body = {
      taskId: order.taskId,
      approvalResult: isReject(values.approvalResult) ? VERDICT.REJECT : VERDICT.PASS,
      approvalDesc: trimmed(values.approvalDesc) ?? '',
    };
    await send(
      () => approveOrder(body),
      () => {
        changed();
        onDone();
      },
    );
  };

  return (
    <FormDialog
      open={open}
      title={t('woDlg.a.title')}
      width={720}
      busy={busy}
      disabled={!order}
      onSubmit={() => void save()}
      onClose={onClose}
    >
      {order && <OrderSummary order={order} handled />}
      <Form form={form} name="wo-audit" labelCol={{ flex: '115px' }}>
        <VerdictFields
          form={form}
          resultName="approvalResult"
          resultLabel={t('woDlg.a.result')}
          options={[
            { label: t('woDlg.verdict.pass'), value: VERDICT.PASS },
            { label: t('woDlg.verdict.reject'), value: VERDICT.REJECT },
          ]}
          descName="approvalDesc"
          descLabel={t('woDlg.a.desc')}
        />
      </Form>
    </FormDialog>
  );
}
