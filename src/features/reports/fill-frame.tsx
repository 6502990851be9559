/**
 * The frame of a filling page (日报填报, 周报填报): the factory and month above, the month's days or weeks and the
 * chosen report side by side on a wide screen, stacked (the calendar above the report) on a narrow one.
 */
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Col, DatePicker, Empty, Row, Space } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { ReportKind } from '@contract/report';
import { MONTH_FORMAT } from '@/shared/dates';
import { dirtyInTabs } from '@/shared/form/draft';
import { useT } from '@/shared/i18n';
import { usePageTab } from '@/shared/lifecycle/page-tab';
import { FactoryRow } from '@/shared/tree-select';
import { useConfirm } from '@/shared/ui/use-confirm';
import { ExportButtons } from './export-buttons';
import type { useFillPage } from './use-fill-page';
import { isFutureMonth } from './week-dates';
import './reports.css';

export interface FillFrameProps {
  kind: ReportKind;
  page: ReturnType<typeof useFillPage>;
  /** the month's calendar or weeks */
  periods: ReactNode;
  /** the chosen report's title; null while none is chosen */
  title: string | null;
  loading: boolean;
  onReload: () => void;
  /** the chosen report, or null */
  children: ReactNode;
}

export function FillFrame({ kind, page, periods, title, loading, onReload, children }: FillFrameProps) {
  const t = useT();
  const confirm = useConfirm();
  const tab = usePageTab();
  const daily = kind === 'daily';
  // Typing in the report is kept as a draft whatever happens; 刷新 still asks before it sets the form back.
  const reload = () => {
    if (tab !== null && dirtyInTabs([tab])) confirm(t('draft.refreshConfirm'), onReload);
    else onReload();
  };
  return (
    <section className="report-page" aria-label={t(daily ? 'report.daily.fill' : 'report.weekly.fill')}>
      <FactoryRow
        id={`${kind}-fill-factory`}
        factoryId={page.factoryId}
        tree={page.tree}
        onChange={page.chooseFactory}
      />
      {page.factoryId !== null && (
        <>
          <div className="report-toolbar">
            <Space wrap>
              <label htmlFor={`${kind}-fill-month`}>{t('report.month')}</label>
              <DatePicker
                id={`${kind}-fill-month`}
                picker="month"
                allowClear={false}
                value={dayjs(`${page.month}-01`)}
                disabledDate={(d) => isFutureMonth(d.format(MONTH_FORMAT))}
                onChange={(d) => d && page.setMonth(d.format(MONTH_FORMAT))}
              />
            </Space>
            <ExportButtons
              kind={kind}
              factoryId={page.factoryId}
              factoryName={page.factoryName}
              period={page.date}
              month={page.month}
            />
          </div>
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={daily ? 12 : 8}>
              <Card
                size="small"
                title={t(daily ? 'report.calendar' : 'report.weeks')}
                loading={page.calendar === null && page.calendarLoading}
              >
                {periods}
              </Card>
            </Col>
            <Col xs={24} xl={daily ? 12 : 16}>
              <Card
                size="small"
                title={title ?? undefined}
                loading={loading}
                extra={
                  title !== null && (
                    <Button size="small" icon={<ReloadOutlined />} onClick={reload}>
                      {t('report.reload')}
                    </Button>
                  )
                }
              >
                {title === null ? (
                  <Empty
                    image={Empty.PRESENTED_IMAGE_SIMPLE}
                    description={t(daily ? 'report.pickDay' : 'report.pickWeek')}
                  />
                ) : (
                  children
                )}
              </Card>
            </Col>
          </Row>
        </>
      )}
    </section>
  );
}
