/** 备件管理 → 备件目录: the catalogue every factory shares, searched by code or name and device class; add and edit by code. */
import { Button, Space } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { DICT_TYPE } from '@contract/dict';
import type { PartRow } from '@contract/parts';
import { PERM } from '@contract/permissions';
import { QueryForm, type FormValues } from '@/shared/form';
import { useDictOptions } from '@/shared/form/use-dict-options';
import { useT } from '@/shared/i18n';
import { Permission } from '@/shared/permissions';
import { usePagedQuery } from '@/shared/query';
import { GenericTable, type ColumnSpec } from '@/shared/table';
import { fetchParts } from './api';
import { ImportButton } from './import-button';
import { catalogueQueryFields } from './part-fields';
import { PartDialog, type PartDialogState } from './part-dialog';
import { partsKeys } from './query-keys';

const ACTIONS = 'actions';

function toFilter(values: FormValues): { keyword?: string; assetType?: string } {
  const keyword = String(values.keyword ?? '').trim();
  const assetType = String(values.assetType ?? '').trim();
  return { ...(keyword ? { keyword } : {}), ...(assetType ? { assetType } : {}) };
}

export function CatalogueTab() {
  const t = useT();
  const assetTypes = useDictOptions(DICT_TYPE.ASSET_TYPE, true);
  const [extraRows, setExtraRows] = useState(0);
  const [dialog, setDialog] = useState<PartDialogState>(null);
  const list = usePagedQuery(partsKeys.catalogue, fetchParts, {});
  const { search } = list;
  const onSearch = useCallback((values: FormValues) => search(toFilter(values)), [search]);

  const typeLabel = useCallback(
    (codes: string[]) =>
      codes.length === 0
        ? t('parts.assetTypes.any')
        : codes
            .map((c) => assetTypes.find((o) => String(o.value) === c)?.label ?? c)
            .join(t('parts.listSep')),
    [assetTypes, t],
  );
  const columns = useMemo(
    (): ColumnSpec[] => [
      { prop: 'partCode', label: t('parts.code'), type: 'text', isShow: true, width: 130, fixed: 'left' },
      { prop: 'partName', label: t('parts.name'), type: 'text', isShow: true, width: 150 },
      { prop: 'partSpecs', label: t('parts.specs'), type: 'text', isShow: true, width: 150 },
      { prop: 'unit', label: t('parts.unit'), type: 'text', isShow: true, width: 80 },
      { prop: 'fits', label: t('parts.assetTypes'), type: 'text', isShow: true, width: 200 },
      { prop: 'remark', label: t('parts.remark'), type: 'text', isShow: true, width: 160 },
      { prop: ACTIONS, label: t('parts.actions'), type: 'text', isShow: true, fixed: 'right', width: 90 },
    ],
    [t],
  );
  const rows = useMemo(
    () => list.rows.map((r) => ({ ...r, fits: typeLabel(r.assetTypes) })),
    [list.rows, typeLabel],
  );

  return (
    <>
      <QueryForm
        fields={catalogueQueryFields(t, assetTypes)}
        onSearch={onSearch}
        onReset={onSearch}
        onLayoutRows={setExtraRows}
      />
      <GenericTable<PartRow & { fits: string }>
        tableId="parts_catalogue"
        columns={columns}
        rows={rows}
        total={list.total}
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        onPageChange={list.setPage}
        loading={list.loading}
        extraQueryRows={extraRows}
        rowKey="partId"
        renderCell={(prop, row) =>
          prop === ACTIONS ? (
            <Permission codes={PERM.PARTS_EDIT}>
              <Button size="small" type="link" onClick={() => setDialog({ mode: 'edit', row })}>
                {t('parts.edit')}
              </Button>
            </Permission>
          ) : undefined
        }
        toolbar={
          <Space wrap>
            <Permission codes={PERM.PARTS_ADD}>
              <Button type="primary" onClick={() => setDialog({ mode: 'add' })}>
                {t('parts.add')}
              </Button>
            </Permission>
            <Permission codes={PERM.PARTS_IMPORT}>
              <ImportButton />
            </Permission>
          </Space>
        }
      />
      <PartDialog state={dialog} assetTypes={assetTypes} onClose={() => setDialog(null)} />
    </>
  );
}
