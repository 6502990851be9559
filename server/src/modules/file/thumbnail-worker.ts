/**
 * The thumbnail worker's thread (started by thumbnailer.ts): makes one thumbnail per message and answers it by id,
 * so the server's own thread never spends seconds decoding a photo (docs/architecture.md §3 "Files").
 */
import { parentPort } from 'node:worker_threads';
import type { ImageInfo } from './image-info';
import { makeThumbnail } from './thumbnail';

export interface ThumbJob {
  id: number;
  bytes: Uint8Array;
  kind: 'jpeg' | 'png';
  info: ImageInfo;
  maxPixels: number;
}

export type ThumbAnswer =
  { id: number; ok: true; jpeg: Uint8Array } | { id: number; ok: false; error: string };

parentPort?.on('message', (job: ThumbJob) => {
  let answer: ThumbAnswer;
  try {
    answer = { id: job.id, ok: true, jpeg: makeThumbnail(job.bytes, job.kind, job.info, job.maxPixels) };
  } catch (err) {
    answer = { id: job.id, ok: false, error: err instanceof Error ? err.message : String(err) };
  }
  parentPort?.postMessage(answer);
});
