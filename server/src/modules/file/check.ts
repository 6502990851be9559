/** Upload checks: allowed extension, size, and the content's signature matching the extension. */
import { FILE_EXTENSIONS, FILE_MAX_BYTES } from '../../../../contract/file';
import { badInput } from '../../errors';

type Ext = (typeof FILE_EXTENSIONS)[number];

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

const startsWith = (data: Buffer, bytes: number[], at = 0): boolean =>
  data.length >= at + bytes.length && bytes.every((b, i) => data[at + i] === b);

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const FTYP = [0x66, 0x74, 0x79, 0x70];

const SIGNATURE: Record<Ext, (d: Buffer) => boolean> = {
  jpg: (d) => startsWith(d, JPEG),
  jpeg: (d) => startsWith(d, JPEG),
  png: (d) => startsWith(d, PNG),
  pdf: (d) => startsWith(d, PDF),
  xlsx: (d) => startsWith(d, ZIP),
  docx: (d) => startsWith(d, ZIP),
  mp4: (d) => startsWith(d, FTYP, 4),
  // text: no NUL bytes
  csv: (d) => !d.includes(0),
};

export interface CheckedFile {
  fileName: string;
  contentType: string;
  data: Buffer;
}

/** `nameField`/`dataField` name the input in messages (query/fileName or body/fileName …). */
export function checkUpload(
  fileName: string | undefined,
  data: Buffer,
  nameField: string,
  dataField: string,
): CheckedFile {
  if (!fileName) throw badInput(nameField, 'is required');
  const ext = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase() as Ext;
  if (!fileName.includes('.') || !FILE_EXTENSIONS.includes(ext)) {
    throw badInput(nameField, `must end with one of .${FILE_EXTENSIONS.join(', .')}`);
  }
  if (data.length === 0) throw badInput(dataField, 'is empty');
  if (data.length > FILE_MAX_BYTES) throw badInput(dataField, 'is larger than 5 MB');
  if (!SIGNATURE[ext](data)) throw badInput(dataField, `is not a .${ext} file`);
  return { fileName, contentType: CONTENT_TYPE[ext], data };
}
