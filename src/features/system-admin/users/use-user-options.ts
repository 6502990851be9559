/** What the user page loads once: the dept tree, the role options, the ID types and the gen columns. */
import { useEffect, useState } from 'react';
import type { GenColumn } from '@contract/gen';
import type { DictData, Role } from '@contract/system';
import type { DeptNode } from '@contract/user';
import { fetchDeptTree, fetchGenColumns, fetchIdTypes, fetchRoles } from './api';

export interface UserOptions {
  depts: DeptNode[];
  roles: Role[];
  idTypes: DictData[];
  genColumns: GenColumn[];
}

const EMPTY: UserOptions = { depts: [], roles: [], idTypes: [], genColumns: [] };

export function useUserOptions(): UserOptions {
  const [options, setOptions] = useState<UserOptions>(EMPTY);
  useEffect(() => {
    let alive = true;
    // Each answer lands on its own: a refused role list must not hide the table.
    const load = <K extends keyof UserOptions>(key: K, call: () => Promise<UserOptions[K]>) =>
      call()
        .then((value) => alive && setOptions((o) => ({ ...o, [key]: value })))
        .catch(() => undefined);
    void load('genColumns', fetchGenColumns);
    void load('depts', fetchDeptTree);
    void load('roles', fetchRoles);
    void load('idTypes', fetchIdTypes);
    return () => {
      alive = false;
    };
  }, []);
  return options;
}
