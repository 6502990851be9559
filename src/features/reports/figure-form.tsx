/**
 * The figures of a daily report being filled: one number per figure of the plant kind, with its unit, bounds and
 * decimals from the contract (FIGURES), the marks following what is typed, and kWh per m³ computed live from
 * electricity and outflow (the server derives it again; it is never sent). A number out of its bounds is refused with
 * the bounds, never clamped: the input has no min or max of its own, which would quietly replace what was typed.
 * Every typed figure is marked required, since a submit needs them all (a draft may leave some empty).
 */
import { Form, InputNumber, Tag, Typography, type FormInstance } from 'antd';
import { tooPrecise, type FigureDef } from '@contract/report';
import { useT } from '@/shared/i18n';
import { deviates, differsFromPrefill, energyPerM3, formatFigure, type FigureRow } from './figure-rows';
import { FigureMarks } from './figure-marks';
import type { DailyFormValues } from './report-bodies';

export interface FigureFormProps {
  form: FormInstance<DailyFormValues>;
  rows: FigureRow[];
}

const outOfRange = (def: FigureDef, value: unknown) =>
  typeof value === 'number' && (value < def.min || value > def.max);

export function FigureForm({ form, rows }: FigureFormProps) {
  const t = useT();
  const values = Form.useWatch('figures', form) ?? {};
  return (
    <>
      {rows.map(({ def, figure, derived }) => {
        const label = t(`report.figure.${def.key}`);
        const unit = t(`report.unit.${def.key}`);
        if (derived) {
          const value = energyPerM3(values.electricity, values.outflow);
          return (
            <Form.Item key={def.key} label={label}>
              <Typography.Text data-testid={`figure-${def.key}`}>
                {formatFigure(value, def.decimals)} {unit}
              </Typography.Text>{' '}
              <Tag>{t('report.derived')}</Tag>
            </Form.Item>
          );
        }
        const value = values[def.key];
        const range = t('report.msg.range', { label, min: def.min, max: def.max });
        const decimals =
          def.decimals === 0
            ? t('report.msg.integer', { label })
            : t('report.msg.decimals', { label, decimals: def.decimals });
        return (
          <Form.Item
            key={def.key}
            name={['figures', def.key]}
            label={label}
            validateTrigger="onChange"
            required
            rules={[
              {
                validator: (_rule, v: unknown) =>
                  outOfRange(def, v) ? Promise.reject(new Error(range)) : Promise.resolve(),
              },
              {
                // What was typed is kept or refused, never rounded (docs/requirements.md "Daily reports").
                validator: (_rule, v: unknown) =>
                  tooPrecise(def, v) ? Promise.reject(new Error(decimals)) : Promise.resolve(),
              },
            ]}
            extra={
              <FigureMarks
                def={def}
                prefill={figure.prefill}
                manual={differsFromPrefill(value, figure.prefill)}
                flagged={deviates(value, figure.median)}
                median={figure.median}
              />
            }
          >
            <InputNumber
              step={def.decimals === 0 ? 1 : 1 / 10 ** def.decimals}
              suffix={unit || undefined}
              style={{ width: '100%', maxWidth: 280 }}
            />
          </Form.Item>
        );
      })}
    </>
  );
}
