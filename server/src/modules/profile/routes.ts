/**
 * The signed-in user's own record (docs/requirements.md §7 "Users": GET/PUT profile, edit/loginuser, updatePwd,
 * resetSelfPwd, avatar). SIGNED_IN: every route acts on the caller only, whatever their codes; no user id is
 * ever taken from the request (edit/loginuser only checks the one it is sent against the caller).
 */
import { requestLang } from '../../shared/i18n/lang';
import { Reply, ResultCode } from '../../../../contract/common/schemas';
import { SIGNED_IN } from '../../../../contract/permissions';
import {
  LoginUserEditBody,
  PROFILE_MSG,
  ProfileReply,
  ProfileUpdateBody,
} from '../../../../contract/profile/schemas';
import type { RouteModule } from '../../context';
import { badInput, unauthorized } from '../../errors';
import { at } from '../../shared/clock';
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
      const found = await users.profile(principalOf(request).userId);
      if (!found) throw unauthorized();
      // seeded role names in the request's language (docs/i18n.md)
      const user = { ...found, roles: ctx.seeded.roles(requestLang(request), found.roles) };
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
      await updateProfile(ctx.db, principalOf(request).userId, request.body, at(ctx.clock));
      return done(PROFILE_MSG.UPDATED);
    },
  );

  // docs/requirements.md §7 "Users" lists this path among the user calls: the signed-in user's own basic info,
  // through the same service as PUT profile (docs/architecture.md §3 "Files, avatars and administration").
  app.put(
    '/api/system/user/edit/loginuser',
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'Edit my basic info',
        description:
          'The same change as PUT /api/system/user/profile (nickname, phone, email, sex, ID, address; roles, ' +
          'department, status and account name never change here) for a client that sends the whole user: a ' +
          "`userId` in the body must be the caller's own.",
        tags: ['profile'],
        body: LoginUserEditBody,
        response: { 200: Reply },
      },
    },
    async (request) => {
      const { userId } = principalOf(request);
      if (request.body.userId !== undefined && request.body.userId !== userId) {
        throw badInput('body/userId', 'must be the signed-in user');
      }
      await updateProfile(ctx.db, userId, request.body, at(ctx.clock));
      return done(PROFILE_MSG.UPDATED);
    },
  );

  passwordRoutes(app, ctx);
  avatarRoutes(app, ctx);
};
