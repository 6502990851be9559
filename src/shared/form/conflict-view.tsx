/**
 * The conflict view of a stale edit (docs/concurrency.md), shown inside the edit dialog above its form when a save is
 * refused with 409: who changed the record and when, the fields only they changed (already taken into the form), and
 * field by field the ones both changed, their saved value beside the user's, with a choice each. Applying puts the
 * choices into the form at the stored version; nothing the user typed is thrown away.
 */
import { Alert, Button, Radio, Space, Table, Typography } from 'antd';
import { useT } from '@/shared/i18n';
import { shownValue, type FieldDifference, type ShownTexts } from './edit-conflict';
import type { ConflictSide, ConflictViewHandle } from './use-edit-conflict';

export interface ConflictViewProps {
  handle: ConflictViewHandle;
  /** the dialog's save: 合并后保存 applies the choices, then saves */
  onSave: () => void;
  busy?: boolean;
}

export function ConflictView({ handle, onSave, busy = false }: ConflictViewProps) {
  const t = useT();
  const { pending } = handle;
  if (!pending) return null;
  const texts: ShownTexts = { empty: t('conflict.empty'), yes: t('conflict.yes'), no: t('conflict.no') };
  const shown = (d: FieldDifference, side: ConflictSide) =>
    shownValue(d.field, side === 'mine' ? d.mine : d.theirs, texts);

  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="edit-conflict"
      message={t('conflict.title')}
      description={
        <Space direction="vertical" size={8} style={{ width: '100%' }}>
          <Typography.Text strong>{pending.message}</Typography.Text>
          {pending.carried.length > 0 && (
            <div data-testid="edit-conflict-carried">
              <Typography.Text>{t('conflict.carried')}</Typography.Text>
              <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
                {pending.carried.map((d) => (
                  <li key={d.field.prop}>
                    {t('common.labelled', { label: d.field.label, value: shown(d, 'theirs') })}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {!pending.gone && pending.conflicts.length === 0 && (
            <Typography.Text>{t('conflict.none')}</Typography.Text>
          )}
          {pending.conflicts.length > 0 && (
            <>
              <Typography.Text>{t('conflict.intro')}</Typography.Text>
              <Table<FieldDifference>
                size="small"
                pagination={false}
                rowKey={(d) => d.field.prop}
                dataSource={pending.conflicts}
                scroll={{ x: 'max-content' }}
                columns={[
                  { title: t('conflict.field'), key: 'field', render: (_, d) => d.field.label },
                  { title: t('conflict.theirs'), key: 'theirs', render: (_, d) => shown(d, 'theirs') },
                  { title: t('conflict.mine'), key: 'mine', render: (_, d) => shown(d, 'mine') },
                  {
                    title: t('conflict.choice'),
                    key: 'choice',
                    render: (_, d) => (
                      <Radio.Group
                        size="small"
                        optionType="button"
                        aria-label={t('common.labelled', {
                          label: t('conflict.choice'),
                          value: d.field.label,
                        })}
                        value={pending.choices[d.field.prop]}
                        onChange={(e) => handle.choose(d.field.prop, e.target.value as ConflictSide)}
                        options={[
                          { label: t('conflict.keepMine'), value: 'mine' },
                          { label: t('conflict.takeTheirs'), value: 'theirs' },
                        ]}
                      />
                    ),
                  },
                ]}
              />
            </>
          )}
          {!pending.gone && (
            <Space wrap>
              {pending.conflicts.length > 0 && (
                <>
                  <Button size="small" onClick={() => handle.chooseAll('mine')}>
                    {t('conflict.allMine')}
                  </Button>
                  <Button size="small" onClick={() => handle.chooseAll('theirs')}>
                    {t('conflict.allTheirs')}
                  </Button>
                </>
              )}
              <Button size="small" onClick={handle.apply}>
                {t('conflict.apply')}
              </Button>
              <Button
                size="small"
                type="primary"
                loading={busy}
                onClick={() => {
                  handle.apply();
                  onSave();
                }}
              >
                {t('conflict.applySave')}
              </Button>
            </Space>
          )}
        </Space>
      }
    />
  );
}
