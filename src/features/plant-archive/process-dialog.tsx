/**
 * Add / edit a process unit (docs/architecture.md §3 "Plant archive"): name, kind, remark, its design parameters and its
 * documents (the ones it has, each removable, and new uploads through the file routes).
 */
import { CloseOutlined, FileOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Col, Form, List, Row } from 'antd';
import { useEffect, useState } from 'react';
import { ARCHIVE_RULE, type ProcessDocument, type ProcessUnit } from '@contract/plant-archive';
import { FieldItem, validateAll, type FieldOption, type FormValues } from '@/shared/form';
import { FormDialog } from '@/shared/form/form-dialog';
import { useEditConflict } from '@/shared/form/use-edit-conflict';
import { useSubmit } from '@/shared/form/use-submit';
import { useT } from '@/shared/i18n';
import { MediaUpload } from '@/shared/upload';
import { addUnit, editUnit } from './api';
import { ParamsEditor } from './params-editor';
import { plantKeys } from './query-keys';
import { toUnitBody, toUnitValues, unitFields } from './process-fields';
import { useFormDraft } from '@/shared/form/draft';

/** Closed, adding to a factory's flow, or editing a unit. */
export type UnitDialogState = null | { mode: 'add'; factoryId: number } | { mode: 'edit'; unit: ProcessUnit };

export interface ProcessDialogProps {
  state: UnitDialogState;
  kinds: FieldOption[];
  onClose: () => void;
}

export function ProcessDialog({ state, kinds, onClose }: ProcessDialogProps) {
  const t = useT();
  const client = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const { busy, send } = useSubmit();
  const [uploading, setUploading] = useState(false);
  const fields = unitFields(t, kinds);
  const conflict = useEditConflict<ProcessUnit>({
    form,
    fields: [...fields, { prop: 'params', label: t('process.params') }],
    toValues: toUnitValues,
  });
  const draft = useFormDraft(
    form,
    state === null
      ? null
      : state.mode === 'edit'
        ? `process-unit:${state.unit.unitId}`
        : `process-unit:new:${state.factoryId}`,
    conflict.draftBase,
  );
  const { start } = conflict;
  // The unit the form stands on: the one opened, or the stored one once a stale save is merged (docs/concurrency.md).
  const merged = conflict.record();
  const unit =
    state?.mode === 'edit'
      ? merged?.unitId === state.unit.unitId && merged.version > state.unit.version
        ? merged
        : state.unit
      : null;
  // Documents taken off the unit in this opening of the dialog; the others are kept.
  const [removed, setRemoved] = useState<{ of: UnitDialogState; fileIds: number[] }>({
    of: null,
    fileIds: [],
  });
  const kept: ProcessDocument[] = unit
    ? unit.documents.filter((d) => removed.of !== state || !removed.fileIds.includes(d.fileId))
    : [];
  const removeDocument = (fileId: number) =>
    setRemoved((r) => ({ of: state, fileIds: r.of === state ? [...r.fileIds, fileId] : [fileId] }));

  useEffect(() => {
    if (!state) return;
    form.resetFields();
    if (state.mode === 'edit') {
      form.setFieldsValue(toUnitValues(state.unit));
      start(state.unit);
    }
  }, [state, form, start]);

  const save = async () => {
    if (!state || !(await validateAll(form))) return;
    const values = form.getFieldsValue(true) as FormValues;
    const uploaded = Array.isArray(values.documents) ? (values.documents as number[]) : [];
    const body = toUnitBody(values, [...kept.map((d) => d.fileId), ...uploaded]);
    await send(
      () =>
        state.mode === 'add'
          ? addUnit({ ...body, factoryId: state.factoryId })
          : editUnit({ ...body, unitId: state.unit.unitId, version: conflict.versionToSend() }),
      () => {
        // The factory's flow is read again.
        void client.invalidateQueries({ queryKey: plantKeys.units });
        onClose();
      },
      conflict.refused,
    );
  };

  return (
    <FormDialog
      draft={draft}
      open={state !== null}
      title={t(state?.mode === 'edit' ? 'process.editTitle' : 'process.addTitle')}
      width={760}
      busy={busy}
      disabled={uploading}
      onSubmit={() => void save()}
      onClose={onClose}
      conflict={conflict}
    >
      <Form form={form} name="process-unit" labelCol={{ flex: '90px' }} labelWrap>
        <Row gutter={16}>
          {fields.map((field) => (
            <Col key={field.prop} span={field.prop === 'remark' ? 24 : 12}>
              <FieldItem field={field} />
            </Col>
          ))}
          <Col span={24}>
            <Form.Item label={t('process.params')}>
              <ParamsEditor />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label={t('process.documents')}>
              {kept.length > 0 && (
                <List
                  size="small"
                  style={{ marginBottom: 8 }}
                  dataSource={kept}
                  renderItem={(doc) => (
                    <List.Item
                      actions={[
                        <Button
                          key="remove"
                          type="text"
                          size="small"
                          icon={<CloseOutlined />}
                          aria-label={`${t('process.removeDocument')} ${doc.fileName}`}
                          onClick={() => removeDocument(doc.fileId)}
                        />,
                      ]}
                    >
                      <FileOutlined /> {doc.fileName}
                    </List.Item>
                  )}
                />
              )}
              <Form.Item name="documents" noStyle>
                <MediaUpload
                  media="document"
                  max={Math.max(0, ARCHIVE_RULE.DOCUMENTS_MAX - kept.length)}
                  onBusyChange={setUploading}
                />
              </Form.Item>
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </FormDialog>
  );
}
