/**
 * 告警规则 (docs/alarms.md "Rules"): an administrator sets the priority each alarm type takes on each device type that
 * can raise it, the longest shelve, and when an unacknowledged 紧急/高 alarm tells the factory's supervisors and then
 * the administrators. One record under one version (docs/concurrency.md: a stale save shows the merge view), the
 * typing kept as a draft (docs/drafts.md). Holders of the read code alone see the form disabled.
 */
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Col,
  Form,
  InputNumber,
  Row,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useMemo, useState } from 'react';
import {
  ALARM_DEVICE_TYPE,
  ALARM_KINDS,
  type AlarmDeviceType,
  type AlarmKind,
  type AlarmPriority,
} from '@contract/alarm';
import { ALARM_SETTINGS_LIMITS, isRulePair, type AlarmSettings } from '@contract/alarm-rules';
import { PERM } from '@contract/permissions';
import { validateAll, type FormValues } from '@/shared/form';
import { ConflictView } from '@/shared/form/conflict-view';
import { DraftNotice, useDraftClose, useFormDraft } from '@/shared/form/draft';
import { useEditConflict } from '@/shared/form/use-edit-conflict';
import { useSubmit } from '@/shared/form/use-submit';
import { useT, type MessageKey } from '@/shared/i18n';
import { Permission, usePermission } from '@/shared/permissions';
import { usePageQuery } from '@/shared/query/use-page-query';
import { notify } from '@/shared/ui/notify';
import { alarmJournalKeys, fetchAlarmSettings, saveAlarmSettings } from './api';
import {
  deviceTypeLabel,
  kindLabel,
  priorityOptions,
  ruleProp,
  settingsConflictFields,
  TIME_LABEL,
  toSettingsBody,
  toSettingsValues,
  type TimeField,
} from './alarm-rules-fields';
import { PRIORITY_COLOR } from './labels';

/** The form's draft key (docs/drafts.md): one record, so one key. */
const DRAFT_KEY = 'alarm-settings';
const DEVICE_TYPES = Object.values(ALARM_DEVICE_TYPE) as AlarmDeviceType[];

const TIME_HELP: Readonly<Record<TimeField, MessageKey>> = {
  shelveMaxMinutes: 'alarmRules.shelveMaxHelp',
  escalateSupervisorMinutes: 'alarmRules.escalateSupervisorHelp',
  escalateAdminMinutes: 'alarmRules.escalateAdminHelp',
};
const TIME_MAX: Readonly<Record<TimeField, number>> = {
  shelveMaxMinutes: ALARM_SETTINGS_LIMITS.SHELVE_MAX_MIN,
  escalateSupervisorMinutes: ALARM_SETTINGS_LIMITS.ESCALATE_MAX,
  escalateAdminMinutes: ALARM_SETTINGS_LIMITS.ESCALATE_MAX,
};
const TIME_ORDER: readonly TimeField[] = [
  'shelveMaxMinutes',
  'escalateSupervisorMinutes',
  'escalateAdminMinutes',
];

export default function AlarmRulesPage() {
  const t = useT();
  const can = usePermission();
  const editable = can(PERM.ALARM_SETTINGS);
  const client = useQueryClient();
  const answer = usePageQuery({ queryKey: alarmJournalKeys.settings, queryFn: fetchAlarmSettings });
  const stored = answer.data ?? null;
  const [form] = Form.useForm<FormValues>();
  const { busy, submit } = useSubmit();
  const fields = useMemo(() => settingsConflictFields(t), [t]);
  const conflict = useEditConflict<AlarmSettings>({ form, fields, toValues: toSettingsValues });
  // The settings the form shows: the stored ones when nothing is typed (first load, after a save, a refetch when the
  // tab is shown again); never over typing — a save over a newer version meets the merge view instead.
  const [shown, setShown] = useState<AlarmSettings | null>(null);
  const draft = useFormDraft(form, shown && editable ? DRAFT_KEY : null, conflict.draftBase);
  if (stored && stored !== shown && !draft.dirty) setShown(stored);
  const { start } = conflict;
  useEffect(() => {
    if (shown) start(shown);
  }, [shown, start]);

  const revert = useDraftClose(
    true,
    () => {
      if (!stored) return;
      form.resetFields();
      form.setFieldsValue(toSettingsValues(stored));
      setShown(stored);
      start(stored);
    },
    draft,
  );

  const save = async () => {
    if (!(await validateAll(form))) return;
    const values = form.getFieldsValue(true) as FormValues;
    await submit(
      () => saveAlarmSettings(toSettingsBody(values, conflict.versionToSend())),
      (reply) => {
        notify('success', reply.msg);
        draft.saved();
        client.setQueryData(alarmJournalKeys.settings, reply.data);
      },
      conflict.refused,
    );
  };

  return (
    <section className="alarm-rules" aria-label={t('alarmRules.title')} data-testid="alarm-rules-page">
      {!editable && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('alarmRules.readOnly')} />
      )}
      {editable && (
        <>
          <ConflictView handle={conflict} onSave={() => void save()} busy={busy} />
          <DraftNotice draft={draft} />
        </>
      )}
      <div {...draft.inputProps}>
        <SettingsForm form={form} settings={shown} disabled={!editable} loading={answer.isPending} />
      </div>
      <Space style={{ marginTop: 16 }} wrap>
        <Permission codes={PERM.ALARM_SETTINGS}>
          <Button type="primary" loading={busy} disabled={!shown} onClick={() => void save()}>
            {t('alarmRules.save')}
          </Button>
          <Button disabled={busy || !draft.dirty} onClick={revert}>
            {t('alarmRules.revert')}
          </Button>
        </Permission>
        {shown && (
          <Typography.Text type="secondary" data-testid="alarm-rules-saved">
            {shown.updateTime
              ? t('alarmRules.lastSaved', { who: shown.updateBy, when: shown.updateTime })
              : t('alarmRules.neverSaved')}
          </Typography.Text>
        )}
      </Space>
    </section>
  );
}

