/**
 * The check items of a new inspection round: a name (required, at most 20 characters) and a standard
 * (at most 50), as many as needed up to 50, at least one (a round without items checks nothing).
 */
import { Button, Form, Input, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useT } from '@/shared/i18n';
import { ruleOf, textCheck } from './checks';

/** wo_inspect_item columns (contract WoCreateBody.items). */
const ITEM_NAME_MAX = 20;
const STANDARD_MAX = 50;
const ITEMS_MAX = 50;

export function InspectItemsEditor() {
  const t = useT();
  const nameLabel = t('woDlg.r.itemName');
  const standardLabel = t('woDlg.r.standard');
  return (
    <Form.List
      name="items"
      rules={[
        {
          validator: (_rule, items: unknown[] | undefined) =>
            items && items.length > 0
              ? Promise.resolve()
              : Promise.reject(new Error(t('woDlg.r.itemsRequired'))),
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <>
          {fields.map((f) => (
            <Space key={f.key} align="start" style={{ display: 'flex' }}>
              <Form.Item
                name={[f.name, 'itemName']}
                rules={[
                  ruleOf(textCheck(t, nameLabel, { required: true, max: ITEM_NAME_MAX, type: 'input' })),
                ]}
              >
                <Input aria-label={`${nameLabel} ${f.name + 1}`} placeholder={nameLabel} />
              </Form.Item>
              <Form.Item
                name={[f.name, 'standard']}
                rules={[ruleOf(textCheck(t, standardLabel, { max: STANDARD_MAX, type: 'input' }))]}
              >
                <Input
                  aria-label={`${standardLabel} ${f.name + 1}`}
                  placeholder={standardLabel}
                  style={{ width: 260 }}
                />
              </Form.Item>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`${t('woDlg.p.remove')} ${f.name + 1}`}
                onClick={() => remove(f.name)}
              />
            </Space>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            disabled={fields.length >= ITEMS_MAX}
            onClick={() => add({})}
          >
            {t('woDlg.r.addItem')}
          </Button>
          <Form.ErrorList errors={errors} />
        </>
      )}
    </Form.List>
  );
}
