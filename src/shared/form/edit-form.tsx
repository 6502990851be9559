/**
 * The spec-driven edit form (docs/requirements.md §5 "Generic form"): one control per FieldSpec, required messages on
 * change, and `validateAll()` that checks the whole form and answers false on failure (never throws).
 */
import { Col, Form, Row, type FormInstance } from 'antd';
import { useEffect, useImperativeHandle, type Ref } from 'react';
import { useT } from '../i18n';
import { FieldControl } from './field-control';
import { fieldRules, type FieldSpec } from './field-spec';

export type FormValues = Record<string, unknown>;

export interface GenericFormHandle {
  validateAll: () => Promise<boolean>;
  getValues: () => FormValues;
  reset: () => void;
  form: FormInstance<FormValues>;
}

/** Whole-form validity: true when every rule passes, false otherwise (errors stay on the fields). */
/** Checks every field; when one fails, the first failing field is scrolled into view. */
export async function validateAll(form: FormInstance): Promise<boolean> {
  try {
    await form.validateFields();
    return true;
  } catch (error) {
    const first = (error as { errorFields?: Array<{ name: (string | number)[] }> }).errorFields?.[0];
    if (first) form.scrollToField(first.name, { block: 'center' });
    return false;
  }
}

export function useFormHandle(form: FormInstance<FormValues>, ref: Ref<GenericFormHandle> | undefined) {
  useImperativeHandle(
    ref,
    () => ({
      validateAll: () => validateAll(form),
      getValues: () => form.getFieldsValue(true) as FormValues,
      reset: () => form.resetFields(),
      form,
    }),
    [form],
  );
}

export function FieldItem({ field }: { field: FieldSpec }) {
  const t = useT();
  return (
    <Form.Item
      name={field.prop}
      label={field.label}
      tooltip={field.tooltip}
      required={field.required}
      rules={fieldRules(field, t)}
      validateTrigger="onChange"
    >
      <FieldControl field={field} />
    </Form.Item>
  );
}

export interface EditFormProps {
  fields: FieldSpec[];
  initialValues?: FormValues;
  /** Fields per row (1–4). */
  columns?: 1 | 2 | 3 | 4;
  labelWidth?: number;
  onValuesChange?: (changed: FormValues, all: FormValues) => void;
  ref?: Ref<GenericFormHandle>;
  /** the form instance, when its owner needs it before the form mounts (a draft, docs/drafts.md) */
  form?: FormInstance<FormValues>;
}

export function EditForm({
  fields,
  initialValues,
  columns = 1,
  labelWidth = 100,
  onValuesChange,
  ref,
  form: given,
}: EditFormProps) {
  const [form] = Form.useForm<FormValues>(given);
  useFormHandle(form, ref);
  // A given form outlives this one (its owner keeps it between openings): antd keeps its store's values over the new
  // initial values, so the record opened before would show; starting from this opening's values instead.
  useEffect(() => {
    if (given) given.resetFields();
  }, [given]);
  return (
    <Form
      form={form}
      layout="horizontal"
      labelCol={{ flex: `${labelWidth}px` }}
      // an English label longer than the width wraps rather than being cut ("Handling descript…")
      labelWrap
      initialValues={initialValues}
      onValuesChange={onValuesChange}
    >
      <Row gutter={16}>
        {fields.map((field) => (
          <Col key={field.prop} span={24 / columns}>
            <FieldItem field={field} />
          </Col>
        ))}
      </Row>
    </Form>
  );
}
