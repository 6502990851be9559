/**
 * The files folder (docs/architecture.md §3 "Files"): a file is FILES_DIR/bucket/prefix/storeName, its thumbnail
 * beside it. Every write goes to a temporary file in FILES_DIR/.tmp first and is renamed into place (atomic on one
 * file system), so nobody reads half a file and a refused upload leaves nothing behind.
 */
import { createHash, randomUUID } from 'node:crypto';
import { constants, createReadStream, type ReadStream } from 'node:fs';
import { access, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { once } from 'node:events';

/** The one bucket: the requirement's object-store shape (docs/requirements.md §3) with one store behind it. */
export const FILE_BUCKET = 'woms';

/** Where one file lives; the same three names as the attachments of docs/requirements.md §3. */
export interface StoredObject {
  bucket: string;
  prefix: string;
  storeName: string;
}

export interface Received {
  /** the temporary file holding the bytes */
  path: string;
  size: number;
  sha256: string;
}

// The database allows only these (migration 014): checked again here, so no name can lead outside the folder.
const NAME = /^[a-z0-9][a-z0-9-]*(\.[a-z0-9]+)*$/;
const PREFIX = /^\d{4}\/\d{2}$/;
const TMP = '.tmp';

/** The month of `now` (UTC) as a prefix, `YYYY/MM`. */
export const monthPrefix = (now: number): string => new Date(now).toISOString().slice(0, 7).replace('-', '/');

export class FileStore {
  constructor(readonly root: string) {}

  /** A fresh object for a file with extension `ext` stored at `now`: a random name, never the user's. */
  newObject(ext: string, now: number): StoredObject {
    return { bucket: FILE_BUCKET, prefix: monthPrefix(now), storeName: `${randomUUID()}.${ext}` };
  }

  /** The path of `name` (the file's own store name unless given, e.g. its thumbnail's) in the object's folder. */
  pathOf(object: StoredObject, name = object.storeName): string {
    if (!NAME.test(object.bucket) || !PREFIX.test(object.prefix) || !NAME.test(name)) {
      throw new Error(`not a stored file name: ${object.bucket}/${object.prefix}/${name}`);
    }
    return join(this.root, object.bucket, ...object.prefix.split('/'), name);
  }

  /** The folder exists and may be written: checked at start-up so that a wrong FILES_DIR fails at once. */
  async ensure(): Promise<void> {
    await mkdir(join(this.root, TMP), { recursive: true });
    await access(this.root, constants.W_OK);
  }

  /**
   * Streams `source` into a temporary file, showing every chunk to `take` first: when `take` throws (too big, not
   * the declared kind) the temporary file is removed and the error passed on. The request stream is left as it is,
   * not destroyed, so the server can still answer it.
   */
  async receive(source: Readable, take: (chunk: Buffer) => void): Promise<Received> {
    const path = await this.tempPath();
    const handle = await open(path, 'wx');
    const out = handle.createWriteStream();
    const hash = createHash('sha256');
    let size = 0;
    try {
      for await (const chunk of source.iterator({ destroyOnReturn: false })) {
        const bytes = chunk as Buffer;
        take(bytes);
        hash.update(bytes);
        size += bytes.length;
        if (!out.write(bytes)) await once(out, 'drain');
      }
      out.end();
      await finished(out);
    } catch (err) {
      out.destroy();
      await finished(out).catch(() => undefined);
      await rm(path, { force: true });
      throw err;
    }
    return { path, size, sha256: hash.digest('hex') };
  }

  /** Renames a temporary file to `path`, making its folder first. */
  async commit(tempPath: string, path: string): Promise<void> {
    await mkdir(dirname(path), { recursive: true });
    await rename(tempPath, path);
  }

  /** Writes `bytes` to `path` through a temporary file (replacing what is there: the start-up move may repeat). */
  async write(path: string, bytes: Uint8Array): Promise<void> {
    const temp = await this.tempPath();
    const handle = await open(temp, 'wx');
    try {
      await handle.writeFile(bytes);
    } catch (err) {
      await handle.close();
      await rm(temp, { force: true });
      throw err;
    }
    await handle.close();
    await this.commit(temp, path);
  }

  async remove(...paths: (string | null)[]): Promise<void> {
    for (const path of paths) if (path) await rm(path, { force: true });
  }

  /** A stream of the file and its size, or null when it is not there. */
  async read(path: string): Promise<{ stream: ReadStream; size: number } | null> {
    try {
      const { size } = await stat(path);
      return { stream: createReadStream(path), size };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  private async tempPath(): Promise<string> {
    const dir = join(this.root, TMP);
    await mkdir(dir, { recursive: true });
    return join(dir, `${randomUUID()}.part`);
  }
}
