/**
 * SQL of the process units (工艺档案, docs/architecture.md §3 "Plant archive"): a factory's units in flow order with
 * their design parameters and documents, and the writes. `seq` numbers a factory's flow 1, 2, … without gaps.
 *
 * Locks: a write that changes a flow's numbering (add, delete, reorder) first takes the factory's row
 * (`lockFactory`), so two of them on one factory run one after the other; FOR NO KEY UPDATE leaves the foreign
 * keys of other tables pointing at the factory free.
 */
import type { ProcessParam, ProcessUnit } from '../../../../contract/plant-archive/schemas';
import type { Db } from '../../db/client';
import { scopeCondition, type FactoryScope } from '../../shared/factory-scope';

export interface UnitFields {
  name: string;
  kind: string;
  remark: string;
  params: ProcessParam[];
  fileIds: number[];
}

const UNIT_SELECT = `SELECT u.unit_id AS "unitId", u.factory_id AS "factoryId", u.seq, u.name, u.kind, u.remark,
       COALESCE((SELECT json_agg(json_build_object('name', p.name, 'value', p.value, 'unit', p.unit) ORDER BY p.sort)
                   FROM arc_process_param p WHERE p.unit_id = u.unit_id), '[]'::json) AS params,
       COALESCE((SELECT json_agg(json_build_object('fileId', d.file_id, 'fileName', f.file_name) ORDER BY d.sort)
                   FROM arc_process_document d JOIN sys_file f ON f.file_id = d.file_id
                  WHERE d.unit_id = u.unit_id), '[]'::json) AS documents, u.version
  FROM arc_process_unit u`;

export class ProcessRepository {
  constructor(private readonly db: Db) {}

  /** The factory's units in flow order, each with its parameters and documents (one statement). */
  async list(factoryId: number): Promise<ProcessUnit[]> {
    const { rows } = await this.db.query<ProcessUnit>(
      `${UNIT_SELECT} WHERE u.factory_id = $1 ORDER BY u.seq`,
      [factoryId],
    );
    return rows;
  }

  /** One unit as the list shows it (the stored record of a stale edit, docs/concurrency.md). */
  async find(unitId: number): Promise<ProcessUnit | null> {
    const { rows } = await this.db.query<ProcessUnit>(`${UNIT_SELECT} WHERE u.unit_id = $1`, [unitId]);
    return rows[0] ?? null;
  }

  /** The unit's factory if the unit lies in the scope. */
  async factoryOf(unitId: number, scope: FactoryScope): Promise<number | null> {
    const params: unknown[] = [unitId];
    const { rows } = await this.db.query<{ factory_id: number }>(
      `SELECT factory_id FROM arc_process_unit
        WHERE unit_id = $1 AND ${scopeCondition(scope, 'factory_id', params)}`,
      params,
    );
    return rows[0]?.factory_id ?? null;
  }

  /** Like factoryOf, the unit's row locked until the transaction ends. */
  async lockInScope(unitId: number, scope: FactoryScope): Promise<number | null> {
    const params: unknown[] = [unitId];
    const { rows } = await this.db.query<{ factory_id: number }>(
      `SELECT factory_id FROM arc_process_unit
        WHERE unit_id = $1 AND ${scopeCondition(scope, 'factory_id', params)} FOR UPDATE`,
      params,
    );
    return rows[0]?.factory_id ?? null;
  }

  async lockFactory(factoryId: number): Promise<void> {
    await this.db.query('SELECT id FROM sys_area WHERE id = $1 FOR NO KEY UPDATE', [factoryId]);
  }

  /** The factory's unit ids in flow order. */
  async unitIdsOf(factoryId: number): Promise<number[]> {
    const { rows } = await this.db.query<{ unit_id: number }>(
      'SELECT unit_id FROM arc_process_unit WHERE factory_id = $1 ORDER BY seq',
      [factoryId],
    );
    return rows.map((r) => r.unit_id);
  }

  /** A unit at the end of the factory's flow. */
  async insert(factoryId: number, f: UnitFields): Promise<number> {
    const { rows } = await this.db.query<{ unit_id: number }>(
      `INSERT INTO arc_process_unit (factory_id, seq, name, kind, remark)
       VALUES ($1, (SELECT COALESCE(max(seq), 0) + 1 FROM arc_process_unit WHERE factory_id = $1), $2, $3, $4)
       RETURNING unit_id`,
      [factoryId, f.name, f.kind, f.remark],
    );
    const unitId = rows[0]!.unit_id;
    await this.writeLists(unitId, f);
    return unitId;
  }

  async update(unitId: number, f: UnitFields): Promise<void> {
    await this.db.query('UPDATE arc_process_unit SET name = $2, kind = $3, remark = $4 WHERE unit_id = $1', [
      unitId,
      f.name,
      f.kind,
      f.remark,
    ]);
    await this.db.query('DELETE FROM arc_process_param WHERE unit_id = $1', [unitId]);
    await this.db.query('DELETE FROM arc_process_document WHERE unit_id = $1', [unitId]);
    await this.writeLists(unitId, f);
  }

  /** Deletes the unit (its parameters and document links go with it) and closes the gap in its flow. */
  async remove(unitId: number, factoryId: number): Promise<void> {
    await this.db.query('DELETE FROM arc_process_unit WHERE unit_id = $1', [unitId]);
    await this.db.query(
      `UPDATE arc_process_unit u SET seq = r.n
         FROM (SELECT unit_id, row_number() OVER (ORDER BY seq)::int AS n
                 FROM arc_process_unit WHERE factory_id = $1) r
        WHERE u.unit_id = r.unit_id AND u.seq <> r.n`,
      [factoryId],
    );
  }

  /** Numbers the factory's units in the order of `unitIds` (every unit of the factory, each once). */
  async reorder(factoryId: number, unitIds: number[]): Promise<void> {
    await this.db.query(
      `UPDATE arc_process_unit u SET seq = o.n
         FROM unnest($2::int[]) WITH ORDINALITY AS o(unit_id, n)
        WHERE u.unit_id = o.unit_id AND u.factory_id = $1 AND u.seq <> o.n`,
      [factoryId, unitIds],
    );
  }

  private async writeLists(unitId: number, f: UnitFields): Promise<void> {
    for (const [i, p] of f.params.entries()) {
      await this.db.query(
        'INSERT INTO arc_process_param (unit_id, sort, name, value, unit) VALUES ($1, $2, $3, $4, $5)',
        [unitId, i + 1, p.name, p.value, p.unit],
      );
    }
    for (const [i, fileId] of f.fileIds.entries()) {
      await this.db.query('INSERT INTO arc_process_document (unit_id, file_id, sort) VALUES ($1, $2, $3)', [
        unitId,
        fileId,
        i + 1,
      ]);
    }
  }
}
