import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Form, Modal } from 'antd';
import type { AreaAddBody, AreaForm, DistrictNode } from '@contract/area';
import { AREA_NODE_TYPE, type AreaNode } from '@contract/system';
import { areaKeys } from '@/shared/area/query-keys';
import { EditForm, type FieldOption, type FormValues, type GenericFormHandle } from '@/shared/form';
import { ConflictView } from '@/shared/form/conflict-view';
import { useEditConflict } from '@/shared/form/use-edit-conflict';
import { useT } from '@/shared/i18n';
import { notify } from '@/shared/ui/notify';
import { adminKeys } from '../query-keys';
import { addArea, editArea, fetchAreaForm } from './api';
import { areaFields } from './area-fields';
import { DraftNotice, useDraftClose, useFormDraft } from '@/shared/form/draft';

export type AreaDialogState = { mode: 'add'; parentId: number } | { mode: 'edit'; id: number } | null;

interface Props {
  state: AreaDialogState;
  tree: AreaNode[];
  districts: DistrictNode[];
  onClose: () => void;
  onSaved: () => void;
}

/** Only areas can hold children: the parent choices are the area nodes, under a top level. */
function parentOptions(nodes: AreaNode[], rootLabel: string): FieldOption[] {
  const areas = (list: AreaNode[]): FieldOption[] =>
    list
      .filter((n) => n.type === AREA_NODE_TYPE.AREA)
      .map((n) => ({
        label: n.label,
        value: n.id,
        ...(n.children?.length ? { children: areas(n.children) } : {}),
      }));
  return [{ label: rootLabel, value: 0, children: areas(nodes) }];
}

const num = (value: unknown): number | null => {
  if (value === undefined || value === null || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};
const str = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

export function toAreaBody(values: FormValues): AreaAddBody {
  return {
    parentId: num(values.parentId) ?? 0,
    type: values.type === AREA_NODE_TYPE.FACTORY ? 'factory' : 'area',
    name: str(values.name),
    code: str(values.code),
    orderNum: num(values.orderNum) ?? 0,
    address: str(values.address),
    longitude: num(values.longitude),
    latitude: num(values.latitude),
    districtCode: str(values.districtCode),
    remark: str(values.remark),
  };
}

/** A node as the form's values (coordinates not set are empty inputs). */
const toValues = (f: AreaForm): FormValues => ({
  ...f,
  longitude: f.longitude ?? '',
  latitude: f.latitude ?? '',
});

/** Add or edit an area or factory with the generic edit form; the server checks everything again. */
export function AreaDialog({ state, tree, districts, onClose, onSaved }: Props) {
  const t = useT();
  const form = useRef<GenericFormHandle>(null);
  const [draftForm] = Form.useForm<FormValues>();
  const client = useQueryClient();
  // Add starts from the parent it was opened under; edit waits for the record. Fresh at each opening: the key holds
  // the node and the default staleTime 0 fetches it again when the dialog opens; the form starts only from the
  // answer of this opening, never from the cached one of a former.
  const editId = state?.mode === 'edit' ? state.id : null;
  const record = useQuery({
    queryKey: [...adminKeys.areas, 'form', editId],
    queryFn: () => fetchAreaForm(editId as number),
    enabled: editId !== null,
  });
  const settled = editId !== null && !record.isFetching;
  const initial: FormValues | null =
    state?.mode === 'add'
      ? { parentId: state.parentId, type: state.parentId ? 'factory' : 'area', orderNum: 0 }
      : settled && record.status === 'success'
        ? toValues(record.data)
        : null;
  const [saving, setSaving] = useState(false);
  const fields = useMemo(
    () => areaFields(t, parentOptions(tree, t('area.parentRoot')), districts),
    [t, tree, districts],
  );

  // Not a FormDialog: the conflict view of a stale save is wired here (docs/concurrency.md).
  const conflict = useEditConflict<AreaForm>({ form: () => form.current?.form, fields, toValues });
  const draft = useFormDraft(
    draftForm,
    state === null ? null : state.mode === 'edit' ? `area:${state.id}` : `area:new:${state.parentId}`,
    conflict.draftBase,
  );
  const cancel = useDraftClose(state !== null, onClose, draft);
  const { start } = conflict;
  const loaded = settled && record.status === 'success' ? record.data : null;
  useEffect(() => {
    if (loaded) start(loaded);
  }, [loaded, start]);

  const failed = settled && record.status === 'error';
  useEffect(() => {
    if (failed) onClose();
  }, [failed, onClose]);

  const save = async () => {
    if (!state || !form.current || !(await form.current.validateAll())) return;
    const body = toAreaBody(form.current.getValues());
    setSaving(true);
    try {
      const reply =
        state.mode === 'add'
          ? await addArea(body)
          : await editArea({ ...body, id: state.id, version: conflict.versionToSend() });
      notify('success', reply.msg);
      void client.invalidateQueries({ queryKey: adminKeys.areas });
      void client.invalidateQueries({ queryKey: areaKeys.tree });
      onSaved();
    } catch (error) {
      // a stale save shows the merge; otherwise the client showed the server's message (e.g. a duplicate code)
      conflict.refusedBy(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={state !== null}
      title={state?.mode === 'edit' ? t('area.edit') : t('area.add')}
      onCancel={cancel}
      onOk={() => void save()}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: initial === null }}
      destroyOnHidden
      width={640}
    >
      <DraftNotice draft={draft} />
      <div {...draft.inputProps}>
        {state?.mode === 'edit' && (
          <ConflictView handle={conflict} onSave={() => void save()} busy={saving} />
        )}
        {initial && (
          <EditForm
            ref={form}
            form={draftForm}
            fields={fields}
            initialValues={initial}
            columns={2}
            labelWidth={80}
          />
        )}
      </div>
    </Modal>
  );
}
