/** The SQL of the top bar services: which district a factory lies in, for the default weather city. */
import type { Db } from '../../db/client';

export class TopBarRepository {
  constructor(private readonly db: Db) {}

  /** The user's current factory (PUT currentproject), or null. */
  async currentFactoryId(userId: number): Promise<number | null> {
    const { rows } = await this.db.query<{ current_factory_id: number | null }>(
      'SELECT current_factory_id FROM sys_user WHERE user_id = $1',
      [userId],
    );
    return rows[0]?.current_factory_id ?? null;
  }

  /** The factory's district code (sys_area.district_code), '' when it has none or is no factory. */
  async districtOf(factoryId: number): Promise<string> {
    const { rows } = await this.db.query<{ district_code: string }>(
      "SELECT district_code FROM sys_area WHERE id = $1 AND type = 'factory'",
      [factoryId],
    );
    return rows[0]?.district_code ?? '';
  }
}
