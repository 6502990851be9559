/** All SQL about a user's favourite menus (sys_user_favorite). */
import type { Db } from '../../db/client';

export class FavouriteRepository {
  constructor(private readonly db: Db) {}

  /** Menu ids in the order they were added. */
  async menuIds(userId: number): Promise<number[]> {
    const { rows } = await this.db.query<{ menu_id: number }>(
      'SELECT menu_id FROM sys_user_favorite WHERE user_id = $1 ORDER BY fav_id',
      [userId],
    );
    return rows.map((r) => r.menu_id);
  }

  /** Idempotent: adding a favourite twice keeps the first one (and its place in the list). */
  async add(userId: number, menuId: number, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO sys_user_favorite (user_id, menu_id, create_time) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, menu_id) DO NOTHING`,
      [userId, menuId, now],
    );
  }

  async remove(userId: number, menuId: number): Promise<void> {
    await this.db.query('DELETE FROM sys_user_favorite WHERE user_id = $1 AND menu_id = $2', [
      userId,
      menuId,
    ]);
  }

  /** Whether the id names an enabled console page (type C, not an external link). */
  async isPage(menuId: number): Promise<boolean> {
    const { rows } = await this.db.query(
      `SELECT 1 FROM sys_menu WHERE menu_id = $1 AND menu_type = 'C' AND is_frame = '1' AND status = '0'`,
      [menuId],
    );
    return rows.length > 0;
  }
}
