/** en-US texts of drafts.ts, loaded only when English is chosen (docs/architecture.md §4 "Language"). */
import type { draftsZh } from '../drafts';

export const draftsEn: Record<keyof typeof draftsZh, string> = {
  'draft.offer': 'An unsaved draft from {time} is kept',
  'draft.offerHint': 'Restore it to go on editing; typing instead replaces the draft with what you type.',
  'draft.restore': 'Restore draft',
  'draft.discard': 'Discard',
  'draft.discardConfirm': 'You have unsaved changes. Discard them?',
  'draft.closeTabConfirm':
    '"{title}" has unsaved changes (kept as a draft, offered again when you reopen it). Close it?',
  'draft.closeTabsConfirm':
    'A page you are closing has unsaved changes (kept as a draft, offered again when you reopen it). Close?',
  'draft.refreshConfirm':
    'This page has unsaved changes (kept as a draft, offered again once it reloads). Refresh it?',
  'draft.logoutConfirm':
    'You have unsaved changes (kept as a draft, offered again after you sign in). Sign out?',
};
