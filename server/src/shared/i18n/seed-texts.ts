/**
 * Seeded texts in the request's language (docs/i18n.md). A menu title, dictionary label or role name is shown in
 * English only while it is still the text the seed wrote for that menu id, dictionary entry or role key: a text an
 * administrator typed (a new menu, a renamed role) is user data and stays as typed. What the seed wrote is handed in
 * by the composition (server/src/setup/seed/seeded-texts.ts), since shared code does not read the seed.
 */
import type { Lang } from './lang';
import { SEED_TEXTS_EN } from './seed-catalog';

export interface SeededTexts {
  /** menu id → title */
  menus: ReadonlyMap<number, string>;
  /** `dictKey(type, value)` → label */
  dicts: ReadonlyMap<string, string>;
  /** role key → name */
  roles: ReadonlyMap<string, string>;
  /** `genKey(tableId, prop)` → a table column's default label */
  columns: ReadonlyMap<string, string>;
}

export const genKey = (tableId: number, prop: string): string => `${tableId}\u0000${prop}`;

export const dictKey = (type: string, value: string): string => `${type}\u0000${value}`;

const english = (seeded: string | undefined, text: string): string =>
  seeded === text ? (SEED_TEXTS_EN[text] ?? text) : text;

export class SeedTranslator {
  constructor(private readonly seeded: SeededTexts) {}

  menuTitle(lang: Lang, menuId: number, title: string): string {
    return lang === 'en' ? english(this.seeded.menus.get(menuId), title) : title;
  }

  dictLabel(lang: Lang, type: string, value: string, label: string): string {
    return lang === 'en' ? english(this.seeded.dicts.get(dictKey(type, value)), label) : label;
  }

  roleName(lang: Lang, roleKey: string, name: string): string {
    return lang === 'en' ? english(this.seeded.roles.get(roleKey), name) : name;
  }

  columnLabel(lang: Lang, tableId: number, prop: string, label: string): string {
    return lang === 'en' ? english(this.seeded.columns.get(genKey(tableId, prop)), label) : label;
  }

  /** Role options (`{roleKey, roleName}`) with their seeded names in `lang`. */
  roles<R extends { roleKey: string; roleName: string }>(lang: Lang, roles: readonly R[]): R[] {
    return roles.map((r) => ({ ...r, roleName: this.roleName(lang, r.roleKey, r.roleName) }));
  }

  /** Every seeded text (tests require an English text for each). */
  texts(): string[] {
    const { menus, dicts, roles, columns } = this.seeded;
    return [...new Set([...menus.values(), ...dicts.values(), ...roles.values(), ...columns.values()])];
  }
}
