/**
 * 确认, 搁置 and 解除 of one alarm or a batch (docs/alarms.md): acknowledging takes an optional note; shelving a number
 * of minutes and a reason (the server holds the administrator's maximum and names it when exceeded); releasing asks
 * for confirmation, and for a reason when any of the alarms has not returned to normal (the server requires it too).
 */
import { useEffect, useState } from 'react';
import { Alert, Form, Input, InputNumber, Modal } from 'antd';
import { ALARM_LIMITS, type AlarmWindowItem } from '@contract/alarm';
import { useQuery } from '@tanstack/react-query';
import { useT } from '@/shared/i18n';
import { fetchShelveMax } from './api';
import { alarmKeys } from './query-keys';

export type AlarmAction = 'ack' | 'shelve' | 'release';

export interface AlarmActionRequest {
  action: AlarmAction;
  alarms: readonly AlarmWindowItem[];
}

export interface AlarmActionValues {
  note?: string;
  reason?: string;
  minutes?: number;
}

/** a shelve's length offered first */
const DEFAULT_SHELVE_MIN = 30;

interface Props {
  request: AlarmActionRequest | null;
  /** resolves true when the write succeeded (the dialog then closes) */
  onSubmit: (request: AlarmActionRequest, values: AlarmActionValues) => Promise<boolean>;
  onClose: () => void;
}

export function AlarmActionDialog({ request, onSubmit, onClose }: Props) {
  const t = useT();
  const [form] = Form.useForm<AlarmActionValues>();
  const [busy, setBusy] = useState(false);
  const action = request?.action;
  const n = request?.alarms.length ?? 0;
  const stillActive = request?.alarms.some((a) => !a.cleared) ?? false;
  const reasonRequired = action === 'shelve' || (action === 'release' && stillActive);
  // The administrator's bound, asked when a shelve opens (the server checks it again).
  const { data: bound } = useQuery({
    queryKey: alarmKeys.shelveMax,
    queryFn: fetchShelveMax,
    enabled: action === 'shelve',
    staleTime: 0,
  });
  const max = bound?.maxMinutes ?? ALARM_LIMITS.SHELVE_MAX_DEFAULT_MIN;

  useEffect(() => {
    if (request) form.setFieldsValue({ note: '', reason: '', minutes: DEFAULT_SHELVE_MIN });
  }, [request, form]);

  const submit = async () => {
    if (!request) return;
    const values = await form.validateFields();
    setBusy(true);
    try {
      const trimmed = {
        note: values.note?.trim() || undefined,
        reason: values.reason?.trim() || undefined,
        minutes: values.minutes,
      };
      if (await onSubmit(request, trimmed)) onClose();
    } finally {
      setBusy(false);
    }
  };

  const required = { required: true, whitespace: true, message: t('alarms.field.reasonRequired') };
  return (
    <Modal
      open={request !== null}
      title={action ? t(`alarms.dialog.${action}`, { n }) : ''}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, danger: action === 'release' }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      width={440}
    >
      <Form form={form} layout="vertical" data-testid="alarm-action-form">
        {action === 'release' && (
          <Alert
            type={stillActive ? 'warning' : 'info'}
            showIcon
            className="woms-alarm-action__notice"
            message={t(stillActive ? 'alarms.dialog.releaseActive' : 'alarms.dialog.releaseCleared')}
          />
        )}
        {action === 'ack' && (
          <Form.Item name="note" label={t('alarms.field.note')}>
            <Input.TextArea rows={2} maxLength={ALARM_LIMITS.NOTE_MAX} showCount />
          </Form.Item>
        )}
        {action === 'shelve' && (
          <Form.Item
            name="minutes"
            label={t('alarms.field.minutes')}
            extra={t('alarms.field.minutesRange', { max })}
            rules={[
              { required: true, message: t('alarms.field.minutesRequired') },
              { type: 'number', min: 1, max, message: t('alarms.field.minutesRange', { max }) },
            ]}
          >
            <InputNumber precision={0} aria-label={t('alarms.field.minutes')} />
          </Form.Item>
        )}
        {(action === 'shelve' || action === 'release') && (
          <Form.Item name="reason" label={t('alarms.field.reason')} rules={reasonRequired ? [required] : []}>
            <Input.TextArea rows={2} maxLength={ALARM_LIMITS.NOTE_MAX} showCount />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
