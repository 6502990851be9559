/**
 * The checklist of an inspection plan (docs/plans.md): items with a name, a type (pass/fail, a number within limits,
 * a reading, a photo) and a standard; limits only on numbers. Each becomes a check item of the orders the plan makes.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { CHECK_TYPES, PLAN_RULE } from '@contract/maint-plan';
import { useT } from '@/shared/i18n';
import { textCheck, ruleOf } from '../dialogs/checks';

export function ChecklistEditor() {
  const t = useT();
  const nameLabel = t('plan.item.name');
  const standardLabel = t('plan.item.standard');
  const types = CHECK_TYPES.map((type) => ({ value: type, label: t(`plan.itemType.${type}`) }));
  return (
    <Form.Item label={t('plan.checklist')} tooltip={t('plan.checklistHelp')}>
      <Form.List name="checklist">
        {(fields, { add, remove }) => (
          <>
            {fields.map((f) => (
              <Space key={f.key} align="start" wrap style={{ display: 'flex' }}>
                <Form.Item
                  name={[f.name, 'name']}
                  rules={[
                    ruleOf(
                      textCheck(t, nameLabel, {
                        required: true,
                        max: PLAN_RULE.ITEM_NAME_MAX,
                        type: 'input',
                      }),
                    ),
                  ]}
                >
                  <Input
                    aria-label={`${nameLabel} ${f.name + 1}`}
                    placeholder={nameLabel}
                    style={{ width: 150 }}
                  />
                </Form.Item>
                <Form.Item name={[f.name, 'type']} initialValue="pass">
                  <Select
                    aria-label={`${t('plan.item.type')} ${f.name + 1}`}
                    options={types}
                    style={{ width: 150 }}
                  />
                </Form.Item>
                <Form.Item
                  name={[f.name, 'standard']}
                  rules={[
                    ruleOf(textCheck(t, standardLabel, { max: PLAN_RULE.ITEM_STANDARD_MAX, type: 'input' })),
                  ]}
                >
                  <Input
                    aria-label={`${standardLabel} ${f.name + 1}`}
                    placeholder={standardLabel}
                    style={{ width: 120 }}
                  />
                </Form.Item>
                <Form.Item noStyle dependencies={[['checklist', f.name, 'type']]}>
                  {({ getFieldValue }) =>
                    getFieldValue(['checklist', f.name, 'type']) === 'number' ? (
                      <Space align="start">
                        <Form.Item name={[f.name, 'min']}>
                          <InputNumber
                            aria-label={`${t('plan.item.min')} ${f.name + 1}`}
                            placeholder={t('plan.item.min')}
                            style={{ width: 90 }}
                          />
                        </Form.Item>
                        <Form.Item
                          name={[f.name, 'max']}
                          dependencies={[['checklist', f.name, 'min']]}
                          rules={[
                            {
                              validator: (_rule, max: number | null | undefined) => {
                                const min = getFieldValue(['checklist', f.name, 'min']) as
                                  number | null | undefined;
                                return min != null && max != null && min > max
                                  ? Promise.reject(new Error(t('plan.item.limitsOrder')))
                                  : Promise.resolve();
                              },
                            },
                          ]}
                        >
                          <InputNumber
                            aria-label={`${t('plan.item.max')} ${f.name + 1}`}
                            placeholder={t('plan.item.max')}
                            style={{ width: 90 }}
                          />
                        </Form.Item>
                      </Space>
                    ) : null
                  }
                </Form.Item>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('plan.item.remove', { n: f.name + 1 })}
                  onClick={() => remove(f.name)}
                />
              </Space>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={fields.length >= PLAN_RULE.CHECKLIST_MAX}
              onClick={() => add({ type: 'pass', standard: '' })}
            >
              {t('plan.item.add')}
            </Button>
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}
