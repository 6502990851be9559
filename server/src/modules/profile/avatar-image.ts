/**
 * Checks an uploaded avatar (docs/requirements.md §5 "Avatar upload accepts .jpg, .png, .jpge"): a base64 data URL of
 * PNG or JPEG, at most 512 KB decoded, whose bytes really are that format (the declared type alone
 * is the client's word; the magic bytes decide, so nothing else is ever served as an image).
 */
import { AVATAR_MAX_BYTES, type AvatarType } from '../../../../contract/profile/schemas';
import { badInput } from '../../errors';

const DATA_URL = /^data:(image\/(?:png|jpeg|jpg));base64,([A-Za-z0-9+/]+={0,2})$/;
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];

const FIELD = 'body/avatar';
const WHY = {
  FORMAT: 'must be a base64 data URL of a PNG or JPEG image',
  SIZE: `must not be larger than ${AVATAR_MAX_BYTES / 1024} KB`,
  CONTENT: 'is not a PNG or JPEG image',
} as const;

const startsWith = (bytes: Uint8Array, magic: number[]): boolean =>
  bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

export function parseAvatar(dataUrl: string): { contentType: AvatarType; data: Uint8Array } {
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw badInput(FIELD, WHY.FORMAT);
  const [, declared = '', base64 = ''] = match;
  const data = Buffer.from(base64, 'base64');
  if (data.length > AVATAR_MAX_BYTES) throw badInput(FIELD, WHY.SIZE);
  const contentType: AvatarType = declared === 'image/png' ? 'image/png' : 'image/jpeg';
  const magic = contentType === 'image/png' ? PNG_MAGIC : JPEG_MAGIC;
  if (!startsWith(data, magic)) throw badInput(FIELD, WHY.CONTENT);
  return { contentType, data };
}
