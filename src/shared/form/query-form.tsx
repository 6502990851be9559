/**
 * The query form above a generic table: fields in rows, 查询 and 重置, and a collapse when there are
 * more fields than fit in one row. `onLayoutRows` reports the visible extra rows for the table height.
 */
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, Form, Row, Space } from 'antd';
import { useEffect, useState, type Ref } from 'react';
import { useT } from '../i18n';
import { FieldItem, useFormHandle, validateAll, type FormValues, type GenericFormHandle } from './edit-form';
import type { FieldSpec } from './field-spec';

export const QUERY_FIELDS_PER_ROW = 4;

/** Extra query rows beyond the first, for the table height rule (docs/requirements.md §9). */
export function extraQueryRows(fieldCount: number, expanded: boolean, perRow = QUERY_FIELDS_PER_ROW): number {
  if (!expanded) return 0;
  // One slot of the last row holds the buttons.
  return Math.max(0, Math.ceil((fieldCount + 1) / perRow) - 1);
}

export interface QueryFormProps {
  fields: FieldSpec[];
  initialValues?: FormValues;
  onSearch: (values: FormValues) => void;
  onReset?: (values: FormValues) => void;
  onLayoutRows?: (extraRows: number) => void;
  perRow?: number;
  ref?: Ref<GenericFormHandle>;
}

export function QueryForm({
  fields,
  initialValues,
  onSearch,
  onReset,
  onLayoutRows,
  perRow = QUERY_FIELDS_PER_ROW,
  ref,
}: QueryFormProps) {
  const t = useT();
  const [form] = Form.useForm<FormValues>();
  const [expanded, setExpanded] = useState(false);
  useFormHandle(form, ref);
  const collapsible = fields.length >= perRow;
  const shown = collapsible && !expanded ? fields.slice(0, perRow - 1) : fields;

  useEffect(() => {
    onLayoutRows?.(extraQueryRows(fields.length, collapsible && expanded, perRow));
  }, [onLayoutRows, fields.length, collapsible, expanded, perRow]);

  const search = async () => {
    if (await validateAll(form)) onSearch(form.getFieldsValue(true) as FormValues);
  };
  const reset = () => {
    form.resetFields();
    const values = form.getFieldsValue(true) as FormValues;
    (onReset ?? onSearch)(values);
  };

  return (
    <Form form={form} initialValues={initialValues} onFinish={() => void search()}>
      <Row gutter={16}>
        {shown.map((field) => (
          <Col key={field.prop} span={24 / perRow}>
            <FieldItem field={field} />
          </Col>
        ))}
        <Col span={24 / perRow} style={{ marginLeft: 'auto', textAlign: 'right' }}>
          <Space>
            <Button type="primary" onClick={() => void search()}>
              {t('generic.query')}
            </Button>
            <Button onClick={reset}>{t('generic.reset')}</Button>
            {collapsible && (
              <Button type="link" onClick={() => setExpanded((v) => !v)}>
                {expanded ? t('generic.collapse') : t('generic.expand')}
                {expanded ? <UpOutlined /> : <DownOutlined />}
              </Button>
            )}
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
