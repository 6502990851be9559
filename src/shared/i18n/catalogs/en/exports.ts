/** en-US texts of exports.ts, loaded only when English is chosen (docs/architecture.md §4 "Language"). */
import type { exportsZh } from '../exports';

export const exportsEn: Record<keyof typeof exportsZh, string> = {
  'exports.refusal.what':
    'Exported and downloaded files may only be saved in the secure space: the console allows a download while the secure-space helper on this computer is signed in.',
  'exports.refusal.how': 'Start the secure-space helper and sign in to it (address {url}), then try again.',
  'exports.refusal.help': 'How to get a secure space',
  'exports.button': 'Export',
  'exports.button.title': 'Export the current filter as Excel (at most {max} rows)',
  'exports.page.users': 'Users',
  'exports.page.operLog': 'Operation log',
  'exports.page.loginLog': 'Sign-in log',
  'exports.page.dailyApproval': 'Daily report approval',
  'exports.page.weeklyApproval': 'Weekly report approval',
};
