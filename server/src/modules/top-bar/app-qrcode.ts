/**
 * The QR code of the mobile app's download address (docs/architecture.md §3 "Top bar services"), as GIF bytes:
 * what qrcode-generator draws without a canvas. The text is ASCII (config.ts normalises the URL), so the
 * library's byte mode holds it as it is.
 */
import qrcode from 'qrcode-generator';

/** Pixels per module, and the standard quiet zone of 4 modules around the code. */
const CELL_PX = 6;
const QUIET_ZONE_PX = 4 * CELL_PX;

export function qrGif(text: string): Buffer {
  // Type number 0: the smallest version that holds the text; level M survives a smudged screen.
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const dataUrl = qr.createDataURL(CELL_PX, QUIET_ZONE_PX);
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** Drawn at the first request and kept: it depends on the configuration only. */
export function cachedQrGif(text: string): () => Buffer {
  let gif: Buffer | null = null;
  return () => (gif ??= qrGif(text));
}
