/**
 * The state of an approval page (日报审批, 周报审批): the factory filter (every factory of the caller's scope until one
 * is chosen), the reports waiting, the one chosen and its detail. A message link (?factoryId=&time=, docs/requirements.md
 * §2 "Message drawer") chooses its report once a list asked for after the link has answered; a report no longer
 * waiting is said so rather than silently not chosen. After a decision the list is asked again and the next report
 * waiting is chosen (next-pending.ts), or the page says none is left.
 */
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { PendingReport, ReportKind } from '@contract/report';
import { useKeptQuery } from '@/shared/query';
import { useCurrentFactory } from '@/shared/ui/current-factory';
import { fetchPending, fetchReport } from './api';
import { nextPending } from './next-pending';
import { readReportLink, type ReportLink } from './query-params';
import { reportKeys } from './query-keys';

interface ListKey {
  kind: ReportKind;
  factoryId: number | null;
  round: number;
}

// A refused list (the client has said why) is an empty one, not a list loading for ever.
const loadPending = ({ kind, factoryId }: ListKey): Promise<PendingReport[] | null> =>
  fetchPending(kind, factoryId === null ? {} : { factoryId }).catch(() => null);

const matches = (row: PendingReport, link: ReportLink) =>
  row.date === link.date && (link.factoryId === null || row.factoryId === link.factoryId);

export function useApprovalPage<K extends ReportKind>(kind: K) {
  const { search } = useLocation();
  const { tree } = useCurrentFactory();
  const [factoryId, setFactoryId] = useState<number | null>(null);
  const [round, setRound] = useState(0);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [link, setLink] = useState<{ request: ReportLink; round: number } | null>(null);
  const [linkDone, setLinkDone] = useState(false);
  const [seenSearch, setSeenSearch] = useState<string | null>(null);
  // The list as it was when a decision was made, until the list asked for after it answers.
  const [after, setAfter] = useState<{ round: number; ids: number[]; decidedId: number } | null>(null);
  const [noneLeft, setNoneLeft] = useState(false);

  if (search !== seenSearch) {
    setSeenSearch(search);
    const request = readReportLink(search, kind);
    if (request.date !== null) {
      // A fresh list of the link's factory (every factory without one): the report may have been decided since.
      setFactoryId(request.factoryId);
      setLink({ request, round: round + 1 });
      setRound(round + 1);
      setLinkDone(false);
    }
  }

  const listKey = useMemo(() => ({ kind, factoryId, round }), [kind, factoryId, round]);
  const list = useKeptQuery(reportKeys.pending, listKey, loadPending);
  const rows = list.data ?? [];

  if (link !== null && !list.loading && listKey.round === link.round) {
    setLink(null);
    const hit = list.data?.find((row) => matches(row, link.request));
    if (hit) setSelectedId(hit.id);
    else if (list.data) setLinkDone(true);
  }

  if (after !== null && !list.loading && listKey.round === after.round) {
    setAfter(null);
    const next = list.data ? nextPending(after.ids, after.decidedId, list.data) : null;
    setSelectedId(next);
    setNoneLeft(list.data !== null && list.data !== undefined && next === null);
  }

  const selected = rows.find((row) => row.id === selectedId) ?? null;
  const selId = selected?.id ?? null;
  const selVersion = selected?.version ?? null;
  // The version in the key: a report submitted again since it was shown is asked for again.
  const detailKey = useMemo(
    () => (selId === null ? null : { kind, id: selId, version: selVersion }),
    [kind, selId, selVersion],
  );
  const loadDetail = useCallback(
    (key: { kind: K; id: number }) => fetchReport(key.kind, key.id).catch(() => null),
    [],
  );
  const detail = useKeptQuery(reportKeys.detail, detailKey, loadDetail);

  return {
    tree,
    factoryId,
    chooseFactory: useCallback((id: number | undefined) => {
      setFactoryId(id ?? null);
      setNoneLeft(false);
    }, []),
    rows,
    listLoading: list.loading,
    selected,
    select: useCallback((id: number) => {
      setSelectedId(id);
      setLinkDone(false);
      setNoneLeft(false);
    }, []),
    /** the chosen report's detail, once loaded for it */
    report: detailKey === null || detail.loading ? null : detail.data,
    detailLoading: detail.loading,
    linkDone,
    dismissLinkDone: useCallback(() => setLinkDone(false), []),
    /** every report waiting has been decided (the list asked after the last decision is empty) */
    noneLeft,
    /** a decision was made on the chosen report: the list asked again, then the next report waiting chosen */
    decided: useCallback(() => {
      const ids = (list.data ?? []).map((row) => row.id);
      if (selId !== null) setAfter({ round: round + 1, ids, decidedId: selId });
      setSelectedId(null);
      setRound(round + 1);
    }, [list.data, selId, round]),
  };
}
