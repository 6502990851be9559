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
