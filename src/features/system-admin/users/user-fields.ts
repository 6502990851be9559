/**
 * Field specs of the user page: the query form and the add/edit form (docs/requirements.md §7 PUT fields), each field
 * checked by the shared docs/requirements.md §5 rule so the console refuses what the server would refuse.
 */
import { ID_TYPE_ID_CARD, type DeptNode } from '@contract/user';
import type { DictData, Role } from '@contract/system';
import type { FieldOption, FieldSpec } from '@/shared/form';
import type { MessageKey } from '@/shared/i18n';
import {
  checkAccount,
  checkAddress,
  checkEmail,
  checkIdCard,
  checkName,
  checkPassword,
  checkPhone,
  checkRemarks,
  checkText,
} from '@/shared/validators';
import { STATUS_DISABLED, STATUS_NORMAL } from './columns';

type Translate = (key: MessageKey) => string;

/** The dept tree as tree-select options. */
export function deptOptions(nodes: DeptNode[]): FieldOption[] {
  return nodes.map((n) => ({
    label: n.label,
    value: n.id,
    children: n.children?.length ? deptOptions(n.children) : undefined,
  }));
}

export function queryFields(t: Translate, depts: DeptNode[]): FieldSpec[] {
  return [
    { type: 'input', prop: 'userName', label: t('users.userName'), validator: checkText },
    { type: 'input', prop: 'nickName', label: t('users.nickName'), validator: checkText },
    { type: 'input', prop: 'phonenumber', label: t('users.phonenumber'), validator: checkPhone(false) },
    {
      type: 'select',
      prop: 'status',
      label: t('users.status'),
      options: [
        { value: STATUS_NORMAL, label: t('users.status.normal') },
        { value: STATUS_DISABLED, label: t('users.status.disabled') },
      ],
    },
    { type: 'treeSelect', prop: 'deptId', label: t('users.dept'), options: deptOptions(depts) },
  ];
}

export interface EditFieldsInput {
  adding: boolean;
  depts: DeptNode[];
  idTypes: DictData[];
  /** The chosen idType: only a resident ID card must match the 15/18 digit pattern. */
  idType: unknown;
}

/** Add/edit fields; userName and password only when adding (resetPwd changes a password later). */
export function editFields(t: Translate, { adding, depts, idTypes, idType }: EditFieldsInput): FieldSpec[] {
  const fields: FieldSpec[] = [
    { type: 'input', prop: 'userName', label: t('users.userName'), required: true, validator: checkAccount },
    { type: 'input', prop: 'nickName', label: t('users.nickName'), required: true, validator: checkName() },
    // masked, as every password field (docs/administration.md "Passwords")
    {
      type: 'password',
      prop: 'password',
      label: t('users.password'),
      required: true,
      validator: checkPassword,
    },
    { type: 'input', prop: 'phonenumber', label: t('users.phonenumber'), validator: checkPhone(false) },
    { type: 'input', prop: 'email', label: t('users.email'), validator: checkEmail },
    {
      type: 'select',
      prop: 'sex',
      label: t('users.sex'),
      options: [
        { value: '0', label: t('users.sex.male') },
        { value: '1', label: t('users.sex.female') },
      ],
    },
    { type: 'treeSelect', prop: 'deptId', label: t('users.dept'), options: deptOptions(depts) },
    {
      type: 'select',
      prop: 'idType',
      label: t('users.idType'),
      options: idTypes.map((d) => ({ value: d.dictValue, label: d.dictLabel })),
    },
    {
      type: 'input',
      prop: 'idNumber',
      label: t('users.idNumber'),
      validator: String(idType ?? '') === ID_TYPE_ID_CARD ? checkIdCard : undefined,
    },
    { type: 'input', prop: 'addr', label: t('users.addr'), validator: checkAddress },
    { type: 'textarea', prop: 'remark', label: t('users.remark'), validator: checkRemarks },
  ];
  return adding ? fields : fields.filter((f) => f.prop !== 'userName' && f.prop !== 'password');
}

export const roleOptions = (roles: Role[]) => roles.map((r) => ({ value: r.roleId, label: r.roleName }));
