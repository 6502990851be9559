/** Dictionary entries by type (SPEC §7 "Projects, files, misc"). Every signed-in user needs them. */
import { Type } from '@sinclair/typebox';
import { DataReply } from '../../../../contract/common';
import { SIGNED_IN } from '../../../../contract/permissions';
import { DictData, DictTypeParams } from '../../../../contract/system';
import type { RouteModule } from '../../context';
import { ok } from '../../shared/http';
import { DictRepository } from './repository';

export const dictRoutes: RouteModule = async (app, { ctx }) => {
  const dicts = new DictRepository(ctx.db);

  app.get(
    '/api/system/dict/data/type/:type',
    {
      config: { permission: SIGNED_IN },
      schema: { params: DictTypeParams, response: { 200: DataReply(Type.Array(DictData)) } },
    },
    async (request) => ok(await dicts.dataOfType(request.params.type)),
  );
};
