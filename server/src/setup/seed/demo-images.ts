/**
 * Small generated PNG photos for the demo work orders (no image files in the repository): a gradient
 * "scene" with a device block and a marker, tinted by the stage it belongs to (report: warm, handling:
 * green, acceptance: blue) and varied by a number so that neighbouring photos differ. Checked like a real
 * upload and stored as sys_file rows whose bytes wait in the database for the start-up move to the files folder
 * (docs/architecture.md §3 "Files"): the seed runs without one (the tests' seeded snapshot).
 */
import { deflateSync } from 'node:zlib';
import type { Db } from '../../db/client';
import { checkUpload } from '../../modules/file/check';
import { FileRepository } from '../../modules/file/repository';

export type PhotoTone = 'report' | 'handle' | 'accept';

type Rgb = [number, number, number];

const TONES: Record<PhotoTone, { top: Rgb; bottom: Rgb; block: Rgb; mark: Rgb }> = {
  report: { top: [250, 224, 200], bottom: [214, 120, 84], block: [96, 72, 64], mark: [230, 40, 30] },
  handle: { top: [214, 240, 220], bottom: [92, 160, 112], block: [60, 84, 70], mark: [250, 200, 40] },
  accept: { top: [214, 230, 250], bottom: [84, 128, 200], block: [50, 64, 96], mark: [40, 200, 120] },
};

export const PHOTO_WIDTH = 96;
export const PHOTO_HEIGHT = 72;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];

/** An 8-bit RGB PNG of PHOTO_WIDTH × PHOTO_HEIGHT pixels. */
export function demoPhoto(tone: PhotoTone, variant: number): Buffer {
  const { top, bottom, block, mark } = TONES[tone];
  const w = PHOTO_WIDTH;
  const h = PHOTO_HEIGHT;
  // The device block and the marker move with the variant.
  const bx = 14 + ((variant * 13) % 40);
  const bw = 22 + ((variant * 7) % 14);
  const by = 26 + ((variant * 5) % 12);
  const mx = 10 + ((variant * 29) % (w - 20));
  const my = 12 + ((variant * 11) % 14);
  const r = 5 + (variant % 4);
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    const row = y * (w * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < w; x++) {
      let px = mix(top, bottom, y / (h - 1));
      const inBlock = x >= bx && x < bx + bw && y >= by && y < h - 8;
      if (inBlock) px = (x - bx) % 6 === 0 || (y - by) % 9 === 0 ? mix(block, top, 0.35) : block;
      if ((x - mx) ** 2 + (y - my) ** 2 <= r * r) px = mark;
      if (x === 0 || y === 0 || x === w - 1 || y === h - 1) px = [255, 255, 255];
      raw.set(px, row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, RGB, deflate, adaptive filters, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Generates `count` photos and stores them as files uploaded by `userId`; returns their file ids. */
export async function storeDemoPhotos(
  tx: Db,
  userId: number,
  tone: PhotoTone,
  count: number,
  variantBase: number,
  namePrefix: string,
): Promise<number[]> {
  const files = new FileRepository(tx);
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const name = `${namePrefix}${count > 1 ? `-${i + 1}` : ''}.png`;
    const checked = checkUpload(name, demoPhoto(tone, variantBase + i), 'fileName', 'data');
    ids.push(await files.insertForMove(checked, userId));
  }
  return ids;
}
