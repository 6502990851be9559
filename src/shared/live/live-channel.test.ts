// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_CLOSE, LIVE_HEARTBEAT_MS, LIVE_RECONNECT_MS, LIVE_REPLY_TIMEOUT_MS } from '@contract/live';
import { fakeSockets } from './testing/fake-socket';
import { LiveChannel, asAlarmsFrame, parseFrame, type LiveChannelOptions } from './live-channel';

let sockets: ReturnType<typeof fakeSockets>;
let frames: unknown[];
let beforeConnect: ReturnType<typeof vi.fn<() => Promise<string | null>>>;
let channel: LiveChannel;

function make(options: Partial<LiveChannelOptions> = {}) {
  channel = new LiveChannel({
    url: (token) => `ws://host/api/ws/count/admin?access_token=${token}`,
    beforeConnect,
    onFrame: (frame) => frames.push(frame),
    createSocket: sockets.create,
    ...options,
  });
  return channel;
}

/** Lets the awaited beforeConnect settle without moving the clock. */
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  sockets = fakeSockets();
  frames = [];
  beforeConnect = vi.fn(() => Promise.resolve<string | null>('acc'));
});
afterEach(() => {
  channel.stop();
  vi.useRealTimers();
});

describe('LiveChannel (docs/requirements.md §4 "Message", §9: heartbeat 30 s, reconnect 4 s)', () => {
  it('connects with the token beforeConnect resolves, after it resolved', async () => {
    make().start();
    expect(beforeConnect).toHaveBeenCalledTimes(1);
    expect(sockets.all).toHaveLength(0);
    await flush();
    expect(sockets.all.map((s) => s.url)).toEqual(['ws://host/api/ws/count/admin?access_token=acc']);
  });

  it('sends ping every 30 s while replies come', async () => {
    const onOpen = vi.fn();
    make({ onOpen }).start();
    await flush();
    const socket = sockets.last();
    socket.open();
    expect(onOpen).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(LIVE_HEARTBEAT_MS - 1);
    expect(socket.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.sent).toEqual(['ping']);
    socket.receive('pong');
    await vi.advanceTimersByTimeAsync(LIVE_HEARTBEAT_MS);
    expect(socket.sent).toEqual(['ping', 'ping']);
    socket.receive('pong');
    await vi.advanceTimersByTimeAsync(LIVE_HEARTBEAT_MS);
    expect(socket.sent).toEqual(['ping', 'ping', 'ping']);
    expect(socket.closedWith).toBeNull();
    expect(sockets.all).toHaveLength(1);
  });

  it('closes the socket when nothing answers a ping within 30 s, and any frame counts as an answer', async () => {
    make().start();
    await flush();
    const socket = sockets.last();
    socket.open();
    await vi.advanceTimersByTimeAsync(LIVE_HEARTBEAT_MS);
    // A data frame instead of pong also proves the socket alive.
    socket.receive({ factoryId: 11, msgCount: 1 });
    await vi.advanceTimersByTimeAsync(LIVE_REPLY_TIMEOUT_MS);
    expect(socket.closedWith).toBeNull();
    // This ping (at 60 s) stays unanswered.
    await vi.advanceTimersByTimeAsync(LIVE_REPLY_TIMEOUT_MS - 1);
    expect(socket.closedWith).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.closedWith).not.toBeNull();
  });

  it('reconnects exactly 4 s after the server closed the socket, calling beforeConnect again', async () => {
    const onClose = vi.fn();
    make({ onClose }).start();
    await flush();
    sockets.last().open();
    sockets.last().drop(4001);
    expect(onClose).toHaveBeenCalledWith(4001, '');
    await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_MS - 1);
    expect(sockets.all).toHaveLength(1);
    expect(beforeConnect).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(beforeConnect).toHaveBeenCalledTimes(2);
    expect(sockets.all).toHaveLength(2);
  });

  it('does not reconnect a socket the server replaced by a newer one of the same user', async () => {
    make().start();
    await flush();
    sockets.last().open();
    sockets.last().drop(LIVE_CLOSE.REPLACED);
    await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_MS * 3);
    expect(sockets.all).toHaveLength(1);
  });

  it('reconnects 4 s after closing a silent socket itself', async () => {
    make().start();
    await flush();
    sockets.last().open();
    await vi.advanceTimersByTimeAsync(LIVE_HEARTBEAT_MS + LIVE_REPLY_TIMEOUT_MS);
    expect(sockets.all[0]?.closedWith).not.toBeNull();
    await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_MS - 1);
    expect(sockets.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets.all).toHaveLength(2);
  });

  it('states a language switch on an open socket, and once open on a socket still opening', async () => {
    const live = make();
    live.start();
    await flush();
    live.stateLanguage('en-US');
    expect(sockets.last().sent).toEqual([]);
    sockets.last().open();
    expect(sockets.last().sent).toEqual(['{"lang":"en-US"}']);
    live.stateLanguage('zh-CN');
    expect(sockets.last().sent).toEqual(['{"lang":"en-US"}', '{"lang":"zh-CN"}']);
  });

  it('keeps trying every 4 s while a socket fails to open or no token is there', async () => {
    let token: string | null = null;
    beforeConnect.mockImplementation(() => Promise.resolve(token));
    make().start();
    await flush();
    expect(sockets.all).toHaveLength(0);
    token = 'acc2';
    await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_MS);
    expect(sockets.all).toHaveLength(1);
    sockets.last().drop(1006);
    await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_MS);
    expect(sockets.all).toHaveLength(2);
    expect(sockets.last().url).toContain('access_token=acc2');
  });

  it('connects even when beforeConnect fails', async () => {
    beforeConnect.mockRejectedValueOnce(new Error('offline'));
    make({ url: () => 'ws://host/x' }).start();
    await flush();
    expect(sockets.all).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_MS);
    expect(sockets.all).toHaveLength(1);
  });

  it('does not reconnect after stop(), and closes the socket with 1000', async () => {
    make().start();
    await flush();
    const socket = sockets.last();
    socket.open();
    channel.stop();
    expect(socket.closedWith).toBe(1000);
    socket.drop(1000);
    await vi.advanceTimersByTimeAsync(LIVE_HEARTBEAT_MS * 4);
    expect(sockets.all).toHaveLength(1);
    expect(socket.sent).toEqual([]);
  });

  it('does not connect when stopped while beforeConnect runs, nor during the reconnect delay', async () => {
    make().start();
    channel.stop();
    await flush();
    expect(sockets.all).toHaveLength(0);

    channel.start();
    await flush();
    sockets.last().drop(1006);
    channel.stop();
    await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_MS * 3);
    expect(sockets.all).toHaveLength(1);
  });

  it('does not reconnect when reconnect is off', async () => {
    make({ reconnect: false }).start();
    await flush();
    sockets.last().drop(1006);
    await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_MS * 3);
    expect(sockets.all).toHaveLength(1);
  });

  it('sends a refreshed access token on the open socket, so the server keeps it open (4001 otherwise)', async () => {
    make().start();
    channel.reauthenticate('before-any-socket');
    await flush();
    const socket = sockets.last();
    // still opening: sent once it opens, after nothing else
    channel.reauthenticate('refreshed-1');
    expect(socket.sent).toEqual([]);
    socket.open();
    expect(socket.sent).toEqual(['{"access_token":"refreshed-1"}']);
    channel.reauthenticate('refreshed-2');
    expect(socket.sent.map((t) => JSON.parse(t) as unknown)).toEqual([
      { access_token: 'refreshed-1' },
      { access_token: 'refreshed-2' },
    ]);
    // the server's 4001 at an expiry: the next socket connects with the token beforeConnect gives
    socket.drop(LIVE_CLOSE.TOKEN_EXPIRED);
    channel.reauthenticate('while-closed');
    await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_MS);
    sockets.last().open();
    expect(sockets.last().sent).toEqual([]);
    expect(sockets.all).toHaveLength(2);
  });

  it('hands on JSON frames and ignores pong and garbage', async () => {
    make().start();
    await flush();
    const socket = sockets.last();
    socket.open();
    socket.receive('pong');
    socket.receive('not json');
    socket.receive('42');
    socket.receive('null');
    socket.receive({ factoryId: 11, msgCount: 3 });
    expect(frames).toEqual([{ factoryId: 11, msgCount: 3 }]);
  });
});

