// `npm run secure-space`: the reference secure-space helper (docs/secure-space.md). Options (or environment):
//   --port N            SECURE_SPACE_PORT      where it listens on 127.0.0.1 (default 17653)
//   --origin URL        SECURE_SPACE_ORIGINS   a console origin allowed to ask (repeat, or comma-separated)
//   --user NAME         SECURE_SPACE_USER      the user it reports (default the OS account)
//   --signed-out        SECURE_SPACE_SIGNED_IN=0  answer "not signed in" (to try the refusal)
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import {
  DEFAULT_HELPER_PORT,
  DEFAULT_ORIGINS,
  STATUS_PATH,
  startSecureSpaceHelper,
} from './lib/secure-space-helper.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    origin: { type: 'string', multiple: true },
    user: { type: 'string' },
    'signed-out': { type: 'boolean', default: false },
  },
});
const env = process.env;
const port = Number(values.port ?? env.SECURE_SPACE_PORT ?? DEFAULT_HELPER_PORT);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`secure-space: invalid port "${values.port ?? env.SECURE_SPACE_PORT}": expected 1-65535`);
  process.exit(1);
}
const listed = values.origin ?? env.SECURE_SPACE_ORIGINS?.split(',') ?? DEFAULT_ORIGINS;
const origins = listed.map((o) => o.trim().replace(/\/$/, '')).filter(Boolean);
const signedIn = !values['signed-out'] && env.SECURE_SPACE_SIGNED_IN !== '0';
const user = values.user ?? env.SECURE_SPACE_USER ?? userInfo().username;

const { server } = await startSecureSpaceHelper({ port, origins, signedIn, user });
console.log(
  `secure-space helper on http://127.0.0.1:${port}${STATUS_PATH}: ${signedIn ? `signed in as ${user}` : 'signed out'}; ` +
    `console origins ${origins.join(', ')}`,
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
