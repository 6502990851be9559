/**
 * One day's report on the filling page: while the filler may change it (fill code held and `editable`), the figures
 * and the remark as a form with 保存草稿 and 提交; otherwise the same read-only. Either way its state, the reject
 * opinion while rejected, and the approval history. A submit needs every typed figure (REPORT_MSG.FIGURE_REQUIRED).
 */
import { Divider, Form, Input, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { REPORT_RULE, type DailyReport } from '@contract/report';
import { validateAll } from '@/shared/form';
import { DraftNotice, useFormDraft } from '@/shared/form/draft';
import { ConflictView } from '@/shared/form/conflict-view';
import type { ConflictField } from '@/shared/form/edit-conflict';
import { useEditConflict, type FormLike } from '@/shared/form/use-edit-conflict';
import { useT } from '@/shared/i18n';
import { saveDaily, submitDaily } from './api';
import { FillActions } from './fill-actions';
import { FigureForm } from './figure-form';
import { figureRows } from './figure-rows';
import { FigureView } from './figure-view';
import { HistoryTimeline } from './history-timeline';
import {
  dailyFormValues,
  flatDailyValues,
  missingFigures,
  nestedDailyValues,
  toDailySave,
  type DailyFormValues,
} from './report-bodies';
import { RejectedNotice, ReportFacts } from './report-meta';
import { useReportSave } from './use-report-save';
import { useIdempotencyKey } from '@/shared/api';

export interface DailyEditorProps {
  report: DailyReport;
  /** holds the fill code (PERM.DAILY_IMPORT) */
  canFill: boolean;
  onSaved: (report: DailyReport) => void;
}

export function DailyEditor({ report, canFill, onSaved }: DailyEditorProps) {
  const t = useT();
  const [form] = Form.useForm<DailyFormValues>();
  const intent = useIdempotencyKey();
  const rows = figureRows(report.plantKind, report.figures);
  const editing = canFill && report.editable;
  // A stale save shows the stored report beside the typed one, figure by figure (docs/concurrency.md).
  const flatForm = useMemo<FormLike>(
    () => ({
      getFieldsValue: () => flatDailyValues(form.getFieldsValue(true) as DailyFormValues),
      setFieldsValue: (values) => form.setFieldsValue(nestedDailyValues(values)),
    }),
    [form],
  );
  const fields: ConflictField[] = [
    ...rows
      .filter((r) => !r.derived)
      .map((r) => ({ prop: `figures.${r.figure.key}`, label: t(`report.figure.${r.figure.key}`) })),
    { prop: 'remark', label: t('report.remark') },
  ];
  const conflict = useEditConflict<DailyReport>({
    form: flatForm,
    fields,
    toValues: (r) => flatDailyValues(dailyFormValues(r)),
  });
  const { start } = conflict;
  useEffect(() => {
    if (editing) start(report);
  }, [editing, report, start]);
  // The typing is kept in the browser until saved (docs/drafts.md); a later version of the report starts afresh.
  const draft = useFormDraft(
    form,
    editing ? `daily-report:${report.factoryId}:${report.date}` : null,
    conflict.draftBase,
  );
  const { busy, run } = useReportSave(form, onSaved, conflict.refused, draft);

  const values = () => form.getFieldsValue(true) as DailyFormValues;
  /** The body at the version the form stands on: the stored one once a stale save is merged. */
  const body = () => toDailySave({ ...report, version: conflict.versionToSend() }, values());

  const save = async () => {
    if (!(await validateAll(form))) return;
    await run(() => saveDaily(body()), t('report.saved'));
  };

  const submit = async () => {
    if (!(await validateAll(form))) return;
    const missing = missingFigures(report, values());
    if (missing.length > 0) {
      form.setFields(
        missing.map((key) => ({
          name: ['figures', key],
          errors: [t('report.msg.figureRequired', { label: t(`report.figure.${key}`) })],
        })),
      );
      form.scrollToField(['figures', missing[0]!], { block: 'center' });
      return;
    }
    await run(async () => {
      const submitted = await submitDaily(body(), intent.key);
      intent.renew();
      return submitted;
    }, t('report.submitted'));
  };

  return (
    <>
      <RejectedNotice report={report} />
      <ReportFacts report={report} />
      <Divider orientation="start">{t('report.figures')}</Divider>
      {editing ? (
        <>
          <DraftNotice draft={draft} />
          <Form
            {...draft.inputProps}
            form={form}
            name="daily-report"
            initialValues={dailyFormValues(report)}
            labelCol={{ flex: '140px' }}
            labelWrap
          >
            <ConflictView handle={conflict} onSave={() => void save()} busy={busy} />
            <FigureForm form={form} rows={rows} />
            <Form.Item name="remark" label={t('report.remark')}>
              <Input.TextArea maxLength={REPORT_RULE.REMARK_MAX} showCount rows={2} />
            </Form.Item>
            <FillActions busy={busy} onSave={() => void save()} onSubmit={() => void submit()} />
          </Form>
        </>
      ) : (
        <>
          <FigureView rows={rows} />
          {report.remark !== '' && (
            <Typography.Paragraph style={{ marginTop: 12, whiteSpace: 'pre-wrap' }}>
              <Typography.Text type="secondary">{t('report.remark')}：</Typography.Text>
              {report.remark}
            </Typography.Paragraph>
          )}
        </>
      )}
      <Divider orientation="start">{t('report.history')}</Divider>
      <HistoryTimeline history={report.history} />
    </>
  );
}
