import { get } from '@/shared/api';
import type { UserInfoReply } from '@contract/system';

export function fetchUserInfo(): Promise<UserInfoReply> {
  return get<UserInfoReply>('/system/user/getInfo');
}
