/**
 * Home's working day (docs/requirements.md §2 "Home"): the signed-in user's open to-dos per kind (each opening the
 * drawer's 待办 tab on its kind), the reports due (each opening its fill or approval page), the open and overdue orders
 * with the most overdue (orders-card.tsx), and the active alarms of the factory per kind (each opening the alarm panel
 * on its kind), from one call (`GET /api/home/summary`), kept live by live-summary.ts. What the user may not open is
 * shown without a link.
 */
import { Col, Row } from 'antd';
import { ALARM_KINDS } from '@contract/alarm';
import type { HomeSummary } from '@contract/home';
import { TODO_KINDS, type TodoKind } from '@contract/message';
import { useT } from '@/shared/i18n';
import { usePermission } from '@/shared/permissions';
import { useKeptQuery } from '@/shared/query';
import { fetchHomeSummary } from './api';
import { FigureCard, type FigureItem } from './figure-card';
import { OrdersCard } from './orders-card';
import { homeKeys } from './query-keys';
import { isReportTodo, REPORT_TODO_KINDS, reportTarget } from './report-target';
import './live-summary';

interface Props {
  /** the top bar's factory; null while none is known */
  factoryId: number | null;
  onOpen: (path: string) => void;
  onOpenAlarms: (kind: number) => void;
  onOpenTodos: (kind: TodoKind) => void;
}

const countOf = (summary: HomeSummary | null, kind: TodoKind): number =>
  summary?.todos.find((c) => c.kind === kind)?.count ?? 0;

export function WorkSummary({ factoryId, onOpen, onOpenAlarms, onOpenTodos }: Props) {
  const t = useT();
  const can = usePermission();
  const { data: summary, loading } = useKeptQuery(homeKeys.summary, factoryId, fetchHomeSummary);
  const todoLabel = (kind: TodoKind) => t(`messages.todoKind.${kind}`);

  const todos: FigureItem[] = TODO_KINDS.filter((k) => !isReportTodo(k) && countOf(summary, k) > 0).map(
    (kind) => ({
      key: kind,
      label: todoLabel(kind),
      value: countOf(summary, kind),
      onClick: () => onOpenTodos(kind),
      ariaLabel: t('home.todos.open', { kind: todoLabel(kind) }),
      testId: `home-todo-${kind}`,
    }),
  );

  const reports: FigureItem[] = REPORT_TODO_KINDS.filter((k) => countOf(summary, k) > 0).map((kind) => {
    const target = summary && factoryId !== null ? reportTarget(kind, factoryId, summary) : null;
    return {
      key: kind,
      label: todoLabel(kind),
      value: countOf(summary, kind),
      onClick: target && can(target.codes) ? () => onOpen(target.path) : null,
      ariaLabel: t('home.reports.open', { kind: todoLabel(kind) }),
      testId: `home-report-${kind}`,
    };
  });

  const alarmCount = (kind: number) => summary?.alarms.find((a) => a.kind === kind)?.count ?? 0;
  const alarms: FigureItem[] = ALARM_KINDS.filter((k) => alarmCount(k) > 0).map((kind) => ({
    key: String(kind),
    label: t(`alarms.kind.${kind}`),
    value: alarmCount(kind),
    onClick: () => onOpenAlarms(kind),
    ariaLabel: t('home.alarms.open', { kind: t(`alarms.kind.${kind}`) }),
    testId: `home-alarm-${kind}`,
  }));

  const card = (name: 'todos' | 'reports' | 'alarms', figures: FigureItem[]) => (
    <FigureCard
      title={t(`home.${name}.title`)}
      testId={`home-${name}`}
      empty={t(`home.${name}.none`)}
      loading={!summary}
      figures={figures}
    />
  );

  return (
    // another factory's figures stay, dimmed, until its own arrive
    <Row gutter={[16, 16]} className={loading ? 'woms-home__work--loading' : undefined}>
      <Col xs={24} xl={12}>
        {card('todos', todos)}
      </Col>
      <Col xs={24} xl={12}>
        {card('reports', reports)}
      </Col>
      <Col xs={24} xl={12}>
        <OrdersCard summary={summary} onOpen={onOpen} />
      </Col>
      <Col xs={24} xl={12}>
        {card('alarms', alarms)}
      </Col>
    </Row>
  );
}
