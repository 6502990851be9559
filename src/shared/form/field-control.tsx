/** The control of one field type; date pickers keep their value as the docs/requirements.md §5 formatted string. */
import { DatePicker, Input, InputNumber, Select, TreeSelect } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useT } from '../i18n';
import { VALUE_FORMATS, weekLabel, type FieldSpec } from './field-spec';

interface ControlProps {
  field: FieldSpec;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
}

const PICKERS = { date: 'date', datetime: 'date', month: 'month', year: 'year', week: 'week' } as const;

function toDayjs(value: unknown, valueFormat: string): Dayjs | null {
  if (value === undefined || value === null || value === '') return null;
  const parsed = dayjs(String(value), valueFormat);
  return parsed.isValid() ? parsed : null;
}

export function FieldControl({ field, value, onChange, id }: ControlProps) {
  const t = useT();
  const disabled = field.editor === false;
  const placeholder = field.placeholder;
  const common = { id, disabled, placeholder, style: { width: '100%' } };
  switch (field.type) {
    case 'input':
      return (
        <Input {...common} allowClear value={value as string} onChange={(e) => onChange?.(e.target.value)} />
      );
    case 'password':
      return (
        <Input.Password
          {...common}
          autoComplete="new-password"
          value={value as string}
          onChange={(e) => onChange?.(e.target.value)}
        />
      );
    case 'textarea':
      return (
        <Input.TextArea
          {...common}
          rows={3}
          showCount={
            field.countMax === undefined
              ? false
              : { formatter: ({ count }) => `${count} / ${field.countMax}` }
          }
          value={value as string}
          onChange={(e) => onChange?.(e.target.value)}
        />
      );
    case 'number':
      return <InputNumber {...common} value={value as number} onChange={(v) => onChange?.(v ?? undefined)} />;
    case 'select':
      return (
        <Select
          {...common}
          allowClear
          showSearch
          optionFilterProp="label"
          options={field.options}
          value={value as string}
          onChange={(v) => onChange?.(v)}
        />
      );
    case 'treeSelect':
      return (
        <TreeSelect
          {...common}
          allowClear
          showSearch
          treeNodeFilterProp="label"
          treeData={field.options}
          value={value as string}
          onChange={(v) => onChange?.(v)}
        />
      );
    default: {
      const valueFormat = VALUE_FORMATS[field.type] ?? 'YYYY-MM-DD';
      const display = field.type === 'week' ? (d: Dayjs) => weekLabel(d, t('generic.week')) : valueFormat;
      return (
        <DatePicker
          {...common}
          picker={PICKERS[field.type]}
          showTime={field.type === 'datetime'}
          format={display}
          value={toDayjs(value, valueFormat)}
          onChange={(d: Dayjs | null) => {
            if (!d) return onChange?.(undefined);
            const picked = field.type === 'week' ? d.subtract((d.day() + 6) % 7, 'day') : d;
            onChange?.(picked.format(valueFormat));
          }}
        />
      );
    }
  }
}
