/**
 * The secure space's settings (docs/secure-space.md): whether downloads are gated (SECURE_SPACE), the local helper's
 * address the console asks (SECURE_SPACE_URL) and the help page of the refusal. Public: the console reads them once
 * at start, before anyone signs in, and none of them is a secret (the helper answers on the user's own machine).
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Type } from '@sinclair/typebox';
import { DataReply } from '../../../../contract/common/schemas';
import { PUBLIC_ROUTE } from '../../../../contract/permissions';
import { SECURE_SPACE_API, SecureSpaceSettingsSchema } from '../../../../contract/secure-space/schemas';
import type { RouteModule } from '../../context';
import { notFound } from '../../errors';
import { ok } from '../../shared/http';

/** The document the help route sends: the repository's own, read from the working directory as `npm start` runs. */
export const HELP_DOC = 'docs/secure-space.md';
const HELP_MISSING = '帮助文档不存在';

export const secureSpaceRoutes: RouteModule = async (app, { ctx }) => {
  const { config } = ctx;
  const settings = {
    mode: config.secureSpace,
    url: config.secureSpaceUrl,
    helpUrl: config.secureSpaceHelpUrl ?? SECURE_SPACE_API.HELP,
  };

  app.get(
    SECURE_SPACE_API.SETTINGS,
    {
      config: { permission: PUBLIC_ROUTE },
      schema: {
        summary: 'Secure-space settings',
        description:
          'Whether downloads need the local secure-space helper (`required`) or not (`off`), the address of the ' +
          "helper's status the console asks, and the page that explains it (docs/secure-space.md).",
        tags: ['secure-space'],
        response: { 200: DataReply(SecureSpaceSettingsSchema) },
      },
    },
    async () => ok(settings),
  );

  app.get(
    SECURE_SPACE_API.HELP,
    {
      config: { permission: PUBLIC_ROUTE },
      schema: {
        summary: 'How to get a secure space',
        description: `${HELP_DOC} as UTF-8 text: what the secure space is and how to start the helper.`,
        tags: ['secure-space'],
        response: {
          200: { description: 'The document.', content: { 'text/plain': { schema: Type.String() } } },
        },
      },
    },
    async (_request, reply) => {
      const text = await readFile(resolve(HELP_DOC), 'utf8').catch(() => null);
      if (text === null) throw notFound(HELP_MISSING);
      return reply.type('text/plain; charset=utf-8').send(text);
    },
  );
};
