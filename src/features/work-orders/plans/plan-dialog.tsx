/**
 * Add / edit a plan (docs/plans.md): its device or device class, the schedule (calendar, the device's meter or a class's meter kind, or both, whichever
 * first), the executor and the parts to prepare; an inspection plan's checklist. Versioned (docs/concurrency.md),
 * with a draft (docs/drafts.md).
 */
import { Col, Form, Row } from 'antd';
import { useEffect } from 'react';
import type { PlanKind, PlanMeasure, PlanRow } from '@contract/maint-plan';
import { DICT_TYPE } from '@contract/dict';
import { FieldItem, validateAll, type FormValues } from '@/shared/form';
import { useFormDraft } from '@/shared/form/draft';
import { useDictOptions } from '@/shared/form/use-dict-options';
import { FormDialog } from '@/shared/form/form-dialog';
import { useEditConflict } from '@/shared/form/use-edit-conflict';
import { useSubmit } from '@/shared/form/use-submit';
import { useT } from '@/shared/i18n';
import { usePageQuery } from '@/shared/query';
import { fetchDevices, fetchStaff } from '../api';
import { workOrderKeys } from '../query-keys';
import { ChecklistEditor } from './checklist-editor';
import { addPlan, editPlan, fetchPlanMeters } from './plan-api';
import {
  planEditFields,
  planFormValues,
  toPlanBody,
  type PlanOptions,
  type Schedule,
  type Target,
} from './plan-fields';
import { usePlansChanged } from './use-plans-changed';

/** Closed, adding to a factory, or editing a row. */
export type PlanDialogState = null | { mode: 'add'; factoryId: number } | { mode: 'edit'; row: PlanRow };

export function PlanDialog({
  kind,
  state,
  onClose,
}: {
  kind: PlanKind;
  state: PlanDialogState;
  onClose: () => void;
}) {
  const t = useT();
  const [form] = Form.useForm<FormValues>();
  const { busy, send } = useSubmit();
  const changed = usePlansChanged();
  const factoryId = state === null ? null : state.mode === 'add' ? state.factoryId : state.row.factoryId;
  const enabled = factoryId !== null;
  const id = factoryId ?? -1;
  // the factory's devices, executors and meters, asked again at each opening
  const devices = usePageQuery({
    queryKey: workOrderKeys.devices(id),
    queryFn: () => fetchDevices(id),
    enabled,
  });
  const staff = usePageQuery({ queryKey: workOrderKeys.staff(id), queryFn: () => fetchStaff(id), enabled });
  const meters = usePageQuery({
    queryKey: workOrderKeys.planMeters(factoryId),
    queryFn: () => fetchPlanMeters(id),
    enabled,
  });
  const assetTypes = useDictOptions(DICT_TYPE.ASSET_TYPE, enabled);
  const options: PlanOptions | null =
    devices.data && staff.data && meters.data
      ? { devices: devices.data, staff: staff.data, meters: meters.data, assetTypes }
      : null;
  const schedule = (Form.useWatch('schedule', form) ?? 'calendar') as Schedule;
  const target = (Form.useWatch('target', form) ?? 'device') as Target;
  const deviceId = (Form.useWatch('deviceId', form) as number | undefined) ?? null;
  const measure = (Form.useWatch('meterMeasure', form) ?? 'register') as PlanMeasure;
  const fields = planEditFields(t, options, schedule, deviceId, measure, target);
  // every field the merge may name, whatever the schedule and the target show now
  const conflictFields = [
    ...planEditFields(t, options, 'both', deviceId),
    { prop: 'meterKind', label: t('planClassMeter.kind') },
    { prop: 'assetType', label: t('planClass.assetType'), options: assetTypes },
    { prop: 'checklist', label: t('plan.checklist') },
  ];
  const conflict = useEditConflict<PlanRow>({ form, fields: conflictFields, toValues: planFormValues });
  const draft = useFormDraft(
    form,
    state === null
      ? null
      : state.mode === 'edit'
        ? `plan:${state.row.planId}`
        : `plan:new:${kind}:${state.factoryId}`,
    conflict.draftBase,
  );
  const { start } = conflict;

  useEffect(() => {
    if (!state) return;
    form.resetFields();
    if (state.mode === 'edit') {
      form.setFieldsValue(planFormValues(state.row));
      start(state.row);
    } else {
      form.setFieldsValue({
        target: 'device',
        schedule: 'calendar',
        cycleBasis: 'fixed',
        meterMeasure: 'register',
        leadDays: 0,
        cycleEvery: 1,
      });
    }
  }, [state, form, start]);

  const save = async () => {
    if (!state || factoryId === null || !(await validateAll(form))) return;
    const body = toPlanBody(form.getFieldsValue(true) as FormValues, factoryId, kind);
    // A 400 naming a field is shown by the client; the input stays.
    await send(
      () =>
        state.mode === 'add'
          ? addPlan(body)
          : editPlan({ ...body, planId: state.row.planId, version: conflict.versionToSend() }),
      () => {
        changed();
        onClose();
      },
      conflict.refused,
    );
  };

  return (
    <FormDialog
      draft={draft}
      open={state !== null}
      title={t(state?.mode === 'edit' ? 'plan.editTitle' : 'plan.addTitle')}
      width={920}
      busy={busy}
      disabled={options === null}
      onSubmit={() => void save()}
      onClose={onClose}
      conflict={conflict}
    >
      <Form form={form} name={`plan-edit-${kind}`} labelCol={{ flex: '110px' }} labelWrap>
        <Row gutter={16}>
          {fields.map((field) => (
            <Col key={field.prop} span={field.prop === 'title' || field.prop === 'parts' ? 24 : 12}>
              <FieldItem field={field} />
            </Col>
          ))}
        </Row>
        <ChecklistEditor />
      </Form>
    </FormDialog>
  );
}
