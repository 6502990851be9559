/**
 * The process page's public routes (docs/requirements.md §2 `/Process`; docs/architecture.md §3 "Big screens and the
 * process page"): the plants with process units, one plant's units in the archive's flow order with the latest reading
 * of each meter linked to a stage (migration 013), the ledger state of its devices and the stages in alarm; a stage
 * nothing is linked to shows nothing; 404 for no factory, 400 for a bad id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProcessStage, PublicPlant, PublicProcess } from '../../contract/screen';
import type { Db } from '../../server/src/db/client';
import { raise } from './helpers/alarm-fixtures';
import { dataClock, meterIdOf, newestReading } from './helpers/energy';
import { createTestApp, openSeededDb, type TestApp } from './helpers/test-app';

const HOUR = 3_600_000;

let db: Db;
let t: TestApp;

beforeAll(async () => {
  db = await openSeededDb();
  t = await createTestApp(db, { clock: await dataClock(db) });
});
afterAll(async () => {
  await t.app.close();
  await db.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, remoteAddress: '10.0.9.1', headers });

/** The plant's page, past any answer kept from before. */
async function processOf(factoryId: number, headers: Record<string, string> = {}): Promise<PublicProcess> {
  t.clock.advance(30_000);
  const res = await get(`/api/screen/public/process/${factoryId}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as PublicProcess;
}

const stage = (p: PublicProcess, name: string): ProcessStage => {
  const found = p.stages.find((s) => s.name === name);
  if (!found) throw new Error(`no stage ${name}`);
  return found;
};

describe('GET /api/screen/public/plants and process/{factoryId}', () => {
  it('lists the factories that have process units', async () => {
    const res = await get('/api/screen/public/plants');
    expect(res.statusCode).toBe(200);
    const plants = res.json().data as PublicPlant[];
    const { rows } = await db.query<{ id: number; n: number }>(
      'SELECT factory_id AS id, count(*)::int AS n FROM arc_process_unit GROUP BY factory_id ORDER BY factory_id',
    );
    expect(plants.map((p) => [p.factoryId, p.units]).sort((a, b) => a[0]! - b[0]!)).toEqual(
      rows.map((r) => [r.id, r.n]),
    );
    expect(plants[0]).toEqual({ factoryId: 11, name: '上海第一水厂', plantKind: 'water', units: 7 });
  });

  it("gives the units in the archive's flow order with their kind and design parameters", async () => {
    const p = await processOf(11);
    const { rows } = await db.query<{ unit_id: number; seq: number; name: string }>(
      'SELECT unit_id, seq, name FROM arc_process_unit WHERE factory_id = 11 ORDER BY seq',
    );
    expect(p.stages.map((s) => [s.unitId, s.seq, s.name])).toEqual(
      rows.map((r) => [r.unit_id, r.seq, r.name]),
    );
    expect(p).toMatchObject({ factoryId: 11, name: '上海第一水厂', plantKind: 'water' });
    expect(stage(p, '取水泵房')).toMatchObject({
      kind: '1',
      kindLabel: '取水',
      params: [
        { name: '设计流量', value: 17500, unit: 'm³/h' },
        { name: '水泵台数', value: 4, unit: '台' },
        { name: '设计扬程', value: 22, unit: 'm' },
      ],
    });
  });

  it("shows each stage meter's latest reading, a pump meter's as kW, and the devices' ledger states", async () => {
    const newest = await newestReading(db);
    const outflow = await meterIdOf(db, 'SH01-FM-01');
    const pump = await meterIdOf(db, 'SH01-EM-01');
    // A newer reading than any: the outflow 12 345.6 m³/h; the pump's register up 300 kWh since its hour before.
    await db.query('INSERT INTO energy_reading (meter_id, read_at, value) VALUES ($1, $2, 12345.6)', [
      outflow,
      new Date(newest + HOUR),
    ]);
    await db.query(
      `INSERT INTO energy_reading (meter_id, read_at, value, usage)
       SELECT meter_id, $2, value + 300, 300 FROM energy_reading WHERE meter_id = $1 AND read_at = $3`,
      [pump, new Date(newest + HOUR), new Date(newest)],
    );
    const send = stage(await processOf(11), '二级泵房');
    const at = (ms: number) => new Date(ms + 8 * HOUR).toISOString().slice(0, 19).replace('T', ' ');
    expect(send.meters.find((m) => m.name === '出厂水流量计')).toEqual({
      name: '出厂水流量计',
      kind: 'flow',
      value: 12345.6,
      unit: 'm³/h',
      readAt: at(newest + HOUR),
      online: true,
    });
    expect(send.meters.find((m) => m.name === '1#送水泵电表')).toMatchObject({ value: 300, unit: 'kW' });
    // Every other meter of the stage shows its own latest reading.
    const { rows } = await db.query<{ name: string; value: number; at: Date }>(
      `SELECT m.name, r.value::float8 AS value, r.read_at AS at FROM alarm_meter m
         JOIN LATERAL (SELECT * FROM energy_reading x WHERE x.meter_id = m.meter_id ORDER BY read_at DESC LIMIT 1) r ON true
        WHERE m.process_unit_id = $1 AND m.kind IN ('flow', 'quality')`,
      [send.unitId],
    );
    expect(rows.length).toBeGreaterThan(1);
    for (const r of rows) {
      expect(
        send.meters.find((m) => m.name === r.name),
        r.name,
      ).toMatchObject({ value: r.value, readAt: at(r.at.getTime()) });
    }
    expect(send.devices).toContainEqual({ name: '2#送水泵', status: 1, statusLabel: '备用' });
    expect(send.devices).toContainEqual({ name: '1#送水泵', status: 0, statusLabel: '运行' });
  });

  it("says a unit's kind and a device's state in English to an English console (docs/i18n.md)", async () => {
    const p = await processOf(11, { 'accept-language': 'en-US,en;q=0.9' });
    expect(stage(p, '取水泵房')).toMatchObject({ kind: '1', kindLabel: 'Intake' });
    const send = stage(p, '二级泵房');
    expect(send.devices).toContainEqual({ name: '2#送水泵', status: 1, statusLabel: 'Standby' });
    expect(send.devices).toContainEqual({ name: '1#送水泵', status: 0, statusLabel: 'Running' });
    // and Chinese to a Chinese console, the answer kept for both
    expect(stage(await processOf(11), '取水泵房').kindLabel).toBe('取水');
  });

  it('marks the stages with an active alarm on one of their meters or devices, and only those', async () => {
    await db.query('UPDATE alarm_record SET released_at = $1 WHERE factory_id = 11 AND released_at IS NULL', [
      new Date(t.clock.now()),
    ]);
    expect((await processOf(11)).stages.filter((s) => s.inAlarm)).toEqual([]);
    await raise(db, { kind: 3, minutesAgo: 2, now: t.clock.now(), on: 'SH01-FM-03' });
    await raise(db, { kind: 4, minutesAgo: 1, now: t.clock.now(), on: 'SH01-FM-03' });
    const p = await processOf(11);
    expect(p.stages.filter((s) => s.inAlarm).map((s) => s.name)).toEqual(['取水泵房']);
    expect(stage(p, '取水泵房')).toMatchObject({ activeAlarms: 2, alarmKinds: [3, 4], inAlarm: true });
    expect(stage(p, '二级泵房')).toMatchObject({ activeAlarms: 0, alarmKinds: [], inAlarm: false });
  });

  it("lists an instrument once: 原水浊度仪 is its meter's reading, linked to its ledger device, not also a device", async () => {
    // the source: the demo's 原水浊度仪 meter reads the 原水浊度仪 instrument of the ledger
    const { rows } = await db.query<{ factory_id: number; linked: string | null }>(
      `SELECT m.factory_id, d.device_name AS linked FROM alarm_meter m LEFT JOIN wo_device d ON d.device_id = m.device_id
        WHERE m.name = '原水浊度仪' ORDER BY m.factory_id`,
    );
    expect(rows).toEqual([
      { factory_id: 11, linked: '原水浊度仪' },
      { factory_id: 21, linked: '原水浊度仪' },
    ]);
    for (const factoryId of [11, 12, 21, 22]) {
      for (const s of (await processOf(factoryId)).stages) {
        const names = [...s.meters.map((m) => m.name), ...s.devices.map((d) => d.name)];
        expect(
          names.filter((n, i) => names.indexOf(n) !== i),
          `${factoryId} ${s.name}`,
        ).toEqual([]);
      }
    }
    const intake = stage(await processOf(11), '取水泵房');
    expect(intake.meters.map((m) => m.name)).toContain('原水浊度仪');
    expect(intake.devices.map((d) => d.name)).not.toContain('原水浊度仪');
    // a pump measured by its meter keeps its own line, with its state
    expect(stage(await processOf(11), '二级泵房').devices.map((d) => d.name)).toContain('1#送水泵');
  });

  it('shows nothing on a stage nothing is linked to, never an invented value', async () => {
    const lithium = stage(await processOf(22), '烟气热水型溴化锂机组');
    expect(lithium).toMatchObject({ meters: [], devices: [], activeAlarms: 0, inAlarm: false });
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM alarm_meter m JOIN arc_process_unit u ON u.unit_id = m.process_unit_id
        WHERE u.factory_id <> m.factory_id`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('answers 404 for an id that is no factory and 400 for a bad id', async () => {
    for (const id of [999, 1]) {
      const res = await get(`/api/screen/public/process/${id}`);
      expect([res.statusCode, res.json()]).toEqual([404, { code: 404, msg: '工厂不存在' }]);
    }
    const text = await get('/api/screen/public/process/abc');
    expect([text.statusCode, text.json()]).toEqual([
      400,
      { code: 400, msg: 'params/factoryId must be integer' },
    ]);
    const zero = await get('/api/screen/public/process/0');
    expect([zero.statusCode, zero.json()]).toEqual([
      400,
      { code: 400, msg: 'params/factoryId must be >= 1' },
    ]);
  });
});
