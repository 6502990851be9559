/** The design parameters of a process unit in its dialog: name, value and unit per row, at most ARCHIVE_RULE.PARAMS_MAX. */
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { ARCHIVE_RULE } from '@contract/plant-archive';
import { useT } from '@/shared/i18n';
import { toRule } from '@/shared/validators';
import { paramChecks } from './process-fields';

export function ParamsEditor() {
  const t = useT();
  const checks = paramChecks(t);
  return (
    <Form.List name="params">
      {(rows, { add, remove }) => (
        <div className="process-params">
          {rows.length > 0 && (
            <div className="process-params__row plant-archive__list-head" aria-hidden>
              <span>{t('process.param.name')}</span>
              <span>{t('process.param.value')}</span>
              <span>{t('process.param.unit')}</span>
            </div>
          )}
          {rows.map((row, index) => (
            <div
              key={row.key}
              className="process-params__row"
              role="group"
              aria-label={`${t('process.params')} ${index + 1}`}
            >
              <Form.Item
                name={[row.name, 'name']}
                rules={[toRule(checks.name, true)]}
                validateTrigger="onChange"
              >
                <Input aria-label={t('process.param.name')} placeholder={t('process.param.name')} />
              </Form.Item>
              <Form.Item
                name={[row.name, 'value']}
                rules={[toRule(checks.value, true)]}
                validateTrigger="onChange"
              >
                <Input aria-label={t('process.param.value')} placeholder={t('process.param.value')} />
              </Form.Item>
              <Form.Item name={[row.name, 'unit']}>
                <Input
                  aria-label={t('process.param.unit')}
                  placeholder={t('process.param.unit')}
                  maxLength={ARCHIVE_RULE.UNIT_MAX}
                />
              </Form.Item>
              <Button
                type="text"
                danger
                icon={<MinusCircleOutlined />}
                aria-label={t('process.param.remove')}
                onClick={() => remove(row.name)}
              />
            </div>
          ))}
          {rows.length < ARCHIVE_RULE.PARAMS_MAX && (
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add({ name: '', value: '', unit: '' })}
            >
              {t('process.param.add')}
            </Button>
          )}
        </div>
      )}
    </Form.List>
  );
}
