// A water utility's work-order history, generated set-based in PostgreSQL (generate_series, INSERT … SELECT; nothing
// row by row from Node) beside the demo data: PLANTS plants under an area of their own, their devices and meter ledger
// rows (no readings: the energy bench makes those), four people per plant bound to it (two operators, a supervisor, a
// viewer of the ledgers), and ORDERS orders of the four kinds over five years, newest first, mostly closed, each with
// its process log and its messages (a to-do to whoever had to act, a message to the reporter). Ids are explicit and
// start at ID_BASE, far above the demo's, so the demo's rows and the generated ones never meet.
export const ID_BASE = 100_000;
export const PLANT_BASE = 1000;
/** people per plant: 1, 2 operators; 3 supervisor; 4 a second supervisor who only reads */
export const PEOPLE_PER_PLANT = 4;
export const BENCH_PASSWORD = 'super123';

/** The user id of person `k` (1-based) of plant `p` (1-based). */
export const personOf = (p, k) => ID_BASE + (p - 1) * PEOPLE_PER_PLANT + k;
export const plantId = (p) => PLANT_BASE + p;

/**
 * The statements, in order. `$1` orders, `$2` plants, `$3` devices per plant, `$4` meters per plant, `$5` the share of
 * orders still open among the newest (0.02: the last five weeks or so).
 */
