/** A plant's archive read-only: its fields, then its contacts (docs/architecture.md §3 "Plant archive"). */
import { Descriptions, Table, Typography } from 'antd';
import type { PlantArchive, PlantContact } from '@contract/plant-archive';
import { useT } from '@/shared/i18n';
import { capacityText } from './plant-fields';

export interface PlantViewProps {
  archive: PlantArchive;
  processTypeLabel: (value: string) => string;
}

export function PlantView({ archive, processTypeLabel }: PlantViewProps) {
  const t = useT();
  const coordinates =
    archive.longitude !== null && archive.latitude !== null
      ? `${archive.longitude}, ${archive.latitude}`
      : '';
  const updated = archive.updatedAt ? `${archive.updatedBy} ${archive.updatedAt}` : t('plant.never');
  return (
    <>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}
        styles={{ label: { width: 96, whiteSpace: 'nowrap' } }}
        data-testid="plant-detail"
      >
        <Descriptions.Item label={t('plant.name')}>{archive.factoryName}</Descriptions.Item>
        <Descriptions.Item label={t('plant.code')}>{archive.factoryCode}</Descriptions.Item>
        <Descriptions.Item label={t('plant.address')} span={{ xs: 1, md: 2 }}>
          {archive.address}
        </Descriptions.Item>
        <Descriptions.Item label={t('plant.coordinates')}>{coordinates}</Descriptions.Item>
        <Descriptions.Item label={t('plant.capacity')}>{capacityText(archive)}</Descriptions.Item>
        <Descriptions.Item label={t('plant.processType')}>
          {archive.processType ? processTypeLabel(archive.processType) : ''}
        </Descriptions.Item>
        <Descriptions.Item label={t('plant.commissioningDate')}>
          {archive.commissioningDate ?? ''}
        </Descriptions.Item>
        <Descriptions.Item label={t('plant.remark')} span={{ xs: 1, md: 2 }}>
          {archive.remark}
        </Descriptions.Item>
        <Descriptions.Item label={t('plant.updated')} span={{ xs: 1, md: 2 }}>
          {updated}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('plant.contacts')}
      </Typography.Title>
      <Table<PlantContact>
        size="small"
        pagination={false}
        rowKey={(c) => `${c.name}:${c.mobile}`}
        dataSource={archive.contacts}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('plant.contact.name') },
          { key: 'role', dataIndex: 'role', title: t('plant.contact.role') },
          { key: 'mobile', dataIndex: 'mobile', title: t('plant.contact.mobile') },
          { key: 'landline', dataIndex: 'landline', title: t('plant.contact.landline') },
        ]}
      />
    </>
  );
}