interface SettingsFormProps {
  form: ReturnType<typeof Form.useForm<FormValues>>[0];
  settings: AlarmSettings | null;
  disabled: boolean;
  loading: boolean;
}

/** The two cards of the form; the settings' values are set into it when they change (the baseline of the draft). */
function SettingsForm({ form, settings, disabled, loading }: SettingsFormProps) {
  const t = useT();
  useEffect(() => {
    if (!settings) return;
    form.resetFields();
    form.setFieldsValue(toSettingsValues(settings));
  }, [form, settings]);

  return (
    <Form form={form} name="alarm-rules" layout="vertical" disabled={disabled}>
      <Card title={t('alarmRules.priorityCard')} loading={loading} style={{ marginBottom: 16 }}>
        <Typography.Paragraph type="secondary">{t('alarmRules.priorityHint')}</Typography.Paragraph>
        <RulesGrid />
      </Card>
      <Card title={t('alarmRules.timesCard')} loading={loading}>
        <Typography.Paragraph type="secondary">{t('alarmRules.timesHint')}</Typography.Paragraph>
        <Row gutter={16}>
          {TIME_ORDER.map((prop) => (
            <Col key={prop} xs={24} md={8}>
              <TimeItem prop={prop} />
            </Col>
          ))}
        </Row>
      </Card>
    </Form>
  );
}

/** Alarm types down, device types across; a pair that never occurs has no select. */
function RulesGrid() {
  const t = useT();
  const options = useMemo(() => priorityOptions(t), [t]);
  const columns = [
    {
      key: 'kind',
      title: t('alarmRules.kind'),
      render: (_: unknown, kind: AlarmKind) => kindLabel(t, kind),
    },
    ...DEVICE_TYPES.map((type) => ({
      key: `type-${type}`,
      title: deviceTypeLabel(t, type),
      width: 150,
      render: (_: unknown, kind: AlarmKind) =>
        isRulePair(kind, type) ? (
          <Form.Item name={ruleProp({ kind, deviceType: type })} noStyle rules={[{ required: true }]}>
            <Select<AlarmPriority>
              aria-label={t('alarmRules.priorityOf', {
                kind: kindLabel(t, kind),
                device: deviceTypeLabel(t, type),
              })}
              style={{ width: 120 }}
              options={options as { value: AlarmPriority; label: string }[]}
              labelRender={({ value, label }) => (
                <Tag color={PRIORITY_COLOR[value as AlarmPriority]} style={{ marginInlineEnd: 0 }}>
                  {label}
                </Tag>
              )}
            />
          </Form.Item>
        ) : (
          <Typography.Text type="secondary">{t('alarmRules.never')}</Typography.Text>
        ),
    })),
  ];
  return (
    <Table<AlarmKind>
      size="small"
      bordered
      pagination={false}
      rowKey={(kind) => kind}
      dataSource={[...ALARM_KINDS]}
      columns={columns}
      scroll={{ x: 'max-content' }}
      // a compact grid: the types' names need no more than this on a wide screen
      style={{ maxWidth: 760 }}
    />
  );
}

function TimeItem({ prop }: { prop: TimeField }) {
  const t = useT();
  const label = t(TIME_LABEL[prop]);
  const min = ALARM_SETTINGS_LIMITS.ESCALATE_MIN;
  const max = TIME_MAX[prop];
  const rules: Rule[] = [
    { required: true, message: t('alarmRules.required', { label }) },
    { type: 'integer', min, max, message: t('alarmRules.range', { label, min, max }) },
  ];
  if (prop === 'escalateAdminMinutes') {
    rules.push(({ getFieldValue }) => ({
      validator: (_rule, value: unknown) => {
        const before = getFieldValue('escalateSupervisorMinutes') as unknown;
        return typeof value === 'number' && typeof before === 'number' && value <= before
          ? Promise.reject(new Error(t('alarmRules.adminAfterSupervisor')))
          : Promise.resolve();
      },
    }));
  }
  return (
    <Form.Item
      name={prop}
      label={label}
      extra={t(TIME_HELP[prop])}
      rules={rules}
      dependencies={prop === 'escalateAdminMinutes' ? ['escalateSupervisorMinutes'] : undefined}
    >
      <InputNumber<number>
        aria-label={label}
        precision={0}
        style={{ width: '100%' }}
        addonAfter={t('alarmRules.minutes')}
      />
    </Form.Item>
  );
}
