/**
 * A pass/reject verdict with its description, shared by the audit and the acceptance: the result is
 * required; the description (at most 100 characters) becomes required when rejecting, since the order
 * then goes back to its executor, who must know why. Re-checked when the result changes.
 */
import { Form, Radio, type FormInstance } from 'antd';
import { VERDICT, WO_TEXT_MAX } from '@contract/work-order';
import { FieldControl, fieldRules, requiredMessage, type FieldSpec, type FormValues } from '@/shared/form';
import { useT } from '@/shared/i18n';
import { isBlank, ruleOf, textCheck } from './checks';

export interface VerdictFieldsProps {
  form: FormInstance<FormValues>;
  resultName: string;
  resultLabel: string;
  /** numeric values (VERDICT.PASS / VERDICT.REJECT) */
  options: { label: string; value: number }[];
  descName: string;
  descLabel: string;
}

export const isReject = (value: unknown): boolean => Number(value) === VERDICT.REJECT;

export function VerdictFields({
  form,
  resultName,
  resultLabel,
  options,
  descName,
  descLabel,
}: VerdictFieldsProps) {
  const t = useT();
  const rejecting = isReject(Form.useWatch(resultName, form));
  const desc: FieldSpec = {
    type: 'textarea',
    countMax: WO_TEXT_MAX,
    prop: descName,
    label: descLabel,
    required: rejecting,
    validator: textCheck(t, descLabel, { required: rejecting }),
  };
  const resultRequired = requiredMessage({ type: 'select', label: resultLabel }, t);
  return (
    <>
      <Form.Item
        name={resultName}
        label={resultLabel}
        required
        rules={[ruleOf((v) => (isBlank(v) ? resultRequired : undefined))]}
      >
        <Radio.Group options={options} />
      </Form.Item>
      <Form.Item
        name={desc.prop}
        label={desc.label}
        required={rejecting}
        rules={fieldRules(desc, t)}
        dependencies={[resultName]}
        validateTrigger="onChange"
      >
        <FieldControl field={desc} />
      </Form.Item>
    </>
  );
}
