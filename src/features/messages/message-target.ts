/**
 * Where a clicked message leads (docs/requirements.md §2 "Message drawer", §4 "Message", §6 jump-target codes), as a
 * pure table so that every taskType × taskStatus and urgeType is tested without rendering:
 * - fault → /Troubleshoot (factoryId, taskNo, msgType = the drawer tab, as live task frames carry it);
 * - maintenance, inspection, repair: taskStatus 1 → the handling page under /WorkOrderTask, any other
 *   status (or none) → the review page where the task has one (maintenance, repair), else its history;
 * - any other taskType is acceptance: the 970 px acceptance dialog (docs/requirements.md §2) of the order, named by its
 *   task id and its kind (read from the task number's prefix); the shell opens it over the current page.
 *   Its path, /WorkOrderTask/WorkOrderAcceptance with the task, is where a shell without the dialog goes;
 * - urges → the report page of the urge type (factoryId, time, projectName, factoryType), time from
 *   fillDate for daily and startDate for weekly reports.
 * `codes` gate the jump: the user needs any one of them, without it the jump is silently skipped.
 */
import { TASK_STATUS, TASK_TYPE, URGE_TYPE, type Message, type MsgTab } from '@contract/message';
import { PERM } from '@contract/permissions';
import { kindOfTaskNo, type WoKind } from '@contract/work-order';
import { PAGE_PATHS } from '@/shared/routes/paths';

export interface MessageTarget {
  /** console path with its query, relative to the /woms/ base */
  path: string;
  codes: readonly string[];
  /** acceptance messages: open the acceptance dialog of this order instead of a page */
  acceptance?: { kind: WoKind; taskId: number };
}

export type TargetFields = Pick<
  Message,
  | 'taskType'
  | 'taskStatus'
  | 'taskNo'
  | 'taskId'
  | 'factoryId'
  | 'urgeType'
  | 'fillDate'
  | 'startDate'
  | 'projectName'
  | 'factoryType'
>;

const AUDIT_CODES = [PERM.MAINTAIN_HANDLE, PERM.PROCESS_COMPLETE] as const;

interface TaskPages {
  handling: string;
  handlingCodes: readonly string[];
  review: string;
  reviewCodes: readonly string[];
}

const TASK_PAGES: Readonly<Record<number, TaskPages>> = {
  [TASK_TYPE.MAINTENANCE]: {
    handling: PAGE_PATHS.MAINTENANCE_TASKS,
    handlingCodes: [PERM.MAINTAIN_HANDLE],
    review: PAGE_PATHS.MAINTENANCE_TASKS_AUDIT,
    reviewCodes: AUDIT_CODES,
  },
  [TASK_TYPE.INSPECTION]: {
    handling: PAGE_PATHS.INSPECTION_TASKS,
    handlingCodes: [PERM.INSPECT_HANDLE],
    review: PAGE_PATHS.INSPECTION_TASKS_HISTORY,
    reviewCodes: [PERM.INSPECT_HANDLE],
  },
  [TASK_TYPE.REPAIR]: {
    handling: PAGE_PATHS.WARRANTY_TASKS,
    handlingCodes: [PERM.FIX_HANDLE],
    review: PAGE_PATHS.WARRANTY_TASKS_AUDIT,
    reviewCodes: AUDIT_CODES,
  },
};

interface ReportPage {
  path: string;
  codes: readonly string[];
  time: (m: TargetFields) => string | null;
}

const REPORT_PAGES: Readonly<Record<number, ReportPage>> = {
  [URGE_TYPE.DAILY_FILL]: {
    path: PAGE_PATHS.DAILY_REPORT_FILLING,
    codes: [PERM.DAILY_IMPORT],
    time: (m) => m.fillDate,
  },
  [URGE_TYPE.DAILY_APPROVAL]: {
    path: PAGE_PATHS.DAILY_APPROVAL,
    codes: [PERM.DAILY_COMPLETE],
    time: (m) => m.fillDate,
  },
  [URGE_TYPE.WEEKLY_FILL]: {
    path: PAGE_PATHS.WEEKLY_REPORT_FILLING,
    codes: [PERM.WEEKLY_EDIT],
    time: (m) => m.startDate,
  },
  [URGE_TYPE.WEEKLY_APPROVAL]: {
    path: PAGE_PATHS.WEEKLY_REPORT_APPROVAL,
    codes: [PERM.WEEKLY_APPROVE],
    time: (m) => m.startDate,
  },
};

function withQuery(path: string, query: Record<string, string | number>): string {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return `${path}?${search.toString()}`;
}

/** The page a message leads to, or null when it leads nowhere (an urge of an unknown type). */
export function messageTarget(m: TargetFields, tab: MsgTab): MessageTarget | null {
  const task = { factoryId: m.factoryId, taskNo: m.taskNo };
  if (m.taskType === TASK_TYPE.URGE) {
    const report = m.urgeType === null ? undefined : REPORT_PAGES[m.urgeType];
    if (!report) return null;
    const query = {
      factoryId: m.factoryId,
      time: report.time(m) ?? '',
      projectName: m.projectName,
      factoryType: m.factoryType,
    };
    return { path: withQuery(report.path, query), codes: report.codes };
  }
  if (m.taskType === TASK_TYPE.FAULT) {
    return {
      path: withQuery(PAGE_PATHS.TROUBLESHOOT, { ...task, msgType: tab }),
      codes: [PERM.PLAN_FIX_LIST, PERM.PLAN_FIX_HANDLE],
    };
  }
  const pages = TASK_PAGES[m.taskType];
  if (!pages) {
    const target: MessageTarget = {
      path: withQuery(PAGE_PATHS.WORK_ORDER_ACCEPTANCE, task),
      codes: [PERM.ACCEPT],
    };
    const kind = kindOfTaskNo(m.taskNo);
    return kind && m.taskId !== null ? { ...target, acceptance: { kind, taskId: m.taskId } } : target;
  }
  return m.taskStatus === TASK_STATUS.PENDING
    ? { path: withQuery(pages.handling, task), codes: pages.handlingCodes }
    : { path: withQuery(pages.review, task), codes: pages.reviewCodes };
}
