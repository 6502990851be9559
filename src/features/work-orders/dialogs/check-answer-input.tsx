/**
 * The answer of one check item being handled, by its type (docs/plans.md "Check items on the order"): 合格/不合格
 * a result, 数值 a number judged against its limits as typed (the server judges again and raises the repair), 抄读数
 * a number, 需拍照 one photo. Each is required.
 */
import { Form, InputNumber, Radio, Space, Typography } from 'antd';
import { withinLimits } from '@contract/maint-plan';
import type { InspectItem } from '@contract/work-order';
import { requiredMessage } from '@/shared/form';
import { useT } from '@/shared/i18n';
import { MediaUpload } from '@/shared/upload';
import { isBlank, ruleOf } from './checks';

export interface CheckAnswerInputProps {
  item: InspectItem;
  /** reports the photo upload's busy state (useUploadsBusy) */
  track: (key: string) => (busy: boolean) => void;
}

function LimitsVerdict({ item }: { item: InspectItem }) {
  const t = useT();
  const value: unknown = Form.useWatch(['itemResults', String(item.itemId), 'value'], Form.useFormInstance());
  if (typeof value !== 'number') return null;
  return withinLimits(item, value) ? (
    <Typography.Text type="success">{t('woCheck.withinLimits')}</Typography.Text>
  ) : (
    <Typography.Text type="danger">{t('woCheck.outOfLimits')}</Typography.Text>
  );
}

export function CheckAnswerInput({ item, track }: CheckAnswerInputProps) {
  const t = useT();
  const path = (field: string) => ['itemResults', String(item.itemId), field];
  const required = (label: string, type: 'input' | 'select') => [
    ruleOf((v) => (isBlank(v) ? requiredMessage({ type, label }, t) : undefined)),
  ];
  if (item.itemType === 'photo') {
    const label = t('woCheck.photo');
    return (
      <Form.Item style={{ marginBottom: 0 }} name={path('photo')} rules={required(label, 'select')}>
        <MediaUpload media="image" max={1} onBusyChange={track(`item-${item.itemId}`)} />
      </Form.Item>
    );
  }
  if (item.itemType === 'number' || item.itemType === 'reading') {
    const label = t(item.itemType === 'number' ? 'woCheck.value' : 'woCheck.reading');
    return (
      <Space direction="vertical" size={2}>
        <Form.Item style={{ marginBottom: 0 }} name={path('value')} rules={required(label, 'input')}>
          <InputNumber aria-label={`${item.itemName} ${label}`} style={{ width: 150 }} />
        </Form.Item>
        {item.itemType === 'number' && <LimitsVerdict item={item} />}
      </Space>
    );
  }
  const label = t('woDlg.h.itemResult');
  return (
    <Form.Item style={{ marginBottom: 0 }} name={path('result')} rules={required(label, 'select')}>
      <Radio.Group
        aria-label={`${item.itemName} ${label}`}
        options={[
          { value: 'normal', label: t('woDlg.h.normal') },
          { value: 'abnormal', label: t('woDlg.h.abnormal') },
        ]}
      />
    </Form.Item>
  );
}
