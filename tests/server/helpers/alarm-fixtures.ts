/** Alarm test data: alarms written straight to the file's database on the seeded collectors and meters. */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { AlarmKind } from '../../../contract/alarm';
import type { AppInstance } from '../../../server/src/context';
import type { Db } from '../../../server/src/db/client';
import { bearer } from './test-app';

export interface RaiseOptions {
  kind: AlarmKind;
  /** minutes before `now` */
  minutesAgo: number;
  now: number;
  /** a seeded meter code (meter alarms) or collector code (kind 1) */
  on: string;
}

/** Raises one alarm on a seeded meter or collector; answers its id. */
export async function raise(db: Db, o: RaiseOptions): Promise<number> {
  const raisedAt = new Date(o.now - o.minutesAgo * 60_000);
  const { rows } = await db.query<{ id: number }>(
    o.kind === 1
      ? `INSERT INTO alarm_record (factory_id, kind, device_type, collector_id, code, address, name, content, raised_at)
         SELECT factory_id, 1, 1, collector_id, code, address, name, '采集器通讯异常', $2
           FROM alarm_collector WHERE code = $1
         RETURNING alarm_record_id AS id`
      : `INSERT INTO alarm_record (factory_id, kind, device_type, collector_id, meter_id, device_id, code, address, name,
                                   content, raised_at)
         SELECT factory_id, $3, 2, collector_id, meter_id, device_id, code, instrument_addr, name, '测试告警', $2
           FROM alarm_meter WHERE code = $1
         RETURNING alarm_record_id AS id`,
    o.kind === 1 ? [o.on, raisedAt] : [o.on, raisedAt, o.kind],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no seeded collector or meter ${o.on}`);
  // As insertAlarms raises one (server/src/modules/alarm/repository.ts): the rule's priority and the raised event.
  await db.query(
    `UPDATE alarm_record r SET priority = p.priority FROM alarm_priority_rule p
      WHERE r.alarm_record_id = $1 AND p.kind = r.kind AND p.device_type = r.device_type`,
    [id],
  );
  await db.query(
    `INSERT INTO alarm_event (alarm_record_id, factory_id, event, at)
     SELECT alarm_record_id, factory_id, 'raised', raised_at FROM alarm_record WHERE alarm_record_id = $1`,
    [id],
  );
  return id;
}

export async function wipeAlarms(db: Db): Promise<void> {
  await db.query('DELETE FROM alarm_record');
}

export async function activeIds(db: Db): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT alarm_record_id AS id FROM alarm_record WHERE released_at IS NULL ORDER BY alarm_record_id',
  );
  return rows.map((r) => r.id);
}

export function alarmCall(
  app: AppInstance,
  token: string,
  method: InjectOptions['method'],
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}
