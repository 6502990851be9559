/** The edit form of a plant's archive: the archive's fields, then its contacts (docs/architecture.md §3 "Plant archive"). */
import { Col, Form, Row, type FormInstance } from 'antd';
import { useEffect } from 'react';
import { FieldItem, type FieldOption, type FormValues } from '@/shared/form';
import { useT } from '@/shared/i18n';
import { ContactsEditor } from './contacts-editor';
import { plantFields, type PlantFormValues } from './plant-fields';

/** Fields that take a whole row. */
const WIDE = new Set(['address', 'remark']);

export interface PlantFormProps {
  form: FormInstance<FormValues>;
  /** the archive as the form's values, set when the form opens */
  values: PlantFormValues;
  processTypes: FieldOption[];
}

export function PlantForm({ form, values, processTypes }: PlantFormProps) {
  const t = useT();
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(values);
  }, [form, values]);
  return (
    <Form form={form} name="plant-edit" labelCol={{ flex: '90px' }} labelWrap>
      <Row gutter={16}>
        {plantFields(t, processTypes).map((field) => (
          <Col key={field.prop} xs={24} md={WIDE.has(field.prop) ? 24 : 12}>
            <FieldItem field={field} />
          </Col>
        ))}
        <Col span={24}>
          <Form.Item label={t('plant.contacts')}>
            <ContactsEditor />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
