import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installErrorCapture, logError } from './capture';
import { ERROR_LOG_MAX, useErrorLogStore } from './store';

const entries = () => useErrorLogStore.getState().entries;

function rejection(reason: unknown): Event {
  // jsdom has no PromiseRejectionEvent: an Event of that type carrying `reason` is what listeners see.
  return Object.assign(new Event('unhandledrejection'), { reason, promise: Promise.resolve() });
}

describe('error capture', () => {
  let uninstall: () => void = () => undefined;
  let route = '/woms/index';

  beforeEach(() => {
    useErrorLogStore.setState({ entries: [], hidden: false });
    route = '/woms/index';
    uninstall = installErrorCapture(() => route);
  });
  afterEach(() => uninstall());

  it('logs a thrown window error with its message, stack and the current route', () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'x')");
    route = '/woms/WorkOrderTask/WarrantyTasks';
    window.dispatchEvent(new ErrorEvent('error', { error, message: `Uncaught ${error.message}` }));
    expect(entries()).toHaveLength(1);
    const [entry] = entries();
    expect(entry).toMatchObject({ route: '/woms/WorkOrderTask/WarrantyTasks', message: error.message });
    expect(entry?.detail).toBe(error.stack);
    expect(Number.isNaN(Date.parse(entry?.time ?? ''))).toBe(false);
    expect(entry?.time).toBe(new Date(entry?.time ?? '').toISOString());
  });

  it('logs an error event without an error object by its message and position', () => {
    window.dispatchEvent(
      new ErrorEvent('error', {
        message: 'Script error.',
        filename: 'https://cdn.example/a.js',
        lineno: 3,
        colno: 9,
      }),
    );
    expect(entries()[0]).toMatchObject({ message: 'Script error.', detail: 'https://cdn.example/a.js:3:9' });
  });

  it('logs unhandled rejections: Error reasons with their stack, other reasons stringified', () => {
    const error = new Error('request failed');
    window.dispatchEvent(rejection(error));
    window.dispatchEvent(rejection({ code: 500, msg: 'boom' }));
    window.dispatchEvent(rejection('plain text'));
    window.dispatchEvent(rejection(undefined));
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    window.dispatchEvent(rejection(circular));

    expect(entries().map((e) => e.message)).toEqual([
      '[object Object]',
      'undefined',
      'plain text',
      '{"code":500,"msg":"boom"}',
      'request failed',
    ]);
    expect(entries()[4]?.detail).toBe(error.stack);
    expect(entries()[2]?.detail).toBe('');
  });

  it('ignores the benign ResizeObserver loop errors', () => {
    window.dispatchEvent(
      new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.' }),
    );
    window.dispatchEvent(new ErrorEvent('error', { message: 'ResizeObserver loop limit exceeded' }));
    expect(entries()).toHaveLength(0);
  });

  it('stops listening once uninstalled', () => {
    uninstall();
    // Vitest reports window errors that no listener of the page handles; this one stands in for the page.
    const bystander = () => undefined;
    window.addEventListener('error', bystander);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('late') }));
    window.dispatchEvent(rejection(new Error('late too')));
    window.removeEventListener('error', bystander);
    expect(entries()).toHaveLength(0);
  });
});

describe('logError', () => {
  beforeEach(() => useErrorLogStore.setState({ entries: [], hidden: false }));

  it('adds an entry with the stack, then the detail the boundary gives', () => {
    const error = new Error('render failed');
    logError(error, '/woms/DailyData/DailyReportFilling', '\n    at Page\n    at ErrorBoundary');
    const [entry] = entries();
    expect(entry).toMatchObject({ route: '/woms/DailyData/DailyReportFilling', message: 'render failed' });
    expect(entry?.detail).toBe(`${error.stack}\n\n\n    at Page\n    at ErrorBoundary`);
  });

  it('names errors without a message and clips runaway texts', () => {
    logError(new RangeError(''), '/r');
    expect(entries()[0]?.message).toBe('RangeError');
    logError('x'.repeat(5_000), '/r', 'y'.repeat(50_000));
    expect(entries()[0]?.message.length).toBeLessThanOrEqual(1_001);
    expect(entries()[0]?.detail.length).toBeLessThanOrEqual(10_001);
  });
});

describe('error log store', () => {
  beforeEach(() => useErrorLogStore.setState({ entries: [], hidden: false }));

  it(`keeps the newest ${ERROR_LOG_MAX} entries, newest first, with unique ids`, () => {
    for (let i = 1; i <= ERROR_LOG_MAX + 25; i += 1) {
      useErrorLogStore.getState().add({ route: '/r', message: `error ${i}` });
    }
    expect(entries()).toHaveLength(ERROR_LOG_MAX);
    expect(entries()[0]?.message).toBe(`error ${ERROR_LOG_MAX + 25}`);
    expect(entries()[ERROR_LOG_MAX - 1]?.message).toBe('error 26');
    expect(new Set(entries().map((e) => e.id)).size).toBe(ERROR_LOG_MAX);
  });

  it('hides until a new error arrives, and clears', () => {
    const { add, hideForNow, clear } = useErrorLogStore.getState();
    add({ route: '/r', message: 'one' });
    hideForNow();
    expect(useErrorLogStore.getState().hidden).toBe(true);
    add({ route: '/r', message: 'two' });
    expect(useErrorLogStore.getState().hidden).toBe(false);
    clear();
    expect(entries()).toEqual([]);
  });
});
