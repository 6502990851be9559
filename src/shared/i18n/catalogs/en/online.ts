/** en-US texts of online.ts, loaded only when English is chosen (docs/architecture.md §4 "Language"). */
import type { onlineZh } from '../online';

export const onlineEn: Record<keyof typeof onlineZh, string> = {
  'online.userName': 'Account',
  'online.nickName': 'Name',
  'online.factory': 'Factory',
  'online.allFactories': 'All factories',
  'online.ipaddr': 'Address',
  'online.browser': 'Browser',
  'online.os': 'System',
  'online.loginTime': 'Signed in',
  'online.lastSeen': 'Last seen',
  'online.actions': 'Actions',
  'online.forceLogout': 'Force out',
  'online.current': 'This session',
  'online.refresh': 'Refresh',
  'online.confirm': 'Force {who} out? The session ends at once.',
  'firstPwd.title': 'Change your password',
  'firstPwd.hint': 'An administrator set your password: change it before using the system.',
  'firstPwd.submit': 'Change password',
  'firstPwd.logout': 'Sign out',
};
