/**
 * Work-order rows with their labels in the request's language (docs/i18n.md): the status and yes/no labels are the
 * product's, the dictionary labels are seeded ones unless an administrator changed them. Names, contents and
 * remarks are user data and stay.
 */
import { DICT_TYPE } from '../../../../contract/dict';
import type { AcceptRow, TaskLog, WoRow } from '../../../../contract/work-order';
import type { Lang } from '../../shared/i18n/lang';
import { SEED_TEXTS_EN } from '../../shared/i18n/seed-catalog';
import { exportText } from '../../shared/i18n/export-catalog';
import { logTextEn } from '../../shared/i18n/stored-text-catalog';
import type { SeedTranslator } from '../../shared/i18n/seed-texts';

const product = (label: string): string => SEED_TEXTS_EN[label] ?? label;

export function acceptRowIn<A extends AcceptRow>(seeded: SeedTranslator, lang: Lang, a: A): A {
  if (lang === 'zh') return a;
  const label = seeded.dictLabel(lang, DICT_TYPE.ACCEPT_RESULT, String(a.acceptResult), a.acceptResultLabel);
  return { ...a, acceptResultLabel: label };
}

/**
 * A process log entry in `lang`: its title, the verdict and result labels of its log object (dictionary labels as
 * seeded unless an administrator changed them) and a plan's dispatcher name; names, opinions and descriptions stay.
 */
export function taskLogIn<L extends TaskLog>(seeded: SeedTranslator, lang: Lang, log: L): L {
  if (lang === 'zh') return log;
  const o = log.logObj;
  const obj = { ...o };
  const text = (key: string) => (typeof o[key] === 'string' ? (o[key] as string) : null);
  const handled = text('handleResultLabel');
  if (handled !== null)
    obj.handleResultLabel = seeded.dictLabel(lang, DICT_TYPE.HANDLE_RESULT, String(o.handleResult), handled);
  const accepted = text('acceptResultLabel');
  if (accepted !== null)
    obj.acceptResultLabel = seeded.dictLabel(lang, DICT_TYPE.ACCEPT_RESULT, String(o.acceptResult), accepted);
  const approved = text('approvalResultLabel');
  if (approved !== null) obj.approvalResultLabel = logTextEn(approved);
  const dispatcher = text('distributeByName');
  if (dispatcher !== null) obj.distributeByName = logTextEn(dispatcher);
  return { ...log, title: logTextEn(log.title), logObj: obj };
}

export function woRowIn<R extends WoRow & { lastAccept?: AcceptRow | null; acceptList?: AcceptRow[] }>(
  seeded: SeedTranslator,
  lang: Lang,
  r: R,
): R {
  if (lang === 'zh') return r;
  return {
    ...r,
    statusLabel: product(r.statusLabel),
    fixTypeLabel: seeded.dictLabel(lang, DICT_TYPE.FIX_TYPE, r.fixType, r.fixTypeLabel),
    reportSourceLabel: seeded.dictLabel(lang, DICT_TYPE.REPORT_SOURCE, r.reportSource, r.reportSourceLabel),
    handleResultLabel: seeded.dictLabel(lang, DICT_TYPE.HANDLE_RESULT, r.handleResult, r.handleResultLabel),
    isStatisticsLabel: product(r.isStatisticsLabel),
    isForwardLabel: product(r.isForwardLabel),
    priorityLabel: exportText(lang, r.priorityLabel),
    ...(r.lastAccept ? { lastAccept: acceptRowIn(seeded, lang, r.lastAccept) } : {}),
    ...(r.acceptList ? { acceptList: r.acceptList.map((a) => acceptRowIn(seeded, lang, a)) } : {}),
  };
}
