/**
 * 保养计划 / 巡检计划 (docs/plans.md): the plans of one factory (the top-bar factory by default) and kind, with their
 * device or device class (its devices and each one's next due in a popover), schedule, next due date, meter count, executor and the orders they made; add, edit, pause/resume and delete, each
 * gated by its code.
 */
import { Button, Popover, Space, Tag, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { DICT_TYPE } from '@contract/dict';
import type { PlanKind, PlanRow } from '@contract/maint-plan';
import { PERM } from '@contract/permissions';
import { QueryForm } from '@/shared/form';
import { useDictOptions } from '@/shared/form/use-dict-options';
import { useT } from '@/shared/i18n';
import { Permission } from '@/shared/permissions';
import { useFactoryList, pagedTableProps } from '@/shared/query';
import { GenericTable, type ColumnSpec } from '@/shared/table';
import { FactoryRow } from '@/shared/tree-select';
import { notify } from '@/shared/ui/notify';
import { useConfirm } from '@/shared/ui/use-confirm';
import { workOrderKeys } from '../query-keys';
import { fetchPlans, removePlan, setPlanEnabled, type PlanQuery } from './plan-api';
import { PlanDialog, type PlanDialogState } from './plan-dialog';
import {
  memberCountText,
  memberNextText,
  meterCountText,
  nextRunText,
  planQueryFields,
  scheduleText,
  targetText,
  toPlanFilter,
} from './plan-fields';
import { usePlansChanged } from './use-plans-changed';

const ACTIONS = 'actions';

function RecentOrders({ row }: { row: PlanRow }) {
  const t = useT();
  if (row.recentOrders.length === 0)
    return <Typography.Text type="secondary">{t('plan.noOrders')}</Typography.Text>;
  return (
    <Space direction="vertical" size={2}>
      {row.recentOrders.map((o) => (
        <span key={o.taskId}>
          {t('planClass.orderOf', { taskNo: o.taskNo, device: o.deviceName })} ·{' '}
          {t(`wo.status.${o.status}` as 'wo.status.0')} · {o.createTime}
        </span>
      ))}
    </Space>
  );
}

/**
 * A class plan's devices, each with its own next due and meter count (docs/plans.md "Plans per device class"); a
 * large class scrolls within the popover rather than running off the screen.
 */
function ClassMembers({ row }: { row: PlanRow }) {
  const t = useT();
  if (row.members.length === 0)
    return <Typography.Text type="secondary">{t('planClass.noDevices')}</Typography.Text>;
  return (
    <Space direction="vertical" size={2} style={{ maxHeight: '50vh', overflowY: 'auto' }}>
      {row.members.map((m) => (
        <span key={m.deviceId}>
          {[
            t('common.withNote', { text: m.deviceName, note: m.deviceShowCode }),
            row.cycleUnit === null ? '' : memberNextText(t, m),
            memberCountText(t, row, m),
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      ))}
    </Space>
  );
}

export function PlansPage({ kind }: { kind: PlanKind }) {
  const t = useT();
  const confirm = useConfirm();
  const changed = usePlansChanged();
  const [extraRows, setExtraRows] = useState(0);
  const [dialog, setDialog] = useState<PlanDialogState>(null);
  const fetchPage = useCallback((query: PlanQuery) => fetchPlans(kind, query), [kind]);
  const list = useFactoryList(workOrderKeys.planList(kind), fetchPage, toPlanFilter);
  const { factoryId } = list;
  const title = t(kind === 'maint' ? 'plan.maintTitle' : 'plan.inspectTitle');
  const classes = useDictOptions(DICT_TYPE.ASSET_TYPE, true);

  const columns = useMemo((): ColumnSpec[] => {
    const col = (prop: string, label: string, width: number): ColumnSpec => ({
      prop,
      label,
      type: 'text',
      isShow: true,
      width,
    });
    // The columns fit a 1440 px screen with the side menu open (docs/layout.md "Tables").
    return [
      { ...col('title', t('plan.title'), 200), fixed: 'left' },
      col('deviceName', t('plan.device'), 190),
      col('schedule', t('plan.col.schedule'), 160),
      // a day and a count against its threshold are figures: kept whole (a cut one misleads)
      { ...col('nextRun', t('plan.nextRun'), 100), type: 'date' },
      { ...col('meterCount', t('plan.col.meterCount'), 140), keep: true },
      col('execByName', t('plan.execBy'), 100),
      col('enabled', t('plan.state'), 80),
      col('orderCount', t('plan.col.orders'), 100),
      { ...col(ACTIONS, t('plan.col.actions'), 170), fixed: 'right' },
    ];
  }, [t]);

  const remove = (row: PlanRow) =>
    confirm(t('plan.confirmRemove', { name: row.title }), async () => {
      const reply = await removePlan(row.planId).catch(() => null);
      if (reply) {
        notify('success', reply.msg);
        changed();
      }
    });

  const toggle = async (row: PlanRow) => {
    const reply = await setPlanEnabled(row.planId, !row.enabled).catch(() => null);
    if (reply) {
      notify('success', reply.msg);
      changed();
    }
  };

  const renderCell = (prop: string, row: PlanRow) => {
    switch (prop) {
      case 'deviceName':
        return row.assetType === null ? (
          targetText(t, row, classes)
        ) : (
          <Popover
            // Beside the row, not above it: a class's list is tall, and above a row it ran to the window's top edge.
            placement="right"
            title={t(row.cycleUnit === null ? 'planClassMeter.members' : 'planClass.members')}
            content={<ClassMembers row={row} />}
          >
            <Button size="small" type="link">
              {targetText(t, row, classes)}
            </Button>
          </Popover>
        );
      case 'schedule':
        return scheduleText(t, row);
      case 'nextRun':
        return nextRunText(t, row);
      case 'meterCount':
        return meterCountText(t, row);
      case 'enabled':
        return row.enabled ? <Tag color="green">{t('plan.enabled')}</Tag> : <Tag>{t('plan.paused')}</Tag>;
      case 'orderCount':
        return (
          <Popover title={t('plan.recentOrders')} content={<RecentOrders row={row} />}>
            <Button size="small" type="link">
              {row.orderCount}
            </Button>
          </Popover>
        );
      case ACTIONS:
        return (
          <Space size={0} wrap>
            <Permission codes={PERM.PLAN_EDIT}>
              <Button size="small" type="link" onClick={() => setDialog({ mode: 'edit', row })}>
                {t('plan.edit')}
              </Button>
              <Button size="small" type="link" onClick={() => void toggle(row)}>
                {t(row.enabled ? 'plan.pause' : 'plan.resume')}
              </Button>
            </Permission>
            <Permission codes={PERM.PLAN_REMOVE}>
              <Button size="small" type="link" danger onClick={() => remove(row)}>
                {t('plan.remove')}
              </Button>
            </Permission>
          </Space>
        );
      default:
        return undefined;
    }
  };

  const toolbar = (
    <Permission codes={PERM.PLAN_ADD}>
      <Button
        type="primary"
        disabled={factoryId === null}
        onClick={() => factoryId !== null && setDialog({ mode: 'add', factoryId })}
      >
        {t('plan.add')}
      </Button>
    </Permission>
  );

  return (
    <section className="plans-page" aria-label={title}>
      <FactoryRow
        id={`plan-factory-${kind}`}
        factoryId={factoryId}
        tree={list.tree}
        onChange={list.chooseFactory}
      />
      <QueryForm
        initialValues={list.linkValues}
        fields={planQueryFields(t)}
        onSearch={list.setValues}
        onReset={list.setValues}
        onLayoutRows={setExtraRows}
      />
      <GenericTable<PlanRow>
        tableId={`plans_${kind}`}
        columns={columns}
        {...pagedTableProps(list)}
        extraQueryRows={extraRows}
        renderCell={renderCell}
        rowKey="planId"
        toolbar={toolbar}
      />
      <PlanDialog kind={kind} state={dialog} onClose={() => setDialog(null)} />
    </section>
  );
}
