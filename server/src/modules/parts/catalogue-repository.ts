/**
 * The parts catalogue's SQL (docs/parts.md "Catalogue"): one row per part, its code unique without case. The
 * catalogue is shared by every factory; what a factory holds is the stock (stock-repository.ts).
 */
import type { PartRow } from '../../../../contract/parts/schemas';
import type { Db } from '../../db/client';
import { containsPattern } from '../../shared/like';
import type { PageWindow } from '../../shared/paging';
import { ledgerPage } from '../asset/ledger';

/** A part as the row stores it: absent optional fields are empty. */
export interface PartFields {
  partCode: string;
  partName: string;
  partSpecs: string;
  unit: string;
  assetTypes: string[];
  remark: string;
}

const ROW = `SELECT p.part_id AS "partId", p.part_code AS "partCode", p.part_name AS "partName",
                    p.part_specs AS "partSpecs", p.unit, p.asset_types AS "assetTypes", p.remark, p.version
               FROM part p`;

export class CatalogueRepository {
  constructor(private readonly db: Db) {}

  async page(
    filter: { keyword?: string; assetType?: string },
    window: PageWindow,
  ): Promise<{ rows: PartRow[]; total: number }> {
    const params: unknown[] = [];
    const where: string[] = ['TRUE'];
    if (filter.keyword) {
      params.push(containsPattern(filter.keyword));
      where.push(`(p.part_code ILIKE $${params.length} OR p.part_name ILIKE $${params.length})`);
    }
    if (filter.assetType) {
      params.push(filter.assetType);
      where.push(`(p.asset_types = '{}' OR $${params.length} = ANY(p.asset_types))`);
    }
    return ledgerPage<PartRow>(
      this.db,
      {
        from: 'part p',
        rowSelect: ROW,
        where: where.join(' AND '),
        orderBy: 'p.part_code, p.part_id',
        params,
      },
      window,
    );
  }

  async find(partId: number): Promise<PartRow | null> {
    const { rows } = await this.db.query<PartRow>(`${ROW} WHERE p.part_id = $1`, [partId]);
    return rows[0] ?? null;
  }

  /** The parts among `ids` that exist, by id. */
  async findMany(ids: number[]): Promise<Map<number, PartRow>> {
    const { rows } = await this.db.query<PartRow>(`${ROW} WHERE p.part_id = ANY($1::int[])`, [ids]);
    return new Map(rows.map((r) => [r.partId, r]));
  }

  async codeTaken(code: string, selfId: number | null): Promise<boolean> {
    const { rows } = await this.db.query(
      'SELECT 1 FROM part WHERE lower(part_code) = lower($1) AND part_id IS DISTINCT FROM $2',
      [code, selfId],
    );
    return rows.length > 0;
  }

  /** The ids of the parts holding these codes (any case), by lower-case code. */
  async idsByCode(codes: string[]): Promise<Map<string, number>> {
    const { rows } = await this.db.query<{ code: string; id: number }>(
      'SELECT lower(part_code) AS code, part_id AS id FROM part WHERE lower(part_code) = ANY($1::text[])',
      [codes.map((c) => c.toLowerCase())],
    );
    return new Map(rows.map((r) => [r.code, r.id]));
  }

  async insert(f: PartFields, now: Date): Promise<number> {
    const { rows } = await this.db.query<{ id: number }>(
      `INSERT INTO part (part_code, part_name, part_specs, unit, asset_types, remark, create_time)
       VALUES ($1, $2, $3, $4, $5::text[], $6, $7) RETURNING part_id AS id`,
      [f.partCode, f.partName, f.partSpecs, f.unit, f.assetTypes, f.remark, now],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('part insert returned no id');
    return id;
  }

  async update(partId: number, f: PartFields): Promise<void> {
    await this.db.query(
      `UPDATE part SET part_code = $2, part_name = $3, part_specs = $4, unit = $5, asset_types = $6::text[],
                       remark = $7
        WHERE part_id = $1`,
      [partId, f.partCode, f.partName, f.partSpecs, f.unit, f.assetTypes, f.remark],
    );
  }

  /** An import's row over an existing part: its fields, the version raised and stamped as an edit's would be. */
  async importOver(partId: number, f: PartFields, userId: number, now: Date): Promise<void> {
    await this.db.query(
      `UPDATE part SET part_code = $2, part_name = $3, part_specs = $4, unit = $5, asset_types = $6::text[],
                       remark = $7, version = version + 1, update_by = $8, update_time = $9
        WHERE part_id = $1`,
      [partId, f.partCode, f.partName, f.partSpecs, f.unit, f.assetTypes, f.remark, userId, now],
    );
  }
}
