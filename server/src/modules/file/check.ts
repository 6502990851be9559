/**
 * Upload checks (docs/architecture.md §3 "Files"): an allowed extension (no SVG, no HTML, nothing else a browser
 * would run), a size within FILE_MAX_BYTES, and content whose signature matches the extension. The size and the
 * signature are checked while the bytes stream in (ContentGuard), so a refused upload stops early.
 */
import { FILE_EXTENSIONS, FILE_MAX_BYTES } from '../../../../contract/file/schemas';
import { badInput } from '../../errors';

export type Ext = (typeof FILE_EXTENSIONS)[number];

export const CONTENT_TYPE: Record<Ext, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  mp4: 'video/mp4',
};

/** Images a browser may show inline: decoded as pictures, never run (docs/architecture.md §3 "Files"). */
export const SAFE_IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png'];

const startsWith = (data: Buffer, bytes: number[], at = 0): boolean =>
  data.length >= at + bytes.length && bytes.every((b, i) => data[at + i] === b);

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const FTYP = [0x66, 0x74, 0x79, 0x70];

/** How many leading bytes the signatures need. */
export const HEAD_BYTES = 16;

/**
 * The signature of each kind, on the first HEAD_BYTES bytes (fewer only when the file is that short). A csv is
 * text, and not markup: a file that opens with `<` is HTML or SVG whatever its name says.
 */
const SIGNATURE: Record<Ext, (head: Buffer) => boolean> = {
  jpg: (d) => startsWith(d, JPEG),
  jpeg: (d) => startsWith(d, JPEG),
  png: (d) => startsWith(d, PNG),
  pdf: (d) => startsWith(d, PDF),
  xlsx: (d) => startsWith(d, ZIP),
  docx: (d) => startsWith(d, ZIP),
  mp4: (d) => startsWith(d, FTYP, 4),
  csv: (d) => !/^(\uFEFF)?\s*</.test(d.toString('utf8')),
};

/** The file's extension if its name is acceptable; `field` names the input in the message. */
export function checkedExtension(fileName: string | undefined, field: string): Ext {
  if (!fileName) throw badInput(field, 'is required');
  const ext = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase() as Ext;
  if (!fileName.includes('.') || !FILE_EXTENSIONS.includes(ext)) {
    throw badInput(field, `must end with one of .${FILE_EXTENSIONS.join(', .')}`);
  }
  return ext;
}

export const tooBig = (field: string) => badInput(field, `is larger than ${FILE_MAX_BYTES / 1024 / 1024} MB`);

/**
 * Watches the bytes of one upload as they arrive: refuses (throws badInput naming `field`) at the first byte over
 * FILE_MAX_BYTES, at a signature that does not match the extension once HEAD_BYTES have come, and at a NUL byte
 * in a csv; `end()` refuses an empty file and checks the signature of a file shorter than HEAD_BYTES.
 */
export class ContentGuard {
  private size = 0;
  private head = Buffer.alloc(0);
  private signed = false;

  constructor(
    private readonly ext: Ext,
    private readonly field: string,
  ) {}

  get bytes(): number {
    return this.size;
  }

  take(chunk: Buffer): void {
    this.size += chunk.length;
    if (this.size > FILE_MAX_BYTES) throw tooBig(this.field);
    if (this.ext === 'csv' && chunk.includes(0)) throw this.mismatch();
    if (!this.signed) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES)]).subarray(0, HEAD_BYTES);
      if (this.head.length >= HEAD_BYTES) this.sign();
    }
  }

  end(): void {
    if (this.size === 0) throw badInput(this.field, 'is empty');
    if (!this.signed) this.sign();
  }

  private sign(): void {
    if (!SIGNATURE[this.ext](this.head)) throw this.mismatch();
    this.signed = true;
  }

  private mismatch() {
    return badInput(this.field, `is not a .${this.ext} file`);
  }
}

export interface CheckedFile {
  fileName: string;
  ext: Ext;
  contentType: string;
  data: Buffer;
}

/** The same checks on bytes already in memory (the demo seed's pictures). */
export function checkUpload(
  fileName: string | undefined,
  data: Buffer,
  nameField: string,
  dataField: string,
): CheckedFile {
  const ext = checkedExtension(fileName, nameField);
  const guard = new ContentGuard(ext, dataField);
  guard.take(data);
  guard.end();
  return { fileName: fileName ?? '', ext, contentType: CONTENT_TYPE[ext], data };
}
