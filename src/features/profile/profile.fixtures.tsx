/** Shared fixtures of the profile tests: a signed-in client, the profile and dictionary answers. */
import type { ReactElement } from 'react';
import { http, HttpResponse } from 'msw';
import type { ProfileReply } from '@contract/profile';
import type { User } from '@contract/system';
import { aUser } from '../../../tests/console/factories';
import { renderAt } from '../../../tests/console/render';
import { api, server } from '../../../tests/console/server';

export const ID_TYPES = [
  ['0', '身份证'],
  ['1', '护照'],
].map(([dictValue, dictLabel], i) => ({
  dictCode: i + 1,
  dictSort: i + 1,
  dictLabel,
  dictValue,
  dictType: 'sys_id_type',
  listClass: 'default',
  isDefault: 'N',
}));

export function profileReply(user: Partial<User> = {}): ProfileReply {
  return {
    code: 200,
    msg: '操作成功',
    data: aUser({
      userId: 2,
      userName: 'operator',
      nickName: '运维员小王',
      phonenumber: '13800138000',
      ...user,
    }),
    roleGroup: '运维员',
    postGroup: '',
  };
}

/** A stored access token, so that the client sends requests instead of ending the session. */
export function signedIn(): void {
  localStorage.setItem('access_token', 'acc');
}

export function serveProfile(user: Partial<User> = {}): void {
  server.use(
    http.get(api('/system/user/profile'), () => HttpResponse.json(profileReply(user))),
    http.get(api('/system/dict/data/type/sys_id_type'), () =>
      HttpResponse.json({ code: 200, msg: '操作成功', data: ID_TYPES }),
    ),
  );
}

/** Inside the app's providers (antd App, so messages show) and a router. */
export function renderWithProviders(element: ReactElement) {
  return renderAt('/', [{ path: '/', element }]);
}
