/**
 * The texts the seed writes that the server shows in the request's language while they are unchanged (docs/i18n.md):
 * menu titles, dictionary labels, role names.
 */
import { DICT_TYPE } from '../../../../contract/dict';
import { SeedTranslator, dictKey } from '../../shared/i18n/seed-texts';
import { DEMO_DICTS, DEMO_ROLES } from './demo-data';
import { flattenMenus } from './menus';
import { PROCESS_TYPES, UNIT_KINDS } from './plant-archive';

export function seedTranslator(): SeedTranslator {
  return new SeedTranslator({
    menus: new Map(flattenMenus().map((m) => [m.id, m.title])),
    dicts: new Map([
      ...DEMO_DICTS.flatMap((d) =>
        d.entries.map(([value, label]) => [dictKey(d.type, value), label] as const),
      ),
      ...PROCESS_TYPES.map(([value, label]) => [dictKey(DICT_TYPE.PROCESS_TYPE, value), label] as const),
      ...UNIT_KINDS.map(([value, label]) => [dictKey(DICT_TYPE.PROCESS_UNIT_KIND, value), label] as const),
    ]),
    roles: new Map(DEMO_ROLES.map((r) => [r.key, r.name])),
  });
}
