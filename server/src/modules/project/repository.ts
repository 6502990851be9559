/** All SQL about the user's current project (factory), chosen in the top-bar picker. */
import type { Db } from '../../db/client';

export class ProjectRepository {
  constructor(private readonly db: Db) {}

  async setCurrentFactory(userId: number, factoryId: number): Promise<void> {
    await this.db.query('UPDATE sys_user SET current_factory_id = $2 WHERE user_id = $1', [
      userId,
      factoryId,
    ]);
  }
}
