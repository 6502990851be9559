/**
 * The query form above a generic table: fields in rows, 查询 and 重置, and a collapse when there are
 * more fields than fit in one row. `onLayoutRows` reports the visible extra rows for the table height.
 * A row holds as many fields as its width gives each MIN_QUERY_FIELD_WIDTH, at most `perRow`: on a narrow screen
 * the fields wrap into more rows instead of shrinking (docs/layout.md "Query forms").
 */
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, Form, Row, Space } from 'antd';
import { useEffect, useState, type Ref } from 'react';
import { useBoxWidth } from '../hooks/use-box-width';
import { useT } from '../i18n';
import { FieldItem, useFormHandle, validateAll, type FormValues, type GenericFormHandle } from './edit-form';
import type { FieldSpec } from './field-spec';

export const QUERY_FIELDS_PER_ROW = 4;
/** A label and an input that still reads a date range or a name. */
export const MIN_QUERY_FIELD_WIDTH = 260;

/** The fields a row of `width` px holds: at most `perRow`, at least one, a divisor of antd's 24-column grid. */
export function fieldsPerRow(width: number, perRow = QUERY_FIELDS_PER_ROW): number {
  if (width <= 0) return perRow;
  let fit = Math.max(1, Math.min(perRow, Math.floor(width / MIN_QUERY_FIELD_WIDTH)));
  while (24 % fit !== 0) fit -= 1;
  return fit;
}

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
  perRow: widest = QUERY_FIELDS_PER_ROW,
  ref,
}: QueryFormProps) {
  const t = useT();
  const [form] = Form.useForm<FormValues>();
  const [expanded, setExpanded] = useState(false);
  const [rowRef, rowWidth] = useBoxWidth();
  const perRow = fieldsPerRow(rowWidth, widest);
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
      <Row gutter={16} ref={rowRef}>
        {shown.map((field) => (
          <Col key={field.prop} span={24 / perRow}>
            <FieldItem field={field} />
          </Col>
        ))}
        <Col span={24 / perRow} style={{ marginLeft: 'auto', textAlign: 'right' }}>
          <Space wrap style={{ justifyContent: 'flex-end' }}>
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
