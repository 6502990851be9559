// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { greetingKey } from './greeting';

describe('greetingKey', () => {
  it.each([
    [0, 'home.greeting.evening'],
    [4, 'home.greeting.evening'],
    [5, 'home.greeting.morning'],
    [10, 'home.greeting.morning'],
    [11, 'home.greeting.noon'],
    [12, 'home.greeting.noon'],
    [13, 'home.greeting.afternoon'],
    [17, 'home.greeting.afternoon'],
    [18, 'home.greeting.evening'],
    [23, 'home.greeting.evening'],
  ])('greets at %i:00 with %s', (hour, key) => {
    expect(greetingKey(hour)).toBe(key);
  });
});
