/** Calls of the energy pages (docs/architecture.md §3 "Energy"), all through the one client. */
import type { DataResult, PageResult } from '@contract/common';
import type {
  EnergyMeterOption,
  EnergyOverview,
  EnergyReport,
  EnergyReportQuery,
  ReadingPageQuery,
  ReadingRow,
  ReadingSeries,
  ReadingSeriesQuery,
} from '@contract/energy';
import { get } from '@/shared/api';

export async function fetchOverview(factoryId: number | null): Promise<EnergyOverview> {
  const query = factoryId === null ? {} : { factoryId };
  return (await get<DataResult<EnergyOverview>>('/energy/overview', query)).data;
}

export async function fetchReport(query: EnergyReportQuery): Promise<EnergyReport> {
  return (await get<DataResult<EnergyReport>>('/energy/report', query)).data;
}

/** The report as CSV, refused outside the secure space like every download (docs/requirements.md §5). */
/** The report's .xlsx export (docs/secure-space.md "Exports"): POST with the report's query. */
export const ENERGY_REPORT_EXPORT_PATH = '/energy/report/export';

export async function fetchEnergyMeters(factoryId: number): Promise<EnergyMeterOption[]> {
  return (await get<DataResult<EnergyMeterOption[]>>('/energy/meters', { factoryId })).data;
}

export async function fetchSeries(query: ReadingSeriesQuery): Promise<ReadingSeries[]> {
  return (await get<DataResult<ReadingSeries[]>>('/energy/readings/series', query)).data;
}

export const fetchReadings = (query: ReadingPageQuery & { pageNum: number; pageSize: number }) =>
  get<PageResult<ReadingRow>>('/energy/readings', query);
