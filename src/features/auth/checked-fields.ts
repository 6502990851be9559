import { useState } from 'react';
import type { Check } from '@/shared/validators';

export type Checks<K extends string> = Partial<Record<K, Check>>;
export type Problems<K extends string> = Partial<Record<K, string>>;

/** Every field's rule message, or nothing for a field that passes or has no rule. */
export function checkAll<K extends string>(values: Record<K, string>, checks: Checks<K>): Problems<K> {
  const problems: Problems<K> = {};
  for (const name of Object.keys(values) as K[]) {
    const problem = checks[name]?.(values[name]);
    if (problem) problems[name] = problem;
  }
  return problems;
}

/**
 * Text fields with the rules of docs/requirements.md §5: a field is checked as it changes, all of them on submit
 * (as antd's Form with `validateTrigger: 'onChange'` does).
 */
export function useCheckedFields<K extends string>(initial: Record<K, string>, checks: Checks<K>) {
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Problems<K>>({});
  return {
    values,
    problems,
    change(name: K, value: string) {
      setValues((now) => ({ ...now, [name]: value }));
      setProblems((now) => ({ ...now, [name]: checks[name]?.(value) }));
    },
    /** clears a field and its message (the captcha after a refusal) */
    clear(name: K) {
      setValues((now) => ({ ...now, [name]: '' }));
      setProblems((now) => ({ ...now, [name]: undefined }));
    },
    /** checks every field; answers the first that fails, or null */
    checkAll(): K | null {
      const found = checkAll(values, checks);
      setProblems(found);
      return (Object.keys(values) as K[]).find((name) => found[name]) ?? null;
    },
  };
}
