/**
 * One configurable work-order list page (the eleven pages are configs in page-configs.ts): factory, 只看我的, home's
 * link filters (link-filter-tags.tsx) and the query form above the generic table; the order number opens the order;
 * each row offers 详情, 流程 and the transitions the viewer may take now (availableActions of the contract, one
 * computation per row from the permission store, no call).
 */
import { Alert, Button, Space, Switch, Tag } from 'antd';
import { useMemo, useRef, useState, type CSSProperties } from 'react';
import { useLocation } from 'react-router-dom';
import { PERM } from '@contract/permissions';
import { availableActions, KIND_EXPORT_CODE, type WoAction } from '@contract/work-order';
import { ExportButton } from '@/shared/download';
import { QueryForm, type GenericFormHandle } from '@/shared/form';
import { useT } from '@/shared/i18n';
import { usePermission } from '@/shared/permissions';
import { GenericTable, TAG_COLORS, cellColor } from '@/shared/table';
import { AreaTreeSelect } from '@/shared/tree-select';
import { useCurrentFactory } from '@/shared/ui/current-factory';
import { ordersExportPath } from '../api';
import { useWoViewer } from '../dialogs/use-wo-viewer';
import {
  ACTIONS_PROP,
  DUE_TIME_PROP,
  PRIORITY_PROP,
  STATUS_PROP,
  TASK_NO_PROP,
  orderColumns,
  statusKey,
  toTableRow,
  type OrderTableRow,
} from './columns';
import { LinkFilterTags } from './link-filter-tags';
import { OrderDialogs } from './order-dialogs';
import { reportButton, type WoPageConfig } from './page-configs';
import { queryFields } from './query-fields';
import { detailDialog, dialogOfAction, orderedActions } from './row-actions';
import { DueTime, PriorityTag } from '../priority';
import { PrioritySettingsDialog } from '../dialogs/priority-settings-dialog';
import { useWorkOrderPage } from './use-work-order-page';

/** A status tag's label wraps inside its cell, whole, rather than being cut; no margin after it to wrap against. */
const STATUS_TAG_STYLE: CSSProperties = { whiteSpace: 'normal', marginInlineEnd: 0 };

