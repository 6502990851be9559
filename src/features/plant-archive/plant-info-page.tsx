/**
 * 水厂信息 (docs/architecture.md §3 "Plant archive"): the archive of one factory (the top-bar factory by default,
 * followed until another is chosen here), read-only, or edited in place by whoever holds archive:plant:edit; beside it
 * the factory's place on the map (docs/requirements.md §9), which fills the coordinates while editing.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Form, Row } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { DICT_TYPE } from '@contract/dict';
import { PERM } from '@contract/permissions';
import type { MapConfig, PlantArchive } from '@contract/plant-archive';
import { validateAll, type FormValues } from '@/shared/form';
import { ConflictView } from '@/shared/form/conflict-view';
import { useDictOptions } from '@/shared/form/use-dict-options';
import { useEditConflict } from '@/shared/form/use-edit-conflict';
import { useSubmit } from '@/shared/form/use-submit';
import { useT } from '@/shared/i18n';
import { Permission } from '@/shared/permissions';
import { FactoryRow } from '@/shared/tree-select';
import { useChosenFactory } from '@/shared/ui/current-factory';
import { fetchMapConfig, fetchPlant, savePlant } from './api';
import { positionOf } from './map-logic';
import { plantFields, toPlantBody, toPlantValues } from './plant-fields';
import { PlantForm } from './plant-form';
import { PlantMap } from './plant-map';
import { PlantView } from './plant-view';
import { plantKeys } from './query-keys';
import { useFactoryResource } from './use-factory-resource';
import './plant-archive.css';
import { DraftNotice, useDraftClose, useFormDraft } from '@/shared/form/draft';

const NO_MAP: MapConfig = { key: null, securityJsCode: null };

function useMapConfig(): MapConfig | null {
  const answer = useQuery({ queryKey: plantKeys.mapConfig, queryFn: fetchMapConfig });
  // Without an answer there is no map; the coordinates stay plain fields.
  return answer.isError ? NO_MAP : (answer.data ?? null);
}

export default function PlantInfoPage() {
  const t = useT();
  const { factoryId, tree, chooseFactory } = useChosenFactory();
  const client = useQueryClient();
  const { data: archive, loading } = useFactoryResource(plantKeys.plant, factoryId, fetchPlant);
  const processTypes = useDictOptions(DICT_TYPE.PROCESS_TYPE, true);
  const mapConfig = useMapConfig();
  const [form] = Form.useForm<FormValues>();
  const { busy, send } = useSubmit();
  // The factory whose archive is being edited: choosing another factory leaves the edit.
  const [editingOf, setEditingOf] = useState<number | null>(null);
  const editing = archive !== null && editingOf === archive.factoryId;
  const formValues = useMemo(() => (archive ? toPlantValues(archive) : {}), [archive]);
  // Not a dialog: the conflict view of a stale save is wired here (docs/concurrency.md).
  const conflict = useEditConflict<PlantArchive>({
    form,
    fields: [...plantFields(t, processTypes), { prop: 'contacts', label: t('plant.contacts') }],
    toValues: toPlantValues,
  });
  const draft = useFormDraft(form, editing ? `plant:${archive.factoryId}` : null, conflict.draftBase);
  const stopEditing = useCallback(() => setEditingOf(null), []);
  const cancel = useDraftClose(editing, stopEditing, draft);
  const { start } = conflict;
  useEffect(() => {
    if (editing && archive) start(archive);
  }, [editing, archive, start]);
  const longitude: unknown = Form.useWatch('longitude', form);
  const latitude: unknown = Form.useWatch('latitude', form);
  const position = editing
    ? positionOf(longitude, latitude)
    : archive
      ? positionOf(archive.longitude, archive.latitude)
      : null;

  const processTypeLabel = useCallback(
    (value: string) => processTypes.find((o) => String(o.value) === value)?.label ?? value,
    [processTypes],
  );

  const pick = useCallback(
    (coordinates: { longitude: string; latitude: string }) => {
      form.setFieldsValue(coordinates);
      void form.validateFields(['longitude', 'latitude']).catch(() => undefined);
    },
    [form],
  );

  const save = async () => {
    if (!archive || !(await validateAll(form))) return;
    const values = form.getFieldsValue(true) as FormValues;
    await send(
      () => savePlant(archive.factoryId, { ...toPlantBody(values), version: conflict.versionToSend() }),
      () => {
        setEditingOf(null);
        void client.invalidateQueries({ queryKey: [...plantKeys.plant, archive.factoryId] });
      },
      conflict.refused,
    );
  };

  const actions = editing ? (
    <div className="plant-info__actions">
      <Button onClick={cancel} disabled={busy}>
        {t('plant.cancel')}
      </Button>
      <Button type="primary" loading={busy} onClick={() => void save()}>
        {t('plant.save')}
      </Button>
    </div>
  ) : (
    <Permission codes={PERM.PLANT_EDIT}>
      <Button type="primary" disabled={!archive} onClick={() => archive && setEditingOf(archive.factoryId)}>
        {t('plant.edit')}
      </Button>
    </Permission>
  );

  return (
    <section className="plant-info-page" aria-label={t('plant.title')}>
      <FactoryRow id="plant-factory" factoryId={factoryId} tree={tree} onChange={chooseFactory} />
      {factoryId !== null && (
        // The map's pick is the user's input too (docs/drafts.md).
        <Row gutter={[16, 16]} {...draft.inputProps}>
          <Col xs={24} xl={14}>
            <Card
              title={archive ? `${t('plant.info')} · ${archive.factoryName}` : t('plant.info')}
              extra={actions}
              loading={archive === null && loading}
            >
              {archive &&
                (editing ? (
                  <>
                    <ConflictView handle={conflict} onSave={() => void save()} busy={busy} />
                    <DraftNotice draft={draft} />
                    <PlantForm form={form} values={formValues} processTypes={processTypes} />
                  </>
                ) : (
                  <PlantView archive={archive} processTypeLabel={processTypeLabel} />
                ))}
            </Card>
          </Col>
          <Col xs={24} xl={10}>
            <Card title={t('plant.map')}>
              <PlantMap config={mapConfig} position={position} editing={editing} onPick={pick} />
            </Card>
          </Col>
        </Row>
      )}
    </section>
  );
}
