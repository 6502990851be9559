/** Department tree for the user form (GET /api/system/dept/treeselect, RuoYi TreeSelect). */
import { Type } from '@sinclair/typebox';
import { DataReply } from '../../../../contract/common/schemas';
import { PERM } from '../../../../contract/permissions';
import { DeptNodeSchema } from '../../../../contract/user/schemas';
import type { RouteModule } from '../../context';
import { ok } from '../../shared/http';
import { UserAdminRepository } from '../user/admin-repository';

export const deptRoutes: RouteModule = async (app, { ctx }) => {
  const repo = new UserAdminRepository(ctx.db);
  app.get(
    '/api/system/dept/treeselect',
    // The user page is its only reader: the same code as the user list.
    {
      config: { permission: PERM.USER_LIST },
      schema: {
        summary: 'Department tree',
        description: 'Departments as a RuoYi TreeSelect tree, for the user form.',
        tags: ['dept'],
        response: { 200: DataReply(Type.Array(DeptNodeSchema)) },
      },
    },
    async () => ok(await repo.depts()),
  );
};
