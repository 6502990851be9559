/**
 * The tests' seeded databases store the demo accounts' passwords and the demo client's secret with scrypt at N = 1024
 * instead of 16384 (docs/architecture.md §5 "Tests"). Every test signs in: about 500 sign-ins per run at ~40 ms of
 * scrypt each became ~3 ms. The stored hash names its own N, so the server verifies these exactly as any other hash;
 * hashing itself, and every password a test sets, still uses the real cost.
 */
import type { Db } from '../../../server/src/db/client';
import { DEMO_ACCOUNTS, DEMO_CLIENT } from '../../../server/src/setup/seed/demo-data';
import { hashPassword } from '../../../server/src/shared/password';

const TEST_SCRYPT_COST = 1024;

export async function cheapenDemoHashes(db: Db): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    await db.query('UPDATE sys_user SET password_hash = $1 WHERE user_name = $2', [
      await hashPassword(account.password, TEST_SCRYPT_COST),
      account.userName,
    ]);
  }
  await db.query('UPDATE oauth_client SET secret_hash = $1 WHERE client_id = $2', [
    await hashPassword(DEMO_CLIENT.secret, TEST_SCRYPT_COST),
    DEMO_CLIENT.clientId,
  ]);
}
