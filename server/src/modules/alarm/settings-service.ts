/**
 * 告警规则 as one record (docs/alarms.md "Rules"): read from where each setting lives (the rules' table, sys_config
 * with the defaults its readers apply), checked (400 naming the field) and saved under one version (docs/concurrency.md:
 * a stale save is the 409 naming who saved last and when, with the stored settings, and changes nothing).
 */
import {
  ALARM_RULE_PAIRS,
  ALARM_SETTINGS_MSG,
  isRulePair,
  type AlarmSettings,
  type AlarmSettingsBody,
} from '../../../../contract/alarm-rules';
import type { Db } from '../../db/client';
import { badInput } from '../../errors';
import { claimVersion, type Editor } from '../record-version/repository';
import { EscalationRepository } from './escalation-repository';
import { AlarmStateRepository } from './state-repository';
import { ALARM_SETTINGS_ID, AlarmSettingsRepository } from './settings-repository';

export async function readAlarmSettings(db: Db): Promise<AlarmSettings> {
  const settings = new AlarmSettingsRepository(db);
  const escalation = new EscalationRepository(db);
  return {
    rules: await settings.rules(),
    shelveMaxMinutes: await new AlarmStateRepository(db).shelveMaxMinutes(),
    escalateSupervisorMinutes: await escalation.minutes(1),
    escalateAdminMinutes: await escalation.minutes(2),
    ...(await settings.stamp()),
  };
}

/** What the schema cannot say: only pairs that occur, each once, all of them; the administrators told last. */
export function checkAlarmSettings(body: AlarmSettingsBody): void {
  const seen = new Set<string>();
  body.rules.forEach((r, i) => {
    if (!isRulePair(r.kind, r.deviceType)) throw badInput(`body/rules/${i}`, ALARM_SETTINGS_MSG.PAIR);
    const key = `${r.kind}:${r.deviceType}`;
    if (seen.has(key)) throw badInput(`body/rules/${i}`, ALARM_SETTINGS_MSG.DUPLICATE);
    seen.add(key);
  });
  if (seen.size !== ALARM_RULE_PAIRS.length) throw badInput('body/rules', ALARM_SETTINGS_MSG.MISSING);
  if (body.escalateAdminMinutes <= body.escalateSupervisorMinutes)
    throw badInput('body/escalateAdminMinutes', ALARM_SETTINGS_MSG.ADMIN_AFTER_SUPERVISOR);
}

/** Checks and saves the settings at the version the page loaded; answers them as stored now. */
export async function saveAlarmSettings(
  db: Db,
  body: AlarmSettingsBody,
  editor: Editor,
): Promise<AlarmSettings> {
  checkAlarmSettings(body);
  return db.transaction(async (tx) => {
    await claimVersion(
      tx,
      { record: 'alarmSettings', id: ALARM_SETTINGS_ID, version: body.version, ...editor },
      () => readAlarmSettings(tx),
    );
    await new AlarmSettingsRepository(tx).save(body, editor.now);
    return readAlarmSettings(tx);
  });
}
