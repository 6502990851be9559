/**
 * Departments (docs/administration.md "部门管理"): the 部门管理 page's list, add, edit (a changed parent moves the
 * department) and delete, and the tree of the user form (GET /api/system/dept/treeselect, RuoYi TreeSelect).
 */
import { Type } from '@sinclair/typebox';
import { DataReply, PageReply, Reply } from '../../../../contract/common/schemas';
import {
  DEPT_MSG,
  DeptAddBody,
  DeptEditBody,
  DeptIdParams,
  DeptListQuery,
  DeptRow,
} from '../../../../contract/dept/schemas';
import { PERM } from '../../../../contract/permissions';
import { DeptNodeSchema } from '../../../../contract/user/schemas';
import type { RouteModule } from '../../context';
import { editorOf } from '../record-version/repository';
import { done, ok } from '../../shared/http';
import { page } from '../../shared/paging';
import { UserAdminRepository } from '../user/admin-repository';
import { DeptRepository } from './repository';
import { DeptService } from './service';

export const deptRoutes: RouteModule = async (app, { ctx }) => {
  const users = new UserAdminRepository(ctx.db);
  const depts = new DeptRepository(ctx.db);
  const service = new DeptService(ctx.db);

  app.get(
    '/api/system/dept/treeselect',
    // The user page is its only reader: the same code as the user list.
    {
      config: { permission: PERM.USER_LIST },
      schema: {
        summary: 'Department tree',
        description: 'Enabled departments as a RuoYi TreeSelect tree, for the user form.',
        tags: ['dept'],
        response: { 200: DataReply(Type.Array(DeptNodeSchema)) },
      },
    },
    async () => ok(await users.depts()),
  );

  app.get(
    '/api/system/dept/list',
    {
      config: { permission: PERM.DEPT_LIST },
      schema: {
        summary: 'List departments',
        description:
          'Every department matching part of a name (any case) and a status, flat with parentId, in tree order, ' +
          'each with how many users it has: a tree is not paged, so `rows` holds them all and `total` counts them.',
        tags: ['dept'],
        querystring: DeptListQuery,
        response: { 200: PageReply(DeptRow) },
      },
    },
    async (request) => {
      const rows = await depts.list(request.query);
      return page(rows, rows.length);
    },
  );

  app.post(
    '/api/system/dept',
    {
      config: { permission: PERM.DEPT_ADD },
      schema: {
        summary: 'Add a department',
        description:
          'Creates a department under a parent (0: top level); a sibling of the same name is refused.',
        tags: ['dept'],
        body: DeptAddBody,
        response: {
          200: Type.Object({
            code: Type.Integer(),
            msg: Type.String(),
            data: Type.Optional(Type.Object({ deptId: Type.Integer() })),
          }),
        },
      },
    },
    async (request) => {
      const deptId = await service.add(request.body);
      return { ...done(DEPT_MSG.ADDED), data: { deptId } };
    },
  );

  app.put(
    '/api/system/dept',
    {
      config: { permission: PERM.DEPT_EDIT },
      schema: {
        summary: 'Edit or move a department',
        description:
          'Replaces a department; a new parentId moves it with everything under it (400 naming body/parentId when ' +
          'that is the department itself or below it).',
        tags: ['dept'],
        body: DeptEditBody,
        response: { 200: Reply },
      },
    },
    async (request) => {
      await service.edit(request.body, editorOf(request, ctx.clock));
      return done(DEPT_MSG.UPDATED);
    },
  );

  app.delete(
    '/api/system/dept/:id',
    {
      config: { permission: PERM.DEPT_REMOVE },
      schema: {
        summary: 'Delete a department',
        description:
          'Deletes a department without children and users; otherwise refused, the message naming which and how many.',
        tags: ['dept'],
        params: DeptIdParams,
        response: { 200: Reply },
      },
    },
    async (request) => {
      await service.remove(request.params.id);
      return done(DEPT_MSG.DELETED);
    },
  );
};
