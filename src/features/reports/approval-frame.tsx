/**
 * The frame of an approval page (日报审批, 周报审批): the factory filter with the list's 导出 (the reports waiting of
 * that filter as .xlsx, for the page's export code), the reports waiting and the chosen one beside
 * its previous report, with 通过 and 驳回 for the holders of the approval code (after a decision the next report waiting
 * is shown, or that none is left); side by side on a wide screen, stacked
 * on a narrow one. What differs between daily and weekly reports (the remark, or the week's sections) comes in `body`.
 */
import { Alert, Button, Card, Col, Divider, Empty, Row, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { PERM } from '@contract/permissions';
import { REPORT_STATUS, type ReportKind } from '@contract/report';
import { ExportButton } from '@/shared/download';
import { useT } from '@/shared/i18n';
import { Permission } from '@/shared/permissions';
import { AreaTreeSelect } from '@/shared/tree-select';
import { pendingExportPath, type ReportOf } from './api';
import { ComparisonTable } from './comparison-table';
import { DecisionModal, type Decision } from './decision-modal';
import { HistoryTimeline } from './history-timeline';
import { PendingTable } from './pending-table';
import { ReportFacts } from './report-meta';
import { useApprovalPage } from './use-approval-page';
import './reports.css';

export interface ApprovalFrameProps<K extends ReportKind> {
  kind: K;
  /** 上海第一水厂 · 2026-11-20 日报 */
  titleOf: (report: ReportOf<K>) => string;
  /** the day or Monday of the previous report */
  previousOf: (report: ReportOf<K>) => string | null;
  /** the report's own content besides its figures */
  body: (report: ReportOf<K>) => ReactNode;
}

const CODE = { daily: PERM.DAILY_COMPLETE, weekly: PERM.WEEKLY_APPROVE } as const;
/** The page's own export code (docs/secure-space.md "Exports"). */
const EXPORT_CODE = { daily: PERM.DAILY_APPROVAL_EXPORT, weekly: PERM.WEEKLY_APPROVAL_EXPORT } as const;

export function ApprovalFrame<K extends ReportKind>({
  kind,
  titleOf,
  previousOf,
  body,
}: ApprovalFrameProps<K>) {
  const t = useT();
  const page = useApprovalPage(kind);
  const [decision, setDecision] = useState<Decision | null>(null);
  const { report } = page;
  const pending = report !== null && report.status === REPORT_STATUS.SUBMITTED && report.id !== null;
  const daily = kind === 'daily';

  const actions = (
    <Permission codes={CODE[kind]}>
      <Space>
        <Button danger disabled={!pending} onClick={() => setDecision('reject')}>
          {t('report.reject')}
        </Button>
        <Button type="primary" disabled={!pending} onClick={() => setDecision('approve')}>
          {t('report.approve')}
        </Button>
      </Space>
    </Permission>
  );

  return (
    <section
      className="report-page"
      aria-label={t(daily ? 'report.daily.approval' : 'report.weekly.approval')}
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <label htmlFor={`${kind}-approval-factory`}>{t('report.col.factory')}</label>
        <AreaTreeSelect
          id={`${kind}-approval-factory`}
          value={page.factoryId}
          tree={page.tree.length > 0 ? page.tree : undefined}
          pickDefault={false}
          allowClear
          placeholder={t('report.allFactories')}
          onChange={page.chooseFactory}
          style={{ width: 240 }}
        />
        <ExportButton
          code={EXPORT_CODE[kind]}
          url={pendingExportPath(kind)}
          filter={() => (page.factoryId === null ? {} : { factoryId: page.factoryId })}
          pageTitle={t(daily ? 'exports.page.dailyApproval' : 'exports.page.weeklyApproval')}
        />
      </Space>
      {page.linkDone && (
        <Alert
          type="info"
          showIcon
          closable
          onClose={page.dismissLinkDone}
          message={t('report.linkDone')}
          style={{ marginBottom: 12 }}
        />
      )}
      {page.noneLeft && (
        <Alert
          type="success"
          showIcon
          message={t('report.noneLeft')}
          data-testid="approval-none-left"
          style={{ marginBottom: 12 }}
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card
            size="small"
            title={t('common.withNote', { text: t('report.pending'), note: page.rows.length })}
          >
            <PendingTable
              kind={kind}
              rows={page.rows}
              loading={page.listLoading}
              selectedId={page.selected?.id ?? null}
              onSelect={page.select}
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card
            size="small"
            title={report ? titleOf(report) : undefined}
            extra={report ? actions : undefined}
            loading={page.detailLoading}
          >
            {report ? (
              <>
                <ReportFacts report={report} />
                <ComparisonTable
                  plantKind={report.plantKind}
                  figures={report.figures}
                  previousOf={previousOf(report)}
                  days={
                    'days' in report ? { current: report.days, previous: report.previousDays } : undefined
                  }
                />
                {body(report)}
                <Divider orientation="start">{t('report.history')}</Divider>
                <HistoryTimeline history={report.history} />
              </>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('report.pickPending')} />
            )}
          </Card>
        </Col>
      </Row>
      {report !== null && report.id !== null && (
        <DecisionModal
          key={`${decision}:${report.id}:${report.version}`}
          kind={kind}
          decision={decision}
          report={{ id: report.id, version: report.version, title: titleOf(report) }}
          onClose={() => setDecision(null)}
          onDone={() => {
            setDecision(null);
            page.decided();
          }}
        />
      )}
    </section>
  );
}
