/**
 * One week's report on the filling page: the figures rolled up from the week's daily reports (read-only, with how many
 * daily reports they come from), and the text sections 本周工作 / 存在问题 / 下周计划 (WEEKLY_SECTIONS, each at most
 * REPORT_RULE.SECTION_MAX) with 保存草稿 and 提交 while the filler may change it. A draft may leave sections empty; a
 * submit needs the required ones (REPORT_MSG.SECTION_REQUIRED).
 */
import { Divider, Form, Input } from 'antd';
import { useEffect } from 'react';
import { REPORT_RULE, WEEKLY_SECTIONS, type WeeklyReport } from '@contract/report';
import { validateAll } from '@/shared/form';
import { DraftNotice, useFormDraft } from '@/shared/form/draft';
import { ConflictView } from '@/shared/form/conflict-view';
import { useEditConflict } from '@/shared/form/use-edit-conflict';
import { useT } from '@/shared/i18n';
import { saveWeekly, submitWeekly } from './api';
import { FillActions } from './fill-actions';
import { HistoryTimeline } from './history-timeline';
import { missingSections, toWeeklySave, weeklyFormValues, type WeeklyFormValues } from './report-bodies';
import { RejectedNotice, ReportFacts } from './report-meta';
import { useReportSave } from './use-report-save';
import { WeeklyFigures, WeeklySections } from './weekly-content';
import { useIdempotencyKey } from '@/shared/api';

export interface WeeklyEditorProps {
  report: WeeklyReport;
  /** holds the fill code (PERM.WEEKLY_EDIT) */
  canFill: boolean;
  onSaved: (report: WeeklyReport) => void;
}

export function WeeklyEditor({ report, canFill, onSaved }: WeeklyEditorProps) {
  const t = useT();
  const [form] = Form.useForm<WeeklyFormValues>();
  const intent = useIdempotencyKey();
  const editing = canFill && report.editable;
  // A stale save shows the stored sections beside the typed ones (docs/concurrency.md).
  const conflict = useEditConflict<WeeklyReport>({
    form,
    fields: WEEKLY_SECTIONS.map((s) => ({ prop: s.key, label: t(`report.section.${s.key}`) })),
    toValues: weeklyFormValues,
  });
  const { start } = conflict;
  useEffect(() => {
    if (editing) start(report);
  }, [editing, report, start]);
  // The typing is kept in the browser until saved (docs/drafts.md); a later version of the report starts afresh.
  const draft = useFormDraft(
    form,
    editing ? `weekly-report:${report.factoryId}:${report.week}` : null,
    conflict.draftBase,
  );
  const { busy, run } = useReportSave(form, onSaved, conflict.refused, draft);

  const values = () => form.getFieldsValue(true) as WeeklyFormValues;
  /** The body at the version the form stands on: the stored one once a stale save is merged. */
  const body = () => toWeeklySave({ ...report, version: conflict.versionToSend() }, values());
  // Checked on change, which also clears a submit's 请填写 once the filler writes something.
  const sectionRule = (label: string) => ({
    validator: (_rule: unknown, value: unknown) =>
      typeof value === 'string' && value.length > REPORT_RULE.SECTION_MAX
        ? Promise.reject(new Error(t('report.msg.sectionMax', { label, max: REPORT_RULE.SECTION_MAX })))
        : Promise.resolve(),
  });

  const save = async () => {
    if (!(await validateAll(form))) return;
    await run(() => saveWeekly(body()), t('report.saved'));
  };

  const submit = async () => {
    if (!(await validateAll(form))) return;
    const missing = missingSections(values());
    if (missing.length > 0) {
      form.setFields(
        missing.map((key) => ({
          name: key,
          errors: [t('report.msg.sectionRequired', { label: t(`report.section.${key}`) })],
        })),
      );
      form.scrollToField(missing[0]!, { block: 'center' });
      return;
    }
    await run(async () => {
      const submitted = await submitWeekly(body(), intent.key);
      intent.renew();
      return submitted;
    }, t('report.submitted'));
  };

  return (
    <>
      <RejectedNotice report={report} />
      <ReportFacts report={report} />
      <Divider orientation="start">{t('report.weeklyFigures')}</Divider>
      <WeeklyFigures report={report} />
      <Divider orientation="start">{t('report.sections')}</Divider>
      {editing ? (
        <>
          <DraftNotice draft={draft} />
          <Form
            {...draft.inputProps}
            form={form}
            name="weekly-report"
            layout="vertical"
            initialValues={weeklyFormValues(report)}
          >
            <ConflictView handle={conflict} onSave={() => void save()} busy={busy} />
            {WEEKLY_SECTIONS.map((s) => (
              <Form.Item
                key={s.key}
                name={s.key}
                label={t(`report.section.${s.key}`)}
                required={s.required}
                validateTrigger="onChange"
                rules={[sectionRule(t(`report.section.${s.key}`))]}
              >
                <Input.TextArea maxLength={REPORT_RULE.SECTION_MAX} showCount rows={4} />
              </Form.Item>
            ))}
            <FillActions busy={busy} onSave={() => void save()} onSubmit={() => void submit()} />
          </Form>
        </>
      ) : (
        <WeeklySections report={report} />
      )}
      <Divider orientation="start">{t('report.history')}</Divider>
      <HistoryTimeline history={report.history} />
    </>
  );
}
