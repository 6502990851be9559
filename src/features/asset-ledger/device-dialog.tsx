/**
 * Add / edit a device of the ledger. Changing the asset type away from 1034 clears the unit, so the body never
 * carries a unit the server would refuse (docs/requirements.md §5 "Generic form").
 */
import dayjs from 'dayjs';
import { Col, Form, Row } from 'antd';
import { useEffect, useState } from 'react';
import { assetTypeHasUnit, type DeviceRow } from '@contract/asset';
import { FieldItem, validateAll, type FieldOption, type FormValues } from '@/shared/form';
import { FormDialog } from '@/shared/form/form-dialog';
import { useEditConflict } from '@/shared/form/use-edit-conflict';
import { useSubmit } from '@/shared/form/use-submit';
import { useT } from '@/shared/i18n';
import { MediaUpload } from '@/shared/upload';
import { addDevice, editDevice } from './api';
import { editFields, toDeviceBody, toFormValues } from './device-fields';
import { useAssetsChanged } from './use-assets-changed';
import { useFormDraft } from '@/shared/form/draft';

/** Closed, adding to a factory, or editing a row. */
export type DeviceDialogState = null | { mode: 'add'; factoryId: number } | { mode: 'edit'; row: DeviceRow };

export interface DeviceDialogProps {
  state: DeviceDialogState;
  assetTypes: FieldOption[];
  statuses: FieldOption[];
  onClose: () => void;
  /** after a save, which invalidated the asset keys (the ledgers ask again) */
  onSaved?: () => void;
}

export function DeviceDialog({ state, assetTypes, statuses, onClose, onSaved }: DeviceDialogProps) {
  const t = useT();
  const [form] = Form.useForm<FormValues>();
  const { busy, send } = useSubmit();
  const changed = useAssetsChanged();
  const [uploading, setUploading] = useState(false);
  const assetType: unknown = Form.useWatch('assetType', form);
  const fields = editFields(t, { assetTypes, statuses, assetType, today: dayjs().format('YYYY-MM-DD') });
  const conflict = useEditConflict<DeviceRow>({ form, fields, toValues: toFormValues });
  const draft = useFormDraft(
    form,
    state === null
      ? null
      : state.mode === 'edit'
        ? `device:${state.row.deviceId}`
        : `device:new:${state.factoryId}`,
    conflict.draftBase,
  );
  const { start } = conflict;

  useEffect(() => {
    if (!state) return;
    form.resetFields();
    if (state.mode === 'edit') {
      form.setFieldsValue(toFormValues(state.row));
      start(state.row);
    }
  }, [state, form, start]);

  const save = async () => {
    if (!state || !(await validateAll(form))) return;
    const values = form.getFieldsValue(true) as FormValues;
    // A new photo replaces the one the device had; none uploaded keeps it.
    const uploaded = Array.isArray(values.photo) ? (values.photo as number[])[0] : undefined;
    // A refusal (a taken code, a 400 naming the field) is shown by the client; the input stays.
    await send(
      () =>
        state.mode === 'add'
          ? addDevice({ ...toDeviceBody(values, state.factoryId), photoFileId: uploaded ?? null })
          : editDevice({
              ...toDeviceBody(values, state.row.factoryId),
              deviceId: state.row.deviceId,
              // the photo of the record the form stands on: the stored one after a merge (docs/concurrency.md)
              photoFileId: uploaded ?? conflict.record()?.photoFileId ?? state.row.photoFileId,
              version: conflict.versionToSend(),
            }),
      () => {
        changed();
        onSaved?.();
        onClose();
      },
      conflict.refused,
    );
  };

  return (
    <FormDialog
      draft={draft}
      open={state !== null}
      title={t(state?.mode === 'edit' ? 'device.editTitle' : 'device.addTitle')}
      width={720}
      busy={busy}
      disabled={uploading}
      onSubmit={() => void save()}
      onClose={onClose}
      conflict={conflict}
    >
      <Form
        form={form}
        name="device-edit"
        labelCol={{ flex: '90px' }}
        labelWrap
        onValuesChange={(changed: FormValues) => {
          if ('assetType' in changed && !assetTypeHasUnit(changed.assetType)) {
            form.setFieldValue('unit', undefined);
          }
        }}
      >
        <Row gutter={16}>
          {fields.map((field) => (
            <Col key={field.prop} span={12}>
              <FieldItem field={field} />
            </Col>
          ))}
          <Col span={24}>
            <Form.Item name="photo" label={t('device.photo')}>
              <MediaUpload media="image" max={1} onBusyChange={setUploading} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </FormDialog>
  );
}
