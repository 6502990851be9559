/**
 * Add, edit or move a department with the generic edit form (docs/administration.md "部门管理"): a new parent moves it
 * with everything under it. The server checks everything again; a refusal keeps the dialog open.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Form } from 'antd';
import { DEPT_ROOT, DEPT_RULE, type DeptAddBody, type DeptRow } from '@contract/dept';
import { EditForm, type FieldSpec, type FormValues, type GenericFormHandle } from '@/shared/form';
import { FormDialog } from '@/shared/form/form-dialog';
import { useEditConflict } from '@/shared/form/use-edit-conflict';
import { useT } from '@/shared/i18n';
import { notify } from '@/shared/ui/notify';
import { adminKeys } from '../query-keys';
import { addDept, editDept, fetchDepts } from './api';
import { deptTree, parentOptions } from './dept-tree';
import { useFormDraft } from '@/shared/form/draft';

/** Add under a parent, or edit a row. */
export type DeptDialogState = { mode: 'add'; parentId: number } | { mode: 'edit'; row: DeptRow } | null;

const ALL = {};

export function toDeptBody(values: FormValues): DeptAddBody {
  const order = Number(values.orderNum);
  return {
    parentId: Number(values.parentId ?? DEPT_ROOT),
    deptName: String(values.deptName ?? '').trim(),
    orderNum: Number.isInteger(order) && order >= 0 ? order : 0,
    status: values.status === '1' ? '1' : '0',
  };
}

const toDeptValues = (row: DeptRow): FormValues => ({ ...row });

export function DeptDialog({ state, onClose }: { state: DeptDialogState; onClose: () => void }) {
  const t = useT();
  const client = useQueryClient();
  const form = useRef<GenericFormHandle>(null);
  const [draftForm] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  // The whole tree for the parent choices, whatever the page's filter.
  const all = useQuery({
    queryKey: [...adminKeys.depts, 'list', ALL],
    queryFn: () => fetchDepts(ALL),
    enabled: state !== null,
  });
  const selfId = state?.mode === 'edit' ? state.row.deptId : null;
  const fields = useMemo<FieldSpec[]>(
    () => [
      {
        type: 'treeSelect',
        label: t('dept.parent'),
        prop: 'parentId',
        required: true,
        options: parentOptions(deptTree(all.data ?? []), selfId, t('dept.root')),
      },
      {
        type: 'input',
        label: t('dept.name'),
        prop: 'deptName',
        required: true,
        validator: (v) => {
          const s = typeof v === 'string' ? v.trim() : '';
          if (!s) return t('generic.required.fill', { label: t('dept.name') });
          return s.length > DEPT_RULE.NAME_MAX ? t('dept.nameRule', { max: DEPT_RULE.NAME_MAX }) : undefined;
        },
      },
      { type: 'number', label: t('dept.orderNum'), prop: 'orderNum' },
      {
        type: 'select',
        label: t('dept.status'),
        prop: 'status',
        required: true,
        options: [
          { label: t('dept.status.normal'), value: '0' },
          { label: t('dept.status.disabled'), value: '1' },
        ],
      },
    ],
    [t, all.data, selfId],
  );
  const conflict = useEditConflict<DeptRow>({
    form: () => form.current?.form,
    fields,
    toValues: toDeptValues,
  });
  const draft = useFormDraft(
    draftForm,
    state === null ? null : state.mode === 'edit' ? `dept:${state.row.deptId}` : `dept:new:${state.parentId}`,
    conflict.draftBase,
  );
  const { start } = conflict;
  const editing = state?.mode === 'edit' ? state.row : null;
  useEffect(() => {
    if (editing) start(editing);
  }, [editing, start]);
  const initial: FormValues | null =
    state === null || all.data === undefined
      ? null
      : state.mode === 'add'
        ? { parentId: state.parentId, deptName: '', orderNum: 0, status: '0' }
        : toDeptValues(state.row);

  const save = async () => {
    if (!state || !form.current || !(await form.current.validateAll())) return;
    const body = toDeptBody(form.current.getValues());
    setSaving(true);
    try {
      const reply =
        state.mode === 'add'
          ? await addDept(body)
          : await editDept({ ...body, deptId: state.row.deptId, version: conflict.versionToSend() });
      notify('success', reply.msg);
      void client.invalidateQueries({ queryKey: adminKeys.depts });
      onClose();
    } catch (error) {
      // a stale save shows the merge; otherwise the client showed the server's message (e.g. a taken name)
      conflict.refusedBy(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      draft={draft}
      open={state !== null}
      title={t(state?.mode === 'edit' ? 'dept.edit' : 'dept.add')}
      width={520}
      busy={saving}
      disabled={initial === null}
      onSubmit={() => void save()}
      onClose={onClose}
      conflict={conflict}
    >
      {initial && (
        <EditForm
          ref={form}
          form={draftForm}
          fields={fields}
          initialValues={initial}
          columns={1}
          labelWidth={90}
        />
      )}
    </FormDialog>
  );
}
