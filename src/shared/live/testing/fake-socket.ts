/** A WebSocket double for the live channel's and hub's tests: records what is sent, lets a test open, answer and close. */
import type { LiveSocket, LiveSocketFactory } from '../live-channel';

export class FakeSocket implements LiveSocket {
  readonly sent: string[] = [];
  closedWith: number | null = null;
  onopen: LiveSocket['onopen'] = null;
  onmessage: LiveSocket['onmessage'] = null;
  onclose: LiveSocket['onclose'] = null;
  onerror: LiveSocket['onerror'] = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    this.sent.push(data);
  }

  close(code = 1000): void {
    this.closedWith = code;
  }

  open(): void {
    this.onopen?.({});
  }

  receive(data: unknown): void {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }

  /** The server (or the network) closes it, with the server's close reason text when it gives one. */
  drop(code = 1006, reason = ''): void {
    this.closedWith ??= code;
    this.onclose?.({ code, reason });
  }
}

/** A factory that keeps every socket it made, newest last. */
export function fakeSockets(): { create: LiveSocketFactory; all: FakeSocket[]; last: () => FakeSocket } {
  const all: FakeSocket[] = [];
  return {
    all,
    create: (url) => {
      const socket = new FakeSocket(url);
      all.push(socket);
      return socket;
    },
    last: () => {
      const socket = all.at(-1);
      if (!socket) throw new Error('no socket made yet');
      return socket;
    },
  };
}
