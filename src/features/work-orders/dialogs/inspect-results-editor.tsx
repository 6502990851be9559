/**
 * The check items of an inspection being handled: 正常/异常 for each (required) and a remark of at most
 * 50 characters (wo_inspect_item.remark). Earlier results (a handling sent back) are the initial values.
 */
import { Form, Input, Radio, Table } from 'antd';
import type { InspectItem, WoHandleBody } from '@contract/work-order';
import { requiredMessage, type FormValues } from '@/shared/form';
import { useT } from '@/shared/i18n';
import { isBlank, ruleOf, textCheck, trimmed } from './checks';

const REMARK_MAX = 50;

/** Form value `itemResults` keyed by item id. */
export const itemResultsOf = (items: readonly InspectItem[]) =>
  Object.fromEntries(
    items.map((i) => [String(i.itemId), { result: i.result ?? undefined, remark: i.remark || undefined }]),
  );

export function itemsBody(
  items: readonly InspectItem[],
  values: FormValues,
): NonNullable<WoHandleBody['items']> {
  const results = (values.itemResults ?? {}) as Record<string, { result?: string; remark?: string }>;
  return items.map((item) => {
    const entry = results[String(item.itemId)] ?? {};
    const remark = trimmed(entry.remark);
    return {
      itemId: item.itemId,
      result: entry.result === 'abnormal' ? 'abnormal' : 'normal',
      ...(remark ? { remark } : {}),
    };
  });
}

export function InspectResultsEditor({ items }: { items: readonly InspectItem[] }) {
  const t = useT();
  const resultLabel = t('woDlg.h.itemResult');
  const remarkLabel = t('woDlg.h.itemRemark');
  const required = requiredMessage({ type: 'select', label: resultLabel }, t);
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
          title: resultLabel,
          width: 170,
          render: (_v, item) => (
            <Form.Item
              style={{ marginBottom: 0 }}
              name={['itemResults', String(item.itemId), 'result']}
              rules={[ruleOf((v) => (isBlank(v) ? required : undefined))]}
            >
              <Radio.Group
                aria-label={`${item.itemName} ${resultLabel}`}
                options={[
                  { value: 'normal', label: t('woDlg.h.normal') },
                  { value: 'abnormal', label: t('woDlg.h.abnormal') },
                ]}
              />
            </Form.Item>
          ),
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
