/** The browser asks before the page goes while a form holds unsaved typing, not when the console reloads it itself. */
import { afterEach, describe, expect, it } from 'vitest';
import { leaveWithoutAsking } from '@/shared/form/draft';
import { markClean, markDirty } from '@/shared/form/draft/dirty-forms';
import { guardUnsavedTyping } from './unsaved-guard';

const asks = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

afterEach(() => markClean('form-1'));

describe('unsaved typing guard (docs/drafts.md)', () => {
  it('asks only while a form is dirty, and not once the console itself reloads the page', () => {
    const uninstall = guardUnsavedTyping();
    expect(asks()).toBe(false);
    markDirty('form-1', '/DailyData/DailyFilling/index');
    expect(asks()).toBe(true);
    markClean('form-1');
    expect(asks()).toBe(false);
    markDirty('form-1', null);
    leaveWithoutAsking();
    expect(asks()).toBe(false);
    uninstall();
  });
});
