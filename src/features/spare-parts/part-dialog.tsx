/**
 * Add / edit a catalogue part. The edit sends the version it loaded and merges on a 409 (docs/concurrency.md); the
 * device classes it fits are a multiple choice of the asset-type dictionary beside the form's fields.
 */
import { Col, Form, Row, Select } from 'antd';
import { useEffect } from 'react';
import type { PartRow } from '@contract/parts';
import { FieldItem, validateAll, type FieldOption, type FormValues } from '@/shared/form';
import { FormDialog } from '@/shared/form/form-dialog';
import { useEditConflict } from '@/shared/form/use-edit-conflict';
import { useSubmit } from '@/shared/form/use-submit';
import { useT } from '@/shared/i18n';
import { addPart, editPart } from './api';
import { partBody, partFields, partValues } from './part-fields';
import { usePartsChanged } from './use-parts-changed';

/** Closed, adding, or editing a row. */
export type PartDialogState = null | { mode: 'add' } | { mode: 'edit'; row: PartRow };

export function PartDialog({
  state,
  assetTypes,
  onClose,
}: {
  state: PartDialogState;
  assetTypes: FieldOption[];
  onClose: () => void;
}) {
  const t = useT();
  const [form] = Form.useForm<FormValues>();
  const { busy, send } = useSubmit();
  const changed = usePartsChanged();
  const fields = partFields(t);
  const conflict = useEditConflict<PartRow>({ form, fields, toValues: partValues });
  const { start } = conflict;

  useEffect(() => {
    if (!state) return;
    form.resetFields();
    if (state.mode === 'edit') {
      form.setFieldsValue({ ...partValues(state.row), assetTypes: state.row.assetTypes });
      start(state.row);
    }
  }, [state, form, start]);

  const save = async () => {
    if (!state || !(await validateAll(form))) return;
    const values = form.getFieldsValue(true) as FormValues;
    const body = partBody(values, (values.assetTypes as string[] | undefined) ?? []);
    await send(
      () =>
        state.mode === 'add'
          ? addPart(body)
          : editPart({ ...body, partId: state.row.partId, version: conflict.versionToSend() }),
      () => {
        changed();
        onClose();
      },
      conflict.refused,
    );
  };

  return (
    <FormDialog
      open={state !== null}
      title={t(state?.mode === 'edit' ? 'parts.editTitle' : 'parts.addTitle')}
      width={720}
      busy={busy}
      onSubmit={() => void save()}
      onClose={onClose}
      conflict={conflict}
    >
      <Form form={form} name="part-edit" labelCol={{ flex: '110px' }} labelWrap>
        <Row gutter={16}>
          {fields.map((field) => (
            <Col key={field.prop} span={12}>
              <FieldItem field={field} />
            </Col>
          ))}
          <Col span={24}>
            <Form.Item name="assetTypes" label={t('parts.assetTypes')} tooltip={t('parts.assetTypes.hint')}>
              <Select mode="multiple" allowClear options={assetTypes} aria-label={t('parts.assetTypes')} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </FormDialog>
  );
}
