/**
 * The contacts of a plant in its edit form: one row per contact (name, role, mobile, landline) under the rules of
 * docs/requirements.md §5, checked on change; at most ARCHIVE_RULE.CONTACTS_MAX.
 */
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { ARCHIVE_RULE, type PlantContact } from '@contract/plant-archive';
import { useT, type MessageKey } from '@/shared/i18n';
import { toRule } from '@/shared/validators';
import { CONTACT_CHECKS } from './plant-fields';

const FIELDS: { prop: keyof PlantContact; label: MessageKey; required: boolean }[] = [
  { prop: 'name', label: 'plant.contact.name', required: true },
  { prop: 'role', label: 'plant.contact.role', required: false },
  { prop: 'mobile', label: 'plant.contact.mobile', required: true },
  { prop: 'landline', label: 'plant.contact.landline', required: true },
];

const EMPTY: PlantContact = { name: '', role: '', mobile: '', landline: '' };

export function ContactsEditor() {
  const t = useT();
  return (
    <Form.List name="contacts">
      {(rows, { add, remove }) => (
        <div className="plant-contacts">
          {rows.length > 0 && (
            <div className="plant-contacts__row plant-archive__list-head" aria-hidden>
              {FIELDS.map(({ prop, label }) => (
                <span key={prop}>{t(label)}</span>
              ))}
            </div>
          )}
          {rows.map((row, index) => (
            <div
              key={row.key}
              className="plant-contacts__row"
              role="group"
              aria-label={`${t('plant.contacts')} ${index + 1}`}
            >
              {FIELDS.map(({ prop, label, required }) => (
                <Form.Item
                  key={prop}
                  name={[row.name, prop]}
                  rules={[toRule(CONTACT_CHECKS[prop], required)]}
                  validateTrigger="onChange"
                >
                  <Input aria-label={t(label)} placeholder={t(label)} />
                </Form.Item>
              ))}
              <Button
                type="text"
                danger
                icon={<MinusCircleOutlined />}
                aria-label={t('plant.contact.remove')}
                onClick={() => remove(row.name)}
              />
            </div>
          ))}
          {rows.length < ARCHIVE_RULE.CONTACTS_MAX && (
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ ...EMPTY })}>
              {t('plant.contact.add')}
            </Button>
          )}
        </div>
      )}
    </Form.List>
  );
}
