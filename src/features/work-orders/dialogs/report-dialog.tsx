/**
 * Reporting (repair, fault) or planning (maintenance, inspection) an order in a factory
 * (POST …/workOrder/{kind}): the device of the factory, content and remark (at most 100 characters),
 * for reports the category, source, downtime counted and fault start time, the planned execution
 * time, photos, the people copied; an inspection also lists its check items.
 */
import { Col, Form, Row, Select } from 'antd';
import { useState } from 'react';
import { DICT_TYPE } from '@contract/dict';
import { WO_ATTACHMENTS_MAX, WO_MSG, type WoDevice, type WoKind, type WoPerson } from '@contract/work-order';
import { WO_PRIORITY_DEFAULT } from '@contract/wo-priority';
import { FieldItem, validateAll, type FormValues } from '@/shared/form';
import { useT } from '@/shared/i18n';
import { notify } from '@/shared/ui/notify';
import { usePageQuery } from '@/shared/query';
import { createOrder, fetchAllPeople, fetchDevices } from '../api';
import { workOrderKeys } from '../query-keys';
import { personLabel } from './assign-dialog';
import { InspectItemsEditor } from './inspect-items-editor';
import { MediaUpload } from '@/shared/upload';
import { isReported, reportBody, reportFields } from './report-fields';
import { useDictOptions } from '@/shared/form/use-dict-options';
import { FormDialog } from '@/shared/form/form-dialog';
import { useSubmit } from '@/shared/form/use-submit';
import { useOrdersChanged } from './use-orders-changed';
import { useIdempotencyKey } from '@/shared/api';
import { useFormDraft } from '@/shared/form/draft';

export interface ReportDialogProps {
  open: boolean;
  kind: WoKind;
  factoryId: number;
  onClose: () => void;
  onDone: (created: { taskId: number; taskNo: string }) => void;
}

const NO_DEVICES: WoDevice[] = [];
const NO_PEOPLE: WoPerson[] = [];

/**
 * The devices and people of the factory while the dialog is open, from the query cache (workOrderKeys.devices,
 * .people), asked again at each opening.
 */
function useFactoryLists(open: boolean, factoryId: number) {
  const devices = usePageQuery({
    queryKey: workOrderKeys.devices(factoryId),
    queryFn: () => fetchDevices(factoryId),
    enabled: open,
  });
  const people = usePageQuery({
    queryKey: workOrderKeys.people(factoryId),
    queryFn: () => fetchAllPeople(factoryId),
    enabled: open,
  });
  return { devices: devices.data ?? NO_DEVICES, people: people.data ?? NO_PEOPLE };
}

export function ReportDialog({ open, kind, factoryId, onClose, onDone }: ReportDialogProps) {
  const t = useT();
  const [form] = Form.useForm<FormValues>();
  const draft = useFormDraft(form, open ? `order-report:${kind}:${factoryId}` : null);
  const [uploading, setUploading] = useState(false);
  const { busy, submit } = useSubmit();
  const intent = useIdempotencyKey();
  const changed = useOrdersChanged();
  const { devices, people } = useFactoryLists(open, factoryId);
  const reported = isReported(kind);
  const fixTypes = useDictOptions(DICT_TYPE.FIX_TYPE, open && reported);
  const reportSources = useDictOptions(DICT_TYPE.REPORT_SOURCE, open && reported);
  const fields = reportFields(kind, t, {
    devices: devices.map((d) => ({ value: d.deviceId, label: `${d.deviceShowCode} ${d.deviceName}` })),
    fixTypes,
    reportSources,
  });

  const save = async () => {
    if (!(await validateAll(form))) return;
    const body = reportBody(kind, factoryId, form.getFieldsValue(true) as FormValues);
    await submit(
      () => createOrder(kind, body, intent.key),
      (created) => {
        intent.renew();
        notify('success', `${WO_MSG.CREATED}：${created.taskNo}`);
        changed();
        onDone(created);
      },
    );
  };

  return (
    <FormDialog
      draft={draft}
      open={open}
      title={t(`woDlg.r.title.${kind}`)}
      width={860}
      busy={busy}
      disabled={uploading}
      onSubmit={() => void save()}
      onClose={onClose}
    >
      <Form
        form={form}
        name={`wo-report-${kind}`}
        labelCol={{ flex: '115px' }}
        labelWrap
        initialValues={{
          priority: WO_PRIORITY_DEFAULT,
          ...(kind === 'inspect' ? { items: [{}] } : reported ? { isStatistics: 0 } : {}),
        }}
      >
        <Row gutter={16}>
          {fields.map((field) => (
            <Col key={field.prop} span={field.type === 'textarea' ? 24 : 12}>
              <FieldItem field={field} />
            </Col>
          ))}
          <Col span={24}>
            <Form.Item name="copyTo" label={t('woDlg.f.copyTo')}>
              <Select
                mode="multiple"
                allowClear
                optionFilterProp="label"
                options={people.map((p) => ({ value: p.userId, label: personLabel(p) }))}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="attachmentIds" label={t('woDlg.f.photos')}>
              <MediaUpload media="image" max={WO_ATTACHMENTS_MAX} onBusyChange={setUploading} />
            </Form.Item>
          </Col>
          {kind === 'inspect' && (
            <Col span={24}>
              <Form.Item label={t('woDlg.r.items')} required>
                <InspectItemsEditor />
              </Form.Item>
            </Col>
          )}
        </Row>
      </Form>
    </FormDialog>
  );
}
