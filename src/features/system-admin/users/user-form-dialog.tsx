/**
 * Add / edit a user in a Modal. The standard fields render through the shared FieldItem (docs/requirements.md §5
 * rules on change); roles need a multi-select, which FieldSpec has no type for, so that one item is
 * a plain antd Select inside the same form and the whole form is still checked by validateAll.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Col, Form, Modal, Row, Select } from 'antd';
import { useEffect, useState } from 'react';
import type { Role, DictData, User } from '@contract/system';
import type { DeptNode, UserAddBody, UserEditBody } from '@contract/user';
import { isApiError } from '@/shared/api';
import { FieldItem, validateAll, type FormValues } from '@/shared/form';
import { ConflictView } from '@/shared/form/conflict-view';
import { useEditConflict } from '@/shared/form/use-edit-conflict';
import { useT } from '@/shared/i18n';
import { notify } from '@/shared/ui/notify';
import { adminKeys } from '../query-keys';
import { addUser, editUser, fetchUser } from './api';
import { editFields, roleOptions } from './user-fields';
import { DraftNotice, useDraftClose, useFormDraft } from '@/shared/form/draft';

export interface UserFormDialogProps {
  /** undefined: closed; null: add; a number: edit that user. */
  userId: number | null | undefined;
  depts: DeptNode[];
  roles: Role[];
  idTypes: DictData[];
  onClose: () => void;
  onSaved: () => void;
}

const TEXT_PROPS = [
  'nickName',
  'phonenumber',
  'email',
  'sex',
  'idType',
  'idNumber',
  'addr',
  'remark',
] as const;

/** The docs/requirements.md §7 body: empty optional values left out so the server's patterns see only real input. */
function toBody(values: FormValues) {
  const body: Record<string, unknown> = {};
  for (const prop of TEXT_PROPS) {
    const value = values[prop];
    if (value !== undefined && value !== null && String(value).trim() !== '')
      body[prop] = String(value).trim();
  }
  body.deptId = typeof values.deptId === 'number' ? values.deptId : null;
  body.roleIds = Array.isArray(values.roleIds) ? values.roleIds : [];
  return body;
}

/** A user as the form's values. */
const toValues = (user: User): Record<string, string | number | number[] | undefined> => ({
  ...Object.fromEntries(TEXT_PROPS.map((p) => [p, user[p] || undefined])),
  deptId: user.deptId ?? undefined,
  roleIds: user.roleIds,
});

export function UserFormDialog({ userId, depts, roles, idTypes, onClose, onSaved }: UserFormDialogProps) {
  const t = useT();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const client = useQueryClient();
  const open = userId !== undefined;
  const adding = userId === null;
  const idType = Form.useWatch('idType', form);
  const fields = editFields(t, { adding, depts, idTypes, idType });
  // Not a FormDialog (its refusal rule is its own): the conflict view is wired here (docs/concurrency.md).
  const conflict = useEditConflict<User>({
    form,
    fields: [...fields, { prop: 'roleIds', label: t('users.roles'), options: roleOptions(roles) }],
    toValues,
  });
  const draft = useFormDraft(
    form,
    userId === undefined ? null : `user:${userId ?? 'new'}`,
    conflict.draftBase,
  );
  const cancel = useDraftClose(open, onClose, draft);
  const { start } = conflict;

  // Fresh at each opening: the key holds the user and the default staleTime 0 fetches it again when the dialog
  // opens; the form is filled only from the answer of this opening, never from the cached one of a former.
  const editing = open && typeof userId === 'number';
  const record = useQuery({
    queryKey: [...adminKeys.user, userId],
    queryFn: () => fetchUser(userId as number),
    enabled: editing,
  });
  const answer = editing && record.status === 'success' && !record.isFetching ? record.data : undefined;

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, userId, form]);

  useEffect(() => {
    if (!answer) return;
    const user = { ...answer.data, roleIds: answer.roleIds };
    form.setFieldsValue(toValues(user));
    start(user);
  }, [answer, form, start]);

  const save = async () => {
    if (!(await validateAll(form))) return;
    const values = form.getFieldsValue(true) as FormValues;
    setSaving(true);
    try {
      if (adding) {
        const body = {
          ...toBody(values),
          userName: String(values.userName),
          password: String(values.password),
        };
        const reply = await addUser(body as UserAddBody);
        notify('success', reply.msg);
      } else {
        const reply = await editUser({
          ...toBody(values),
          userId,
          version: conflict.versionToSend(),
        } as UserEditBody);
        notify('success', reply.msg);
      }
      void client.invalidateQueries({ queryKey: adminKeys.user });
      onSaved();
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (conflict.refusedBy(error)) return;
      if (!adding && error.status === 200) {
        // docs/requirements.md §8 "User update": a business refusal's msg is shown as success and the dialog closes.
        notify('success', error.message);
        void client.invalidateQueries({ queryKey: adminKeys.user });
        onSaved();
        onClose();
      } else if (!error.shown) notify('error', error.message);
      // Otherwise (HTTP 400 naming the field, a taken account) the msg is shown; the input stays.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t(adding ? 'users.addTitle' : 'users.editTitle')}
      width={760}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={cancel}
      forceRender
    >
      <DraftNotice draft={draft} />
      {/* A form name prefixes the input ids, which would otherwise clash with the query form. */}
      <Form {...draft.inputProps} form={form} name="user-edit" labelCol={{ flex: '90px' }} labelWrap>
        {!adding && <ConflictView handle={conflict} onSave={() => void save()} busy={saving} />}
        <Row gutter={16}>
          {fields.map((field) => (
            <Col key={field.prop} span={field.type === 'textarea' ? 24 : 12}>
              <FieldItem field={field} />
            </Col>
          ))}
          <Col span={12}>
            <Form.Item name="roleIds" label={t('users.roles')}>
              <Select mode="multiple" allowClear optionFilterProp="label" options={roleOptions(roles)} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
