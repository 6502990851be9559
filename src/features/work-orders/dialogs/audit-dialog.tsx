/**
 * The audit of a handled repair or maintenance order (POST /api/system/base/task/approval, log 2):
 * 通过 moves it on to the acceptance dispatch, 驳回 sends it back to the executor and needs an opinion. The auditor
 * reads the order as the acceptor does (order-review.tsx: the report with its photos, the handling in full), loaded
 * at each opening; the verdict waits for it.
 */
import { Divider, Form, Spin } from 'antd';
import { VERDICT, type WoRow } from '@contract/work-order';
import { validateAll, type FormValues } from '@/shared/form';
import { useT } from '@/shared/i18n';
import { approveOrder } from '../api';
import { trimmed } from './checks';
import { ACCEPTANCE_DIALOG_WIDTH } from './acceptance-dialog';
import { OrderReview } from './order-review';
import { useOrder } from './use-order';
import { FormDialog } from '@/shared/form/form-dialog';
import { useSubmit } from '@/shared/form/use-submit';
import { useOrdersChanged } from './use-orders-changed';
import { isReject, VerdictFields } from './verdict-fields';
import { useFormDraft } from '@/shared/form/draft';

export interface AuditDialogProps {
  open: boolean;
  order: WoRow | null;
  onClose: () => void;
  onDone: () => void;
}

export function AuditDialog({ open, order, onClose, onDone }: AuditDialogProps) {
  const t = useT();
  const [form] = Form.useForm<FormValues>();
  const draft = useFormDraft(form, open && order ? `order-audit:${order.kind}:${order.taskId}` : null);
  const { busy, send } = useSubmit();
  const changed = useOrdersChanged();
  const { order: detail, loading } = useOrder(
    open && order !== null,
    order?.kind ?? 'fix',
    order?.taskId ?? null,
  );

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
      draft={draft}
      open={open}
      title={t('woDlg.a.title')}
      width={ACCEPTANCE_DIALOG_WIDTH}
      busy={busy}
      disabled={!order || !detail}
      onSubmit={() => void save()}
      onClose={onClose}
    >
      {loading && <Spin />}
      {detail && <OrderReview order={detail} />}
      <Divider orientation="left">{t('woDlg.audit.verdict')}</Divider>
      <Form form={form} name="wo-audit" labelCol={{ flex: '115px' }} labelWrap>
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
