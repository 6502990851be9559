/**
 * The printable sheet of one order (docs/work-order-lifecycle.md "Order sheet"): the plant and the order's number and
 * kind, its fields (status, priority, due time, device, report, source alarms: the detail dialog's OrderInfo), the
 * report's photos, the handling in full (HandlingFeedback, the block the audit and acceptance dialogs show), the
 * process history, the acceptance records and lines to sign. Pure: the page loads what it shows.
 */
import type { ReactNode } from 'react';
import type { TaskLog, WoDetail } from '@contract/work-order';
import { useT, type MessageKey } from '@/shared/i18n';
import { AcceptTable } from '../dialogs/accept-table';
import { AttachmentMedia } from '../dialogs/attachment-media';
import { HandlingFeedback } from '../dialogs/handling-feedback';
import { OrderInfo } from '../dialogs/order-info';
import { HistoryTable } from './history-table';

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section className="order-sheet__section" data-testid={testId}>
      <h2 className="order-sheet__heading">{title}</h2>
      {children}
    </section>
  );
}

function SignLine({ label, name }: { label: MessageKey; name: string }) {
  const t = useT();
  return (
    <div className="order-sheet__sign-row">
      <span className="order-sheet__sign-label">
        {name ? t('common.withNote', { text: t(label), note: name }) : t(label)}
      </span>
      <span className="order-sheet__sign-line" />
      <span className="order-sheet__sign-label">{t('woSheet.sign.date')}</span>
      <span className="order-sheet__sign-line order-sheet__sign-line--date" />
    </div>
  );
}

export interface OrderSheetProps {
  order: WoDetail;
  logs: readonly TaskLog[];
  /** when the sheet was made, `YYYY-MM-DD HH:mm:ss` China time like every time the console shows */
  printedAt: string;
}

export function OrderSheet({ order, logs, printedAt }: OrderSheetProps) {
  const t = useT();
  return (
    <article className="order-sheet" data-testid="order-sheet">
      <header className="order-sheet__title">
        <div>
          <h1>{order.projectName}</h1>
          <div className="order-sheet__subtitle">
            {t(`wo.kind.${order.kind}`)} {order.taskNo}
          </div>
        </div>
        <div className="order-sheet__printed">{t('woSheet.printedAt', { time: printedAt })}</div>
      </header>
      <Section title={t('woSheet.section.info')} testId="sheet-info">
        <OrderInfo order={order} />
      </Section>
      <Section title={t('woDlg.detail.media')} testId="sheet-media">
        <AttachmentMedia images={order.attachmentList} videos={order.videoAttachmentList} sheet />
      </Section>
      <Section title={t('woDlg.detail.handle')} testId="sheet-handling">
        <HandlingFeedback order={order} sheet />
      </Section>
      <Section title={t('woSheet.section.history')} testId="sheet-history">
        <HistoryTable logs={logs} />
      </Section>
      <Section title={t('woDlg.detail.accepts')} testId="sheet-accepts">
        {/* an empty table's fixed columns squeeze its headers on paper: an order never accepted says so */}
        {order.acceptList.length > 0 ? <AcceptTable rows={order.acceptList} /> : <p>{t('woDlg.acc.none')}</p>}
      </Section>
      <Section title={t('woSheet.section.sign')} testId="sheet-sign">
        <SignLine label="woSheet.sign.executor" name={order.execByName} />
        <SignLine label="woSheet.sign.acceptor" name={order.acceptByName} />
      </Section>
    </article>
  );
}