describe('parseFrame', () => {
  it('parses objects only', () => {
    expect(parseFrame('{"a":1}')).toEqual({ a: 1 });
    expect(parseFrame('pong')).toBeUndefined();
    expect(parseFrame('{')).toBeUndefined();
    expect(parseFrame('"text"')).toBeUndefined();
    expect(parseFrame(new ArrayBuffer(2))).toBeUndefined();
  });
});

describe('asAlarmsFrame (docs/architecture.md §3 "Live channels")', () => {
  it('recognises the alarms frame among the parsed frames, keeping positive integer ids', () => {
    expect(asAlarmsFrame(parseFrame('{"alarmsChanged":[11,21]}'))).toEqual({ alarmsChanged: [11, 21] });
    expect(asAlarmsFrame({ alarmsChanged: [11, 0, -2, 1.5, '12'] })).toEqual({ alarmsChanged: [11] });
  });

  it('is null for count and task frames and anything else', () => {
    for (const frame of [
      { factoryId: 11, msgCount: 3 },
      { factoryId: 11, msgType: 1, taskMsg: { msgId: 1 } },
      { alarmsChanged: [] },
      { alarmsChanged: 11 },
      null,
      undefined,
      'text',
    ]) {
      expect(asAlarmsFrame(frame)).toBeNull();
    }
  });
});
