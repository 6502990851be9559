/**
 * Add or edit a role (docs/administration.md "角色管理"): name, key, order, status, the menus and buttons granted and
 * the data scope. The checked menus and their half-checked parents are sent alike (RuoYi); the server checks
 * everything again and its refusal (a taken key) keeps the dialog open.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Input, InputNumber, Radio, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { DATA_SCOPE, ROLE_RULE, type DataScope, type RoleDetail } from '@contract/role';
import { useAreaTree } from '@/shared/area/use-area-tree';
import { sameValue, type ConflictField } from '@/shared/form/edit-conflict';
import { FormDialog } from '@/shared/form/form-dialog';
import { useEditConflict } from '@/shared/form/use-edit-conflict';
import { useT, type MessageKey } from '@/shared/i18n';
import { notify } from '@/shared/ui/notify';
import { adminKeys } from '../query-keys';
import { addRole, editRole, fetchMenuTree, fetchRole } from './api';
import { MenuGrantTree, ScopeTree } from './grant-fields';
import { grantOf, type Grant } from './grant-tree';
import { formValuesOf, NEW_ROLE, roleBody, type RoleFormValues } from './role-form';
import { useFormDraft } from '@/shared/form/draft';

export const SCOPE_LABEL: Record<DataScope, MessageKey> = {
  [DATA_SCOPE.ALL]: 'role.scope.all',
  [DATA_SCOPE.BOUND]: 'role.scope.bound',
  [DATA_SCOPE.CHOSEN]: 'role.scope.chosen',
};
const KEY = new RegExp(ROLE_RULE.KEY);
const NO_GRANT: Grant = { checked: [], halfChecked: [] };

/** `roleId`: undefined closed, null a new role, else the role edited. */
export function RoleDialog({ roleId, onClose }: { roleId: number | null | undefined; onClose: () => void }) {
  const t = useT();
  const client = useQueryClient();
  const [form] = Form.useForm<RoleFormValues>();
  const open = roleId !== undefined;
  const menus = useQuery({ queryKey: adminKeys.roleMenuTree, queryFn: fetchMenuTree, enabled: open });
  const areas = useAreaTree(open);
  // Fresh at each opening (staleTime 0): the form starts only from this opening's answer.
  const record = useQuery({
    queryKey: [...adminKeys.roles, 'detail', roleId],
    queryFn: () => fetchRole(roleId as number),
    enabled: typeof roleId === 'number',
  });
  const detail: RoleDetail | null | undefined =
    roleId === null ? null : record.isFetching ? undefined : record.data;
  // The area tree too: the chosen nodes are told apart as areas and factories by it.
  const ready = open && menus.data !== undefined && areas.tree !== null && detail !== undefined;
  const [grant, setGrant] = useState<Grant>(NO_GRANT);
  const [chosen, setChosen] = useState<number[]>([]);
  const [startedFrom, setStartedFrom] = useState<RoleDetail | null | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  if (ready && startedFrom !== detail) {
    setStartedFrom(detail);
    setGrant(detail ? grantOf(menus.data, detail.menuIds) : NO_GRANT);
    setChosen(detail ? [...detail.areaIds, ...detail.factoryIds] : []);
  }
  const scope = Form.useWatch('dataScope', form);

  const conflictFields: ConflictField[] = [
    { prop: 'roleName', label: t('role.name') },
    { prop: 'roleKey', label: t('role.key') },
    { prop: 'roleSort', label: t('role.sort') },
    {
      prop: 'status',
      label: t('role.status'),
      options: [
        { label: t('role.status.normal'), value: '0' },
        { label: t('role.status.disabled'), value: '1' },
      ],
    },
    {
      prop: 'dataScope',
      label: t('role.dataScope'),
      options: Object.values(DATA_SCOPE).map((v) => ({ label: t(SCOPE_LABEL[v]), value: v })),
    },
  ];
  const conflict = useEditConflict<RoleDetail>({ form, fields: conflictFields, toValues: formValuesOf });
  const draft = useFormDraft(
    form,
    roleId === undefined ? null : `role:${roleId ?? 'new'}`,
    conflict.draftBase,
  );
  const { start } = conflict;
  useEffect(() => {
    if (ready && detail) start(detail);
  }, [ready, detail, start]);
  // Merged onto the stored role after a stale save (docs/concurrency.md): the grants and the chosen nodes, kept
  // outside the form, take the stored ones unless the user changed them.
  const merged = conflict.record();
  if (
    ready &&
    merged &&
    startedFrom &&
    merged !== startedFrom &&
    merged.roleId === startedFrom.roleId &&
    // a newer record only: one kept from a former opening of the dialog is no merge
    merged.version > startedFrom.version
  ) {
    setStartedFrom(merged);
    if (sameValue(grant, grantOf(menus.data, startedFrom.menuIds)))
      setGrant(grantOf(menus.data, merged.menuIds));
    const loadedNodes = [...startedFrom.areaIds, ...startedFrom.factoryIds];
    if (sameValue([...chosen].sort(), loadedNodes.sort()))
      setChosen([...merged.areaIds, ...merged.factoryIds]);
  }

  const failed = typeof roleId === 'number' && record.status === 'error' && !record.isFetching;
  useEffect(() => {
    if (failed) onClose();
  }, [failed, onClose]);

  const close = () => {
    setStartedFrom(undefined);
    onClose();
  };
  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || roleId === undefined) return;
    if (values.dataScope === DATA_SCOPE.CHOSEN && chosen.length === 0) {
      notify('warning', t('role.scope.required'));
      return;
    }
    const body = roleBody(values, grant, chosen, areas.tree ?? []);
    setSaving(true);
    try {
      const reply =
        roleId === null
          ? await addRole(body)
          : await editRole({ ...body, roleId, version: conflict.versionToSend() });
      notify('success', reply.msg);
      void client.invalidateQueries({ queryKey: adminKeys.roles });
      close();
    } catch (error) {
      // a stale save shows the merge; otherwise the client showed the server's message; the dialog stays open
      conflict.refusedBy(error);
    } finally {
      setSaving(false);
    }
  };

  const required = (key: MessageKey) => ({
    required: true,
    whitespace: true,
    message: t('generic.required.fill', { label: t(key) }),
  });
  return (
    <FormDialog
      draft={draft}
      open={open}
      title={t(roleId === null ? 'role.add' : 'role.edit')}
      width={640}
      busy={saving}
      disabled={!ready}
      onSubmit={() => void save()}
      onClose={close}
      conflict={conflict}
    >
      {ready && (
        <Form<RoleFormValues>
          form={form}
          // its own ids: the page's query form has fields of the same names
          name="role"
          layout="horizontal"
          labelCol={{ flex: '100px' }}
          labelWrap
          initialValues={detail ? formValuesOf(detail) : NEW_ROLE}
        >
          <Form.Item name="roleName" label={t('role.name')} rules={[required('role.name')]}>
            <Input maxLength={ROLE_RULE.NAME_MAX} />
          </Form.Item>
          <Form.Item
            name="roleKey"
            label={t('role.key')}
            tooltip={t('role.keyHint')}
            rules={[required('role.key'), { pattern: KEY, message: t('role.keyRule') }]}
          >
            <Input maxLength={ROLE_RULE.KEY_MAX} />
          </Form.Item>
          <Form.Item name="roleSort" label={t('role.sort')}>
            <InputNumber min={0} max={ROLE_RULE.SORT_MAX} precision={0} />
          </Form.Item>
          <Form.Item name="status" label={t('role.status')}>
            <Radio.Group
              options={[
                { label: t('role.status.normal'), value: '0' },
                { label: t('role.status.disabled'), value: '1' },
              ]}
            />
          </Form.Item>
          <Form.Item label={t('role.menus')}>
            <MenuGrantTree tree={menus.data} value={grant} onChange={setGrant} />
          </Form.Item>
          <Form.Item name="dataScope" label={t('role.dataScope')}>
            <Select
              options={Object.values(DATA_SCOPE).map((s) => ({ label: t(SCOPE_LABEL[s]), value: s }))}
            />
          </Form.Item>
          {scope === DATA_SCOPE.CHOSEN && (
            <Form.Item label={t('role.scope.nodes')}>
              <Typography.Text type="secondary">{t('role.scope.hint')}</Typography.Text>
              <ScopeTree tree={areas.tree ?? []} value={chosen} onChange={setChosen} />
            </Form.Item>
          )}
        </Form>
      )}
    </FormDialog>
  );
}
