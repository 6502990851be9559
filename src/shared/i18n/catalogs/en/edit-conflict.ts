/** en-US texts of edit-conflict.ts, loaded only when English is chosen (docs/architecture.md §4 "Language"). */
import type { editConflictZh } from '../edit-conflict';

export const editConflictEn: Record<keyof typeof editConflictZh, string> = {
  'conflict.title': 'Not saved: someone else changed this record',
  'conflict.carried': 'Only the other person changed these fields: their saved values are now in your form:',
  'conflict.none': 'Your changes do not clash with theirs: you can save now.',
  'conflict.intro':
    'You and the other person both changed these fields: choose which value to keep for each:',
  'conflict.field': 'Field',
  'conflict.theirs': 'Their saved value',
  'conflict.mine': 'My value',
  'conflict.choice': 'Keep',
  'conflict.keepMine': 'Mine',
  'conflict.takeTheirs': 'Theirs',
  'conflict.allMine': 'Keep all mine',
  'conflict.allTheirs': 'Take all theirs',
  'conflict.apply': 'Merge into the form',
  'conflict.applySave': 'Merge and save',
  'conflict.empty': '(empty)',
  'conflict.yes': 'Yes',
  'conflict.no': 'No',
} as const;
