/**
 * Client-side checks of an avatar file (docs/requirements.md §5: .jpg, .png, .jpge; one file) before it is read as a
 * data URL. The server checks the bytes again; these only spare the user a pointless upload.
 */
import { AVATAR_MAX_BYTES } from '@contract/profile';

/** What the file picker offers: the spec's list (.jpge is its spelling of .jpeg) plus .jpeg itself. */
export const AVATAR_ACCEPT = '.jpg,.jpeg,.png,.jpge';
export const AVATAR_MAX_KB = AVATAR_MAX_BYTES / 1024;

const MIME_BY_EXTENSION: Record<string, 'image/png' | 'image/jpeg'> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jpge: 'image/jpeg',
};

export function avatarMime(fileName: string): 'image/png' | 'image/jpeg' | undefined {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return fileName.includes('.') ? MIME_BY_EXTENSION[extension] : undefined;
}

export type AvatarFileProblem = 'type' | 'size';

export function avatarFileProblem(file: { name: string; size: number }): AvatarFileProblem | undefined {
  if (!avatarMime(file.name)) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return undefined;
}

/**
 * The file as a data URL whose type follows its extension: a .jpge file has no MIME type in most
 * browsers, and the server only takes image/png or image/jpeg data URLs.
 */
export function readAvatarDataUrl(file: File): Promise<string> {
  const mime = avatarMime(file.name) ?? 'image/png';
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = String(reader.result);
      const comma = result.indexOf(',');
      resolve(`data:${mime};base64,${result.slice(comma + 1)}`);
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
