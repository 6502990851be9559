/** Stored texts in the request's language when read (docs/i18n.md): message titles and alarm contents. */
import type { Lang } from './lang';
import { SEED_TEXTS_EN } from './seed-catalog';
import { storedTextEn } from './stored-text-catalog';

/** Messages with their titles (and urge labels) in `lang`. */
export const messagesIn = <M extends { msgTitle: string; urgeTypeLabel: string }>(
  lang: Lang,
  rows: readonly M[],
): M[] =>
  lang === 'zh'
    ? [...rows]
    : rows.map((m) => ({
        ...m,
        msgTitle: storedTextEn(m.msgTitle),
        urgeTypeLabel: SEED_TEXTS_EN[m.urgeTypeLabel] ?? m.urgeTypeLabel,
      }));

/** Alarm window items with their contents in `lang`. */
export const alarmsIn = <A extends { content: string }>(lang: Lang, rows: readonly A[]): A[] =>
  lang === 'zh' ? [...rows] : rows.map((a) => ({ ...a, content: storedTextEn(a.content) }));

/**
 * Alarm journal rows with the alarm's content and the notes the system wrote (an escalation's, a release by an
 * accepted order) in `lang`; a person's note (a shelve reason, a release reason) is user data and stays as typed.
 */
export const journalIn = <J extends { content: string; note: string | null; userName: string | null }>(
  lang: Lang,
  rows: readonly J[],
): J[] =>
  lang === 'zh'
    ? [...rows]
    : rows.map((j) => ({
        ...j,
        content: storedTextEn(j.content),
        note: j.userName === null && j.note !== null ? storedTextEn(j.note) : j.note,
      }));
