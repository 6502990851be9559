/**
 * en-US of what the server says (docs/i18n.md): every message constant (`*_MSG` in contract/ and server/src, found by
 * reading the sources, so a new one is walked too), every seeded menu title, dictionary label and role name, every
 * message title the work orders and reports write and every alarm content has an English text without Chinese.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALARM_KINDS } from '../../contract/alarm';
import { URGE_TYPE } from '../../contract/message';
import { URGE_RUNGS } from '../../contract/report';
import { WO_KINDS } from '../../contract/work-order';
import { collectorAlarm, meterAlarm, type MeterRow } from '../../server/src/modules/alarm/simulator';
import { decided, submitted } from '../../server/src/modules/report/notices';
import { DEFAULT_URGE_TIMES, urgeTitle } from '../../server/src/modules/report/urge-schedule';
import { fanout, type WoEvent } from '../../server/src/modules/work-order/task-messages';
import { messageEn, messageIn } from '../../server/src/shared/i18n/messages';
import { SEED_TEXTS_EN } from '../../server/src/shared/i18n/seed-catalog';
import { seedTranslator } from '../../server/src/setup/seed/seeded-texts';
import { storedTextEn } from '../../server/src/shared/i18n/stored-text-catalog';
import { langOf } from '../../server/src/shared/i18n/lang';

const CJK = /[\u3400-\u9fff\uff00-\uffef\u3000-\u303f]/;
const ROOT = join(__dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Files that export a message constant (an object of them, a text or a function), and the constants' names. */
const MSG_EXPORT = /export const (\w*(?:MSG|NOT_FOUND)\w*)\s*=/g;
const constantFiles = [...sources(join(ROOT, 'contract')), ...sources(join(ROOT, 'server/src'))].flatMap(
  (path) => {
    const names = [...readFileSync(path, 'utf8').matchAll(MSG_EXPORT)].map((m) => m[1] ?? '');
    return names.length > 0 ? [{ path, names }] : [];
  },
);

/** An argument that prints as `{i}` and whose fields print as `{field}` (FIGURE_RANGE takes an object). */
const placeholder = (i: number): unknown =>
  new Proxy(
    {},
    {
      get: (_t, key) =>
        key === Symbol.toPrimitive || key === 'toString' ? () => `{${i}}` : `{${String(key)}}`,
    },
  );

describe('message constants', () => {
  it('finds the message constants of the contract and the server', () => {
    const names = constantFiles.flatMap((f) => f.names);
    expect(names).toEqual(expect.arrayContaining(['MSG', 'WO_MSG', 'REPORT_MSG', 'DICT_MSG', 'CAPTCHA_MSG']));
    expect(names.length).toBeGreaterThan(25);
  });

  it.each(constantFiles.map((f) => [relative(ROOT, f.path), f.names] as const))(
    'every message of %s has an English text',
    async (_file, names) => {
      const module = (await import(
        constantFiles.find((f) => relative(ROOT, f.path) === _file)!.path
      )) as Record<string, unknown>;
      const missing: string[] = [];
      for (const name of names) {
        const constant: unknown = module[name];
        const entries =
          typeof constant === 'object' && constant !== null
            ? Object.entries(constant)
            : [['', constant] as const];
        for (const [key, value] of entries) {
          if (typeof value === 'string') {
            const en = messageIn('en', value);
            if (en === value || CJK.test(en)) missing.push(`${name}.${key}: ${value}`);
          } else if (typeof value === 'function') {
            const fn = value as (...args: unknown[]) => string;
            const template = fn(...Array.from({ length: Math.max(fn.length, 1) }, (_, i) => placeholder(i)));
            if (!messageEn.knows(template)) missing.push(`${name}.${key}: ${template}`);
          }
        }
      }
      expect(missing).toEqual([]);
    },
  );

  it('puts the arguments of a message function into its English, translating seeded ones', () => {
    expect(messageIn('en', "角色'主管'已分配给3个用户，不能删除")).toBe(
      "Role 'Supervisor' is assigned to 3 users and cannot be deleted",
    );
    expect(messageIn('en', 'pH应在0～14之间')).toBe('pH must be between 0 and 14');
  });

  it('keeps the field of a field error and translates its reason', () => {
    expect(messageIn('en', 'body/deviceId 设备不存在或不属于该工厂')).toBe(
      'body/deviceId The device does not exist or does not belong to this factory',
    );
    expect(messageIn('en', 'body/username must NOT have more than 64 characters')).toBe(
      'body/username must NOT have more than 64 characters',
    );
  });

  it('leaves Chinese as it is, and a text nobody translated', () => {
    expect(messageIn('zh', '操作成功')).toBe('操作成功');
    expect(messageIn('en', '操作成功')).toBe('Done');
    expect(messageIn('en', '随便一句')).toBe('随便一句');
  });
});

