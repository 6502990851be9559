/**
 * 告警设置 (docs/requirements.md §2 "Alarm panel", §3 "Alarm config"): voice on/off, pop-up yes/no, the
 * interval from the dictionary oms_voice_time_interval. Saved: the server's msg, and the new config takes
 * effect at once (the polling reschedules); refused: the client shows the server's msg (§8).
 */
import { useEffect, useState } from 'react';
import { Form, Radio, Select, Switch } from 'antd';
import type { AlarmConfig } from '@contract/alarm';
import { DICT_TYPE } from '@contract/dict';
import { FormDialog } from '@/shared/form/form-dialog';
import { useDictOptions } from '@/shared/form/use-dict-options';
import { useT } from '@/shared/i18n';
import { notify } from '@/shared/ui/notify';
import { saveAlarmConfig } from './api';
import { useAlarmStore } from './alarm-store';
import { useFormDraft } from '@/shared/form/draft';

interface Values {
  voice: boolean;
  showWindowStatus: 0 | 1;
  voiceTimeInterval: number;
}

export function AlarmSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const draft = useFormDraft(form, open ? 'alarm-settings' : null);
  const [busy, setBusy] = useState(false);
  const config = useAlarmStore((s) => s.config);
  const intervals = useDictOptions(DICT_TYPE.VOICE_TIME_INTERVAL, open);

  useEffect(() => {
    if (open)
      form.setFieldsValue({
        voice: config.voiceStatus === 1,
        showWindowStatus: config.showWindowStatus,
        voiceTimeInterval: config.voiceTimeInterval,
      });
  }, [open, config, form]);

  const submit = async () => {
    const values = await form.validateFields();
    const body: AlarmConfig = {
      voiceStatus: values.voice ? 1 : 0,
      showWindowStatus: values.showWindowStatus,
      voiceTimeInterval: values.voiceTimeInterval,
    };
    setBusy(true);
    try {
      const reply = await saveAlarmConfig(body);
      notify('success', reply.msg);
      useAlarmStore.getState().applyConfig(reply.data ?? body);
      onClose();
    } catch {
      // The client showed the server's msg.
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      draft={draft}
      open={open}
      title={t('alarms.settings')}
      width={480}
      busy={busy}
      onSubmit={() => void submit().catch(() => undefined)}
      onClose={onClose}
    >
      <Form form={form} labelCol={{ span: 6 }} preserve={false} data-testid="alarm-settings">
        <Form.Item name="voice" label={t('alarms.settings.voice')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="showWindowStatus" label={t('alarms.settings.popup')}>
          <Radio.Group
            options={[
              { value: 1, label: t('alarms.yes') },
              { value: 0, label: t('alarms.no') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="voiceTimeInterval"
          label={t('alarms.settings.interval')}
          rules={[{ required: true }]}
        >
          <Select
            aria-label={t('alarms.settings.interval')}
            options={intervals.map((o) => ({
              value: Number(o.value),
              label: o.label,
            }))}
          />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
