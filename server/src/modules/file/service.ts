/**
 * Storing a file (docs/architecture.md §3 "Files"): an upload streams to a temporary file under the size and content
 * checks, a picture's declared size is checked before anything decodes it, the file is renamed into place, its
 * thumbnail made once beside it, and only then is the row written. Whatever fails on the way removes what was
 * written, so a refused upload leaves neither a file nor a row.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { IMAGE_MAX_PIXELS } from '../../../../contract/file/schemas';
import type { Db } from '../../db/client';
import { FILE_MSG } from '../../../../contract/file';
import { badInput, tooMany } from '../../errors';
import { chinaDay, dayStart } from '../../shared/china-time';
import type { Clock } from '../../shared/clock';
import { CONTENT_TYPE, ContentGuard, type Ext } from './check';
import { imageInfo, type ImageInfo } from './image-info';
import { FileRepository } from './repository';
import type { FileStore, StoredObject } from './store';
import { fitsThumbnail } from './thumbnail';
import type { Thumbnailer } from './thumbnailer';

export interface Picture {
  kind: 'jpeg' | 'png';
  info: ImageInfo;
  bytes: Buffer;
}

const PICTURE_KIND: Record<string, Picture['kind']> = { 'image/jpeg': 'jpeg', 'image/png': 'png' };

/** A jpg/png with a readable header; null for any other file (no thumbnail). */
export function pictureIn(bytes: Buffer, contentType: string): Picture | null {
  const kind = PICTURE_KIND[contentType];
  const info = kind ? imageInfo(bytes, kind) : null;
  return kind && info ? { kind, info, bytes } : null;
}

export const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** `<name>.thumb.jpg` beside `<name>.<ext>`. */
const thumbNameOf = (storeName: string): string => `${storeName.replace(/\.[^.]*$/, '')}.thumb.jpg`;

/**
 * Makes the thumbnail of `picture` beside `object` and answers its store name: the file's own name for a picture
 * already within the thumbnail's size, null when it cannot be decoded (the file is kept, without a thumbnail).
 */
export async function makeThumbnailFile(
  store: FileStore,
  thumbnailer: Thumbnailer,
  object: StoredObject,
  picture: Picture,
  warn: (msg: string) => void,
): Promise<string | null> {
  if (fitsThumbnail(picture.info)) return object.storeName;
  if (picture.info.width * picture.info.height > IMAGE_MAX_PIXELS) return null;
  let jpeg: Uint8Array;
  try {
    jpeg = await thumbnailer.make(picture.bytes, picture.kind, picture.info);
  } catch (err) {
    warn(`no thumbnail for ${object.storeName}: ${(err as Error).message}`);
    return null;
  }
  const name = thumbNameOf(object.storeName);
  await store.write(store.pathOf(object, name), jpeg);
  return name;
}

export interface Uploaded {
  fileId: number;
  hasThumbnail: boolean;
}

export class FileService {
  constructor(
    private readonly db: Db,
    private readonly store: FileStore,
    private readonly thumbnailer: Thumbnailer,
    private readonly clock: Clock,
    private readonly warn: (msg: string) => void,
    /** bytes one user may upload in a China day (UPLOAD_QUOTA_MB_PER_DAY) */
    private readonly quotaBytes: number,
  ) {}

  /** 429 when `bytes` more would take the user's uploads of the day past the quota. */
  private checkQuota(used: number, bytes: number): void {
    if (used + bytes > this.quotaBytes) {
      throw tooMany(FILE_MSG.QUOTA.replace('{n}', String(Math.round(this.quotaBytes / 1024 / 1024))));
    }
  }

  /**
   * Stores the bytes of `source` as `fileName`; bad content is badInput naming `field`. `declared`: the request's
   * Content-Length, if any: an upload that would take the user past the day's quota is refused before a byte is read,
   * and counted again with its real size when it is recorded (docs/architecture.md §3 "Files").
   */
  async upload(
    source: Readable,
    fileName: string,
    ext: Ext,
    userId: number,
    field: string,
    declared = 0,
  ): Promise<Uploaded> {
    const today = new Date(dayStart(chinaDay(this.clock.now())));
    this.checkQuota(await new FileRepository(this.db).uploadedSince(userId, today), declared);
    const guard = new ContentGuard(ext, field);
    const received = await this.store.receive(source, (chunk) => guard.take(chunk));
    const object = this.store.newObject(ext, this.clock.now());
    const path = this.store.pathOf(object);
    const contentType = CONTENT_TYPE[ext];
    let thumbPath: string | null = null;
    try {
      guard.end();
      const picture = await this.picture(received.path, contentType, field);
      await this.store.commit(received.path, path);
      const thumbName = picture
        ? await makeThumbnailFile(this.store, this.thumbnailer, object, picture, this.warn)
        : null;
      if (thumbName && thumbName !== object.storeName) thumbPath = this.store.pathOf(object, thumbName);
      const fileId = await this.db.transaction(async (tx) => {
        const files = new FileRepository(tx);
        this.checkQuota(await files.lockedUploadedSince(userId, today), received.size);
        return files.insert(
          { ...object, fileName, contentType, size: received.size, sha256: received.sha256, thumbName },
          userId,
          new Date(this.clock.now()),
        );
      });
      return { fileId, hasThumbnail: thumbName !== null };
    } catch (err) {
      await this.store.remove(received.path, path, thumbPath);
      throw err;
    }
  }

  /** The picture in a received jpg/png; refuses one declaring more than IMAGE_MAX_PIXELS before decoding it. */
  private async picture(path: string, contentType: string, field: string): Promise<Picture | null> {
    if (!PICTURE_KIND[contentType]) return null;
    const picture = pictureIn(await readFile(path), contentType);
    if (picture && picture.info.width * picture.info.height > IMAGE_MAX_PIXELS) {
      throw badInput(field, `is a picture of more than ${IMAGE_MAX_PIXELS / 1_000_000} megapixels`);
    }
    return picture;
  }
}
