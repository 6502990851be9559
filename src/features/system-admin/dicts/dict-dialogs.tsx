/**
 * The add / edit dialogs of 字典管理 (docs/administration.md "字典管理"): a type, an entry. What a protected type or
 * a built-in entry may not change (its type or value, its status) is shown disabled, and the server refuses it too.
 */
import { Form, Input, InputNumber, Modal, Radio, Select, Tag } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  LIST_CLASSES,
  type DictDataForm,
  type DictDataRow,
  type DictTypeForm,
  type DictTypeRow,
} from '@contract/dict';
import { isApiError } from '@/shared/api';
import { ConflictView } from '@/shared/form/conflict-view';
import type { ConflictField } from '@/shared/form/edit-conflict';
import { useEditConflict } from '@/shared/form/use-edit-conflict';
import { useT, type MessageKey } from '@/shared/i18n';
import { notify } from '@/shared/ui/notify';
import { addDictData, addDictType, editDictData, editDictType } from './api';
import { DraftNotice, useDraftClose, useFormDraft } from '@/shared/form/draft';

/** The tag colour of each label style (RuoYi's list_class on antd tags). */
export const LIST_CLASS_COLOR: Record<string, string> = {
  default: 'default',
  primary: 'blue',
  success: 'green',
  info: 'cyan',
  warning: 'orange',
  danger: 'red',
};

interface DialogProps<T> {
  /** undefined: closed; null: add; a row: edit it */
  row: T | null | undefined;
  onClose: () => void;
  onSaved: () => void;
}

interface ShellProps<T, R> {
  open: boolean;
  title: MessageKey;
  initial: Partial<T>;
  /** the row edited (null when adding): its version goes with the save (docs/concurrency.md) */
  row: R | null | undefined;
  /** the form's fields as the conflict view of a stale save names them, and a row as their values */
  fields: ConflictField[];
  toValues: (row: R) => Partial<T>;
  save: (values: T, version: number) => Promise<{ msg: string }>;
  onClose: () => void;
  onSaved: () => void;
  name: string;
  /** the record's key among drafts (docs/drafts.md): the type or entry edited, or `new` */
  record: string;
  children: ReactNode;
}

/** The Modal and Form both dialogs share: filled at each opening, validated, saved, the msg shown, closed. */
function DictDialog<T extends object, R extends { version: number }>(props: ShellProps<T, R>) {
  const { open, title, initial, row, fields, toValues, save, onClose, onSaved, name, record, children } =
    props;
  const t = useT();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const conflict = useEditConflict<R>({ form, fields, toValues });
  const draft = useFormDraft(form, open ? `${name}:${record}` : null, conflict.draftBase);
  const cancel = useDraftClose(open, onClose, draft);
  const { start } = conflict;
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(initial);
    if (row) start(row);
  }, [open, initial, form, row, start]);

  const ok = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const values = { ...initial, ...form.getFieldsValue(true) } as T;
      notify('success', (await save(values, conflict.versionToSend())).msg);
      onSaved();
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      // a stale save shows the merge; any other refusal the client showed; the input stays
      conflict.refusedBy(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t(title)}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void ok()}
      onCancel={cancel}
      forceRender
    >
      <DraftNotice draft={draft} />
      <Form {...draft.inputProps} form={form} name={name} labelCol={{ flex: '90px' }} labelWrap>
        {row && <ConflictView handle={conflict} onSave={() => void ok()} busy={saving} />}
        {children}
      </Form>
    </Modal>
  );
}

function useStatusOptions() {
  const t = useT();
  return [
    { value: '0', label: t('status.normal') },
    { value: '1', label: t('status.disabled') },
  ];
}

const NEW_TYPE: Partial<DictTypeForm> = { status: '0' };

const typeValues = (row: DictTypeRow): Partial<DictTypeForm> => ({
  dictName: row.dictName,
  dictType: row.dictType,
  status: row.status === '1' ? '1' : '0',
});

