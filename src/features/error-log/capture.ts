/**
 * Turns uncaught errors into error-log entries: window 'error' and 'unhandledrejection' events, and
 * the errors React's error boundaries catch (they never reach window).
 */
import { t } from '@/shared/i18n';
import { useErrorLogStore } from './store';

/** Browsers report a ResizeObserver that could not deliver every notice in one frame; it is harmless. */
const BENIGN = /ResizeObserver loop/;

// One runaway message or stack must not make the dialog (or memory) unmanageable.
const MAX_MESSAGE = 1_000;
const MAX_DETAIL = 10_000;

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

function stringify(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return String(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value); // circular structures
  }
}

export function describeError(error: unknown): { message: string; detail: string } {
  if (error instanceof Error) {
    return { message: error.message || error.name, detail: error.stack ?? '' };
  }
  return { message: stringify(error), detail: '' };
}

function record(message: string, detail: string, route: string): void {
  if (BENIGN.test(message)) return;
  useErrorLogStore.getState().add({
    route,
    message: clip(message || t('errorLog.unknown'), MAX_MESSAGE),
    detail: clip(detail, MAX_DETAIL),
  });
}

/**
 * For error boundaries: `detail` (e.g. React's component stack) is kept after the error's own stack.
 */
export function logError(error: unknown, route: string, detail?: string): void {
  const described = describeError(error);
  record(described.message, [described.detail, detail].filter(Boolean).join('\n\n'), route);
}

/** Listens for uncaught errors and rejections; returns the function that stops listening. */
export function installErrorCapture(currentRoute: () => string): () => void {
  const route = () => {
    try {
      return currentRoute();
    } catch {
      return location.pathname;
    }
  };
  const onError = (event: ErrorEvent) => {
    if (event.error !== undefined && event.error !== null) {
      logError(event.error, route());
      return;
    }
    // Cross-origin scripts and some browser errors carry only a message and a position.
    const where = event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : '';
    record(event.message, where, route());
  };
  const onRejection = (event: Event) => {
    logError((event as PromiseRejectionEvent).reason, route());
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