export const GENERATE = [
  `INSERT INTO sys_area (id, parent_id, name, type, code, order_num)
   VALUES (${PLANT_BASE}, 0, '全国水务', 'area', 'UT', 90)`,
  `INSERT INTO sys_area (id, parent_id, name, type, code, order_num)
   SELECT ${PLANT_BASE} + p, ${PLANT_BASE}, '水厂' || lpad(p::text, 2, '0'), 'factory', 'UT-' || lpad(p::text, 3, '0'), p
     FROM generate_series(1, $2::int) AS p`,
  // everyone signs in with the demo supervisor's password (scrypt hash copied, not recomputed per row)
  `INSERT INTO sys_user (user_id, user_name, nick_name, password_hash, dept_id, current_factory_id)
   SELECT ${ID_BASE} + (p - 1) * ${PEOPLE_PER_PLANT} + k, 'ut' || p || '_' || k,
          (ARRAY['运维员', '运维员', '主管', '副主管'])[k] || p || '-' || k,
          (SELECT password_hash FROM sys_user WHERE user_name = 'supervisor'), 101, ${PLANT_BASE} + p
     FROM generate_series(1, $2::int) AS p, generate_series(1, ${PEOPLE_PER_PLANT}) AS k`,
  `INSERT INTO sys_user_role (user_id, role_id)
   SELECT user_id, CASE WHEN (user_id - ${ID_BASE}) % ${PEOPLE_PER_PLANT} IN (1, 2) THEN 2 ELSE 3 END
     FROM sys_user WHERE user_id > ${ID_BASE}`,
  `INSERT INTO sys_user_factory (user_id, factory_id)
   SELECT user_id, current_factory_id FROM sys_user WHERE user_id > ${ID_BASE}`,
  `INSERT INTO wo_device (device_id, factory_id, device_show_code, device_name, asset_type, model, location, status,
                         install_date)
   SELECT ${ID_BASE} + (p - 1) * $3::int + n, ${PLANT_BASE} + p, 'SB-' || lpad(n::text, 4, '0'),
          (ARRAY['提升泵', '加药泵', '鼓风机', '格栅机', '刮泥机', '变频柜', '液位计', '流量计', '阀门', '搅拌器'])[1 + n % 10]
            || lpad(n::text, 3, '0') || '号',
          (ARRAY['1031', '1032', '1033', '1034'])[1 + n % 4], 'M-' || (n % 17), '车间' || (1 + n % 6),
          (ARRAY[0, 0, 0, 0, 0, 0, 1, 1, 2, 3])[1 + n % 10], date '2018-01-01' + n
     FROM generate_series(1, $2::int) AS p, generate_series(1, $3::int) AS n`,
  `INSERT INTO alarm_collector (collector_id, factory_id, code, name, address)
   SELECT ${ID_BASE} + (p - 1) * 2 + c, ${PLANT_BASE} + p, 'CJ-' || c, '采集器' || c, '10.' || p || '.0.' || c
     FROM generate_series(1, $2::int) AS p, generate_series(1, 2) AS c`,
  `INSERT INTO alarm_meter (meter_id, factory_id, collector_id, device_id, code, name, instrument_addr, energy_addr,
                           kind, online, last_value, last_read_at)
   SELECT ${ID_BASE} + (p - 1) * $4::int + n, ${PLANT_BASE} + p, ${ID_BASE} + (p - 1) * 2 + 1 + n % 2,
          CASE WHEN n <= $3::int THEN ${ID_BASE} + (p - 1) * $3::int + n END,
          'YB-' || lpad(n::text, 4, '0'),
          (ARRAY['电表', '水表', '燃气表', '流量计', '水质仪'])[1 + n % 5] || lpad(n::text, 3, '0'),
          (100000 + p * 1000 + n)::text, (n % 999999)::text,
          (ARRAY['electricity', 'water', 'gas', 'flow', 'quality'])[1 + n % 5], n % 23 <> 0,
          (n * 7.3)::numeric(14, 3), now() - make_interval(mins => n % 60)
     FROM generate_series(1, $2::int) AS p, generate_series(1, $4::int) AS n`,
  // The orders, i = 1 the newest, one every 5 years / ORDERS. Kinds 40 % repair, 30 % maintenance, 25 % inspection,
  // 5 % planned repair; the newest share in every status, older ones closed but one in 500 left open (a backlog that
  // is long overdue); one in 20 raised from an alarm without a ledger device.
  `INSERT INTO wo_task (task_id, task_no, kind, status, factory_id, device_id, source_code, source_name, fix_type,
                       report_source, is_statistics, fix_start_time, report_by, report_content, report_time, exec_time,
                       exec_by, distribute_by, accept_by, handle_result, handle_desc, handle_finish_time, priority,
                       response_due, due_time, version, create_time, update_time)
   SELECT ${ID_BASE} + i, 'U' || upper(left(kind, 1)) || lpad(i::text, 9, '0'), kind, status, ${PLANT_BASE} + p,
          CASE WHEN i % 20 <> 0 THEN ${ID_BASE} + (p - 1) * $3::int + dv END,
          CASE WHEN i % 20 = 0 THEN 'YB-' || lpad(dv::text, 4, '0') ELSE '' END,
          CASE WHEN i % 20 = 0 THEN '仪表' || dv || '数据异常' ELSE '' END,
          (1 + i % 3)::text, (1 + i % 4)::text, i % 2, reported + interval '10 minutes',
          ${ID_BASE} + (p - 1) * ${PEOPLE_PER_PLANT} + 1 + i % 2,
          (ARRAY['异响', '漏水', '振动大', '温度高', '无法启动', '例行保养', '例行巡检'])[1 + i % 7] || ' #' || (i % 1000),
          reported, CASE WHEN status <> 0 THEN reported + interval '4 hours' END,
          CASE WHEN status <> 0 THEN ${ID_BASE} + (p - 1) * ${PEOPLE_PER_PLANT} + 1 + (i / 3) % 2 END,
          CASE WHEN status <> 0 THEN ${ID_BASE} + (p - 1) * ${PEOPLE_PER_PLANT} + 3 END,
          CASE WHEN status IN (3, 4, 9) THEN ${ID_BASE} + (p - 1) * ${PEOPLE_PER_PLANT} + 3 END,
          CASE WHEN status IN (2, 3, 4, 9) THEN (1 + i % 2)::text ELSE '' END,
          CASE WHEN status IN (2, 3, 4, 9) THEN '已处理' ELSE '' END,
          CASE WHEN status IN (2, 3, 4, 9) THEN reported + interval '1 day' END,
          priority, reported + make_interval(mins => (ARRAY[30, 120, 480, 1440])[priority]),
          reported + make_interval(mins => (ARRAY[240, 1440, 4320, 10080])[priority]),
          CASE status WHEN 0 THEN 0 WHEN 1 THEN 1 WHEN 2 THEN 2 WHEN 3 THEN 3 WHEN 4 THEN 4 ELSE 5 END,
          reported, reported + interval '1 day'
     FROM (SELECT i, 1 + i % $2::int AS p, 1 + (i / $2::int) % $3::int AS dv, 1 + (i * 3) % 4 AS priority,
                  now() - make_interval(secs => i * (5 * 365 * 86400.0 / $1::int)) AS reported,
                  CASE WHEN (i * 31) % 20 < 8 THEN 'fix' WHEN (i * 31) % 20 < 14 THEN 'maint'
                       WHEN (i * 31) % 20 < 19 THEN 'inspect' ELSE 'planFix' END AS kind,
                  CASE WHEN i <= $1::int * $5::float8 THEN (ARRAY[0, 1, 2, 3, 4, 9, 9, 9])[1 + (i * 17) % 8]
                       WHEN i % 500 = 0 THEN (ARRAY[0, 1, 4])[1 + (i / 500) % 3]
                       ELSE 9 END AS status
             FROM generate_series(1, $1::int) AS i) o`,
  // The process log: dispatch, handling, acceptance as far as each order went (the report is the order itself).
  `INSERT INTO wo_task_log (task_id, log_type, title, log_obj, create_by, create_time)
   SELECT t.task_id, (ARRAY[3, 1, 5])[s], (ARRAY['派单', '处理', '验收通过'])[s],
          CASE s WHEN 1 THEN jsonb_build_object('distributeByName', '主管', 'execByName', '运维员')
                 WHEN 2 THEN jsonb_build_object('execByName', '运维员', 'handleResult', t.handle_result,
                                                'handleResultLabel', '已修复', 'handleDesc', t.handle_desc)
                 ELSE jsonb_build_object('acceptByName', '主管', 'acceptResult', 1, 'acceptDesc', '') END,
          CASE s WHEN 1 THEN t.distribute_by WHEN 2 THEN t.exec_by ELSE t.accept_by END,
          t.report_time + make_interval(hours => s * 4)
     FROM wo_task t CROSS JOIN generate_series(1, 3) AS s
    WHERE t.task_id > ${ID_BASE}
      AND s <= CASE WHEN t.status = 0 THEN 0 WHEN t.status = 1 THEN 1 WHEN t.status = 9 THEN 3 ELSE 2 END`,
  // Messages: the reporter's message once the order moved (read unless recent) and the to-do of whoever had to act at
  // the order's last step (the supervisor to dispatch, audit or accept, the executor to handle), sent at that step's
  // version (open while the order still is at it, todo-rule.ts).
  `INSERT INTO sys_task_msg (user_id, factory_id, tab, msg_title, task_type, task_no, device_show_code, device_name,
                            is_read, task_id, task_status, task_version, create_time)
   SELECT CASE WHEN m.tab = 1 THEN t.report_by WHEN t.status IN (1, 2) THEN t.exec_by
               ELSE ${ID_BASE} + (t.factory_id - ${PLANT_BASE} - 1) * ${PEOPLE_PER_PLANT} + 3 END,
          t.factory_id, m.tab,
          CASE WHEN m.tab = 1 THEN '您上报的工单' || t.task_no || '有新进展' ELSE '您有新的工单' || t.task_no || '待处理' END,
          CASE t.kind WHEN 'fix' THEN 1 WHEN 'maint' THEN 2 WHEN 'inspect' THEN 3 ELSE 4 END, t.task_no,
          COALESCE(d.device_show_code, t.source_code), COALESCE(d.device_name, t.source_name),
          CASE WHEN t.task_id - ${ID_BASE} <= $1::int * $5::float8 THEN 0 ELSE 1 END,
          t.task_id, t.status, CASE WHEN t.status = 9 THEN t.version - 1 ELSE t.version END,
          t.report_time + interval '5 minutes'
     FROM wo_task t LEFT JOIN wo_device d ON d.device_id = t.device_id
    CROSS JOIN (VALUES (1), (2)) AS m(tab)
    WHERE t.task_id > ${ID_BASE} AND (m.tab = 2 OR t.status <> 0)`,
];

/** Keeps the sequences past the explicit ids, so the server's own inserts after the bench never collide. */
export const AFTER = [
  `SELECT setval(pg_get_serial_sequence('sys_user', 'user_id'), (SELECT max(user_id) FROM sys_user))`,
  `SELECT setval(pg_get_serial_sequence('wo_device', 'device_id'), (SELECT max(device_id) FROM wo_device))`,
  `SELECT setval(pg_get_serial_sequence('alarm_collector', 'collector_id'), (SELECT max(collector_id) FROM alarm_collector))`,
  `SELECT setval(pg_get_serial_sequence('alarm_meter', 'meter_id'), (SELECT max(meter_id) FROM alarm_meter))`,
  `SELECT setval(pg_get_serial_sequence('wo_task', 'task_id'), (SELECT max(task_id) FROM wo_task))`,
  'VACUUM ANALYZE',
];