describe('the language of a request', () => {
  it('is English only when English comes first', () => {
    expect(langOf('en-US')).toBe('en');
    expect(langOf('en-US,en;q=0.9,zh-CN;q=0.8')).toBe('en');
    expect(langOf('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh');
    expect(langOf(undefined)).toBe('zh');
    expect(langOf('')).toBe('zh');
  });
});

describe('seeded texts', () => {
  const seeded = seedTranslator();
  const menuTitleIn = seeded.menuTitle.bind(seeded);
  const dictLabelIn = seeded.dictLabel.bind(seeded);
  const roleNameIn = seeded.roleName.bind(seeded);

  it('has an English text without Chinese for every seeded menu title, dictionary label and role name', () => {
    const missing = seeded.texts().filter((zh) => !SEED_TEXTS_EN[zh] || CJK.test(SEED_TEXTS_EN[zh] ?? ''));
    expect(missing).toEqual([]);
  });

  it('translates a seeded text only while it is the seeded one', () => {
    expect(menuTitleIn('en', 3011, '维修工单')).toBe('Repair orders');
    expect(menuTitleIn('zh', 3011, '维修工单')).toBe('维修工单');
    // renamed by an administrator, or a menu an administrator created with a seeded title: typed text stays
    expect(menuTitleIn('en', 3011, '报修单')).toBe('报修单');
    expect(menuTitleIn('en', 987654, '维修工单')).toBe('维修工单');
    expect(dictLabelIn('en', 'oms_device_status', '0', '运行')).toBe('Running');
    expect(dictLabelIn('en', 'oms_device_status', '0', '运转中')).toBe('运转中');
    expect(roleNameIn('en', 'supervisor', '主管')).toBe('Supervisor');
    expect(roleNameIn('en', 'my_role', '主管')).toBe('主管');
  });
});

describe('stored texts', () => {
  const people = { reportBy: 2, execBy: 3, distributeBy: 4, acceptBy: 5, acceptDistributeBy: 4 };
  const events: WoEvent[] = [
    'create',
    'dispatch',
    'forward',
    'handle',
    'approvePass',
    'approveReject',
    'acceptDispatch',
    'acceptPass',
    'acceptReject',
  ];

  it('translates every title the work-order steps write', () => {
    const titles = new Set<string>();
    for (const kind of WO_KINDS)
      for (const event of events)
        for (const m of fanout({
          event,
          kind,
          taskNo: 'WX202611210001',
          before: { ...people, execBy: 6 },
          after: people,
          managers: [4],
          copyTo: [7],
          actorId: 1,
        }))
          titles.add(m.title);
    expect(titles.size).toBeGreaterThan(20);
    const untranslated = [...titles].filter((title) => CJK.test(storedTextEn(title)));
    expect(untranslated).toEqual([]);
    expect(storedTextEn('您有新的维修工单待处理')).toBe('A new repair order waits for you');
    expect(storedTextEn('维修工单WX202611210001 验收通过, 已关闭')).toBe(
      'repair order WX202611210001 accepted and closed',
    );
  });

  it('translates every report notice and urge, keeping the factory name', () => {
    const factory = { factoryId: 11, factoryName: 'Plant-1' };
    const titles = [
      ...submitted({ ...factory, kind: 'daily', period: '2026-11-23' }, [2]),
      ...submitted({ ...factory, kind: 'weekly', period: '2026-11-23' }, [2]),
      ...decided({ ...factory, kind: 'daily', period: '2026-11-23' }, 2, 3, { approved: true }),
      ...decided({ ...factory, kind: 'weekly', period: '2026-11-23' }, 2, 3, {
        approved: false,
        opinion: 'redo',
      }),
    ].map((m) => m.title);
    for (const urgeType of Object.values(URGE_TYPE))
      for (const rung of URGE_RUNGS)
        titles.push(urgeTitle({ ...factory, urgeType, period: '2026-11-23', rung }, DEFAULT_URGE_TIMES));
    const untranslated = titles.filter((title) => CJK.test(storedTextEn(title)));
    expect(untranslated).toEqual([]);
    expect(storedTextEn('上海第一水厂11月23日日报已审批通过')).toBe(
      'The 上海第一水厂 daily report of Nov 23 is approved',
    );
  });

  it('translates every alarm content, keeping the meter name', () => {
    const meter: MeterRow = {
      meterId: 1,
      factoryId: 11,
      collectorId: 1,
      deviceId: 1,
      deviceCode: 'P-1',
      deviceName: 'Pump 1',
      code: 'M-1',
      name: 'Meter 1',
      address: '1',
      kind: 'electricity',
    };
    const contents = [
      collectorAlarm({ collectorId: 1, factoryId: 11, code: 'C', name: 'C', address: '' }, 3, new Date(0))
        .content,
      ...ALARM_KINDS.flatMap((kind) =>
        [meter, { ...meter, deviceCode: null, deviceName: null }].map(
          (m) => meterAlarm(kind, m, new Date(0), () => 0.3).content,
        ),
      ),
    ];
    const untranslated = contents.filter((c) => CJK.test(storedTextEn(c)));
    expect(untranslated).toEqual([]);
  });
});
