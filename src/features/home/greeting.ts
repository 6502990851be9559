import type { MessageKey } from '@/shared/i18n';

/**
 * Home's greeting for an hour of the day (0–23). The small hours are still the evening: a night-shift operator
 * opening the console at one in the morning is not wished a good morning.
 */
export function greetingKey(hour: number): MessageKey {
  if (hour < 5) return 'home.greeting.evening';
  if (hour < 11) return 'home.greeting.morning';
  if (hour < 13) return 'home.greeting.noon';
  if (hour < 18) return 'home.greeting.afternoon';
  return 'home.greeting.evening';
}
