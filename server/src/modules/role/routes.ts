/** Role options for the user form (GET /api/system/role/optionselect). */
import { Type } from '@sinclair/typebox';
import { DataReply } from '../../../../contract/common/schemas';
import { PERM } from '../../../../contract/permissions';
import { Role } from '../../../../contract/system/schemas';
import type { RouteModule } from '../../context';
import { ok } from '../../shared/http';
import { UserAdminRepository } from '../user/admin-repository';

export const roleRoutes: RouteModule = async (app, { ctx }) => {
  const repo = new UserAdminRepository(ctx.db);
  app.get(
    '/api/system/role/optionselect',
    {
      config: { permission: PERM.USER_LIST },
      schema: {
        summary: 'Role options',
        description: 'Every role, for the role picker of the user form.',
        tags: ['role'],
        response: { 200: DataReply(Type.Array(Role)) },
      },
    },
    async () => ok(await repo.roles()),
  );
};