export function WorkOrderListPage({ config }: { config: WoPageConfig }) {
  const t = useT();
  const can = usePermission();
  const viewer = useWoViewer();
  const current = useCurrentFactory();
  const { search: locationSearch } = useLocation();
  const queryRef = useRef<GenericFormHandle>(null);
  const [extraRows, setExtraRows] = useState(0);
  // 时限设置 (docs/work-order-lifecycle.md "Priority and due time"), mounted only while open
  const [prioritySettings, setPrioritySettings] = useState(false);
  const page = useWorkOrderPage(config, locationSearch, current.factoryId, viewer);
  const { list, filter, opened, setOpened } = page;

  // Built each render: the table rebuilds its columns anyway (renderCell is a new function), and the
  // labels follow the locale.
  const columns = orderColumns(config, t);
  const fields = queryFields(config, t);
  const rows = list.rows.map((r) => toTableRow(r, t));
  const actionsOf = useMemo(
    () => new Map(list.rows.map((r) => [r.taskId, orderedActions(availableActions(r, viewer))])),
    [list.rows, viewer],
  );

  const formValues = () => queryRef.current?.getValues() ?? filter.values;
  const report = reportButton(config, can);
  const close = () => setOpened(null);
  // The dialog that changed something invalidated the work-order keys (this list among them).
  const done = close;

  const openAction = (row: OrderTableRow, action: WoAction) => setOpened({ ...dialogOfAction(action), row });
  const renderCell = (prop: string, row: OrderTableRow) => {
    if (prop === STATUS_PROP) {
      const color = cellColor(row, STATUS_PROP);
      // The column wraps (columns.ts): so does the tag's label, whole, on a second line if it must.
      return (
        <Tag color={color ? TAG_COLORS[color] : undefined} style={STATUS_TAG_STYLE}>
          {t(statusKey(row.status))}
        </Tag>
      );
    }
    if (prop === PRIORITY_PROP) return <PriorityTag priority={row.priority} t={t} />;
    if (prop === DUE_TIME_PROP) return <DueTime order={row} t={t} />;
    if (prop !== ACTIONS_PROP) return undefined;
    return (
      <Space size={0} wrap>
        {(actionsOf.get(row.taskId) ?? []).map((action) => (
          <Button key={action} size="small" type="link" onClick={() => openAction(row, action)}>
            {t(`wo.action.${action}`)}
          </Button>
        ))}
        <Button size="small" type="link" onClick={() => setOpened({ ...detailDialog(config), row })}>
          {t('wo.action.detail')}
        </Button>
        <Button size="small" type="link" onClick={() => setOpened({ dialog: 'timeline', row })}>
          {t('wo.action.timeline')}
        </Button>
      </Space>
    );
  };
  const onCellClick = (prop: string, row: OrderTableRow) => {
    if (prop === TASK_NO_PROP) setOpened({ ...detailDialog(config), row });
  };

  const { source } = config;
  // A kind's route takes the kind from its path: the filter goes without it.
  const exportFilter = () => {
    const { kind: _kind, ...rest } = list.query;
    return source === 'accept' ? list.query : rest;
  };
  const toolbar = (
    <Space wrap>
      {report && (
        <Button
          type="primary"
          disabled={filter.factoryId === null}
          onClick={() => {
            if (filter.factoryId !== null)
              setOpened({ dialog: 'report', kind: report.kind, factoryId: filter.factoryId });
          }}
        >
          {t(report.label)}
        </Button>
      )}
      <ExportButton
        code={source === 'accept' ? PERM.ACCEPT_EXPORT : KIND_EXPORT_CODE[source]}
        url={ordersExportPath(source)}
        filter={exportFilter}
        pageTitle={t(config.title)}
      />
      {can(PERM.WO_PRIORITY_EDIT) && (
        <Button onClick={() => setPrioritySettings(true)}>{t('woPriority.settings.open')}</Button>
      )}
    </Space>
  );

  const factoryFieldId = `${config.tableId}-factory`;
  return (
    <section className="work-order-page" aria-label={t(config.title)}>
      <Space wrap style={{ marginBottom: 12 }}>
        <label htmlFor={factoryFieldId}>{t('wo.factory')}</label>
        <AreaTreeSelect
          id={factoryFieldId}
          value={filter.factoryId}
          tree={current.tree.length > 0 ? current.tree : undefined}
          pickDefault={false}
          allowClear
          onChange={(id) => page.chooseFactory(id ?? null, formValues())}
          style={{ width: 240 }}
        />
        {config.mine && (
          <Switch
            checked={filter.mine}
            checkedChildren={t('wo.mine')}
            unCheckedChildren={t('wo.mine')}
            aria-label={t('wo.mine')}
            onChange={(checked) => page.toggleMine(checked, formValues())}
          />
        )}
        {config.linkFilters && (
          <LinkFilterTags filters={filter} onDrop={(name) => page.dropLinkFilter(name, formValues())} />
        )}
      </Space>
      <QueryForm
        key={page.formKey}
        ref={queryRef}
        fields={fields}
        initialValues={filter.values}
        onSearch={page.search}
        onReset={page.reset}
        onLayoutRows={setExtraRows}
      />
      {page.missing !== null && (
        <Alert
          type="warning"
          showIcon
          closable
          onClose={page.dismissMissing}
          message={t('wo.open.notFound', { taskNo: page.missing })}
          style={{ marginBottom: 8 }}
        />
      )}
      <GenericTable<OrderTableRow>
        tableId={config.tableId}
        columns={columns}
        rows={rows}
        total={list.total}
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        onPageChange={list.setPage}
        loading={list.loading}
        extraQueryRows={extraRows}
        renderCell={renderCell}
        onCellClick={onCellClick}
        rowKey="taskId"
        toolbar={toolbar}
      />
      <OrderDialogs opened={opened} onClose={close} onDone={done} />
      {prioritySettings && <PrioritySettingsDialog open onClose={() => setPrioritySettings(false)} />}
    </section>
  );
}
