/**
 * Add / edit a menu (docs/administration.md "菜单管理"). The fields follow the type: a directory names a structural
 * component, a page one of the console's pages (a Select of the contract's list, the one the server checks) or is an
 * external link, a button only a permission code; the route meta of docs/requirements.md §3 belongs to pages.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Col, Form, Input, InputNumber, Modal, Radio, Row, Select, Space, Switch, TreeSelect } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import {
  LINK_TARGET,
  MENU_FRAME,
  MENU_TYPE,
  type MenuForm,
  type MenuRow,
  type MenuType,
} from '@contract/menu';
import { isApiError } from '@/shared/api';
import { ConflictView } from '@/shared/form/conflict-view';
import type { ConflictField } from '@/shared/form/edit-conflict';
import { useEditConflict } from '@/shared/form/use-edit-conflict';
import { useT } from '@/shared/i18n';
import { MENU_ICON_NAMES, menuIcon } from '@/shared/ui/menu-icon';
import { notify } from '@/shared/ui/notify';
import { adminKeys } from '../query-keys';
import { addMenu, editMenu, fetchMenu } from './api';
import { componentChoices, newMenu, parentOptions, type MenuTreeRow } from './menu-rows';
import { DraftNotice, useDraftClose, useFormDraft } from '@/shared/form/draft';

export interface MenuFormDialogProps {
  /**
   * undefined: closed; {add, parentType}: add under that menu (0 and null: the top level); {edit}: edit that menu.
   * A new object per opening: the form is filled again when it changes, not when the list is fetched again.
   */
  target: { add: number; parentType: MenuType | null } | { edit: number } | undefined;
  tree: MenuTreeRow[];
  onClose: () => void;
}

const TYPE_LABEL = {
  [MENU_TYPE.DIR]: 'menus.type.dir',
  [MENU_TYPE.PAGE]: 'menus.type.page',
  [MENU_TYPE.BUTTON]: 'menus.type.button',
} as const;

/** A menu as the form's values: everything but its id and version. */
const toValues = ({ menuId: _id, version: _v, ...fields }: MenuRow): MenuForm => fields;

/** The form's fields as the conflict view of a stale save names them (docs/concurrency.md). */
const CONFLICT_FIELDS = [
  ['parentId', 'menus.parent'],
  ['menuType', 'menus.menuType'],
  ['menuName', 'menus.menuName'],
  ['orderNum', 'menus.orderNum'],
  ['icon', 'menus.icon'],
  ['isFrame', 'menus.isFrame'],
  ['path', 'menus.path'],
  ['component', 'menus.component'],
  ['perms', 'menus.perms'],
  ['target', 'menus.target'],
  ['activeMenu', 'menus.activeMenu'],
  ['visible', 'menus.visible'],
  ['status', 'menus.status'],
  ['keepAlive', 'menus.keepAlive'],
  ['affix', 'menus.affix'],
  ['allowBack', 'menus.allowBack'],
] as const;

