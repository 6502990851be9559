/** en-US texts of check-items.ts, loaded only when English is chosen (docs/architecture.md §4 "Language"). */
import type { checkItemsZh } from '../check-items';

export const checkItemsEn: Record<keyof typeof checkItemsZh, string> = {
  'woCheck.items': 'Check items',
  'woCheck.value': 'Value',
  'woCheck.reading': 'Reading',
  'woCheck.photo': 'Photo',
  'woCheck.entered': 'Entered',
  'woCheck.outOfLimits': 'Out of limits: a repair order is raised on submit',
  'woCheck.withinLimits': 'Within limits',
};