export function DictTypeDialog({ row, onClose, onSaved }: DialogProps<DictTypeRow>) {
  const t = useT();
  const statuses = useStatusOptions();
  const locked = row?.builtin === true;
  // One object per opening: the dialog refills its form when this changes.
  const initial = useMemo<Partial<DictTypeForm>>(() => (row ? typeValues(row) : NEW_TYPE), [row]);
  const fields: ConflictField[] = [
    { prop: 'dictName', label: t('dict.name') },
    { prop: 'dictType', label: t('dict.type') },
    { prop: 'status', label: t('dict.status'), options: statuses },
  ];
  return (
    <DictDialog<DictTypeForm, DictTypeRow>
      open={row !== undefined}
      title={row ? 'dict.editType' : 'dict.addType'}
      initial={initial}
      row={row}
      fields={fields}
      toValues={typeValues}
      save={(v, version) => (row ? editDictType({ ...v, dictId: row.dictId, version }) : addDictType(v))}
      onClose={onClose}
      onSaved={onSaved}
      name="dict-type-edit"
      record={row ? String(row.dictId) : 'new'}
    >
      <Form.Item
        name="dictName"
        label={t('dict.name')}
        rules={[{ required: true, whitespace: true, message: t('dict.required') }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="dictType"
        label={t('dict.type')}
        rules={[
          { required: true, message: t('dict.required') },
          { pattern: /^[a-z][a-z0-9_]*$/, message: t('dict.typePattern') },
        ]}
        {...(locked ? { tooltip: t('dict.protectedNote') } : {})}
      >
        <Input maxLength={100} disabled={locked} />
      </Form.Item>
      <Form.Item name="status" label={t('dict.status')}>
        <Radio.Group options={statuses} disabled={locked} />
      </Form.Item>
    </DictDialog>
  );
}

const NEW_ENTRY: Partial<DictDataForm> = { dictSort: 1, listClass: 'default', isDefault: 'N', status: '0' };

const dataValues = (row: DictDataRow): Partial<DictDataForm> => ({
  dictType: row.dictType,
  dictLabel: row.dictLabel,
  dictValue: row.dictValue,
  dictSort: row.dictSort,
  listClass: (LIST_CLASSES as readonly string[]).includes(row.listClass)
    ? (row.listClass as DictDataForm['listClass'])
    : 'default',
  isDefault: row.isDefault === 'Y' ? 'Y' : 'N',
  status: row.status === '1' ? '1' : '0',
});

export function DictDataDialog({
  row,
  dictType,
  onClose,
  onSaved,
}: DialogProps<DictDataRow> & { dictType: string }) {
  const t = useT();
  const statuses = useStatusOptions();
  const locked = row?.builtin === true;
  const initial = useMemo<Partial<DictDataForm>>(
    () => (row ? dataValues(row) : { ...NEW_ENTRY, dictType }),
    [row, dictType],
  );
  const fields: ConflictField[] = [
    { prop: 'dictLabel', label: t('dict.label') },
    { prop: 'dictValue', label: t('dict.value') },
    { prop: 'dictSort', label: t('dict.sort') },
    { prop: 'listClass', label: t('dict.listClass') },
    { prop: 'isDefault', label: t('dict.isDefault') },
    { prop: 'status', label: t('dict.status'), options: statuses },
  ];
  return (
    <DictDialog<DictDataForm, DictDataRow>
      open={row !== undefined}
      title={row ? 'dict.editData' : 'dict.addData'}
      initial={initial}
      row={row}
      fields={fields}
      toValues={dataValues}
      save={(v, version) => (row ? editDictData({ ...v, dictCode: row.dictCode, version }) : addDictData(v))}
      onClose={onClose}
      onSaved={onSaved}
      name="dict-data-edit"
      record={row ? String(row.dictCode) : `new:${dictType}`}
    >
      <Form.Item name="dictType" label={t('dict.type')}>
        <Input disabled />
      </Form.Item>
      <Form.Item
        name="dictLabel"
        label={t('dict.label')}
        rules={[{ required: true, whitespace: true, message: t('dict.required') }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="dictValue"
        label={t('dict.value')}
        rules={[
          { required: true, message: t('dict.required') },
          { pattern: /^\S+$/, message: t('dict.valuePattern') },
        ]}
        {...(locked ? { tooltip: t('dict.builtinTip') } : {})}
      >
        <Input maxLength={100} disabled={locked} />
      </Form.Item>
      <Form.Item
        name="dictSort"
        label={t('dict.sort')}
        rules={[{ required: true, message: t('dict.required') }]}
      >
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
      <Form.Item name="listClass" label={t('dict.listClass')}>
        <Select
          options={LIST_CLASSES.map((c) => ({ value: c, label: <Tag color={LIST_CLASS_COLOR[c]}>{c}</Tag> }))}
        />
      </Form.Item>
      <Form.Item name="isDefault" label={t('dict.isDefault')}>
        <Radio.Group
          options={[
            { value: 'Y', label: t('menus.yes') },
            { value: 'N', label: t('menus.no') },
          ]}
        />
      </Form.Item>
      <Form.Item name="status" label={t('dict.status')}>
        <Radio.Group options={statuses} disabled={locked} />
      </Form.Item>
    </DictDialog>
  );
}
