/**
 * What the user page loads at each mount, from the query cache: the dept tree, the role options, the ID types and
 * the gen columns. Each answer lands on its own: a refused role list must not hide the table.
 */
import { useQuery } from '@tanstack/react-query';
import type { GenColumn } from '@contract/gen';
import type { DictData, Role } from '@contract/system';
import type { DeptNode } from '@contract/user';
import { adminKeys } from '../query-keys';
import { USER_GEN_TABLE_ID, fetchDeptTree, fetchGenColumns, fetchIdTypes, fetchRoles } from './api';

export interface UserOptions {
  depts: DeptNode[];
  roles: Role[];
  idTypes: DictData[];
  genColumns: GenColumn[];
}

const NONE: never[] = [];

export function useUserOptions(): UserOptions {
  const genColumns = useQuery({
    queryKey: [...adminKeys.gen, USER_GEN_TABLE_ID, 'columns'],
    queryFn: fetchGenColumns,
  });
  const depts = useQuery({ queryKey: adminKeys.depts, queryFn: fetchDeptTree });
  const roles = useQuery({ queryKey: adminKeys.roles, queryFn: fetchRoles });
  const idTypes = useQuery({ queryKey: adminKeys.idTypes, queryFn: fetchIdTypes });
  return {
    depts: depts.data ?? NONE,
    roles: roles.data ?? NONE,
    idTypes: idTypes.data ?? NONE,
    genColumns: genColumns.data ?? NONE,
  };
}
