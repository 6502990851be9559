/**
 * XSS (docs/architecture.md §4 "User text", §5 "Tests"): script payloads typed into every text a user can enter —
 * work-order contents and remarks, device names, models and places, weekly-report sections, approval opinions (which
 * reach the message drawer), plant and process archive fields, user remarks and addresses, area addresses and
 * remarks — are put in through the API as the console sends them, then every place that shows them is visited:
 * tables and their cell titles, dialogs, drawers, the public process page and the .xlsx export. Nothing may run:
 * `window.__xss` stays unset, no alert opens, the payloads' markup never becomes elements (the server's CSP would
 * block an inline handler anyway, so the DOM itself is checked and any CSP report counts as a failure), and each
 * payload is shown as the literal text it is. Name fields limited to letters and digits refuse the payloads.
 *
 * The two tests share nothing and run on both workers at once; each creates its own uniquely named rows in
 * 苏州工业园能源站 (12) and removes what it can afterwards (devices keep their orders' history; the weekly report stays
 * submitted).
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { ARCHIVE_API } from '../contract/plant-archive/schemas';
import { DICT_TYPE } from '../contract/dict';
import { REPORT_API } from '../contract/report';
import { expect, test } from './fixtures';
import { ACCOUNTS, apiSignIn, storeSignIn } from './support';

test.describe.configure({ mode: 'parallel' });

/** 苏州工业园能源站: the supervisor fills its weekly reports and manages its orders; few other journeys use it. */
const FACTORY = 12;
/** The shell, the asset ledger and the archive pages start on the top-bar factory, which starts on this key. */
const FACTORY_KEY = 'msgFactoryId';

/**
 * The payloads: markup with handlers, a script and a frame, a `javascript:` link, a template expression for engines
 * that evaluate `{{…}}`, an alert (a dialog would show it), an attribute break-out, and formula injections for the
 * export. Short enough to pack several into a 100-character remark.
 */
const PAYLOADS = [
  '<img src=x onerror=__xss=1>',
  '<svg onload=__xss=1>',
  '"><script>__xss=1</script>',
  'javascript:__xss=1',
  "{{constructor.constructor('__xss=1')()}}",
  '<img src=x onerror=alert(1)>',
  "' onmouseover='__xss=1' x='",
  '=HYPERLINK("http://x.x","x")',
  '=1+1',
  '<iframe src=javascript:__xss=1>',
  '<a href=javascript:__xss=1>x</a>',
] as const;
const [, SVG, , , , , , HYPERLINK, FORMULA] = PAYLOADS;

/** What the payloads would have made of the page had they been parsed as HTML. */
const INJECTED =
  'img[src="x"], svg[onload], [onerror], [onload], [onmouseover], iframe, script:not([src]), ' +
  'a[href^="javascript:" i]';

/** The payloads packed in order into values of at most `max` characters, one space apart; longer payloads left out. */
function pack(max: number): string[] {
  const values: string[] = [];
  for (const payload of PAYLOADS) {
    if (payload.length > max) continue;
    const last = values.at(-1);
    if (last !== undefined && last.length + 1 + payload.length <= max)
      values[values.length - 1] = `${last} ${payload}`;
    else values.push(payload);
  }
  return values;
}

/** The figures a test prints: payloads per field, fields that refused them, places visited. */
class Tally {
  private readonly fields = new Map<string, Set<string>>();
  private readonly refused = new Set<string>();
  private places = 0;
  /** pages on which nothing ran was checked */
  checks = 0;

  /** `values` were stored in `field`: the payloads they hold count as tried there. */
  typed(field: string, values: readonly string[]): void {
    const tried = this.fields.get(field) ?? new Set<string>();
    for (const p of PAYLOADS) if (values.some((v) => v.includes(p))) tried.add(p);
    this.fields.set(field, tried);
  }

  refusedBy(field: string): void {
    this.refused.add(field);
  }

