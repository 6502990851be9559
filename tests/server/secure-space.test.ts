/**
 * The secure space's settings and help (docs/secure-space.md): public, `required` by default with the reference
 * helper's address, `off` when configured; the CSP lets the console ask the helper only while the gate is on.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/client';
import { cspFor } from '../../server/src/plugins/security-headers';
import { createTestApp, openSeededDb } from './helpers/test-app';

const SETTINGS = '/api/system/secureSpace';
const HELP = '/api/system/secureSpace/help';

let db: Db;
beforeAll(async () => {
  db = await openSeededDb();
});
afterAll(async () => db.close());

describe('secure-space settings', () => {
  it('are public: required, the reference helper, the server copy of the docs', async () => {
    const t = await createTestApp(db);
    try {
      const res = await t.app.inject({ method: 'GET', url: SETTINGS });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        code: 200,
        msg: '操作成功',
        data: { mode: 'required', url: 'http://127.0.0.1:17653/status', helpUrl: HELP },
      });
      expect(res.headers['content-security-policy']).toBe(cspFor(false, 'http://127.0.0.1:17653'));
      const help = await t.app.inject({ method: 'GET', url: HELP });
      expect(help.statusCode).toBe(200);
      expect(help.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(help.body).toBe(await readFile('docs/secure-space.md', 'utf8'));
    } finally {
      await t.app.close();
    }
  });

  it('follow SECURE_SPACE=off and the configured addresses; the CSP then names no helper', async () => {
    const t = await createTestApp(db, {
      env: {
        SECURE_SPACE: 'off',
        SECURE_SPACE_URL: 'http://127.0.0.1:18000/status',
        SECURE_SPACE_HELP_URL: 'https://wiki.example.com/secure-space',
      },
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: SETTINGS });
      expect(res.json().data).toEqual({
        mode: 'off',
        url: 'http://127.0.0.1:18000/status',
        helpUrl: 'https://wiki.example.com/secure-space',
      });
      expect(res.headers['content-security-policy']).toBe(cspFor(false));
    } finally {
      await t.app.close();
    }
  });
});
