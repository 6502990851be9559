/**
 * A shelve's end (docs/alarms.md "States"): the operator shelves an alarm for 1 minute with a reason; it leaves the
 * window and the voice and shows under 已搁置; once the server's clock is past the minute it is back in the window
 * unacknowledged (and said again), and its story in 告警记录 ends with 取消搁置 by the system.
 *
 * No real minute goes by. The spec runs a server of its own (own-server.ts) under libfaketime: its wall clock is an
 * offset from the real one that the test writes to a file (FAKETIME_TIMESTAMP_FILE, read at every call:
 * FAKETIME_NO_CACHE), while its timers keep their real pace (DONT_FAKE_MONOTONIC), so the shelve-expiry job runs
 * every SWEEP_S real seconds (ALARM_SHELVE_SWEEP_S). The browser keeps the real clock: the console decides nothing here from its own (what is
 * shelved and what the window says are the server's). The server's clock, from the real one:
 * - 20 minutes behind while the alarms are raised;
 * - on time when the operator shelves: the raises are then past the 10-minute flood window (a flood would merge what
 *   is said into one line per kind) and within the 30-minute polling interval the test saves (so a new page says them);
 * - 10 minutes behind as soon as the server has answered the shelve (written before the browser reads the answer), so
 *   the minute cannot run out while the test looks, however slow the machine;
 * - 2 minutes ahead: past the shelve's end (and the raises still within the interval, so the returning alarm speaks).
 * Under `npm run test:clock` the run's own offset (FAKETIME) is added to each.
 */
import { ALARM_API, ALARM_LIMITS, type AlarmWindow } from '../contract/alarm';
import { actionDialog, actionOk, alarmRow, alarmTokens, freshPair, openPanel, said } from './alarm-support';
import { expect, test as base } from './fixtures';
import { prepareClockedServer, type ClockedServer } from './own-server';
import { signIn } from './support';

const MINUTE_S = 60;
const CLOCK = {
  raise: -20 * MINUTE_S,
  shelve: 0,
  hold: -10 * MINUTE_S,
  past: 2 * MINUTE_S,
} as const;
/** the polling interval saved for the operator: a value of the dictionary oms_voice_time_interval */
const INTERVAL_MIN = 30;
/** the shelve-expiry job's period on this spec's server (ALARM_SHELVE_SWEEP_S), seconds */
const SWEEP_S = 5;
/** the job's next run, then the live frame and the console's reload: generous, for a busy machine */
const RETURN_TIMEOUT_MS = 60_000;

const test = base.extend<object, { clockedServer: ClockedServer }>({
  clockedServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await prepareClockedServer(
        {
          ALARM_SIMULATOR: 'manual',
          // the shelve-expiry job every 5 s instead of every real minute: the test waits for its journal entry
          ALARM_SHELVE_SWEEP_S: String(SWEEP_S),
        },
        CLOCK.raise,
      );
      await server.start();
      await use(server);
      await server.remove();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ clockedServer }, use) => {
    await use(clockedServer.url);
  },
});

