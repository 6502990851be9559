/**
 * Thumbnails off the server's thread (docs/architecture.md §3 "Files"): one worker thread, started at the first
 * picture and stopped by close(); jobs queue in it one after the other, so a burst of uploads takes one core, not
 * all of them. Decoding a 12-megapixel JPEG in JavaScript takes about two seconds on the 2-core machine: on the
 * server's thread every request would wait that long.
 */
import { Worker } from 'node:worker_threads';
import { IMAGE_MAX_PIXELS } from '../../../../contract/file/schemas';
import type { ImageInfo } from './image-info';
import type { ThumbAnswer, ThumbJob } from './thumbnail-worker';

// Beside this module: from the server's bundle, the worker's own bundle (server/dist/thumbnail-worker.mjs, plain
// JavaScript); from the sources, an entry that registers tsx in the worker first (see that file).
const WORKER_ENTRY = new URL('thumbnail-worker.mjs', import.meta.url);

interface Waiting {
  resolve: (jpeg: Uint8Array) => void;
  reject: (err: Error) => void;
}

export class Thumbnailer {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();

  /** The JPEG thumbnail of a jpg/png whose header is `info`; rejects when it cannot be decoded. */
  make(bytes: Uint8Array, kind: 'jpeg' | 'png', info: ImageInfo): Promise<Uint8Array> {
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    // Only a worker with work keeps the process alive (main.ts makes thumbnails before it listens).
    if (this.waiting.size === 0) worker.ref();
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id, bytes, kind, info, maxPixels: IMAGE_MAX_PIXELS } satisfies ThumbJob);
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }

  private start(): Worker {
    const worker = new Worker(WORKER_ENTRY, { execArgv: [] });
    const settle = (id: number): Waiting | undefined => {
      const waiting = this.waiting.get(id);
      this.waiting.delete(id);
      if (this.waiting.size === 0) worker.unref();
      return waiting;
    };
    worker.on('message', (answer: ThumbAnswer) => {
      if (answer.ok) settle(answer.id)?.resolve(answer.jpeg);
      else settle(answer.id)?.reject(new Error(answer.error));
    });
    const lost = (err: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const id of [...this.waiting.keys()]) settle(id)?.reject(err);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`the thumbnail worker stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }
}
