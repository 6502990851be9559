/**
 * The `msg` of an answer in the request's language (docs/i18n.md): the message constants' English, including a
 * field error (`body/deviceId 设备不存在…` keeps its field and translates the rest). A text the catalog does not know
 * leaves as it is.
 */
import type { Lang } from './lang';
import { MESSAGES_EN } from './message-catalog';
import { SEED_TEXTS_EN } from './seed-catalog';
import { translator } from './translate';

/** A message's captured values (a role or dictionary name in `角色'{0}'…`) are translated when seeded. */
const messageEn = translator(MESSAGES_EN, (value) => SEED_TEXTS_EN[value] ?? value);

/** `body/x`, `querystring/x`, `params/x` followed by the reason: the form of a field error (server/src/errors.ts). */
const FIELD_ERROR = /^((?:body|querystring|params|headers)(?:\/\S*)?) (.+)$/s;

export function messageIn(lang: Lang, msg: string): string {
  if (lang === 'zh') return msg;
  const whole = messageEn(msg);
  if (whole !== msg) return whole;
  const field = FIELD_ERROR.exec(msg);
  return field ? `${field[1]} ${messageEn(field[2] ?? '')}` : msg;
}

export { messageEn };
