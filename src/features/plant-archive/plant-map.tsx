/**
 * The plant's place on the maps service of docs/requirements.md §9 "Map" (zoom 12, 1–19), loaded only here. Without a
 * key, or when the service cannot be loaded, a notice says so and the coordinates stay plain fields of the form.
 * While the archive is edited, a click on the map or a place found by the search fills the coordinates (`onPick`).
 */
import { Alert, Button, Input, List, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { MapConfig } from '@contract/plant-archive';
import { MAP_ZOOM } from '@/shared/config/constants';
import { useT } from '@/shared/i18n';
import { loadAMap } from './amap-loader';
import type { AMapMap, AMapMarker, AMapNamespace, AMapPoi, LngLatTuple } from './amap-types';
import { mapState, pickedCoordinates, poiText } from './map-logic';

export interface PlantMapProps {
  /** null while the configuration is being fetched */
  config: MapConfig | null;
  position: LngLatTuple | null;
  editing: boolean;
  onPick: (coordinates: { longitude: string; latitude: string }) => void;
}

const SEARCH_RESULTS = 5;

/** The service once loaded, or why not. */
function useAMap(config: MapConfig | null) {
  const [load, setLoad] = useState<{ key: string; amap: AMapNamespace | null; failed: boolean } | null>(null);
  const key = config?.key ?? null;
  const securityJsCode = config?.securityJsCode ?? null;
  useEffect(() => {
    if (key === null) return;
    let alive = true;
    loadAMap({ key, securityJsCode })
      .then((amap) => alive && setLoad({ key, amap, failed: false }))
      .catch(() => alive && setLoad({ key, amap: null, failed: true }));
    return () => {
      alive = false;
    };
  }, [key, securityJsCode]);
  const current = load !== null && load.key === key ? load : null;
  return {
    amap: current?.amap ?? null,
    state: mapState(config, current === null ? 'loading' : current.failed ? 'failed' : 'ready'),
  };
}

export function PlantMap({ config, position, editing, onPick }: PlantMapProps) {
  const t = useT();
  const { amap, state } = useAMap(config);
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<AMapMap | null>(null);
  const marker = useRef<AMapMarker | null>(null);
  // The map's click handler is bound once; it reads the latest props through these.
  const pick = useRef({ editing, onPick });
  useEffect(() => {
    pick.current = { editing, onPick };
  }, [editing, onPick]);
  const [places, setPlaces] = useState<AMapPoi[] | null>(null);

  useEffect(() => {
    if (!amap || !container.current) return;
    const created = new amap.Map(container.current, {
      zoom: MAP_ZOOM.DEFAULT,
      zooms: [MAP_ZOOM.MIN, MAP_ZOOM.MAX],
      resizeEnable: true,
    });
    for (const control of [new amap.Scale(), new amap.ToolBar(), new amap.MapType(), new amap.OverView()]) {
      created.addControl(control);
    }
    created.on('click', (event) => {
      if (pick.current.editing) pick.current.onPick(pickedCoordinates(event.lnglat));
    });
    setMap(created);
    return () => {
      marker.current = null;
      created.destroy();
      setMap(null);
    };
  }, [amap]);

  useEffect(() => {
    if (!amap || !map) return;
    if (!position) {
      marker.current?.setMap(null);
      marker.current = null;
      return;
    }
    if (marker.current) marker.current.setPosition(position);
    else marker.current = new amap.Marker({ position, map });
    map.setCenter(position);
  }, [amap, map, position]);

  const search = (keyword: string) => {
    if (!amap || keyword.trim() === '') return;
    new amap.PlaceSearch({ pageSize: SEARCH_RESULTS }).search(keyword.trim(), (status, result) => {
      setPlaces(status === 'complete' && typeof result !== 'string' ? (result.poiList?.pois ?? []) : []);
    });
  };

  if (state === 'config') return <Spin />;
  if (state === 'noKey' || state === 'failed') {
    return (
      <Alert
        type={state === 'noKey' ? 'warning' : 'error'}
        showIcon
        data-testid="plant-map-notice"
        message={t(state === 'noKey' ? 'plant.map.noKey' : 'plant.map.failed')}
        description={t('plant.map.manual')}
      />
    );
  }
  return (
    <div className="plant-map">
      {editing && state === 'ready' && (
        <>
          <Typography.Text type="secondary">{t('plant.map.pickHint')}</Typography.Text>
          <Input.Search placeholder={t('plant.map.search')} allowClear onSearch={search} />
          {places !== null && (
            <List
              size="small"
              bordered
              locale={{ emptyText: t('plant.map.noPlace') }}
              dataSource={places.filter((p) => p.location)}
              renderItem={(poi) => (
                <List.Item>
                  <Button
                    type="link"
                    size="small"
                    onClick={() => {
                      if (poi.location) onPick(pickedCoordinates(poi.location));
                      setPlaces(null);
                    }}
                  >
                    {poiText(poi)}
                  </Button>
                </List.Item>
              )}
            />
          )}
        </>
      )}
      <Spin spinning={state === 'loading'} tip={t('plant.map.loading')}>
        <div ref={container} className="plant-map__canvas" data-testid="plant-map" />
      </Spin>
      {state === 'ready' && !position && (
        <Typography.Text type="secondary">{t('plant.map.noCoordinates')}</Typography.Text>
      )}
    </div>
  );
}
