/**
 * 流程 `/Process` (docs/requirements.md §2: on the white list, no sign-in, no console layout): choose a plant from the
 * public plant list (`?factoryId=` chooses it; without one the first plant), then its process units in flow order as a
 * diagram, boxes with arrows left to right in rows that fit the width (flow-layout.ts), each stage with its live values
 * and device states, stages in alarm marked red with their count. Asked again every 30 s (the server caches 30 s); a
 * failed refresh keeps the stages shown and says they are stale.
 */
import { ArrowRightOutlined } from '@ant-design/icons';
import { Alert, Empty, Select, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { Fragment, useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ProcessStage, PublicPlant } from '@contract/screen';
import { useT } from '@/shared/i18n';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { fetchPublicPlants, fetchPublicProcess } from './api';
import { FLOW_METRICS, flowRows } from './flow-layout';
import { StageBox } from './process-stage';
import { screenKeys } from './query-keys';
import { useScreenRefresh } from './use-screen-refresh';
import './process-page.css';

/** The plant list changes with the archive, rarely: asked again every few minutes (and so retried after a failure). */
const PLANTS_REFRESH_MS = 5 * 60_000;

const toId = (raw: string | null): number | null => {
  const id = raw === null ? Number.NaN : Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
};

function useWidth(): [(element: HTMLDivElement | null) => void, number] {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (!element) return undefined;
    const measure = () => setWidth(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, width];
}

function Flow({ stages, width }: { stages: ProcessStage[]; width: number }) {
  const t = useT();
  // Each row after the first starts with an arrow in, each but the last ends with an arrow out.
  const rows = flowRows(stages, width - 2 * FLOW_METRICS.arrow);
  return (
    <ol className="ps-flow" data-testid="process-flow">
      {rows.map((row, r) => (
        <li key={row[0]?.unitId ?? r} className="ps-row">
          {/* Every row keeps the room of the arrows in and out, so the boxes of all rows line up. */}
          {r > 0 ? (
            <ArrowRightOutlined className="ps-arrow ps-arrow--in" aria-hidden />
          ) : (
            <span className="ps-arrow" aria-hidden />
          )}
          {row.map((stage, i) => (
            <Fragment key={stage.unitId}>
              {i > 0 && <ArrowRightOutlined className="ps-arrow" aria-label={t('processFlow.next')} />}
              <StageBox stage={stage} />
            </Fragment>
          ))}
          {r < rows.length - 1 ? (
            <ArrowRightOutlined className="ps-arrow ps-arrow--out" aria-hidden />
          ) : (
            <span className="ps-arrow" aria-hidden />
          )}
        </li>
      ))}
    </ol>
  );
}

export default function ProcessPage() {
  const t = useT();
  useDocumentTitle(t('route.process'));
  const [params, setParams] = useSearchParams();
  const asked = toId(params.get('factoryId'));
  const plants = useScreenRefresh(screenKeys.plants, fetchPublicPlants, { intervalMs: PLANTS_REFRESH_MS });
  const list: PublicPlant[] | null = plants.data;
  const factoryId = asked ?? list?.[0]?.factoryId ?? null;
  const known = list !== null && list.some((p) => p.factoryId === factoryId);
  const load = useMemo(
    () => (known && factoryId !== null ? () => fetchPublicProcess(factoryId) : null),
    [known, factoryId],
  );
  const flow = useScreenRefresh([...screenKeys.process, factoryId], load);
  // An answer for the plant chosen before stays out of view until the new plant's arrives.
  const shown = flow.data && flow.data.factoryId === factoryId ? flow.data : null;
  const [flowBox, width] = useWidth();

  const choose = useCallback(
    (id: number) =>
      setParams(
        (old) => {
          const next = new URLSearchParams(old);
          next.set('factoryId', String(id));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return (
    <div className="ps-page" data-testid="process-page">
      <header className="ps-header">
        <Typography.Title level={3} className="ps-title">
          {shown ? t('processFlow.flowLabel', { name: shown.name }) : t('processFlow.title')}
        </Typography.Title>
        <div className="ps-tools">
          <label htmlFor="process-plant" className="ps-label">
            {t('processFlow.plant')}
          </label>
          <Select<number>
            id="process-plant"
            className="ps-select"
            placeholder={t('processFlow.pickPlant')}
            loading={list === null && !plants.stale}
            value={known ? (factoryId ?? undefined) : undefined}
            onChange={choose}
            options={(list ?? []).map((p) => ({ value: p.factoryId, label: p.name }))}
            showSearch
            optionFilterProp="label"
          />
          {flow.updatedAt !== null && shown && (
            <Typography.Text type="secondary" className="ps-updated">
              {t('processFlow.updated', { time: dayjs(flow.updatedAt).format('HH:mm:ss') })}
            </Typography.Text>
          )}
          {flow.stale && shown && (
            <span className="ps-stale" role="status" data-testid="process-stale">
              {t('screen.stale', {
                time: flow.updatedAt === null ? '—' : dayjs(flow.updatedAt).format('HH:mm:ss'),
              })}
            </span>
          )}
        </div>
      </header>
      <main className="ps-main">
        <div ref={flowBox} className="ps-measure">
          {list === null ? (
            plants.stale ? (
              <Alert type="warning" showIcon message={t('screen.loadFailed')} />
            ) : (
              <Spin className="ps-spin" />
            )
          ) : list.length === 0 ? (
            <Empty description={t('processFlow.noPlants')} />
          ) : !known ? (
            <Alert
              type="warning"
              showIcon
              message={t('processFlow.notFound')}
              data-testid="process-not-found"
            />
          ) : shown ? (
            shown.stages.length === 0 ? (
              <Empty description={t('processFlow.noStages')} />
            ) : (
              <Flow stages={shown.stages} width={width} />
            )
          ) : flow.stale ? (
            <Alert type="warning" showIcon message={t('screen.loadFailed')} />
          ) : (
            <Spin className="ps-spin" />
          )}
        </div>
      </main>
    </div>
  );
}
