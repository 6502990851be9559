import type { Rule } from 'antd/es/form';
import type { Check } from './rules';

/**
 * Wraps a pure check as an antd rule validated on change (docs/requirements.md §5 "on change unless stated").
 * `required: true` only marks the label; the check itself owns the message.
 */
export function toRule(check: Check, required = false): Rule {
  return {
    required,
    validateTrigger: 'onChange',
    validator: (_rule, value: unknown) => {
      const message = check(value);
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}
