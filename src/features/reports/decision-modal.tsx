/**
 * 通过 or 驳回 a report waiting for approval: an opinion (at most REPORT_RULE.OPINION_MAX characters), optional for a
 * pass and required for a rejection (REPORT_MSG.OPINION_REQUIRED), since the report then goes back to its filler, who
 * must know what to fix. The version the approver saw goes with the decision, so a report changed meanwhile is refused.
 */
import { Form, Input, Typography } from 'antd';
import { REPORT_RULE, type ReportKind } from '@contract/report';
import { validateAll } from '@/shared/form';
import { FormDialog } from '@/shared/form/form-dialog';
import { useSubmit } from '@/shared/form/use-submit';
import { useT } from '@/shared/i18n';
import { approveReport, rejectReport } from './api';
import { useFormDraft } from '@/shared/form/draft';

export type Decision = 'approve' | 'reject';

export interface DecisionModalProps {
  kind: ReportKind;
  decision: Decision | null;
  /** the report decided on, at the version shown */
  report: { id: number; version: number; title: string } | null;
  onClose: () => void;
  onDone: () => void;
}

interface OpinionValues {
  opinion?: string;
}

export function DecisionModal({ kind, decision, report, onClose, onDone }: DecisionModalProps) {
  const t = useT();
  const [form] = Form.useForm<OpinionValues>();
  const draft = useFormDraft(
    form,
    decision !== null && report !== null ? `report-${decision}:${kind}:${report.id}` : null,
  );
  const { busy, send } = useSubmit();
  const rejecting = decision === 'reject';

  const decide = async () => {
    if (!report || decision === null || !(await validateAll(form))) return;
    const opinion = (form.getFieldValue('opinion') as string | undefined)?.trim() ?? '';
    const { id, version } = report;
    await send(
      () =>
        rejecting
          ? rejectReport(kind, id, { version, opinion })
          : approveReport(kind, id, opinion === '' ? { version } : { version, opinion }),
      onDone,
    );
  };

  return (
    <FormDialog
      draft={draft}
      open={decision !== null}
      title={t(rejecting ? 'report.rejectTitle' : 'report.approveTitle')}
      width={520}
      busy={busy}
      disabled={!report}
      onSubmit={() => void decide()}
      onClose={onClose}
    >
      {report && <Typography.Paragraph strong>{report.title}</Typography.Paragraph>}
      <Form form={form} name={`${kind}-decision`} layout="vertical">
        <Form.Item
          name="opinion"
          label={t(rejecting ? 'report.rejectOpinion' : 'report.opinion')}
          required={rejecting}
          validateTrigger="onChange"
          rules={[
            {
              validator: (_rule, value: unknown) =>
                rejecting && (typeof value !== 'string' || value.trim() === '')
                  ? Promise.reject(new Error(t('report.msg.opinionRequired')))
                  : Promise.resolve(),
            },
          ]}
        >
          <Input.TextArea maxLength={REPORT_RULE.OPINION_MAX} showCount rows={3} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
