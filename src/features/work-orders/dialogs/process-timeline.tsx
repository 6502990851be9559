/**
 * The process timeline of an order: its report first (上报: who, when, what), then one entry per process log
 * (docs/requirements.md §3 "Process log entry", docs/work-order-lifecycle.md "Process timeline"), oldest first, each
 * with its title, time and the logObj fields of its logType in words. Dictionary values
 * show the server's *Label key when it sent one; verdicts (1 pass, 2 reject) are named here. A log
 * type this console does not know still shows its title and time.
 */
import { Empty, Timeline, Typography } from 'antd';
import { LOG_TYPE, VERDICT, type TaskLog } from '@contract/work-order';
import { useT, type MessageKey } from '@/shared/i18n';

export interface LogField {
  key: string;
  label: MessageKey;
  /** left out when the log has no value for it (older logs, optional inputs) */
  optional?: boolean;
  verdict?: 'approval' | 'accept';
  /** who acted: the order sheet's 操作人 column (docs/work-order-lifecycle.md "Order sheet") */
  actor?: true;
}

export const LOG_FIELDS: Readonly<Record<number, readonly LogField[]>> = {
  [LOG_TYPE.REPORT]: [
    { key: 'reportByName', label: 'woDlg.tl.reportByName', actor: true },
    { key: 'reportContent', label: 'woDlg.tl.reportContent' },
  ],
  [LOG_TYPE.HANDLE]: [
    { key: 'execByName', label: 'woDlg.tl.execByName', actor: true },
    { key: 'handleResult', label: 'woDlg.tl.handleResult' },
    { key: 'handleDesc', label: 'woDlg.tl.handleDesc' },
  ],
  [LOG_TYPE.APPROVAL]: [
    { key: 'approvalByName', label: 'woDlg.tl.approvalByName', actor: true },
    { key: 'approvalResult', label: 'woDlg.tl.approvalResult', verdict: 'approval' },
    { key: 'approvalDesc', label: 'woDlg.tl.approvalDesc' },
  ],
  [LOG_TYPE.DISPATCH]: [
    { key: 'distributeByName', label: 'woDlg.tl.distributeByName', actor: true },
    { key: 'execByName', label: 'woDlg.tl.dispatchExec' },
  ],
  [LOG_TYPE.ACCEPT_DISPATCH]: [
    { key: 'acceptDistributeByName', label: 'woDlg.tl.acceptDistributeByName', actor: true },
    { key: 'acceptByName', label: 'woDlg.tl.acceptByName' },
  ],
  [LOG_TYPE.ACCEPT]: [
    { key: 'distributeByName', label: 'woDlg.tl.acceptDistributeByName' },
    { key: 'acceptByName', label: 'woDlg.tl.acceptByName', actor: true },
    { key: 'acceptResult', label: 'woDlg.tl.acceptResult', verdict: 'accept' },
    { key: 'acceptDesc', label: 'woDlg.tl.acceptDesc' },
  ],
  [LOG_TYPE.FORWARD]: [
    { key: 'forwardBy', label: 'woDlg.tl.forwardBy', actor: true },
    { key: 'originExecBy', label: 'woDlg.tl.originExecBy' },
    { key: 'newExecBy', label: 'woDlg.tl.newExecBy' },
    { key: 'reason', label: 'woDlg.tl.reason', optional: true },
  ],
};

const TYPE_NAME: Readonly<Record<number, MessageKey>> = {
  [LOG_TYPE.REPORT]: 'woDlg.tl.type.0',
  [LOG_TYPE.HANDLE]: 'woDlg.tl.type.1',
  [LOG_TYPE.APPROVAL]: 'woDlg.tl.type.2',
  [LOG_TYPE.DISPATCH]: 'woDlg.tl.type.3',
  [LOG_TYPE.ACCEPT_DISPATCH]: 'woDlg.tl.type.4',
  [LOG_TYPE.ACCEPT]: 'woDlg.tl.type.5',
  [LOG_TYPE.FORWARD]: 'woDlg.tl.type.99',
};

const VERDICT_NAME: Record<'approval' | 'accept', Record<number, MessageKey>> = {
  approval: { [VERDICT.PASS]: 'woDlg.verdict.pass', [VERDICT.REJECT]: 'woDlg.verdict.reject' },
  accept: { [VERDICT.PASS]: 'woDlg.verdict.acceptPass', [VERDICT.REJECT]: 'woDlg.verdict.acceptReject' },
};

type Translate = ReturnType<typeof useT>;
const present = (v: unknown): boolean => v !== undefined && v !== null && v !== '';

export function fieldValue(log: TaskLog, field: LogField, t: Translate): string {
  const label = log.logObj[`${field.key}Label`];
  if (present(label)) return String(label);
  const raw = log.logObj[field.key];
  if (!present(raw)) return '-';
  const verdictKey = field.verdict ? VERDICT_NAME[field.verdict][Number(raw)] : undefined;
  return verdictKey ? t(verdictKey) : String(raw);
}

function isRejection(log: TaskLog): boolean {
  const result = log.logType === LOG_TYPE.APPROVAL ? log.logObj.approvalResult : log.logObj.acceptResult;
  return Number(result) === VERDICT.REJECT;
}

function colorOf(log: TaskLog): string {
  switch (log.logType) {
    case LOG_TYPE.APPROVAL:
    case LOG_TYPE.ACCEPT:
      return isRejection(log) ? 'red' : 'green';
    case LOG_TYPE.HANDLE:
      return 'green';
    case LOG_TYPE.FORWARD:
      return 'orange';
    case LOG_TYPE.REPORT:
    case LOG_TYPE.DISPATCH:
    case LOG_TYPE.ACCEPT_DISPATCH:
      return 'blue';
    default:
      return 'gray';
  }
}

/** What an entry is called: the server's title, else its type's name, else the bare type. */
export function logTitle(log: TaskLog, t: Translate): string {
  const typeName = TYPE_NAME[log.logType];
  return log.title || (typeName ? t(typeName) : String(log.logType));
}

/** The logObj fields an entry shows (an optional one only when it has a value). */
export const logFields = (log: TaskLog): readonly LogField[] =>
  (LOG_FIELDS[log.logType] ?? []).filter((f) => !f.optional || present(log.logObj[f.key]));

function LogEntry({ log }: { log: TaskLog }) {
  const t = useT();
  const fields = logFields(log);
  return (
    <div data-testid={`log-${log.recordId}`} data-log-type={log.logType}>
      <Typography.Text strong>{logTitle(log, t)}</Typography.Text>
      <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
        {log.createTime}
      </Typography.Text>
      {fields.map((f) => (
        <div key={f.key}>
          <Typography.Text type="secondary">{t(f.label)}：</Typography.Text>
          <span>{fieldValue(log, f, t)}</span>
        </div>
      ))}
    </div>
  );
}

export function ProcessTimeline({ logs }: { logs: readonly TaskLog[] }) {
  const t = useT();
  if (logs.length === 0) return <Empty description={t('woDlg.tl.empty')} />;
  return (
    <Timeline
      style={{ marginTop: 16 }}
      items={logs.map((log) => ({
        key: log.recordId,
        color: colorOf(log),
        children: <LogEntry log={log} />,
      }))}
    />
  );
}
