/**
 * The set-up of a test file of the live hub, or of a feature over it, in one tab: an access token, the channels'
 * timeouts faked, fake sockets handed to the hub before each test and the browser's put back after, with `stop`
 * (the hub's, and whatever the file undoes) run first.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { setLiveSocketFactory } from '../live-hub';
import { fakeSockets, type FakeSocket } from './fake-socket';
import { sleep } from './real-wait';

export interface LiveSockets {
  /** every socket the hub made in this test, newest last */
  readonly all: FakeSocket[];
  last: () => FakeSocket;
  count: () => FakeSocket[];
  task: () => FakeSocket[];
  /** Lets the channel's awaited beforeConnect (its hooks, an HTTP resync or none) finish. */
  settle: () => Promise<void>;
}

export function fakeLiveSockets(stop: () => void): LiveSockets {
  let sockets = fakeSockets();
  beforeEach(() => {
    localStorage.setItem('access_token', 'acc');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    sockets = fakeSockets();
    setLiveSocketFactory(sockets.create);
  });
  afterEach(() => {
    stop();
    setLiveSocketFactory(null);
    vi.useRealTimers();
  });
  const byPath = (path: string) => sockets.all.filter((s) => s.url.includes(path));
  return {
    get all() {
      return sockets.all;
    },
    last: () => sockets.last(),
    count: () => byPath('/api/ws/count/'),
    task: () => byPath('/api/ws/task/'),
    settle: async () => {
      await sleep(20);
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}
