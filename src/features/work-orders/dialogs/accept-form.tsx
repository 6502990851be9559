/**
 * The acceptance verdict (POST …/{kind}/{id}/accept, log 5): result from dictionary oms_accept_result,
 * a description required when rejecting (at most 100 characters), and photos.
 */
import { Form, type FormInstance } from 'antd';
import { DICT_TYPE } from '@contract/dict';
import { VERDICT, WO_ATTACHMENTS_MAX, type WoAcceptBody } from '@contract/work-order';
import type { FormValues } from '@/shared/form';
import { useT } from '@/shared/i18n';
import { trimmed } from './checks';
import { MediaUpload } from '@/shared/upload';
import { useDictOptions } from '@/shared/form/use-dict-options';
import { isReject, VerdictFields } from './verdict-fields';

export function acceptBody(values: FormValues): WoAcceptBody {
  const ids = Array.isArray(values.attachmentIds) ? (values.attachmentIds as number[]) : [];
  return {
    acceptResult: isReject(values.acceptResult) ? VERDICT.REJECT : VERDICT.PASS,
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
  return (
    <Form form={form} name="wo-accept" labelCol={{ flex: '115px' }} labelWrap>
      <VerdictFields
        form={form}
        resultName="acceptResult"
        resultLabel={t('woDlg.acc.result')}
        // docs/requirements.md §5: dictionary values that look numeric are used as numbers
        options={results.map((o) => ({ label: o.label, value: Number(o.value) }))}
        descName="acceptDesc"
        descLabel={t('woDlg.acc.desc')}
      />
      <Form.Item name="attachmentIds" label={t('woDlg.accept.photos')}>
        <MediaUpload media="image" max={WO_ATTACHMENTS_MAX} onBusyChange={onBusyChange} />
      </Form.Item>
    </Form>
  );
}
