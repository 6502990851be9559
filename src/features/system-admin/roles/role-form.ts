/** The role form's values and the body they make (the server checks everything again). */
import { DATA_SCOPE, type DataScope, type RoleAddBody, type RoleDetail } from '@contract/role';
import type { AreaNode } from '@contract/system';
import { grantedIds, type Grant } from './grant-tree';

export interface RoleFormValues {
  roleName: string;
  roleKey: string;
  roleSort: number;
  status: '0' | '1';
  dataScope: DataScope;
}

export const NEW_ROLE: RoleFormValues = {
  roleName: '',
  roleKey: '',
  roleSort: 0,
  status: '0',
  dataScope: DATA_SCOPE.BOUND,
};

export const formValuesOf = (r: RoleDetail): RoleFormValues => ({
  roleName: r.roleName,
  roleKey: r.roleKey,
  roleSort: r.roleSort,
  status: r.status,
  dataScope: r.dataScope,
});

function typesOf(nodes: AreaNode[], out = new Map<number, AreaNode['type']>()) {
  for (const n of nodes) {
    out.set(n.id, n.type);
    typesOf(n.children ?? [], out);
  }
  return out;
}

/** The body of the form: the chosen nodes split into factories and areas, and only for data scope 3. */
export function roleBody(
  values: RoleFormValues,
  grant: Grant,
  chosen: number[],
  areaTree: AreaNode[],
): RoleAddBody {
  const types = typesOf(areaTree);
  const chosenScope = values.dataScope === DATA_SCOPE.CHOSEN;
  return {
    roleName: values.roleName.trim(),
    roleKey: values.roleKey.trim(),
    roleSort: values.roleSort ?? 0,
    status: values.status,
    dataScope: values.dataScope,
    menuIds: grantedIds(grant),
    factoryIds: chosenScope ? chosen.filter((id) => types.get(id) === 'factory') : [],
    areaIds: chosenScope ? chosen.filter((id) => types.get(id) === 'area') : [],
  };
}