export function MenuFormDialog({ target, tree, onClose }: MenuFormDialogProps) {
  const t = useT();
  const client = useQueryClient();
  const [form] = Form.useForm<MenuForm>();
  const [saving, setSaving] = useState(false);
  const open = target !== undefined;
  const editId = target && 'edit' in target ? target.edit : null;

  // Fresh at each opening (staleTime 0): the form is filled from this opening's answer only.
  const record = useQuery({
    queryKey: [...adminKeys.menus, 'one', editId],
    queryFn: () => fetchMenu(editId as number),
    enabled: open && editId !== null,
  });
  const answer =
    editId !== null && record.status === 'success' && !record.isFetching ? record.data.data : null;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (target && 'add' in target) form.setFieldsValue(newMenu(target.add, target.parentType));
  }, [open, target, form]);

  const conflictFields = useMemo<ConflictField[]>(
    () => CONFLICT_FIELDS.map(([prop, label]) => ({ prop, label: t(label) })),
    [t],
  );
  const conflict = useEditConflict<MenuRow>({ form, fields: conflictFields, toValues });
  const draft = useFormDraft(
    form,
    target === undefined ? null : 'edit' in target ? `menu:${target.edit}` : `menu:new:${target.add}`,
    conflict.draftBase,
  );
  const cancel = useDraftClose(open, onClose, draft);
  const { start } = conflict;

  useEffect(() => {
    if (answer) {
      form.setFieldsValue(toValues(answer));
      start(answer);
    }
  }, [answer, form, start]);

  const type = (Form.useWatch('menuType', form) ?? MENU_TYPE.DIR) as MenuType;
  const parentId = (Form.useWatch('parentId', form) ?? 0) as number;
  const link = Form.useWatch('isFrame', form) === MENU_FRAME.LINK;
  const page = type === MENU_TYPE.PAGE;
  const button = type === MENU_TYPE.BUTTON;
  const routed = page && !link;

  const parents = useMemo(() => parentOptions(tree, editId, t('menus.root')), [tree, editId, t]);
  const components = componentChoices(type, parentId);
  const iconOptions = useMemo(
    () =>
      MENU_ICON_NAMES.map((name) => ({
        value: name,
        label: (
          <Space>
            {menuIcon(name)}
            {name}
          </Space>
        ),
      })),
    [],
  );

  // A type change offers that type's components: keep the chosen one only when it is still among them.
  const onValuesChange = (changed: Partial<MenuForm>) => {
    if (!('menuType' in changed) && !('parentId' in changed)) return;
    const current = form.getFieldValue('component') as string;
    const choices = componentChoices(form.getFieldValue('menuType'), form.getFieldValue('parentId'));
    if (!choices.includes(current)) form.setFieldValue('component', choices[0] ?? '');
  };

  const save = async () => {
    let values: MenuForm;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const body: MenuForm = { ...newMenu(values.parentId, null), ...form.getFieldsValue(true) };
    setSaving(true);
    try {
      const reply =
        editId === null
          ? await addMenu(body)
          : await editMenu({ ...body, menuId: editId, version: conflict.versionToSend() });
      notify('success', reply.msg);
      void client.invalidateQueries({ queryKey: adminKeys.menus });
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      // A stale save shows the merge; any other refusal (400 naming the field) the client showed; the input stays.
      conflict.refusedBy(error);
    } finally {
      setSaving(false);
    }
  };

  const required = [{ required: true, message: t('menus.required') }];
  return (
    <Modal
      open={open}
      title={t(editId === null ? 'menus.addTitle' : 'menus.editTitle')}
      width={760}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={cancel}
      forceRender
    >
      <DraftNotice draft={draft} />
      <Form
        {...draft.inputProps}
        form={form}
        name="menu-edit"
        labelCol={{ flex: '100px' }}
        labelWrap
        onValuesChange={onValuesChange}
      >
        {editId !== null && <ConflictView handle={conflict} onSave={() => void save()} busy={saving} />}
        <Row gutter={16}>
          <Col span={24}>
            <Form.Item name="parentId" label={t('menus.parent')} rules={required}>
              <TreeSelect
                treeData={parents}
                treeDefaultExpandedKeys={[0]}
                showSearch
                treeNodeFilterProp="title"
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="menuType" label={t('menus.menuType')}>
              <Radio.Group
                options={Object.values(MENU_TYPE).map((v) => ({ value: v, label: t(TYPE_LABEL[v]) }))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="menuName" label={t('menus.menuName')} rules={[...required, { max: 50 }]}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="orderNum" label={t('menus.orderNum')} rules={required}>
              <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          {!button && (
            <Col span={12}>
              <Form.Item name="icon" label={t('menus.icon')}>
                <Select allowClear options={iconOptions} placeholder={t('menus.iconPlaceholder')} />
              </Form.Item>
            </Col>
          )}
          {page && (
            <Col span={12}>
              <Form.Item name="isFrame" label={t('menus.isFrame')} tooltip={t('menus.isFrameTip')}>
                <Radio.Group
                  options={[
                    { value: MENU_FRAME.LINK, label: t('menus.yes') },
                    { value: MENU_FRAME.ROUTE, label: t('menus.no') },
                  ]}
                />
              </Form.Item>
            </Col>
          )}
          {!button && (
            <Col span={12}>
              <Form.Item
                name="path"
                label={t(link && page ? 'menus.linkAddress' : 'menus.path')}
                tooltip={t(link && page ? 'menus.linkTip' : 'menus.pathTip')}
                rules={required}
              >
                <Input maxLength={200} />
              </Form.Item>
            </Col>
          )}
          {!button && !(page && link) && (
            <Col span={12}>
              <Form.Item
                name="component"
                label={t('menus.component')}
                tooltip={t('menus.componentTip')}
                rules={required}
              >
                <Select
                  showSearch
                  virtual={false}
                  options={components.map((c) => ({ value: c, label: c }))}
                />
              </Form.Item>
            </Col>
          )}
          {!(type === MENU_TYPE.DIR) && (
            <Col span={12}>
              <Form.Item
                name="perms"
                label={t('menus.perms')}
                tooltip={t('menus.permsTip')}
                rules={[{ pattern: /^[A-Za-z0-9:*_-]*$/, message: t('menus.permsPattern') }]}
              >
                <Input maxLength={100} placeholder="system:user:list" />
              </Form.Item>
            </Col>
          )}
          {page && link && (
            <Col span={12}>
              <Form.Item name="target" label={t('menus.target')}>
                <Select
                  options={[
                    { value: LINK_TARGET.BLANK, label: t('menus.target.blank') },
                    { value: LINK_TARGET.NONE, label: t('menus.target.none') },
                  ]}
                />
              </Form.Item>
            </Col>
          )}
          {routed && (
            <Col span={12}>
              <Form.Item
                name="activeMenu"
                label={t('menus.activeMenu')}
                tooltip={t('menus.activeMenuTip')}
                rules={[{ pattern: /^(\/\S*)?$/, message: t('menus.activeMenuPattern') }]}
              >
                <Input maxLength={200} placeholder="/SystemManage/User" />
              </Form.Item>
            </Col>
          )}
          {!button && (
            <Col span={12}>
              <Form.Item name="visible" label={t('menus.visible')} tooltip={t('menus.visibleTip')}>
                <Radio.Group
                  options={[
                    { value: '0', label: t('menus.shown') },
                    { value: '1', label: t('menus.hidden') },
                  ]}
                />
              </Form.Item>
            </Col>
          )}
          <Col span={12}>
            <Form.Item name="status" label={t('menus.status')}>
              <Radio.Group
                options={[
                  { value: '0', label: t('status.normal') },
                  { value: '1', label: t('status.disabled') },
                ]}
              />
            </Form.Item>
          </Col>
          {routed && (
            <>
              <Col span={8}>
                <Form.Item name="keepAlive" label={t('menus.keepAlive')} valuePropName="checked">
                  <Switch />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item
                  name="affix"
                  label={t('menus.affix')}
                  tooltip={t('menus.affixTip')}
                  valuePropName="checked"
                >
                  <Switch />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item
                  name="allowBack"
                  label={t('menus.allowBack')}
                  tooltip={t('menus.allowBackTip')}
                  valuePropName="checked"
                >
                  <Switch />
                </Form.Item>
              </Col>
            </>
          )}
        </Row>
      </Form>
    </Modal>
  );
}
