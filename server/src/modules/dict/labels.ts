/**
 * A dictionary's labels by value in a language (docs/i18n.md): seeded labels in English for an English request unless
 * an administrator changed them, as the dictionary route gives them. The exports write their codes as these labels.
 */
import type { Lang } from '../../shared/i18n/lang';
import type { SeedTranslator } from '../../shared/i18n/seed-texts';
import type { DictRepository } from './repository';

export async function dictLabels(
  dicts: DictRepository,
  seeded: SeedTranslator,
  type: string,
  lang: Lang,
): Promise<Map<string, string>> {
  const entries = await dicts.dataOfType(type);
  return new Map(entries.map((d) => [d.dictValue, seeded.dictLabel(lang, type, d.dictValue, d.dictLabel)]));
}
