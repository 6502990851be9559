/**
 * The state of a filling page (日报填报, 周报填报): the factory (the top bar's until another is chosen here, docs/
 * architecture.md §4 "Factory pages"), the month, the chosen day or week and the month's calendar from the server.
 * A message link (?factoryId=&time=, docs/requirements.md §2 "Message drawer") chooses its factory, month and period;
 * the page follows its own address without an effect, by comparing with what it saw last render (a keep-alive tab
 * stays mounted).
 */
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ReportKind, ReportMonth } from '@contract/report';
import { useKeptQuery } from '@/shared/query';
import { findNode } from '@/shared/tree-select';
import { useChosenFactory } from '@/shared/ui/current-factory';
import { fetchMonth } from './api';
import { readReportLink } from './query-params';
import { monthOf, thisMonth } from './week-dates';
import { reportKeys } from './query-keys';

interface MonthKey {
  kind: ReportKind;
  factoryId: number;
  month: string;
  round: number;
}

// A refused month (the client has said why) shows its days closed rather than loading for ever.
const loadMonth = ({ kind, factoryId, month }: MonthKey): Promise<ReportMonth | null> =>
  fetchMonth(kind, { factoryId, month }).catch(() => null);

export function useFillPage(kind: ReportKind) {
  const { search } = useLocation();
  const { factoryId, tree, chooseFactory } = useChosenFactory();
  const [month, setMonth] = useState(thisMonth);
  // The period chosen, for the factory it was chosen on: another factory starts without one.
  const [chosen, setChosen] = useState<{ factoryId: number | null; date: string } | null>(null);
  const [seenSearch, setSeenSearch] = useState<string | null>(null);
  const [round, setRound] = useState(0);

  if (search !== seenSearch) {
    setSeenSearch(search);
    const link = readReportLink(search, kind);
    if (link.factoryId !== null) chooseFactory(link.factoryId);
    if (link.date !== null) {
      setMonth(monthOf(link.date));
      setChosen({ factoryId: link.factoryId ?? factoryId, date: link.date });
    }
  }

  const monthKey = useMemo(
    () => (factoryId === null ? null : { kind, factoryId, month, round }),
    [kind, factoryId, month, round],
  );
  const calendar = useKeptQuery(reportKeys.month, monthKey, loadMonth);
  const date =
    chosen !== null && chosen.factoryId === factoryId && monthOf(chosen.date) === month ? chosen.date : null;

  return {
    factoryId,
    factoryName: factoryId === null ? '' : (findNode(tree, factoryId)?.label ?? ''),
    tree,
    chooseFactory,
    month,
    setMonth,
    /** the month's periods once loaded for the factory shown */
    calendar: calendar.data !== null && calendar.data.factoryId === factoryId ? calendar.data : null,
    calendarLoading: calendar.loading,
    date,
    choose: useCallback((next: string) => setChosen({ factoryId, date: next }), [factoryId]),
    /** a save or submit changed a period's state */
    refreshCalendar: useCallback(() => setRound((r) => r + 1), []),
  };
}
