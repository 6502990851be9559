/**
 * Process log entries (docs/requirements.md §3 "Process log entry"): the logObj fields of each log type, always names
 * (never ids), plus *Label keys for dictionary values so the timeline needs no second lookup.
 */
import { LOG_TYPE, VERDICT, type LogType } from '../../../../contract/work-order/schemas';

export type LogObj = Record<string, string | number | null>;

export interface LogEntry {
  type: LogType;
  title: string;
  obj: LogObj;
}

const verdictWord = (result: number): string => (result === VERDICT.PASS ? '通过' : '不通过');

/** 3: a manager (or a maintenance plan) dispatched the order to an executor. */
export const dispatchLog = (distributeByName: string, execByName: string): LogEntry => ({
  type: LOG_TYPE.DISPATCH,
  title: '派单',
  obj: { distributeByName, execByName },
});

/** 99: the executor (or admin for them) handed the order to another executor. */
export const forwardLog = (
  forwardBy: string,
  originExecBy: string,
  newExecBy: string,
  reason: string,
): LogEntry => ({
  type: LOG_TYPE.FORWARD,
  title: '转派',
  obj: { forwardBy, originExecBy, newExecBy, reason },
});

/** 1: handled, with the oms_handle_result value and its label. */
export const handleLog = (
  execByName: string,
  handleResult: string,
  handleResultLabel: string,
  handleDesc: string,
): LogEntry => ({
  type: LOG_TYPE.HANDLE,
  title: '处理',
  obj: { execByName, handleResult, handleResultLabel, handleDesc },
});

/** 2: the audit verdict. */
export const approvalLog = (
  approvalByName: string,
  approvalResult: number,
  approvalDesc: string,
): LogEntry => ({
  type: LOG_TYPE.APPROVAL,
  title: `审核${verdictWord(approvalResult)}`,
  obj: {
    approvalByName,
    approvalResult,
    approvalResultLabel: `审核${verdictWord(approvalResult)}`,
    approvalDesc,
  },
});

/** 4: a manager chose the acceptor. */
export const acceptDispatchLog = (acceptDistributeByName: string, acceptByName: string): LogEntry => ({
  type: LOG_TYPE.ACCEPT_DISPATCH,
  title: '派发验收',
  obj: { acceptDistributeByName, acceptByName },
});

/** 5: the acceptance verdict; distributeByName is who dispatched the acceptance. */
export const acceptLog = (
  distributeByName: string,
  acceptByName: string,
  acceptResult: number,
  acceptResultLabel: string,
  acceptDesc: string,
): LogEntry => ({
  type: LOG_TYPE.ACCEPT,
  title: `验收${verdictWord(acceptResult)}`,
  obj: { distributeByName, acceptByName, acceptResult, acceptResultLabel, acceptDesc },
});
