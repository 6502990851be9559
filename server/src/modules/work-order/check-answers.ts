/**
 * A handling's answers to an order's check items, judged by each item's type (docs/plans.md "Check items on the
 * order"): a 合格/不合格 item by the result given, a 数值 item by its limits (the number decides, not the executor), a
 * 抄读数 item records its number, a 需拍照 item needs its photo. A missing answer the type needs is 400 naming the
 * item. A 合格/不合格 item may be left out, as before (the handle dialog asks for each).
 */
import { withinLimits } from '../../../../contract/maint-plan/schemas';
import { WO_MSG, type WoHandleBody } from '../../../../contract/work-order/schemas';
import type { Db } from '../../db/client';
import { badInput } from '../../errors';
import type { Principal } from '../../shared/principal';
import { isAdmin } from './command-checks';
import { CMD_MSG } from './command-errors';
import type { OrderState } from './command-repository';
import type { CheckAnswer, CheckItem } from './item-plan-repository';
import type { PeopleRepository } from './people-repository';
import { raiseFromItem } from './raise-repair';

type Given = NonNullable<WoHandleBody['items']>[number];

export const ANSWER_MSG = {
  result: (name: string) => `检查项「${name}」请选择正常或异常`,
  value: (name: string) => `检查项「${name}」请填写数值`,
  photoId: (name: string) => `检查项「${name}」需拍照`,
} as const;

/** What each answered item is set to, in the order's item order; throws the 400 of the first answer missing. */
export function judgeAnswers(items: readonly CheckItem[], given: readonly Given[]): CheckAnswer[] {
  const answers: CheckAnswer[] = [];
  for (const item of items) {
    const index = given.findIndex((g) => g.itemId === item.itemId);
    const entry = given[index];
    if (!entry && item.itemType === 'pass') continue;
    const field = (name: keyof typeof ANSWER_MSG) =>
      badInput(entry ? `body/items/${index}/${name}` : 'body/items', ANSWER_MSG[name](item.itemName));
    const remark = entry?.remark ?? '';
    switch (item.itemType) {
      case 'pass':
        if (!entry?.result) throw field('result');
        answers.push({ itemId: item.itemId, result: entry.result, remark, value: null, photoId: null });
        break;
      case 'number':
        if (entry?.value === undefined) throw field('value');
        answers.push({
          itemId: item.itemId,
          result: withinLimits(item, entry.value) ? 'normal' : 'abnormal',
          remark,
          value: entry.value,
          photoId: null,
        });
        break;
      case 'reading':
        if (entry?.value === undefined) throw field('value');
        answers.push({
          itemId: item.itemId,
          result: entry.result ?? 'normal',
          remark,
          value: entry.value,
          photoId: null,
        });
        break;
      case 'photo':
        if (entry?.photoId === undefined) throw field('photoId');
        answers.push({
          itemId: item.itemId,
          result: entry.result ?? 'normal',
          remark,
          value: null,
          photoId: entry.photoId,
        });
        break;
    }
  }
  return answers;
}

/** Each item's photo is an image the caller uploaded (or any, for an admin), as the handling's own photos are. */
export async function requireItemPhotos(
  people: PeopleRepository,
  actor: Principal,
  given: readonly Given[],
): Promise<void> {
  const ids = given.flatMap((g) => (g.photoId === undefined ? [] : [g.photoId]));
  const owned = await people.ownedFiles(ids, actor.userId, isAdmin(actor));
  given.forEach((g, i) => {
    if (g.photoId === undefined) return;
    const type = owned.get(g.photoId);
    if (type === undefined) throw badInput(`body/items/${i}/photoId`, WO_MSG.FILE_NOT_FOUND);
    if (!type.startsWith('image/')) throw badInput(`body/items/${i}/photoId`, CMD_MSG.NOT_AN_IMAGE);
  });
}

/** Every item answered abnormal and not raised yet becomes a repair order (an item raises at most one). */
export async function raiseAbnormal(
  tx: Db,
  order: OrderState,
  items: readonly CheckItem[],
  answers: readonly CheckAnswer[],
  reportBy: number,
  now: Date,
): Promise<void> {
  for (const answer of answers) {
    const item = items.find((i) => i.itemId === answer.itemId);
    if (answer.result !== 'abnormal' || !item || item.raisedTaskId !== null) continue;
    await raiseFromItem(
      tx,
      order,
      { ...item, remark: answer.remark, value: answer.value },
      reportBy,
      undefined,
      now,
    );
  }
}
