/**
 * The check items of an inspection being handled: each answered by its type (check-answer-input.tsx, required) and a
 * remark of at most 50 characters (wo_inspect_item.remark). Earlier results (a handling sent back) are the initial
 * values.
 */
import { Form, Input, Table } from 'antd';
import type { InspectItem, WoHandleBody } from '@contract/work-order';
import type { FormValues } from '@/shared/form';
import { useT } from '@/shared/i18n';
import { CheckAnswerInput } from './check-answer-input';
import { ruleOf, textCheck, trimmed } from './checks';

const REMARK_MAX = 50;

/** Form value `itemResults` keyed by item id (a photo is uploaded again: the upload field starts empty). */
export const itemResultsOf = (items: readonly InspectItem[]) =>
  Object.fromEntries(
    items.map((i) => [
      String(i.itemId),
      { result: i.result ?? undefined, value: i.value ?? undefined, remark: i.remark || undefined },
    ]),
  );

type Answer = NonNullable<WoHandleBody['items']>[number];

/** Each item's answer by its type (docs/plans.md "Check items on the order"). */
export function itemsBody(
  items: readonly InspectItem[],
  values: FormValues,
): NonNullable<WoHandleBody['items']> {
  const results = (values.itemResults ?? {}) as Record<
    string,
    { result?: string; value?: unknown; photo?: unknown; remark?: string }
  >;
  return items.map((item) => {
    const entry = results[String(item.itemId)] ?? {};
    const remark = trimmed(entry.remark);
    const answer: Answer = { itemId: item.itemId };
    if (item.itemType === 'pass') answer.result = entry.result === 'abnormal' ? 'abnormal' : 'normal';
    if ((item.itemType === 'number' || item.itemType === 'reading') && typeof entry.value === 'number')
      answer.value = entry.value;
    const photo = Array.isArray(entry.photo) ? (entry.photo[0] as number | undefined) : undefined;
    if (item.itemType === 'photo' && photo !== undefined) answer.photoId = photo;
    return { ...answer, ...(remark ? { remark } : {}) };
  });
}

export interface InspectResultsEditorProps {
  items: readonly InspectItem[];
  /** reports a photo item's upload busy state (useUploadsBusy) */
  track: (key: string) => (busy: boolean) => void;
}

export function InspectResultsEditor({ items, track }: InspectResultsEditorProps) {
  const t = useT();
  const remarkLabel = t('woDlg.h.itemRemark');
  return (
    <Table<InspectItem>
      size="small"
      rowKey="itemId"
      pagination={false}
      dataSource={[...items]}
      columns={[
        { title: t('woDlg.r.itemName'), dataIndex: 'itemName' },
        { title: t('woDlg.r.standard'), dataIndex: 'standard', render: (v: string) => v || '-' },
        {
          title: t('woDlg.h.itemResult'),
          width: 220,
          render: (_v, item) => <CheckAnswerInput item={item} track={track} />,
        },
        {
          title: remarkLabel,
          render: (_v, item) => (
            <Form.Item
              style={{ marginBottom: 0 }}
              name={['itemResults', String(item.itemId), 'remark']}
              rules={[ruleOf(textCheck(t, remarkLabel, { max: REMARK_MAX, type: 'input' }))]}
            >
              <Input aria-label={`${item.itemName} ${remarkLabel}`} />
            </Form.Item>
          ),
        },
      ]}
    />
  );
}
