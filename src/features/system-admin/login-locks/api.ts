import type { PageResult, Reply } from '@contract/common';
import type { LoginLockListQuery, LoginLockRow } from '@contract/login-lock';
import { get, put } from '@/shared/api';

export function fetchLoginLocks(query: LoginLockListQuery): Promise<PageResult<LoginLockRow>> {
  return get<PageResult<LoginLockRow>>('/monitor/loginLock/list', query);
}

export function unlockLogin(key: string): Promise<Reply> {
  return put<Reply>('/monitor/loginLock/unlock', { key });
}
