/** Field rules of the archive that the schema cannot say (docs/architecture.md §3 "Plant archive"): each a 400 naming its field. */
import type { DictType } from '../../../../contract/dict';
import type { Db } from '../../db/client';
import { badInput } from '../../errors';
import { DictRepository } from '../dict/repository';

/** `value` must be a value of the dictionary `type` (its enabled entries). */
export async function requireDictValue(tx: Db, type: DictType, value: string, field: string): Promise<void> {
  const values = (await new DictRepository(tx).dataOfType(type)).map((d) => d.dictValue);
  if (!values.includes(value)) throw badInput(field, `须为字典 ${type} 中的值`);
}
