/**
 * The work-order priority settings as one record (docs/work-order-lifecycle.md "Priority and due time"): read, checked
 * (400 naming the field) and saved under one version (docs/concurrency.md: a stale save is the 409 naming who saved
 * last and when, with the stored settings, and changes nothing).
 */
import {
  WO_PRIORITIES,
  WO_PRIORITY_MSG,
  type WoPrioritySettings,
  type WoPrioritySettingsBody,
} from '../../../../contract/wo-priority';
import type { Db } from '../../db/client';
import { badInput } from '../../errors';
import { claimVersion, type Editor } from '../record-version/repository';
import { PriorityRepository, WO_PRIORITY_SETTINGS_ID } from './priority-repository';

export async function readPrioritySettings(db: Db): Promise<WoPrioritySettings> {
  const repo = new PriorityRepository(db);
  return { targets: await repo.targets(), ...(await repo.stamp()) };
}

/** What the schema cannot say: every priority once, each answered before it is due. */
export function checkPrioritySettings(body: WoPrioritySettingsBody): void {
  const seen = new Set<number>();
  body.targets.forEach((t, i) => {
    if (seen.has(t.priority)) throw badInput(`body/targets/${i}/priority`, WO_PRIORITY_MSG.DUPLICATE);
    seen.add(t.priority);
    if (t.responseMinutes > t.completeMinutes)
      throw badInput(`body/targets/${i}/responseMinutes`, WO_PRIORITY_MSG.RESPONSE_AFTER_COMPLETE);
  });
  if (seen.size !== WO_PRIORITIES.length) throw badInput('body/targets', WO_PRIORITY_MSG.MISSING);
}

/**
 * Checks and saves the settings at the version the dialog loaded; answers them as stored now. The targets apply to
 * orders reported (or re-prioritised at dispatch) after the save; the interval from the ladder's next run.
 */
export async function savePrioritySettings(
  db: Db,
  body: WoPrioritySettingsBody,
  editor: Editor,
): Promise<WoPrioritySettings> {
  checkPrioritySettings(body);
  return db.transaction(async (tx) => {
    await claimVersion(
      tx,
      { record: 'woPrioritySettings', id: WO_PRIORITY_SETTINGS_ID, version: body.version, ...editor },
      () => readPrioritySettings(tx),
    );
    await new PriorityRepository(tx).save(body);
    return readPrioritySettings(tx);
  });
}
