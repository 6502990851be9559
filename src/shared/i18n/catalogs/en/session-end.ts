/** en-US texts of session-end.ts, loaded only when English is chosen (docs/architecture.md §4 "Language"). */
import type { sessionEndZh } from '../session-end';

export const sessionEndEn: Record<keyof typeof sessionEndZh, string> = {
  'sessionEnd.forced_logout': 'You were signed out by an administrator. Please sign in again.',
  'sessionEnd.password_reset': 'An administrator reset your password. Please sign in with the new password.',
  'sessionEnd.password_changed':
    'Your password was changed in another window or on another device. Please sign in with the new password.',
  'sessionEnd.account_disabled': 'An administrator disabled your account. Please contact the administrator.',
  'sessionEnd.expired': 'Your sign-in has expired. Please sign in again.',
  'sessionEnd.signed_out': 'You signed out in another window. Please sign in again.',
};
