/**
 * The signed-in user's own record (docs/requirements.md §7 "Users": GET/PUT profile, updatePwd, avatar). SIGNED_IN:
 * every route acts on the caller only, whatever their codes; no user id is ever taken from the request.
 */
import { Reply, ResultCode } from '../../../../contract/common';
import { SIGNED_IN } from '../../../../contract/permissions';
import { PROFILE_MSG, ProfileReply, ProfileUpdateBody } from '../../../../contract/profile';
import type { RouteModule } from '../../context';
import { unauthorized } from '../../errors';
import { done, OK_MSG } from '../../shared/http';
import { principalOf } from '../../shared/principal';
import { UserRepository } from '../user/repository';
import { avatarRoutes } from './avatar-routes';
import { passwordRoutes } from './password-routes';
import { updateProfile } from './profile-update';

export const profileRoutes: RouteModule = async (app, { ctx }) => {
  const users = new UserRepository(ctx.db);

  app.get(
    '/api/system/user/profile',
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'My profile',
        description: 'The caller\'s own record, role names and post group (docs/requirements.md §7 "Users").',
        tags: ['profile'],
        response: { 200: ProfileReply },
      },
    },
    async (request) => {
      const user = await users.profile(principalOf(request).userId);
      if (!user) throw unauthorized();
      return {
        code: ResultCode.OK,
        msg: OK_MSG,
        data: user,
        roleGroup: user.roles.map((r) => r.roleName).join(','),
        postGroup: '',
      };
    },
  );

  app.put(
    '/api/system/user/profile',
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'Update my profile',
        description: "Changes the caller's own nickname, phone, email, sex and ID; never another user's.",
        tags: ['profile'],
        body: ProfileUpdateBody,
        response: { 200: Reply },
      },
    },
    async (request) => {
      await updateProfile(ctx.db, principalOf(request).userId, request.body);
      return done(PROFILE_MSG.UPDATED);
    },
  );

  passwordRoutes(app, ctx);
  avatarRoutes(app, ctx);
};
