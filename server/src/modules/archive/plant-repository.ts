/**
 * SQL of a factory's archive (docs/architecture.md §3 "Plant archive"): the address and coordinates are the factory's
 * own `sys_area` columns, the rest is `arc_plant` (one row per factory once edited) and `arc_plant_contact`.
 */
import type {
  CapacityUnit,
  PlantArchive,
  PlantContact,
  PlantEditBody,
} from '../../../../contract/plant-archive/schemas';
import type { Db } from '../../db/client';
import { shown } from '../../shared/china-time';

type Row = Omit<PlantArchive, 'longitude' | 'latitude' | 'designCapacity' | 'contacts'> & {
  // numeric arrives as text from PostgreSQL
  longitude: string | number | null;
  latitude: string | number | null;
  designCapacity: string | number | null;
  contacts: PlantContact[] | null;
};

const num = (v: string | number | null): number | null => (v === null ? null : Number(v));

export class PlantRepository {
  constructor(private readonly db: Db) {}

  /** The archive of factory `factoryId` (the caller has passed the factory gate), contacts in their order. */
  async find(factoryId: number): Promise<PlantArchive | null> {
    const { rows } = await this.db.query<Row>(
      `SELECT f.id AS "factoryId", f.name AS "factoryName", f.code AS "factoryCode", f.address,
              f.longitude, f.latitude, p.design_capacity AS "designCapacity",
              COALESCE(p.capacity_unit, 'm³/d') AS "capacityUnit", COALESCE(p.process_type, '') AS "processType",
              to_char(p.commissioning_date, 'YYYY-MM-DD') AS "commissioningDate", COALESCE(p.remark, '') AS remark,
              ${shown('p.update_time')} AS "updatedAt", COALESCE(u.nick_name, '') AS "updatedBy", f.version,
              (SELECT json_agg(json_build_object('name', c.name, 'role', c.role, 'mobile', c.mobile,
                                                 'landline', c.landline) ORDER BY c.sort)
                 FROM arc_plant_contact c WHERE c.factory_id = f.id) AS contacts
         FROM sys_area f
         LEFT JOIN arc_plant p ON p.factory_id = f.id
         LEFT JOIN sys_user u ON u.user_id = p.update_by
        WHERE f.id = $1 AND f.type = 'factory'`,
      [factoryId],
    );
    const r = rows[0];
    if (!r) return null;
    return {
      ...r,
      capacityUnit: r.capacityUnit as CapacityUnit,
      longitude: num(r.longitude),
      latitude: num(r.latitude),
      designCapacity: num(r.designCapacity),
      contacts: r.contacts ?? [],
    };
  }

  /** Replaces the whole archive of the factory: its place, the archive row and the contacts. */
  async save(factoryId: number, body: PlantEditBody, userId: number, now: Date): Promise<void> {
    await this.db.query('UPDATE sys_area SET address = $2, longitude = $3, latitude = $4 WHERE id = $1', [
      factoryId,
      body.address,
      body.longitude,
      body.latitude,
    ]);
    await this.db.query(
      `INSERT INTO arc_plant (factory_id, design_capacity, capacity_unit, process_type, commissioning_date, remark,
                              update_by, update_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (factory_id) DO UPDATE SET design_capacity = $2, capacity_unit = $3, process_type = $4,
              commissioning_date = $5, remark = $6, update_by = $7, update_time = $8`,
      [
        factoryId,
        body.designCapacity,
        body.capacityUnit,
        body.processType,
        body.commissioningDate,
        body.remark,
        userId,
        now,
      ],
    );
    await this.db.query('DELETE FROM arc_plant_contact WHERE factory_id = $1', [factoryId]);
    for (const [i, c] of body.contacts.entries()) {
      await this.db.query(
        `INSERT INTO arc_plant_contact (factory_id, sort, name, role, mobile, landline)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [factoryId, i + 1, c.name, c.role, c.mobile, c.landline],
      );
    }
  }
}
