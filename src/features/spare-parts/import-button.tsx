/**
 * 导入 of the catalogue (docs/parts.md "Import"): the chosen .xlsx goes to the server as it is; an import refused for
 * bad rows lists each row, field and reason in a dialog (nothing was imported), any other refusal is the client's
 * message.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Button, Modal, Table, Upload } from 'antd';
import { useState } from 'react';
import { PARTS_IMPORT, type PartImportError } from '@contract/parts';
import { isApiError } from '@/shared/api';
import { useT, type MessageKey } from '@/shared/i18n';
import { notify } from '@/shared/ui/notify';
import { importParts } from './api';
import { usePartsChanged } from './use-parts-changed';

const FIELD_LABEL: Record<string, MessageKey> = {
  partCode: 'parts.code',
  partName: 'parts.name',
  partSpecs: 'parts.specs',
  unit: 'parts.unit',
  assetTypes: 'parts.assetTypes',
  remark: 'parts.remark',
};

/** The rows of an import's 400, or null when the refusal is not about rows. */
export function importErrorsOf(data: unknown): PartImportError[] | null {
  const errors = (data as { errors?: unknown } | null | undefined)?.errors;
  return Array.isArray(errors) ? (errors as PartImportError[]) : null;
}

export function ImportButton() {
  const t = useT();
  const changed = usePartsChanged();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<PartImportError[] | null>(null);

  const send = async (file: File) => {
    setBusy(true);
    try {
      const reply = await importParts(file);
      notify('success', reply.msg);
      changed();
    } catch (error) {
      if (!isApiError(error)) throw error;
      const rows = importErrorsOf(error.data);
      if (rows) setErrors(rows);
      else if (!error.shown) notify('error', error.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Upload
        accept=".xlsx"
        showUploadList={false}
        beforeUpload={(file) => {
          void send(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          {t('parts.import')}
        </Button>
      </Upload>
      <Modal
        open={errors !== null}
        title={t('parts.importErrors', { rows: new Set(errors?.map((e) => e.row)).size })}
        footer={null}
        width={720}
        onCancel={() => setErrors(null)}
      >
        <p>
          {t('parts.importHint', {
            columns: Object.values(PARTS_IMPORT.COLUMNS)
              .map((c) => c[0])
              .join(t('parts.listSep')),
          })}
        </p>
        <Table<PartImportError>
          size="small"
          rowKey={(e) => `${e.row}:${e.field}`}
          dataSource={errors ?? []}
          pagination={false}
          scroll={{ y: 360 }}
          columns={[
            { title: t('parts.importRow'), dataIndex: 'row', width: 80 },
            {
              title: t('parts.importField'),
              dataIndex: 'field',
              width: 160,
              render: (field: string) => (FIELD_LABEL[field] ? t(FIELD_LABEL[field]) : field),
            },
            { title: t('parts.importReason'), dataIndex: 'msg' },
          ]}
        />
      </Modal>
    </>
  );
}
