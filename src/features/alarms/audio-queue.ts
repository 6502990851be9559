/**
 * Alarm sounds one after another, never overlapping (docs/requirements.md §4 "Alarm"): the next starts on the
 * previous one's 'ended' (or 'error', so a broken file does not stall the queue). A browser that blocks
 * autoplay (play() rejects with NotAllowedError) keeps the queue and reports it; resume(), called from a
 * click, plays on.
 */

/** The part of HTMLAudioElement the queue uses (tests hand in a fake). */
export interface Sound {
  play: () => Promise<void>;
  addEventListener: (type: 'ended' | 'error', listener: () => void) => void;
  removeEventListener: (type: 'ended' | 'error', listener: () => void) => void;
}

export type SoundFactory = (src: string) => Sound;

export const browserSound: SoundFactory = (src) => new Audio(src);

export class AudioQueue {
  /** what waits, each with the announcement it says (drop() takes those acknowledged meanwhile) */
  private readonly pending: Array<{ src: string; key: string | null }> = [];
  /** the sound playing now; null when idle */
  private current: Sound | null = null;
  private blocked = false;

  constructor(
    private readonly create: () => SoundFactory,
    private readonly onBlocked: (blocked: boolean) => void,
  ) {}

  enqueue(src: string, key: string | null = null): void {
    this.pending.push({ src, key });
    this.next();
  }

  /** Drops what waits of these announcements (the one playing ends by itself). */
  drop(keys: ReadonlySet<string>): void {
    const playing = this.current ? this.pending.slice(0, 1) : [];
    const rest = this.pending.slice(playing.length).filter((p) => p.key === null || !keys.has(p.key));
    this.pending.splice(0, this.pending.length, ...playing, ...rest);
  }

  /** From a user gesture: the browser now allows playing. */
  resume(): void {
    if (!this.blocked) return;
    this.setBlocked(false);
    this.next();
  }

  clear(): void {
    this.pending.length = 0;
    this.current = null;
    this.setBlocked(false);
  }

  get length(): number {
    return this.pending.length;
  }

  private setBlocked(blocked: boolean): void {
    if (this.blocked === blocked) return;
    this.blocked = blocked;
    this.onBlocked(blocked);
  }

  private next(): void {
    if (this.current || this.blocked) return;
    const src = this.pending[0]?.src;
    if (src === undefined) return;
    const sound = this.create()(src);
    this.current = sound;
    const done = () => {
      sound.removeEventListener('ended', done);
      sound.removeEventListener('error', done);
      if (this.current !== sound) return;
      this.current = null;
      this.pending.shift();
      this.next();
    };
    sound.addEventListener('ended', done);
    sound.addEventListener('error', done);
    sound.play().catch((error: unknown) => {
      sound.removeEventListener('ended', done);
      sound.removeEventListener('error', done);
      if (this.current !== sound) return;
      this.current = null;
      if (error instanceof Error && error.name === 'NotAllowedError') this.setBlocked(true);
      else {
        this.pending.shift();
        this.next();
      }
    });
  }
}
