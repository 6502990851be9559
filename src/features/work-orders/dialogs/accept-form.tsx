/**
 * The acceptance verdict (POST …/{kind}/{id}/accept, log 5): result from dictionary oms_accept_result,
 * a description of at most 100 characters that is required when rejecting (the order goes back to its
 * executor, who must know why), and photos.
 */
import { Form, Radio, type FormInstance } from 'antd';
import { DICT_TYPE } from '@contract/dict-types';
import { VERDICT, type WoAcceptBody } from '@contract/work-order';
import { FieldControl, fieldRules, requiredMessage, type FieldSpec, type FormValues } from '@/shared/form';
import { useT } from '@/shared/i18n';
import { isBlank, ruleOf, textCheck, trimmed } from './checks';
import { MediaUpload } from './media-upload';
import { useDictOptions } from './use-dict-options';

export function acceptBody(values: FormValues): WoAcceptBody {
  const ids = Array.isArray(values.attachmentIds) ? (values.attachmentIds as number[]) : [];
  return {
    acceptResult: Number(values.acceptResult) === VERDICT.REJECT ? VERDICT.REJECT : VERDICT.PASS,
    acceptDesc: trimmed(values.acceptDesc) ?? '',
    ...(ids.length ? { attachmentIds: ids } : {}),
  };
}

interface Props {
  form: FormInstance<FormValues>;
  onBusyChange: (busy: boolean) => void;
}

export function AcceptForm({ form, onBusyChange }: Props) {
  const t = useT();
  const results = useDictOptions(DICT_TYPE.ACCEPT_RESULT, true);
  const result = Form.useWatch('acceptResult', form) as unknown;
  const rejecting = Number(result) === VERDICT.REJECT;
  const resultLabel = t('woDlg.acc.result');
  const desc: FieldSpec = {
    type: 'textarea',
    prop: 'acceptDesc',
    label: t('woDlg.acc.desc'),
    required: rejecting,
    validator: textCheck(t, t('woDlg.acc.desc'), { required: rejecting }),
  };
  return (
    <Form form={form} name="wo-accept" labelCol={{ flex: '115px' }}>
      <Form.Item
        name="acceptResult"
        label={resultLabel}
        required
        rules={[
          ruleOf((v) =>
            isBlank(v) ? requiredMessage({ type: 'select', label: resultLabel }, t) : undefined,
          ),
        ]}
      >
        {/* SPEC §5: dictionary values that look numeric are used as numbers */}
        <Radio.Group options={results.map((o) => ({ label: o.label, value: Number(o.value) }))} />
      </Form.Item>
      <Form.Item
        name={desc.prop}
        label={desc.label}
        required={rejecting}
        rules={fieldRules(desc, t)}
        dependencies={['acceptResult']}
        validateTrigger="onChange"
      >
        <FieldControl field={desc} />
      </Form.Item>
      <Form.Item name="attachmentIds" label={t('woDlg.accept.photos')}>
        <MediaUpload media="image" onBusyChange={onBusyChange} />
      </Form.Item>
    </Form>
  );
}