  visited(count = 1): void {
    this.places += count;
  }

  line(what: string): string {
    const tried = [...this.fields.values()].reduce((n, set) => n + set.size, 0);
    const refused = this.refused.size > 0 ? `, ${this.refused.size} name fields refused them` : '';
    return (
      `xss (${what}): ${PAYLOADS.length} payloads × ${this.fields.size} fields (${tried} tried)${refused}, ` +
      `${this.places} places visited, 0 ran (checked on ${this.checks} pages)`
    );
  }
}

/**
 * Watches the page for anything a payload could do: an alert (dismissed and counted) and CSP reports (an inline
 * handler the policy blocked, i.e. markup that became an element). The top-bar factory starts on FACTORY.
 */
async function watch(page: Page): Promise<{ dialogs: string[] }> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(
    ({ key, factory }) => {
      const w = window as unknown as { __csp: string[] };
      w.__csp = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        w.__csp.push(`${e.violatedDirective} ${e.sample}`),
      );
      try {
        localStorage.setItem(key, String(factory));
      } catch {
        // about:blank has no storage
      }
    },
    { key: FACTORY_KEY, factory: FACTORY },
  );
  return { dialogs };
}

/** Nothing ran on the page shown, and none of the payloads became markup. */
async function expectInert(
  page: Page,
  where: string,
  watched: { dialogs: string[] },
  tally: Tally,
): Promise<void> {
  const state = await page.evaluate((selector) => {
    const w = window as unknown as { __xss?: unknown; __csp?: string[] };
    return {
      ran: w.__xss !== undefined,
      csp: w.__csp ?? [],
      injected: [...document.querySelectorAll(selector)].map((el) => el.outerHTML.slice(0, 120)),
    };
  }, INJECTED);
  expect(state, `${where}: no payload ran or became markup`).toEqual({ ran: false, csp: [], injected: [] });
  expect(watched.dialogs, `${where}: no alert`).toEqual([]);
  tally.checks += 1;
}

/** Every value is shown, as the literal text it is, inside `within`. */
async function expectLiteral(within: Locator, values: readonly string[]): Promise<void> {
  for (const value of values) await expect(within).toContainText(value);
}

interface Api {
  headers: { authorization: string };
  get: <T>(path: string, params?: Record<string, string | number>) => Promise<T>;
  send: <T>(method: 'post' | 'put' | 'delete', path: string, data?: unknown) => Promise<T>;
  /** answers the business code of a call expected to be refused */
  refused: (method: 'post' | 'put', path: string, data: unknown) => Promise<number>;
}

