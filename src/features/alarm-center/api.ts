import {
  ALARM_API,
  type AlarmAnalysis,
  type AlarmAnalysisQuery,
  type AlarmJournalQuery,
  type AlarmJournalRow,
} from '@contract/alarm';
import { ALARM_RULES_API, type AlarmSettings, type AlarmSettingsBody } from '@contract/alarm-rules';
import type { DataResult, PageResult } from '@contract/common';
import { get, put } from '@/shared/api';

export type AlarmJournalFilter = Omit<AlarmJournalQuery, 'pageNum' | 'pageSize'>;

/** The client's paths are relative to /api (src/shared/api). */
const relative = (path: string) => path.replace(/^\/api/, '');

export const fetchAlarmJournal = (query: AlarmJournalQuery) =>
  get<PageResult<AlarmJournalRow>>(relative(ALARM_API.JOURNAL), query);

/** Events of one alarm's story per page: a chattering alarm's story runs to hundreds; the drawer loads more. */
export const STORY_PAGE_SIZE = 100;

/** One page of an alarm's story, oldest first (the journal filtered by the alarm). */
export const fetchAlarmStory = (alarmRecordId: number, pageNum: number) =>
  get<PageResult<AlarmJournalRow>>(relative(ALARM_API.JOURNAL), {
    alarmRecordId,
    pageNum,
    pageSize: STORY_PAGE_SIZE,
  });

/** The page's .xlsx export (docs/secure-space.md "Exports"): POST with the list's filter. */
export const ALARM_JOURNAL_EXPORT_PATH = relative(ALARM_API.JOURNAL_EXPORT);

/** The EEMUA 191 figures of a range (docs/alarms.md "Analysis"). */
export async function fetchAlarmAnalysis(query: AlarmAnalysisQuery): Promise<AlarmAnalysis> {
  return (await get<DataResult<AlarmAnalysis>>(relative(ALARM_API.ANALYSIS), query)).data;
}

/** 告警规则 (docs/alarms.md "Rules"): the settings as one record, saved at the version read. */
export async function fetchAlarmSettings(): Promise<AlarmSettings> {
  return (await get<DataResult<AlarmSettings>>(relative(ALARM_RULES_API.SETTINGS))).data;
}

export const saveAlarmSettings = (body: AlarmSettingsBody) =>
  put<DataResult<AlarmSettings>>(relative(ALARM_RULES_API.SETTINGS), body);

export const alarmJournalKeys = {
  list: ['alarm-journal', 'list'] as const,
  story: (alarmRecordId: number) => ['alarm-journal', 'story', alarmRecordId] as const,
  analysis: (query: AlarmAnalysisQuery) => ['alarm-analysis', query] as const,
  settings: ['alarm-settings'] as const,
};
