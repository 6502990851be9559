/**
 * Messages on a page drawn without antd: the sign-in page opened on its own (docs/architecture.md §4 "Sign-in
 * page") registers this with registerNotifier until the console proper takes over with antd's message API. Same
 * place, look and duration as antd's messages; the text goes in as text, never as HTML.
 */
import type { Level } from './notify';
import './plain-toast.css';

const MARKS: Record<Level, string> = { success: '✓', info: 'i', warning: '!', error: '✕' };

let host: HTMLElement | null = null;

export function showPlainToast(level: Level, content: string, durationS: number): void {
  if (!host?.isConnected) {
    host = document.createElement('div');
    host.className = 'woms-toast-host';
    document.body.append(host);
  }
  const toast = document.createElement('div');
  toast.className = `woms-toast woms-toast--${level}`;
  // a refusal is announced at once; a confirmation politely
  toast.setAttribute('role', level === 'error' || level === 'warning' ? 'alert' : 'status');
  const mark = document.createElement('span');
  mark.className = 'woms-toast__mark';
  mark.setAttribute('aria-hidden', 'true');
  mark.textContent = MARKS[level];
  const text = document.createElement('span');
  text.textContent = content;
  toast.append(mark, text);
  host.append(toast);
  setTimeout(() => toast.remove(), durationS * 1000);
}