/** The API as the console calls it, signed in as `account`; each call must answer code 200. */
async function api(request: APIRequestContext, account: keyof typeof ACCOUNTS): Promise<Api> {
  const { username, password } = ACCOUNTS[account];
  const token = await apiSignIn(request, username, password);
  const headers = { authorization: `Bearer ${token}` };
  const ok = async <T>(reply: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> => {
    const body = (await reply.json()) as { code: number; msg?: string };
    expect(body.code, `${what}: ${body.msg ?? ''}`).toBe(200);
    return body as T;
  };
  return {
    headers,
    get: async (path, params) => ok(await request.get(path, { headers, params }), `GET ${path}`),
    send: async (method, path, data) =>
      ok(await request.fetch(path, { method, headers, data }), `${method.toUpperCase()} ${path}`),
    refused: async (method, path, data) => {
      const reply = await request.fetch(path, { method, headers, data });
      return ((await reply.json()) as { code: number }).code;
    },
  };
}

/** The Monday of this week, China time: the weekly report still open for filling. */
function thisMonday(): string {
  const now = new Date(Date.now() + 8 * 3_600_000);
  const monday = new Date(now.getTime() - ((now.getUTCDay() + 6) % 7) * 86_400_000);
  return monday.toISOString().slice(0, 10);
}

/** The text of a cell as the .xlsx writer stores it (server/src/shared/xlsx.ts): an inline string, XML-escaped. */
const inlineCell = (text: string) =>
  `t="inlineStr"><is><t xml:space="preserve">${text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')}</t></is></c>`;

test('work orders, devices, the message drawer, a weekly report and its export show the payloads as text', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tally = new Tally();
  const stamp = String(Date.now() % 1_000_000);
  const admin = await api(request, 'admin');
  const supervisor = await api(request, 'supervisor');

  // ── data: eight devices, three repair orders on the first three, a weekly report rejected twice
  const names = pack(20);
  const models = [...pack(20)].reverse();
  const places = pack(50);
  const devices = places.map((location, i) => ({
    factoryId: FACTORY,
    deviceShowCode: `XSS-${stamp}-${i + 1}`,
    deviceName: names[i] ?? `XSS设备${i + 1}`,
    assetType: '1031',
    model: models[i] ?? '',
    location,
    status: 0,
  }));
  for (const device of devices) await admin.send('post', '/api/asset/device', device);
  tally.typed('device name', names);
  tally.typed('device model', models);
  tally.typed('device place', places);
  const listed = await admin.get<{ rows: { deviceId: number; deviceShowCode: string }[] }>(
    '/api/asset/device/list',
    { factoryId: FACTORY, keyword: `XSS-${stamp}`, pageNum: 1, pageSize: 20 },
  );
  const idOf = (code: string) => listed.rows.find((r) => r.deviceShowCode === code)?.deviceId ?? 0;

  // One order on each of the first devices: their to-dos name the device.
  const contents = pack(100);
  const remarks = contents.map((_, i) => contents[(i + 1) % contents.length] ?? '');
  const ordered = devices.slice(0, contents.length);
  for (const [i, reportContent] of contents.entries()) {
    await admin.send('post', '/api/system/base/workOrder/fix', {
      factoryId: FACTORY,
      deviceId: idOf(ordered[i]!.deviceShowCode),
      reportContent,
      remark: remarks[i],
    });
  }
  tally.typed('order content', contents);
  tally.typed('order remark', remarks);

  const week = thisMonday();
  const everything = PAYLOADS.join(' ');
  const sections = {
    workDone: everything,
    // Formula injections at the start of a cell: the export must keep them text.
    problems: [HYPERLINK, ...PAYLOADS.filter((p) => p !== HYPERLINK)].join(' '),
    nextPlan: [FORMULA, ...PAYLOADS.filter((p) => p !== FORMULA)].join(' '),
  };
  // A rejection's message quotes the opinion in a 200-character title after some 28 of its own: 170 fit whole.
  const opinions = pack(170);
  const form = () =>
    supervisor.get<{ data: { version: number; status: number | null } }>(REPORT_API.WEEKLY_FORM, {
      factoryId: FACTORY,
      week,
    });
  const pending = async () => {
    const reply = await admin.get<{ data: { id: number; date: string; version: number }[] }>(
      REPORT_API.WEEKLY_PENDING,
      { factoryId: FACTORY },
    );
    const found = reply.data.find((r) => r.date === week);
    if (!found) throw new Error(`e2e: the weekly report of ${week} is not waiting for approval`);
    return found;
  };
  // A retried test finds its report submitted already: sent back first.
  if ((await form()).data.status === 1) {
    const { id, version } = await pending();
    await admin.send('post', `${REPORT_API.WEEKLY}/${id}/reject`, { version, opinion: 'retry' });
  }
  for (const opinion of [...opinions, null]) {
    const { version } = (await form()).data;
    await supervisor.send('post', REPORT_API.WEEKLY_SUBMIT, {
      factoryId: FACTORY,
      week,
      version,
      ...sections,
    });
    if (opinion === null) break;
    const waiting = await pending();
    await admin.send('post', `${REPORT_API.WEEKLY}/${waiting.id}/reject`, {
      version: waiting.version,
      opinion,
    });
  }
  tally.typed('weekly 本周工作', [sections.workDone]);
  tally.typed('weekly 存在问题', [sections.problems]);
  tally.typed('weekly 下周计划', [sections.nextPlan]);
  tally.typed('approval opinion', opinions);

  try {
    const watched = await watch(page);

    // ── the repair orders' list: rows, the full text in each cell's title (its tooltip), the detail dialog
    await storeSignIn(page, 'admin');
    await page.goto(`/woms/WorkOrderTask/WarrantyTasks?factoryId=${FACTORY}`);
    const list = page.locator('.work-order-page');
    for (const [i, content] of contents.entries()) {
      const row = list.locator('.ant-table-row').filter({ hasText: content });
      await expect(row).toHaveCount(1);
      await expectLiteral(row, [ordered[i]!.deviceName]);
      const cell = row.getByTitle(content, { exact: true });
      await cell.hover();
      await expect(cell).toHaveText(content);
    }
    tally.visited(2);
    const first = list.locator('.ant-table-row').filter({ hasText: contents[0]! });
    await first.getByRole('button', { name: '详情' }).click();
    const detail = page.getByRole('dialog').filter({ hasText: '工单编号' });
    await expectLiteral(detail, [contents[0]!, remarks[0]!, ordered[0]!.deviceName]);
    tally.visited();
    await expectInert(page, 'work-order list and detail', watched, tally);
    await page.keyboard.press('Escape');

    // ── the device ledger: the table, a cell's title, the detail drawer with the device's orders
    await page.goto('/woms/AssetLedger/DeviceLedger');
    const ledger = page.locator('.device-ledger-page');
    await ledger.getByLabel('名称/编码').fill(`XSS-${stamp}`);
    await ledger.getByRole('button', { name: /查\s*询/ }).click();
    await expect(ledger.locator('.ant-table-row')).toHaveCount(devices.length);
    await expectLiteral(ledger.locator('.ant-table-tbody'), [...names, ...models, ...places]);
    await expect(ledger.getByTitle(places[0]!, { exact: true })).toBeVisible();
    tally.visited(2);
    await ledger
      .locator('.ant-table-row')
      .filter({ hasText: devices[0]!.deviceShowCode })
      .getByRole('button', { name: '详情' })
      .click();
    const drawer = page.locator('.ant-drawer-content').filter({ hasText: devices[0]!.deviceShowCode });
    await expect(drawer.locator('.ant-drawer-title')).toHaveText(
      `${names[0]} · ${devices[0]!.deviceShowCode}`,
    );
    await drawer.getByRole('tab', { name: '工单' }).click();
    await expectLiteral(drawer, [contents[0]!]);
    tally.visited(2);
    await expectInert(page, 'device ledger and its drawer', watched, tally);

    // ── the weekly approval page: the sections and the opinions in the report's history
    await page.goto(`/woms/WeeklyData/WeeklyReportApproval?factoryId=${FACTORY}&time=${week}`);
    const approval = page.locator('.report-page');
    await expectLiteral(approval, [sections.workDone, sections.problems, sections.nextPlan, ...opinions]);
    tally.visited(2);
    await expectInert(page, 'weekly approval', watched, tally);

    // ── the export: every payload a string cell, a formula never written as one
    const exported = await request.post(REPORT_API.WEEKLY_EXPORT, {
      headers: admin.headers,
      data: { factoryId: FACTORY, week },
    });
    expect(exported.headers()['content-type']).toContain('spreadsheetml');
    const sheet = strFromU8(unzipSync(new Uint8Array(await exported.body()))['xl/worksheets/sheet1.xml']!);
    expect(sheet).not.toMatch(/<f[\s>]/);
    for (const text of Object.values(sections)) expect(sheet).toContain(inlineCell(text));
    tally.visited();

    // ── the supervisor's message drawer: the orders' to-dos name the devices; the rejections' to-dos are done with
    // (the report was submitted again: docs/requirements.md §3 "To-do queue"), their opinions shown in its history above
    await storeSignIn(page, 'supervisor');
    await page.goto('/woms/index');
    await expect(page.getByTestId('factory-picker')).toContainText('苏州工业园能源站');
    await page.getByTestId('message-button').click();
    const messages = page.locator('.woms-message-drawer');
    await messages.getByRole('tab', { name: '待办' }).click();
    await expectLiteral(
      messages.locator('.woms-message-list'),
      ordered.map((device) => `：${device.deviceShowCode} ${device.deviceName}`),
    );
    await expect(messages.locator('.woms-message-list')).not.toContainText('被驳回');
    tally.visited();
    await expectInert(page, 'message drawer', watched, tally);
  } finally {
    // Devices with an open order cannot go (asset ledger rules); the others do.
    for (const device of devices.slice(ordered.length)) {
      await admin.send('delete', `/api/asset/device/${idOf(device.deviceShowCode)}`);
    }
  }
  console.info(tally.line('orders, devices, messages, reports, export'));
});

