/**
 * The writes of 字典管理 (docs/administration.md "字典管理"), each one transaction so that a refusal writes nothing.
 * The types the console and the server read by name (PROTECTED_DICT_TYPES) and their built-in entries are protected:
 * deleting, disabling or renaming them, or changing a built-in entry's value, is refused with a message.
 */
import {
  DICT_MSG,
  PROTECTED_DICT_TYPES,
  type DictDataEditBody,
  type DictDataForm,
  type DictTypeEditBody,
  type DictTypeForm,
} from '../../../../contract/dict/schemas';
import type { Db } from '../../db/client';
import { badInput, notFound, refusal } from '../../errors';
import { claimVersion, type Editor } from '../record-version/repository';
import { DictAdminRepository } from './admin-repository';

const isProtected = (type: string): boolean => PROTECTED_DICT_TYPES.includes(type);
const DISABLED = '1';

export class DictAdminService {
  constructor(private readonly db: Db) {}

  async addType(f: DictTypeForm): Promise<number> {
    const id = await new DictAdminRepository(this.db).insertType(f);
    if (id === null) throw refusal(DICT_MSG.typeTaken(f.dictType));
    return id;
  }

  async editType(body: DictTypeEditBody, editor: Editor): Promise<void> {
    const { dictId, version, ...f } = body;
    await this.db.transaction(async (tx) => {
      const repo = new DictAdminRepository(tx);
      const old = await repo.typeById(dictId);
      if (!old) throw notFound(DICT_MSG.TYPE_NOT_FOUND);
      if (old.builtin && (f.dictType !== old.dictType || f.status === DISABLED)) {
        throw refusal(DICT_MSG.protectedType(old.dictType));
      }
      if (f.dictType !== old.dictType && (await repo.typeExists(f.dictType))) {
        throw refusal(DICT_MSG.typeTaken(f.dictType));
      }
      await claimVersion(tx, { record: 'dictType', id: dictId, version, ...editor }, () =>
        repo.typeById(dictId),
      );
      await repo.updateType(dictId, f);
    });
  }

  async removeTypes(ids: number[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      const repo = new DictAdminRepository(tx);
      const found = await repo.typesByIds(ids);
      const missing = ids.findIndex((id) => !found.some((t) => t.dictId === id));
      if (missing !== -1) throw notFound(DICT_MSG.TYPE_NOT_FOUND);
      const kept = found.find((t) => isProtected(t.dictType));
      if (kept) throw refusal(DICT_MSG.protectedType(kept.dictType));
      await repo.removeTypes(ids);
    });
  }

  async addData(f: DictDataForm): Promise<number> {
    return this.db.transaction(async (tx) => {
      const repo = new DictAdminRepository(tx);
      if (!(await repo.typeExists(f.dictType))) throw badInput('body/dictType', 'is not a dictionary type');
      const code = await repo.insertData(f);
      if (code === null) throw refusal(DICT_MSG.valueTaken(f.dictValue));
      return code;
    });
  }

  async editData(body: DictDataEditBody, editor: Editor): Promise<void> {
    const { dictCode, version, ...f } = body;
    await this.db.transaction(async (tx) => {
      const repo = new DictAdminRepository(tx);
      const old = await repo.dataById(dictCode);
      if (!old) throw notFound(DICT_MSG.DATA_NOT_FOUND);
      if (
        old.builtin &&
        (f.dictValue !== old.dictValue || f.dictType !== old.dictType || f.status === DISABLED)
      ) {
        throw refusal(DICT_MSG.builtinEntry(old.dictLabel));
      }
      if (!(await repo.typeExists(f.dictType))) throw badInput('body/dictType', 'is not a dictionary type');
      await claimVersion(tx, { record: 'dictData', id: dictCode, version, ...editor }, () =>
        repo.dataById(dictCode),
      );
      if (!(await repo.updateData(dictCode, f))) throw refusal(DICT_MSG.valueTaken(f.dictValue));
    });
  }

  async removeData(codes: number[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      const repo = new DictAdminRepository(tx);
      const found = await repo.dataByIds(codes);
      if (found.length !== new Set(codes).size) throw notFound(DICT_MSG.DATA_NOT_FOUND);
      const kept = found.find((d) => d.builtin);
      if (kept) throw refusal(DICT_MSG.builtinEntry(kept.dictLabel));
      await repo.removeData(codes);
    });
  }
}
