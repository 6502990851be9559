/** Add / edit a meter of the ledger: its collector and the device it measures are picked among its factory's. */
import { Col, Form, Row } from 'antd';
import { useEffect } from 'react';
import type { MeterRow } from '@contract/asset-meter';
import { FieldItem, validateAll, type FormValues } from '@/shared/form';
import { FormDialog } from '@/shared/form/form-dialog';
import { useEditConflict } from '@/shared/form/use-edit-conflict';
import { useSubmit } from '@/shared/form/use-submit';
import { useT } from '@/shared/i18n';
import { usePageQuery } from '@/shared/query';
import { addMeter, editMeter, fetchMeterOptions } from './api';
import { meterEditFields, meterFormValues, toMeterBody } from './meter-fields';
import { assetKeys } from './query-keys';
import { useAssetsChanged } from './use-assets-changed';
import { useFormDraft } from '@/shared/form/draft';

/** Closed, adding to a factory, or editing a row. */
export type MeterDialogState = null | { mode: 'add'; factoryId: number } | { mode: 'edit'; row: MeterRow };

export interface MeterDialogProps {
  state: MeterDialogState;
  onClose: () => void;
  /** after a save, which invalidated the asset keys (the ledgers ask again) */
  onSaved?: () => void;
}

export function MeterDialog({ state, onClose, onSaved }: MeterDialogProps) {
  const t = useT();
  const [form] = Form.useForm<FormValues>();
  const { busy, send } = useSubmit();
  const changed = useAssetsChanged();
  const factoryId = state === null ? null : state.mode === 'add' ? state.factoryId : state.row.factoryId;

  // The factory's collectors and devices, asked again at each opening (the last answer offered meanwhile).
  const options = usePageQuery({
    queryKey: assetKeys.meterOptions(factoryId),
    queryFn: () => fetchMeterOptions(factoryId ?? -1),
    enabled: factoryId !== null,
  });
  const loaded = factoryId === null ? null : (options.data ?? null);
  const fields = meterEditFields(t, loaded);
  const conflict = useEditConflict<MeterRow>({ form, fields, toValues: meterFormValues });
  const draft = useFormDraft(
    form,
    state === null
      ? null
      : state.mode === 'edit'
        ? `meter:${state.row.meterId}`
        : `meter:new:${state.factoryId}`,
    conflict.draftBase,
  );
  const { start } = conflict;

  useEffect(() => {
    if (!state) return;
    form.resetFields();
    if (state.mode === 'edit') {
      form.setFieldsValue(meterFormValues(state.row));
      start(state.row);
    }
  }, [state, form, start]);

  const save = async () => {
    if (!state || factoryId === null || !(await validateAll(form))) return;
    const body = toMeterBody(form.getFieldsValue(true) as FormValues, factoryId);
    // A refusal (a taken code, a 400 naming the field) is shown by the client; the input stays.
    await send(
      () =>
        state.mode === 'add'
          ? addMeter(body)
          : editMeter({ ...body, meterId: state.row.meterId, version: conflict.versionToSend() }),
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
      title={t(state?.mode === 'edit' ? 'meter.editTitle' : 'meter.addTitle')}
      width={720}
      busy={busy}
      disabled={loaded === null}
      onSubmit={() => void save()}
      onClose={onClose}
      conflict={conflict}
    >
      <Form form={form} name="meter-edit" labelCol={{ flex: '100px' }} labelWrap>
        <Row gutter={16}>
          {fields.map((field) => (
            <Col key={field.prop} span={12}>
              <FieldItem field={field} />
            </Col>
          ))}
        </Row>
      </Form>
    </FormDialog>
  );
}
