/**
 * What a typed check item was answered with, read-only (docs/plans.md "Check items on the order"): the number of a
 * 数值 or 抄读数 item, the photo of a 需拍照 item.
 */
import type { InspectItem } from '@contract/work-order';
import { AttachmentMedia } from './attachment-media';

/** Whether any item takes an entered value: only then does the view show the column. */
export const hasEntries = (items: readonly InspectItem[]): boolean =>
  items.some((i) => i.itemType !== 'pass');

export function CheckAnswerView({ item }: { item: InspectItem }) {
  if (item.value !== null) return <>{String(item.value)}</>;
  if (item.photo) return <AttachmentMedia images={[item.photo]} compact />;
  return <>-</>;
}
