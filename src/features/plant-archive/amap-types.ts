/**
 * The few parts of AMap JS API 1.4.15 (docs/requirements.md §9 "Map") the plant map uses, typed here instead of a
 * types package: the map with its click, a marker, the controls of the plugins, and place search.
 */
export type LngLatTuple = [lng: number, lat: number];

export interface AMapLngLat {
  getLng(): number;
  getLat(): number;
}

export interface AMapClickEvent {
  lnglat: AMapLngLat;
}

export interface AMapMap {
  on(event: 'click', handler: (event: AMapClickEvent) => void): void;
  addControl(control: object): void;
  setCenter(position: LngLatTuple): void;
  destroy(): void;
}

export interface AMapMarker {
  setPosition(position: LngLatTuple): void;
  setMap(map: AMapMap | null): void;
}

export interface AMapPoi {
  name: string;
  /** a text, or an empty array when the service has none */
  address: string | unknown[];
  location?: AMapLngLat;
}

export interface AMapPlaceSearch {
  search(
    keyword: string,
    callback: (
      status: 'complete' | 'error' | 'no_data',
      result: { poiList?: { pois: AMapPoi[] } } | string,
    ) => void,
  ): void;
}

export interface AMapNamespace {
  Map: new (
    container: HTMLElement,
    options: { zoom: number; zooms: [number, number]; center?: LngLatTuple; resizeEnable?: boolean },
  ) => AMapMap;
  Marker: new (options: { position: LngLatTuple; map?: AMapMap }) => AMapMarker;
  Scale: new () => object;
  ToolBar: new () => object;
  MapType: new () => object;
  OverView: new () => object;
  PlaceSearch: new (options: { pageSize: number }) => AMapPlaceSearch;
}
