/**
 * Turns a Chinese text of the server into English through a catalog keyed by the Chinese text (docs/i18n.md). A key
 * may hold placeholders (`{0}`, `{n}`, `{label}`): it then matches the texts a message function or a stored-text
 * pattern makes, and the captured values are put in the English text, translated themselves when the catalog knows
 * them (a work-order kind, a report kind). A text the catalog does not know is returned as it is: user data.
 */
import { KIND_LABEL } from '../../../../contract/work-order';

const PLACEHOLDER = /\{(\w+)\}/g;
const HAS_PLACEHOLDER = /\{\w+\}/;

interface Pattern {
  regex: RegExp;
  names: string[];
  english: string;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const oneOf = (texts: readonly string[]): string => `(${texts.map(escape).join('|')})`;

/**
 * Placeholders of a fixed form (a task number, a month and day, a time, a count, a work-order kind, a report kind, a
 * report verb); any other matches any text.
 */
const TYPED: Readonly<Record<string, string>> = {
  no: '([A-Z]+\\d+)',
  md: '(\\d+月\\d+日)',
  md2: '(\\d+月\\d+日)',
  time: '(\\d{1,2}:\\d{2})',
  n: '(\\d+)',
  kind: oneOf(Object.values(KIND_LABEL)),
  // the report kinds and verbs of server/src/modules/report/notices.ts and urge-schedule.ts
  rk: oneOf(['日报', '周报']),
  verb: oneOf(['填报', '审批']),
};

function patternOf(zh: string, english: string): Pattern {
  const names: string[] = [];
  const parts = zh.split(PLACEHOLDER);
  // split with one capture group: even indexes are literal text, odd ones placeholder names
  const source = parts
    .map((part, i) => (i % 2 === 0 ? escape(part) : (names.push(part), TYPED[part] ?? '(.+?)')))
    .join('');
  return { regex: new RegExp(`^${source}$`, 's'), names, english };
}

export interface Translator {
  (text: string): string;
  /** whether the catalog has an English text for this exact key (tests walk the constants with it) */
  knows: (key: string) => boolean;
}

/** A translator over `catalog`; `values` translates a captured value (defaults to the catalog itself). */
export function translator(
  catalog: Readonly<Record<string, string>>,
  values?: (text: string) => string,
): Translator {
  const exact = new Map(Object.entries(catalog));
  const patterns = Object.entries(catalog)
    .filter(([zh]) => HAS_PLACEHOLDER.test(zh))
    .map(([zh, en]) => patternOf(zh, en))
    // the longest literal text first: `{0}已审批通过` before `{0}`
    .sort((a, b) => b.regex.source.length - a.regex.source.length);
  const translate = (text: string, depth: number): string => {
    const hit = exact.get(text);
    if (hit !== undefined) return hit;
    if (depth > 2) return text;
    for (const p of patterns) {
      const match = p.regex.exec(text);
      if (!match) continue;
      const captured = new Map(p.names.map((name, i) => [name, match[i + 1] ?? '']));
      return p.english.replace(PLACEHOLDER, (whole, name: string) => {
        const value = captured.get(name);
        if (value === undefined) return whole;
        return values ? values(value) : translate(value, depth + 1);
      });
    }
    return text;
  };
  const fn = ((text: string) => translate(text, 0)) as Translator;
  fn.knows = (key) => exact.has(key);
  return fn;
}
