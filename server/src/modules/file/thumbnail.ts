/**
 * A jpg/png's thumbnail (docs/architecture.md §3 "Files"), pure JavaScript: decode (jpeg-js, pngjs), average each
 * box of source pixels into one (composited over white: a JPEG has no transparency), turn it upright as the EXIF
 * orientation says, encode as JPEG. Runs in the thumbnail worker (thumbnailer.ts): decoding a 12-megapixel photo
 * takes seconds, which the server's own thread must not spend.
 */
import { decode as decodeJpeg, encode as encodeJpeg } from 'jpeg-js';
import { PNG } from 'pngjs';
import type { ImageInfo } from './image-info';

/** Longest side of a thumbnail, pixels: a list shows them at 48–160 px, twice that on a dense screen. */
export const THUMB_MAX_SIDE = 240;
const THUMB_QUALITY = 80;

export interface Raster {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel */
  data: Uint8Array;
}

/** The thumbnail's size for a picture of `width` × `height` (never larger than the picture). */
export function thumbnailSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, THUMB_MAX_SIDE / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Whether the picture is small enough to be its own thumbnail. */
export const fitsThumbnail = (info: ImageInfo): boolean =>
  Math.max(info.width, info.height) <= THUMB_MAX_SIDE;

/** Box average of `src` down to `width` × `height`, over a white background; opaque RGBA out. */
export function boxDownscale(src: Raster, width: number, height: number): Raster {
  const { width: w, height: h, data } = src;
  const out = new Uint8Array(width * height * 4);
  const colOf = new Uint32Array(w);
  const colCount = new Uint32Array(width);
  for (let x = 0; x < w; x++) {
    const c = Math.min(width - 1, Math.floor((x * width) / w));
    colOf[x] = c;
    colCount[c] = (colCount[c] ?? 0) + 1;
  }
  const acc = new Float64Array(width * 3);
  let y = 0;
  for (let ty = 0; ty < height; ty++) {
    const yEnd = ty === height - 1 ? h : Math.floor(((ty + 1) * h) / height);
    const rows = yEnd - y;
    acc.fill(0);
    for (; y < yEnd; y++) {
      let p = y * w * 4;
      for (let x = 0; x < w; x++, p += 4) {
        const a = data[p + 3] ?? 255;
        const white = 255 * (255 - a);
        const o = (colOf[x] ?? 0) * 3;
        acc[o] = (acc[o] ?? 0) + (data[p] ?? 0) * a + white;
        acc[o + 1] = (acc[o + 1] ?? 0) + (data[p + 1] ?? 0) * a + white;
        acc[o + 2] = (acc[o + 2] ?? 0) + (data[p + 2] ?? 0) * a + white;
      }
    }
    for (let tx = 0; tx < width; tx++) {
      const n = (colCount[tx] ?? 1) * rows * 255;
      const q = (ty * width + tx) * 4;
      out[q] = Math.round((acc[tx * 3] ?? 0) / n);
      out[q + 1] = Math.round((acc[tx * 3 + 1] ?? 0) / n);
      out[q + 2] = Math.round((acc[tx * 3 + 2] ?? 0) / n);
      out[q + 3] = 255;
    }
  }
  return { width, height, data: out };
}

/**
 * The raster as EXIF `orientation` (1–8) says it is to be shown: where source pixel (x, y) lands. Orientations
 * 5–8 swap width and height (the camera was held upright).
 */
export function orient(src: Raster, orientation: number): Raster {
  if (orientation < 2 || orientation > 8) return src;
  const { width: w, height: h, data } = src;
  const swap = orientation >= 5;
  const width = swap ? h : w;
  const height = swap ? w : h;
  const target: Record<number, (x: number, y: number) => [number, number]> = {
    2: (x, y) => [w - 1 - x, y],
    3: (x, y) => [w - 1 - x, h - 1 - y],
    4: (x, y) => [x, h - 1 - y],
    5: (x, y) => [y, x],
    6: (x, y) => [h - 1 - y, x],
    7: (x, y) => [h - 1 - y, w - 1 - x],
    8: (x, y) => [y, w - 1 - x],
  };
  const to = target[orientation]!;
  const out = new Uint8Array(data.length);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const [nx, ny] = to(x, y);
      out.set(data.subarray((y * w + x) * 4, (y * w + x) * 4 + 4), (ny * width + nx) * 4);
    }
  }
  return { width, height, data: out };
}

function decode(bytes: Uint8Array, kind: 'jpeg' | 'png', maxPixels: number): Raster {
  if (kind === 'png') {
    const png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return { width: png.width, height: png.height, data: png.data };
  }
  // jpeg-js refuses on its own beyond these, a second guard behind the header check (image-info.ts)
  return decodeJpeg(bytes, {
    useTArray: true,
    formatAsRGBA: true,
    maxResolutionInMP: maxPixels / 1_000_000,
    maxMemoryUsageInMB: 512,
  });
}

/**
 * The JPEG thumbnail of a picture whose header (`info`) was checked against `maxPixels` (IMAGE_MAX_PIXELS, passed in:
 * the worker loads nothing it does not need): longest side THUMB_MAX_SIDE, upright. Throws when the picture cannot
 * be decoded.
 */
export function makeThumbnail(
  bytes: Uint8Array,
  kind: 'jpeg' | 'png',
  info: ImageInfo,
  maxPixels: number,
): Uint8Array {
  if (info.width * info.height > maxPixels) throw new Error('picture too large to decode');
  const picture = decode(bytes, kind, maxPixels);
  const size = thumbnailSize(picture.width, picture.height);
  const small = orient(boxDownscale(picture, size.width, size.height), info.orientation);
  return encodeJpeg({ width: small.width, height: small.height, data: small.data }, THUMB_QUALITY).data;
}
