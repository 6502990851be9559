/**
 * Checks a command makes before it writes: the caller's code and actor role, the people it names
 * (bound to the order's factory, enabled, holding the needed code; admin counts as bound everywhere and
 * holding every code) and the files it attaches (uploaded by the caller, or any file for admin).
 */
import { ALL_PERMISSION } from '../../../../contract/system/schemas';
import { WO_MSG, type WoTransition } from '../../../../contract/work-order/schemas';
import { badInput, forbidden, refusal } from '../../errors';
import { hasPermission, type Principal } from '../../shared/principal';
import type { OrderState } from './command-repository';
import { CMD_MSG } from './command-errors';
import type { PeopleRepository } from './people-repository';

export const isAdmin = (actor: Principal): boolean => actor.permissions.includes(ALL_PERMISSION);

export function requireCode(actor: Principal, code: string): void {
  if (!hasPermission(actor, code)) throw forbidden();
}

/** Executor steps are the current executor's, acceptance the assigned acceptor's; admin may act for anyone. */
export function requireActor(actor: Principal, t: WoTransition, order: OrderState): void {
  if (isAdmin(actor) || t.actor === 'manager') return;
  if (t.actor === 'executor' && order.execBy !== actor.userId) throw refusal(WO_MSG.NOT_YOURS);
  if (t.actor === 'acceptor' && order.acceptBy !== actor.userId) throw refusal(WO_MSG.NOT_ACCEPTOR);
}

/** The chosen person's name once they may take the role (`code`) in an order of `factoryId`. */
export async function requirePerson(
  people: PeopleRepository,
  userId: number,
  factoryId: number,
  code: string,
  field: string,
): Promise<string> {
  const p = (await people.facts([userId], factoryId, code)).get(userId);
  if (!p?.enabled) throw badInput(`body/${field}`, CMD_MSG.PERSON_MISSING);
  if (p.admin) return p.nickName;
  if (!p.bound) throw badInput(`body/${field}`, WO_MSG.USER_NOT_IN_FACTORY);
  if (!p.hasCode) throw badInput(`body/${field}`, CMD_MSG.PERSON_NO_CODE);
  return p.nickName;
}

/** Copy-to users need no code, only to be enabled and bound to the factory. */
export async function requireCopyTo(
  people: PeopleRepository,
  userIds: number[],
  factoryId: number,
): Promise<void> {
  if (userIds.length === 0) return;
  const facts = await people.facts(userIds, factoryId, '');
  userIds.forEach((id, i) => {
    const p = facts.get(id);
    if (!p?.enabled) throw badInput(`body/copyTo/${i}`, CMD_MSG.PERSON_MISSING);
    if (!p.admin && !p.bound) throw badInput(`body/copyTo/${i}`, WO_MSG.USER_NOT_IN_FACTORY);
  });
}

/** Photos must be images and videos videos, each uploaded by the caller (admin: any upload). */
export async function requireFiles(
  people: PeopleRepository,
  actor: Principal,
  files: { attachmentIds?: number[]; videoIds?: number[] },
): Promise<{ images: number[]; videos: number[] }> {
  const images = unique(files.attachmentIds ?? []);
  const videos = unique(files.videoIds ?? []);
  const owned = await people.ownedFiles([...images, ...videos], actor.userId, isAdmin(actor));
  const check = (given: number[] | undefined, field: string, prefix: string, wrongType: string): void => {
    given?.forEach((id, i) => {
      const type = owned.get(id);
      if (type === undefined) throw badInput(`body/${field}/${i}`, WO_MSG.FILE_NOT_FOUND);
      if (!type.startsWith(prefix)) throw badInput(`body/${field}/${i}`, wrongType);
    });
  };
  check(files.attachmentIds, 'attachmentIds', 'image/', CMD_MSG.NOT_AN_IMAGE);
  check(files.videoIds, 'videoIds', 'video/', CMD_MSG.NOT_A_VIDEO);
  return { images, videos };
}

/** The ids in first-seen order without repeats (a file attached twice is attached once). */
export function unique(ids: number[]): number[] {
  return [...new Set(ids)];
}
