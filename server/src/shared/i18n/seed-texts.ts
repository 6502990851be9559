/**
 * Seeded texts in the request's language (docs/i18n.md). A menu title, dictionary label or role name is shown in
 * English only while it is still the text the seed wrote for that menu id, dictionary entry or role key: a text an
 * administrator typed (a new menu, a renamed role) is user data and stays as typed.
 */
import { DEMO_DICTS, DEMO_ROLES } from '../../setup/seed/demo-data';
import { flattenMenus } from '../../setup/seed/menus';
import { PROCESS_TYPES, UNIT_KINDS } from '../../setup/seed/plant-archive';
import { DICT_TYPE } from '../../../../contract/dict';
import type { Lang } from './lang';
import { SEED_TEXTS_EN } from './seed-catalog';

const SEEDED_MENU_TITLES = new Map(flattenMenus().map((m) => [m.id, m.title]));

const dictKey = (type: string, value: string): string => `${type}\u0000${value}`;

const SEEDED_DICT_LABELS = new Map<string, string>([
  ...DEMO_DICTS.flatMap((d) => d.entries.map(([value, label]) => [dictKey(d.type, value), label] as const)),
  ...PROCESS_TYPES.map(([value, label]) => [dictKey(DICT_TYPE.PROCESS_TYPE, value), label] as const),
  ...UNIT_KINDS.map(([value, label]) => [dictKey(DICT_TYPE.PROCESS_UNIT_KIND, value), label] as const),
]);

const SEEDED_ROLE_NAMES = new Map(DEMO_ROLES.map((r) => [r.key, r.name]));

const english = (seeded: string | undefined, text: string): string =>
  seeded === text ? (SEED_TEXTS_EN[text] ?? text) : text;

export const menuTitleIn = (lang: Lang, menuId: number, title: string): string =>
  lang === 'en' ? english(SEEDED_MENU_TITLES.get(menuId), title) : title;

export const dictLabelIn = (lang: Lang, type: string, value: string, label: string): string =>
  lang === 'en' ? english(SEEDED_DICT_LABELS.get(dictKey(type, value)), label) : label;

export const roleNameIn = (lang: Lang, roleKey: string, name: string): string =>
  lang === 'en' ? english(SEEDED_ROLE_NAMES.get(roleKey), name) : name;

/** Every seeded text (tests require an English text for each). */
export const seededTexts = (): string[] => [
  ...new Set([...SEEDED_MENU_TITLES.values(), ...SEEDED_DICT_LABELS.values(), ...SEEDED_ROLE_NAMES.values()]),
];

/** Role options (`{roleKey, roleName}`) with their seeded names in `lang`. */
export const rolesIn = <R extends { roleKey: string; roleName: string }>(lang: Lang, roles: readonly R[]): R[] =>
  roles.map((r) => ({ ...r, roleName: roleNameIn(lang, r.roleKey, r.roleName) }));
