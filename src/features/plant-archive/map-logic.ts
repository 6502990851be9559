/**
 * The rules of the plant map (docs/requirements.md §9 "Map", §5 coordinates): which notice it shows, where its marker
 * stands, and what a picked point writes into the form.
 */
import type { MapConfig } from '@contract/plant-archive';
import { checkLatitude, checkLongitude } from '@/shared/validators';
import { t } from '@/shared/i18n';
import type { AMapLngLat, AMapPoi, LngLatTuple } from './amap-types';

/** Where the map stands: its configuration still coming, none, loading, on screen, or the service unreachable. */
export type MapState = 'config' | 'noKey' | 'loading' | 'ready' | 'failed';

export function mapState(config: MapConfig | null, load: 'loading' | 'ready' | 'failed'): MapState {
  if (config === null) return 'config';
  if (config.key === null) return 'noKey';
  return load;
}

const filled = (v: unknown) => v !== undefined && v !== null && String(v).trim() !== '';

/** The marker's place: both coordinates given and valid under the §5 rules, else none. */
export function positionOf(longitude: unknown, latitude: unknown): LngLatTuple | null {
  if (!filled(longitude) || !filled(latitude)) return null;
  if (checkLongitude(longitude) || checkLatitude(latitude)) return null;
  return [Number(longitude), Number(latitude)];
}

/**
 * A picked point as the form's coordinate fields: six decimals (about 0.1 m) keep both within the 10 digits of §5
 * (a longitude has at most three before the point).
 */
export function pickedCoordinates(point: AMapLngLat): { longitude: string; latitude: string } {
  const six = (n: number) => String(Number(n.toFixed(6)));
  return { longitude: six(point.getLng()), latitude: six(point.getLat()) };
}

/** A search result's line: its name and, when the service has one, its address. */
export function poiText(poi: AMapPoi): string {
  return typeof poi.address === 'string' && poi.address !== ''
    ? t('common.withNote', { text: poi.name, note: poi.address })
    : poi.name;
}
