/**
 * Avatar upload and download (docs/requirements.md §7 "PUT /api/system/user/avatar"). The picture lives in the database
 * and is served with its checked content type; its URL carries the upload version, so it may be cached
 * privately for long (no shared cache: it is personal data behind a token).
 */
import { Type } from '@sinclair/typebox';
import { ResultCode } from '../../../../contract/common/schemas';
import { SIGNED_IN } from '../../../../contract/permissions';
import {
  AvatarBody,
  AvatarParams,
  AvatarReply,
  avatarUrl,
  PROFILE_MSG,
} from '../../../../contract/profile/schemas';
import type { AppContext, AppInstance } from '../../context';
import { notFound } from '../../errors';
import { principalOf } from '../../shared/principal';
import { parseAvatar } from './avatar-image';
import { ProfileRepository } from './repository';

const AVATAR_CACHE = 'private, max-age=31536000, immutable';
export const AVATAR_NOT_FOUND = '头像不存在';

export function avatarRoutes(app: AppInstance, ctx: AppContext): void {
  const profiles = new ProfileRepository(ctx.db);

  // PUT is docs/requirements.md §7's path; RuoYi's console posts to the other one. Same handler.
  for (const [method, url] of [
    ['PUT', '/api/system/user/avatar'],
    ['POST', '/api/system/user/profile/avatar'],
  ] as const) {
    app.route({
      method,
      url,
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'Upload my avatar',
        description:
          "Replaces the caller's avatar with a PNG or JPEG data URL of at most 512 KB and answers its new URL. " +
          (method === 'PUT'
            ? 'The path of docs/requirements.md §7; POST …/profile/avatar is the same.'
            : "RuoYi's path for PUT /api/system/user/avatar, the same call."),
        tags: ['profile'],
        body: AvatarBody,
        response: { 200: AvatarReply },
      },
      handler: async (request) => {
        const { userId } = principalOf(request);
        const image = parseAvatar(request.body.avatar);
        const version = ctx.clock.now();
        const imgUrl = avatarUrl(userId, version);
        await profiles.saveAvatar(userId, { ...image, version }, imgUrl);
        return { code: ResultCode.OK, msg: PROFILE_MSG.AVATAR_UPLOADED, imgUrl };
      },
    });
  }

  app.get(
    '/api/system/user/avatar/:userId',
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: "A user's avatar",
        description:
          'The picture with its own content type, privately cacheable for a year (the URL carries the upload ' +
          'version); 304 when If-None-Match holds its ETag, 404 when the user has none.',
        tags: ['profile'],
        params: AvatarParams,
        // Per media type so that the document says image; a Buffer is sent as it is, unserialised.
        response: {
          200: {
            description: 'The picture.',
            content: {
              'image/png': { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) },
              'image/jpeg': { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) },
            },
          },
          304: { description: 'Not modified: the ETag in If-None-Match is current.', type: 'null' },
        },
      },
      // After the security headers' blanket no-store on /api: this answer alone may be cached.
      onSend: async (_request, reply, payload) => {
        if (reply.statusCode === 200 || reply.statusCode === 304) reply.header('Cache-Control', AVATAR_CACHE);
        return payload;
      },
    },
    async (request, reply) => {
      const avatar = await profiles.avatar(request.params.userId);
      if (!avatar) throw notFound(AVATAR_NOT_FOUND);
      const etag = `"${request.params.userId}-${avatar.version}"`;
      reply.header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(undefined);
      reply.type(avatar.contentType);
      return reply.send(Buffer.from(avatar.data.buffer, avatar.data.byteOffset, avatar.data.byteLength));
    },
  );
}
