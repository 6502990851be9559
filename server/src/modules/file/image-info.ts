/**
 * What a jpg/png header declares: its size, read before anything is decoded, so that a decompression bomb (a small
 * file declaring a huge picture) is refused without spending memory on it (docs/architecture.md §3 "Files"), and
 * a JPEG's EXIF orientation, which browsers apply to the original and the thumbnail must apply too.
 */

export interface ImageInfo {
  width: number;
  height: number;
  /** EXIF orientation 1–8 (1: as stored) */
  orientation: number;
}

const PNG_IHDR = 'IHDR';

function pngInfo(d: Buffer): ImageInfo | null {
  // signature (8), chunk length (4), 'IHDR', width, height
  if (d.length < 24 || d.toString('latin1', 12, 16) !== PNG_IHDR) return null;
  return { width: d.readUInt32BE(16), height: d.readUInt32BE(20), orientation: 1 };
}

/** SOFn markers (frame headers) carry the size; C4 (DHT), C8 (JPG) and CC (DAC) are not frames. */
const isFrame = (m: number): boolean => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/** Tag 0x0112 of the EXIF block's first directory (TIFF layout), or 1. */
function exifOrientation(d: Buffer, start: number, end: number): number {
  if (end - start < 14 || d.toString('latin1', start, start + 6) !== 'Exif\0\0') return 1;
  const t = start + 6;
  const little = d.toString('latin1', t, t + 2) === 'II';
  const u16 = (at: number) => (little ? d.readUInt16LE(at) : d.readUInt16BE(at));
  const u32 = (at: number) => (little ? d.readUInt32LE(at) : d.readUInt32BE(at));
  const ifd = t + u32(t + 4);
  if (ifd + 2 > end) return 1;
  const entries = u16(ifd);
  for (let i = 0; i < entries; i++) {
    const e = ifd + 2 + i * 12;
    if (e + 12 > end) return 1;
    if (u16(e) === 0x0112) {
      const value = u16(e + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

function jpegInfo(d: Buffer): ImageInfo | null {
  let orientation = 1;
  let i = 2;
  while (i + 4 <= d.length) {
    if (d[i] !== 0xff) return null;
    const marker = d[i + 1] ?? 0;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      i += 2; // markers without a length
      continue;
    }
    // the scan or the end before any frame header: no size to read
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = d.readUInt16BE(i + 2);
    const end = Math.min(d.length, i + 2 + length);
    if (isFrame(marker)) {
      if (i + 9 > d.length) return null;
      return { height: d.readUInt16BE(i + 5), width: d.readUInt16BE(i + 7), orientation };
    }
    if (marker === 0xe1) orientation = exifOrientation(d, i + 4, end);
    i += 2 + length;
  }
  return null;
}

/** The declared size of a jpg/png, or null when the header cannot be read (no thumbnail then). */
export function imageInfo(data: Buffer, kind: 'jpeg' | 'png'): ImageInfo | null {
  try {
    const info = kind === 'png' ? pngInfo(data) : jpegInfo(data);
    return info && info.width > 0 && info.height > 0 ? info : null;
  } catch {
    // a read past the end of a truncated header
    return null;
  }
}
