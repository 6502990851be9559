/**
 * 时限设置 (docs/work-order-lifecycle.md "Priority and due time"): an administrator sets each priority's response and
 * completion targets and the urge ladder's interval, from the work-order pages' toolbar. One record under one version
 * (docs/concurrency.md: a stale save shows the merge view in the dialog), the typing kept as a draft (docs/drafts.md).
 */
import { useQueryClient } from '@tanstack/react-query';
import { Form, InputNumber, Table, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useMemo } from 'react';
import {
  WO_PRIORITIES,
  WO_PRIORITY_LIMITS,
  type WoPriority,
  type WoPrioritySettings,
} from '@contract/wo-priority';
import { validateAll, type FormValues } from '@/shared/form';
import { useFormDraft } from '@/shared/form/draft';
import { FormDialog } from '@/shared/form/form-dialog';
import { useEditConflict } from '@/shared/form/use-edit-conflict';
import { useSubmit } from '@/shared/form/use-submit';
import { useT } from '@/shared/i18n';
import { usePageQuery } from '@/shared/query';
import { notify } from '@/shared/ui/notify';
import { fetchPrioritySettings, savePrioritySettings } from '../api';
import { PriorityTag, priorityKey } from '../priority';
import { workOrderKeys } from '../query-keys';
import {
  completeProp,
  INTERVAL_PROP,
  priorityConflictFields,
  responseProp,
  toPriorityBody,
  toPriorityValues,
} from './priority-settings-fields';

const DRAFT_KEY = 'wo-priority-settings';

/** One target in whole minutes (Form.Item passes value and onChange). */
function TargetInput({
  label,
  ...field
}: {
  label: string;
  value?: number;
  onChange?: (v: number | null) => void;
}) {
  return (
    <InputNumber
      {...field}
      aria-label={label}
      min={WO_PRIORITY_LIMITS.TARGET_MIN}
      max={WO_PRIORITY_LIMITS.TARGET_MAX}
      precision={0}
      style={{ width: '100%' }}
    />
  );
}

export function PrioritySettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const client = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const answer = usePageQuery({
    queryKey: workOrderKeys.prioritySettings,
    queryFn: fetchPrioritySettings,
    enabled: open,
  });
  const stored = answer.data ?? null;
  const fields = useMemo(() => priorityConflictFields(t), [t]);
  const conflict = useEditConflict<WoPrioritySettings>({ form, fields, toValues: toPriorityValues });
  const draft = useFormDraft(form, open && stored ? DRAFT_KEY : null, conflict.draftBase);
  const { busy, submit } = useSubmit();
  const { start } = conflict;
  useEffect(() => {
    if (!open || !stored) return;
    form.setFieldsValue(toPriorityValues(stored));
    start(stored);
  }, [open, stored, form, start]);

  const save = async () => {
    if (!(await validateAll(form))) return;
    const values = form.getFieldsValue(true) as FormValues;
    await submit(
      () => savePrioritySettings(toPriorityBody(values, conflict.versionToSend())),
      (reply) => {
        notify('success', t('woPriority.settings.saved'));
        client.setQueryData(workOrderKeys.prioritySettings, reply.data);
        onClose();
      },
      conflict.refused,
    );
  };

  const minutes = (label: string): Rule[] => [
    { required: true, message: t('woPriority.settings.required') },
    {
      type: 'integer',
      min: WO_PRIORITY_LIMITS.TARGET_MIN,
      max: WO_PRIORITY_LIMITS.TARGET_MAX,
      message: label,
    },
  ];
  const responseRule = (p: WoPriority): Rule => ({
    validator: async (_, value: unknown) => {
      const complete = Number(form.getFieldValue(completeProp(p)));
      if (typeof value === 'number' && Number.isFinite(complete) && value > complete)
        throw new Error(t('woPriority.settings.responseAfter'));
    },
  });

  const range = `${WO_PRIORITY_LIMITS.TARGET_MIN}–${WO_PRIORITY_LIMITS.TARGET_MAX}`;
  const columns = [
    {
      key: 'priority',
      title: t('woPriority.settings.priority'),
      width: 100,
      render: (_: unknown, p: WoPriority) => <PriorityTag priority={p} t={t} />,
    },
    {
      key: 'response',
      title: t('woPriority.settings.response'),
      render: (_: unknown, p: WoPriority) => (
        <Form.Item
          name={responseProp(p)}
          rules={[...minutes(range), responseRule(p)]}
          dependencies={[completeProp(p)]}
          style={{ margin: 0 }}
        >
          <TargetInput label={`${t(priorityKey(p))} ${t('woPriority.settings.response')}`} />
        </Form.Item>
      ),
    },
    {
      key: 'complete',
      title: t('woPriority.settings.complete'),
      render: (_: unknown, p: WoPriority) => (
        <Form.Item name={completeProp(p)} rules={minutes(range)} style={{ margin: 0 }}>
          <TargetInput label={`${t(priorityKey(p))} ${t('woPriority.settings.complete')}`} />
        </Form.Item>
      ),
    },
  ];

  return (
    <FormDialog
      draft={draft}
      open={open}
      title={t('woPriority.settings.title')}
      width={600}
      busy={busy}
      disabled={!stored}
      onSubmit={() => void save()}
      onClose={onClose}
      conflict={conflict}
    >
      <Typography.Paragraph type="secondary">{t('woPriority.settings.intro')}</Typography.Paragraph>
      <Form form={form} name="wo-priority-settings" layout="vertical">
        <Table<WoPriority>
          rowKey={(p) => p}
          size="small"
          pagination={false}
          loading={answer.isPending}
          dataSource={[...WO_PRIORITIES]}
          columns={columns}
          style={{ marginBottom: 16 }}
        />
        <Form.Item
          name={INTERVAL_PROP}
          label={t('woPriority.settings.interval')}
          tooltip={t('woPriority.settings.intervalHint')}
          rules={[
            { required: true, message: t('woPriority.settings.required') },
            {
              type: 'integer',
              min: WO_PRIORITY_LIMITS.INTERVAL_MIN,
              max: WO_PRIORITY_LIMITS.INTERVAL_MAX,
              message: `${WO_PRIORITY_LIMITS.INTERVAL_MIN}–${WO_PRIORITY_LIMITS.INTERVAL_MAX}`,
            },
          ]}
        >
          <InputNumber
            min={WO_PRIORITY_LIMITS.INTERVAL_MIN}
            max={WO_PRIORITY_LIMITS.INTERVAL_MAX}
            precision={0}
            style={{ width: 200 }}
          />
        </Form.Item>
      </Form>
      {stored?.updateTime && (
        <Typography.Text type="secondary" data-testid="wo-priority-saved">
          {t('woPriority.settings.lastSaved', { name: stored.updateBy, time: stored.updateTime })}
        </Typography.Text>
      )}
    </FormDialog>
  );
}
