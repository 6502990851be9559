/** Calls of the profile feature (docs/requirements.md §7 "Users": profile, updatePwd, avatar; the ID-type dictionary). */
import type { DataResult, Reply } from '@contract/common';
import { DICT_TYPE } from '@contract/dict';
import type { AvatarReply, ProfileReply, ProfileUpdateBody, UpdatePasswordBody } from '@contract/profile';
import type { DictData } from '@contract/system';
import { get, put } from '@/shared/api';

const SERVER_API_PREFIX = '/api';

export async function fetchProfile(): Promise<ProfileReply> {
  return get<ProfileReply>('/system/user/profile');
}

/** Silent: docs/requirements.md §8 wants the caller to show the server's msg its own way. */
export async function updateProfile(body: ProfileUpdateBody): Promise<Reply> {
  return put<Reply>('/system/user/profile', body, { silent: true });
}

/**
 * docs/requirements.md §7 sends the passwords as query parameters; the server also takes a body, which keeps them
 * out of URLs, proxies and access logs (docs/architecture.md §3), so the console sends a body.
 */
export async function updatePassword(body: UpdatePasswordBody): Promise<Reply> {
  return put<Reply>('/system/user/profile/updatePwd', body, { silent: true });
}

/** `dataUrl`: the picture read with FileReader.readAsDataURL. Silent: failures show 上传失败！. */
export async function uploadAvatar(dataUrl: string): Promise<AvatarReply> {
  return put<AvatarReply>('/system/user/avatar', { avatar: dataUrl }, { silent: true });
}

export async function fetchIdTypes(): Promise<DictData[]> {
  const reply = await get<DataResult<DictData[]>>(`/system/dict/data/type/${DICT_TYPE.ID_TYPE}`);
  return Array.isArray(reply.data) ? reply.data : [];
}

/**
 * An uploaded avatar lives behind the Bearer token, which an <img> cannot send: fetch it through the
 * client as a blob. `url` is User.avatar, e.g. /api/system/user/avatar/2?v=…
 */
export async function fetchAvatarBlob(url: string): Promise<Blob> {
  // The server names its own /api path; the client adds its configured base itself.
  const path = url.startsWith(`${SERVER_API_PREFIX}/`) ? url.slice(SERVER_API_PREFIX.length) : url;
  return get<Blob>(path, undefined, { responseType: 'blob', silent: true });
}