test('an alarm shelved for 1 minute leaves the window and the voice and comes back unacknowledged', async ({
  page: firstPage,
  context,
  request,
  clockedServer,
}) => {
  // Bounded well under the 10 minutes the clock is held back after the shelve (see above).
  test.setTimeout(300_000);
  let page = firstPage;
  const h = await alarmTokens(request);
  const windowNow = async () =>
    ((await (await request.get(ALARM_API.WINDOW, { headers: h.operator })).json()) as { data: AlarmWindow })
      .data;
  const [older, newer] = await freshPair(request);
  // Sound and pop-ups on: what is said shows on the page, and each sound is recorded (a fake Audio that ends at once).
  const saved = await request.put(ALARM_API.CONFIG, {
    headers: h.operator,
    data: { voiceStatus: 1, showWindowStatus: 1, voiceTimeInterval: INTERVAL_MIN },
  });
  expect(saved.ok()).toBe(true);
  await context.addInitScript(() => {
    const popups: string[] = [];
    const sounds: string[] = [];
    class RecordedAudio extends EventTarget {
      src: string;
      constructor(src: string) {
        super();
        this.src = src;
      }
      play(): Promise<void> {
        sounds.push(this.src);
        setTimeout(() => this.dispatchEvent(new Event('ended')), 10);
        return Promise.resolve();
      }
    }
    Object.assign(window, { alarmPopups: popups, alarmSounds: sounds, Audio: RecordedAudio });
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('.woms-alarm-popup')) {
        const text = el.textContent ?? '';
        if (!popups.includes(text)) popups.push(text);
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const heard = () =>
    page.evaluate(() => {
      const w = window as unknown as { alarmPopups: string[]; alarmSounds: string[] };
      return { popups: [...w.alarmPopups], sounds: w.alarmSounds.length };
    });

  clockedServer.setClock(CLOCK.shelve);
  await signIn(page, 'operator');
  await openPanel(page);
  const badge = () => page.getByTestId('alarm-badge').locator('.ant-scroll-number');
  const unacknowledged = (await windowNow()).deviceAlarmWindow.filter((a) => !a.acknowledged).length;
  await expect(badge()).toHaveAttribute('title', String(unacknowledged));

  // The clock goes back once the server has fixed the shelve's end, before the console reads its answer.
  await page.route(`**${ALARM_API.SHELVE}`, async (route) => {
    const response = await route.fetch();
    clockedServer.setClock(CLOCK.hold);
    await route.fulfill({ response });
  });
  await alarmRow(page, newer.alarmRecordId).getByRole('button', { name: '搁置' }).click();
  await actionDialog(page).getByLabel('搁置时长（分钟）').fill('1');
  await actionDialog(page).getByLabel('原因').fill('传感器标定中，误报');
  await actionOk(page).click();
  await expect(page.getByText('已搁置告警 1 条')).toBeVisible();
  await expect(alarmRow(page, newer.alarmRecordId)).toHaveCount(0);
  await expect(alarmRow(page, older.alarmRecordId)).toBeVisible();
  await expect(badge()).toHaveAttribute('title', String(unacknowledged - 1));
  await page.getByRole('tab', { name: '已搁置' }).click();
  const shelved = page.getByTestId('alarm-shelved-row').filter({ hasText: newer.deviceName });
  await expect(shelved).toContainText('运维员小王：传感器标定中，误报');
  await expect(shelved).toContainText(/搁置至 \d\d-\d\d \d\d:\d\d/);

  // A new page's first window says what was raised within the interval: the older alarm, not the shelved one.
  await page.close();
  page = await context.newPage();
  await page.goto('/woms/index');
  await expect(page.getByTestId('top-bar')).toBeVisible({ timeout: 30_000 });
  const saidOf = async (text: string) => (await heard()).popups.some((p) => p.includes(text));
  await expect.poll(() => saidOf(said(older)), { timeout: 30_000 }).toBe(true);
  // The window says newest first: the shelved one, were it said, would have shown before the older one.
  await page.waitForTimeout(ALARM_LIMITS.POPUP_STAGGER_MS + 1_000);
  expect(await saidOf(said(newer))).toBe(false);
  // Each alarm said is heard once: as many sounds as pop-ups, so the shelved one is not heard either.
  await expect
    .poll(async () => {
      const { popups, sounds } = await heard();
      return sounds > 0 && popups.length === sounds;
    })
    .toBe(true);
  expect(await saidOf(said(newer))).toBe(false);
  await openPanel(page);
  await expect(alarmRow(page, older.alarmRecordId)).toBeVisible();
  await expect(alarmRow(page, newer.alarmRecordId)).toHaveCount(0);

  // Past the minute: the job journals the end and the consoles reload; the alarm is back, unacknowledged, and said.
  clockedServer.setClock(CLOCK.past);
  const back = alarmRow(page, newer.alarmRecordId);
  await expect(back).toHaveAttribute('data-acknowledged', 'false', { timeout: RETURN_TIMEOUT_MS });
  await expect.poll(() => saidOf(said(newer))).toBe(true);
  await expect(badge()).toHaveAttribute('title', String(unacknowledged));
  await page.getByRole('tab', { name: '已搁置' }).click();
  await expect(page.getByText('暂无搁置的告警')).toBeVisible();
  await page.locator('.woms-alarm-drawer .ant-drawer-close').click();

  // 告警记录: its story, oldest first — raised by the system, shelved by the operator with the reason, the shelve
  // ended by the system.
  await page.goto('/woms/AlarmCenter/AlarmJournal');
  const journal = page.getByTestId('alarm-journal-page');
  const ended = journal
    .locator('.ant-table-row')
    .filter({ hasText: '取消搁置' })
    .filter({ has: page.getByText(String(newer.alarmRecordId), { exact: true }) });
  await expect(ended).toBeVisible({ timeout: 20_000 });
  await ended.getByText(String(newer.alarmRecordId), { exact: true }).click();
  const events = page.getByTestId('alarm-story').getByTestId('alarm-story-event');
  await expect(events).toHaveCount(3);
  await expect(events.nth(0)).toContainText('触发');
  await expect(events.nth(0)).toContainText('系统');
  await expect(events.nth(1)).toContainText('搁置');
  await expect(events.nth(1)).toContainText('运维员小王');
  await expect(events.nth(1)).toContainText('传感器标定中，误报');
  await expect(events.nth(2)).toContainText('取消搁置');
  await expect(events.nth(2)).toContainText('系统');
});