test('plant and process archives, users and areas show the payloads as text; name fields refuse them', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tally = new Tally();
  const stamp = String(Date.now() % 1_000_000);
  const admin = await api(request, 'admin');
  const cleanup: (() => Promise<unknown>)[] = [];

  try {
    // ── 水厂信息: remark, address and three contacts' roles (put back afterwards)
    const plantPath = `${ARCHIVE_API.PLANT}/${FACTORY}`;
    const { data: plant } = await admin.get<{
      data: {
        address: string;
        longitude: number | null;
        latitude: number | null;
        designCapacity: number | null;
        capacityUnit: string;
        processType: string;
        commissioningDate: string | null;
        remark: string;
        contacts: { name: string; role: string; mobile: string; landline: string }[];
        version: number;
      };
    }>(plantPath);
    // Each edit sends the version it read (docs/concurrency.md).
    const versionNow = async () => (await admin.get<{ data: { version: number } }>(plantPath)).data.version;
    const original = {
      address: plant.address,
      longitude: plant.longitude,
      latitude: plant.latitude,
      designCapacity: plant.designCapacity,
      capacityUnit: plant.capacityUnit,
      processType: plant.processType,
      commissioningDate: plant.commissioningDate,
      remark: plant.remark,
      contacts: plant.contacts,
    };
    cleanup.push(async () => admin.send('put', plantPath, { ...original, version: await versionNow() }));
    const roles = pack(20);
    const plantText = { remark: pack(100)[0]!, address: pack(50)[0]! };
    await admin.send('put', plantPath, {
      ...original,
      version: plant.version,
      ...plantText,
      contacts: [
        ...original.contacts.slice(0, 10 - roles.length),
        ...roles.map((role, i) => ({
          name: `测试${i + 1}`,
          role,
          mobile: '13800000000',
          landline: '02100000000',
        })),
      ],
    });
    tally.typed('plant remark', [plantText.remark]);
    tally.typed('plant address', [plantText.address]);
    tally.typed('plant contact role', roles);
    expect(
      await admin.refused('put', plantPath, {
        ...original,
        version: await versionNow(),
        contacts: [{ name: SVG, role: '', mobile: '1', landline: '1' }],
      }),
    ).not.toBe(200);
    tally.refusedBy('plant contact name');

    // ── 工艺档案: three units, their names, remarks and a parameter each (deleted afterwards)
    const { data: kinds } = await admin.get<{ data: { dictValue: string }[] }>(
      `/api/system/dict/data/type/${DICT_TYPE.PROCESS_UNIT_KIND}`,
    );
    const unitNames = pack(20);
    const unitRemarks = pack(100);
    const paramNames = [...unitNames].reverse();
    for (const [i, name] of unitNames.entries()) {
      await admin.send('post', ARCHIVE_API.PROCESS, {
        factoryId: FACTORY,
        name,
        kind: kinds[0]?.dictValue ?? '1',
        remark: unitRemarks[i] ?? '',
        params: [{ name: paramNames[i], value: i + 1, unit: FORMULA }],
        fileIds: [],
      });
    }
    const { data: units } = await admin.get<{ data: { unitId: number; name: string }[] }>(
      ARCHIVE_API.PROCESS,
      {
        factoryId: FACTORY,
      },
    );
    for (const unit of units.filter((u) => unitNames.includes(u.name))) {
      cleanup.push(() => admin.send('delete', `${ARCHIVE_API.PROCESS}/${unit.unitId}`));
    }
    tally.typed('process unit name', unitNames);
    tally.typed('process unit remark', unitRemarks);
    tally.typed('process parameter name', paramNames);
    tally.typed('process parameter unit', [FORMULA]);

    // ── users: remarks and addresses; a nickname of markup is refused (deleted afterwards)
    const userRemarks = pack(100);
    const addresses = pack(50);
    const accounts = addresses.map((_, i) => `x${stamp}${i}`);
    for (const [i, userName] of accounts.entries()) {
      await admin.send('post', '/api/system/user', {
        userName,
        password: 'xss12345',
        nickName: `跨站测试${i + 1}`,
        remark: userRemarks[i] ?? '',
        addr: addresses[i],
      });
    }
    const { rows: users } = await admin.get<{ rows: { userId: number; userName: string }[] }>(
      '/api/system/user/list',
      { userName: `x${stamp}`, pageNum: 1, pageSize: 10 },
    );
    cleanup.push(() => admin.send('delete', `/api/system/user/${users.map((u) => u.userId).join(',')}`));
    tally.typed('user remark', userRemarks);
    tally.typed('user address', addresses);
    expect(
      await admin.refused('post', '/api/system/user', {
        userName: `y${stamp}`,
        password: 'xss12345',
        nickName: SVG,
      }),
    ).not.toBe(200);
    tally.refusedBy('user nickname');

    // ── areas: addresses and remarks of eight areas under 华东片区; a name of markup is refused (deleted afterwards)
    const areaAddresses = pack(50);
    const areaRemarks = pack(100);
    const areaNames = areaAddresses.map((_, i) => `XSS${stamp}${i + 1}`);
    for (const [i, name] of areaNames.entries()) {
      await admin.send('post', '/api/system/area', {
        parentId: 1,
        name,
        type: 'area',
        code: `XSS-${stamp}-${i + 1}`,
        orderNum: 9999,
        address: areaAddresses[i],
        remark: areaRemarks[i] ?? '',
      });
    }
    const { data: tree } = await admin.get<{ data: { id: number; label: string; children?: unknown[] }[] }>(
      '/api/system/area/tree/list',
      { name: `XSS${stamp}` },
    );
    const flat = (
      nodes: { id: number; label: string; children?: unknown[] }[],
    ): { id: number; label: string }[] =>
      nodes.flatMap((n) => [n, ...flat((n.children ?? []) as typeof nodes)]);
    for (const area of flat(tree).filter((n) => areaNames.includes(n.label))) {
      cleanup.push(() => admin.send('delete', `/api/system/area/${area.id}`));
    }
    tally.typed('area address', areaAddresses);
    tally.typed('area remark', areaRemarks);
    expect(
      await admin.refused('post', '/api/system/area', {
        parentId: 1,
        name: SVG,
        type: 'area',
        code: `Y-${stamp}`,
      }),
    ).not.toBe(200);
    tally.refusedBy('area name');

    const watched = await watch(page);
    await storeSignIn(page, 'admin');

    // 水厂信息 of the top-bar factory
    await page.goto('/woms/PlantArchive/PlantInfo');
    const info = page.locator('.plant-info-page');
    await expectLiteral(info, [plantText.remark, plantText.address, ...roles]);
    tally.visited(2);
    await expectInert(page, 'plant info', watched, tally);

    // 工艺档案: the flow, the table, the edit dialog
    await page.goto('/woms/PlantArchive/ProcessArchive');
    const archive = page.locator('.process-archive-page');
    await expectLiteral(archive.getByTestId('process-step').last(), [unitNames.at(-1)!]);
    await expectLiteral(archive, [...unitNames, ...unitRemarks, ...paramNames, FORMULA]);
    tally.visited(2);
    await archive
      .locator('.ant-table-row')
      .filter({ has: page.getByRole('cell', { name: unitNames[0]!, exact: true }) })
      .getByRole('button', { name: '修改' })
      .click();
    const unitDialog = page.getByRole('dialog', { name: '修改工艺单元' });
    await expect(unitDialog.getByLabel('单元名称')).toHaveValue(unitNames[0]!);
    await expect(unitDialog.getByLabel('参数名称')).toHaveValue(paramNames[0]!);
    tally.visited();
    await expectInert(page, 'process archive', watched, tally);

    // the public process page of the factory: stage names (with their titles) and parameters
    await page.goto(`/woms/Process?factoryId=${FACTORY}`);
    const flow = page.locator('.ps-stage');
    await expect(page.getByTitle(unitNames[0]!, { exact: true })).toBeVisible();
    await expectLiteral(page.locator('body'), [...unitNames, ...paramNames]);
    await expect(flow.locator('.ps-stage__name').filter({ hasText: unitNames[0]! })).toHaveText(
      unitNames[0]!,
    );
    tally.visited();
    await expectInert(page, 'public process page', watched, tally);

    // users: the list, then each user's edit dialog
    await page.goto('/woms/SystemManage/User');
    const usersPage = page.locator('.users-page');
    await usersPage.getByLabel('登录账号').fill(`x${stamp}`);
    await usersPage.getByRole('button', { name: /查\s*询/ }).click();
    await expect(usersPage.locator('.ant-table-row')).toHaveCount(accounts.length);
    for (const [i, account] of accounts.entries()) {
      await usersPage
        .locator('.ant-table-row')
        .filter({ hasText: account })
        .getByRole('button', { name: '修改' })
        .click();
      const dialog = page.getByRole('dialog', { name: '修改用户' });
      await expect(dialog.getByLabel('备注')).toHaveValue(userRemarks[i] ?? '');
      await expect(dialog.getByLabel('地址')).toHaveValue(addresses[i]!);
      await dialog.getByRole('button', { name: /取\s*消/ }).click();
      await expect(dialog).toBeHidden();
    }
    tally.visited();
    await expectInert(page, 'users', watched, tally);

    // areas: the tree table (names only), then each area's edit dialog, where the address and remark are
    await page.goto('/woms/SystemManage/Area');
    const areas = page.getByTestId('area-page');
    await areas.getByPlaceholder(/名称/).fill(`XSS${stamp}`);
    await areas.getByPlaceholder(/名称/).press('Enter');
    await expectLiteral(areas.locator('.ant-table-tbody'), areaNames);
    for (const [i, address] of areaAddresses.entries()) {
      await areas
        .getByRole('row', { name: new RegExp(`${areaNames[i]!}\\b`) })
        .getByRole('button', { name: /修\s*改/ })
        .click();
      const dialog = page.getByRole('dialog', { name: '修改' });
      await expect(dialog.getByLabel('地址')).toHaveValue(address);
      await expect(dialog.getByLabel('备注')).toHaveValue(areaRemarks[i] ?? '');
      await dialog.getByRole('button', { name: /取\s*消/ }).click();
      await expect(dialog).toBeHidden();
    }
    tally.visited();
    await expectInert(page, 'areas', watched, tally);
  } finally {
    for (const undo of cleanup.reverse()) await undo();
  }
  console.info(tally.line('archives, users, areas'));
});
