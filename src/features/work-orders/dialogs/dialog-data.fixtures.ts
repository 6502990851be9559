/** Contract-shaped data of the work-order dialog tests: orders, acceptance rows, logs of every type, people. */
import type {
  AcceptRow,
  InspectItem,
  TaskLog,
  WoAttachment,
  WoDetail,
  WoPart,
  WoPerson,
  WoRow,
} from '@contract/work-order';

export const anImage = (fileId: number, fileName = `photo-${fileId}.png`): WoAttachment => ({
  fileId,
  bucket: 'woms',
  prefix: 'wo',
  storeName: `${fileId}.png`,
  fileName,
});
export const aVideo = (fileId: number): WoAttachment => ({
  ...anImage(fileId),
  fileName: `video-${fileId}.mp4`,
});

/** A check item of order 7, not answered yet: a 合格/不合格 item unless the overrides type it. */
export const anInspectItem = (itemId: number, overrides: Partial<InspectItem> = {}): InspectItem => ({
  itemId,
  taskId: 7,
  itemName: `项${itemId}`,
  standard: '',
  result: null,
  remark: '',
  raisedTaskId: null,
  raisedTaskNo: '',
  itemType: 'pass',
  min: null,
  max: null,
  value: null,
  photo: null,
  ...overrides,
});

export function aRow(overrides: Partial<WoRow> = {}): WoRow {
  return {
    taskId: 7,
    taskNo: 'WX202611210001',
    kind: 'fix',
    taskType: 4,
    status: 1,
    statusLabel: '处理中',
    factoryId: 11,
    projectName: '上海第一水厂',
    deviceId: 3,
    deviceShowCode: 'PUMP-01',
    deviceName: '一号送水泵',
    fixType: '1',
    fixTypeLabel: '机械故障',
    reportSource: '2',
    reportSourceLabel: '人工报修',
    isStatistics: 1,
    isStatisticsLabel: '是',
    fixStartTime: '2026-11-20 08:30:00',
    reportBy: 3,
    reportByName: '主管老李',
    reportContent: '泵体异响，振动偏大',
    reportTime: '2026-11-20 09:00:00',
    remark: '尽快处理',
    execBy: 2,
    execByName: '运维员小王',
    execTime: '2026-11-21 10:00:00',
    acceptBy: 3,
    acceptByName: '主管老李',
    distributeBy: 3,
    distributeByName: '主管老李',
    handleResult: '',
    handleResultLabel: '',
    handleFinishTime: null,
    isForward: 0,
    isForwardLabel: '否',
    forwardByName: '',
    updateTime: '2026-11-20 09:00:00',
    priority: 3,
    priorityLabel: '中',
    responseDue: '2026-11-20 17:00:00',
    dueTime: '2026-11-23 09:00:00',
    overdue: false,
    ...overrides,
  };
}

export const anAcceptRow = (overrides: Partial<AcceptRow> = {}): AcceptRow => ({
  acceptId: 41,
  acceptTime: '2026-11-22 15:00:00',
  distributeByName: '主管老李',
  acceptByName: '验收员老周',
  acceptResult: 2,
  acceptResultLabel: '验收不通过',
  acceptDesc: '仍有异响',
  attachmentList: [anImage(31, 'accept-31.png')],
  videoAttachmentList: [],
  ...overrides,
});

/** A part issued from a factory's stock (docs/parts.md "Orders"): no asset type, the catalogue's unit. */
export const aStockPart = (): WoPart => ({
  id: 3,
  partsCode: 'GSK-20',
  partsName: '法兰垫片',
  partsSpecs: 'DN20',
  quantity: 4,
  assetType: '',
  unit: '片',
});

/** An inspection's check items: one normal with its reading, one abnormal that raised a repair, one not checked. */
export const CHECK_ITEMS: InspectItem[] = [
  anInspectItem(1, { itemName: '药液液位', standard: '≥30%', result: 'normal', remark: '液位45%' }),
  anInspectItem(2, {
    itemName: '管路泄漏',
    standard: '无泄漏',
    result: 'abnormal',
    remark: '出口接头渗漏',
    raisedTaskId: 9,
    raisedTaskNo: 'WX202611230001',
  }),
  anInspectItem(3, { itemName: '计量泵冲程', standard: '与设定一致' }),
];

export function aDetail(overrides: Partial<WoDetail> = {}): WoDetail {
  return {
    ...aRow({
      status: 4,
      statusLabel: '待验收',
      handleResult: '1',
      handleResultLabel: '已修复',
      handleFinishTime: '2026-11-21 16:00:00',
      isForward: 1,
      isForwardLabel: '是',
      forwardByName: '运维员小张',
    }),
    sourceAlarms: [],
    attachmentList: [anImage(11, 'report-11.png')],
    videoAttachmentList: [aVideo(12)],
    handleDesc: '更换轴承后试运行正常',
    handleFixType: '1',
    handleAttachmentList: [anImage(21, 'handle-21.png')],
    handleVideoAttachmentList: [aVideo(22)],
    partsList: [
      {
        id: 1,
        partsCode: 'BRG-6205',
        partsName: '深沟球轴承',
        partsSpecs: '6205-2RS',
        quantity: 2,
        assetType: '1031',
        unit: '',
      },
      {
        id: 2,
        partsCode: 'OIL-46',
        partsName: '液压油',
        partsSpecs: 'L-HM46',
        quantity: 1.5,
        assetType: '1034',
        unit: '升',
      },
    ],
    acceptList: [anAcceptRow()],
    distributeList: [],
    copyTo: [{ userId: 4, nickName: '观察员' }],
    items: [],
    ...overrides,
  };
}

/** One log of every docs/requirements.md §3 logType, in order, plus one type this console does not know. */
export const ALL_LOGS: TaskLog[] = [
  // the report, first entry of task/log/list (docs/work-order-lifecycle.md "Process timeline")
  {
    recordId: 0,
    taskId: 7,
    logType: 0,
    title: '上报',
    createTime: '2026-11-20 08:30:00',
    logObj: { reportByName: '运维员小张', reportContent: '1#泵异响' },
  },
  {
    recordId: 1,
    taskId: 7,
    logType: 3,
    title: '派单',
    createTime: '2026-11-20 09:10:00',
    logObj: { distributeByName: '主管老李', execByName: '运维员小张' },
  },
  {
    recordId: 2,
    taskId: 7,
    logType: 99,
    title: '转派',
    createTime: '2026-11-20 10:00:00',
    logObj: { forwardBy: '运维员小张', originExecBy: '运维员小张', newExecBy: '运维员小王', reason: '休假' },
  },
  {
    recordId: 3,
    taskId: 7,
    logType: 1,
    title: '处理完成',
    createTime: '2026-11-21 16:00:00',
    logObj: {
      execByName: '运维员小王',
      handleResult: '1',
      handleResultLabel: '已修复',
      handleDesc: '更换轴承',
    },
  },
  {
    recordId: 4,
    taskId: 7,
    logType: 2,
    title: '审核',
    createTime: '2026-11-21 17:00:00',
    logObj: { approvalByName: '主管老李', approvalResult: 1, approvalDesc: '同意' },
  },
  {
    recordId: 5,
    taskId: 7,
    logType: 4,
    title: '派发验收',
    createTime: '2026-11-21 18:00:00',
    logObj: { acceptDistributeByName: '主管老李', acceptByName: '验收员老周' },
  },
  {
    recordId: 6,
    taskId: 7,
    logType: 5,
    title: '验收',
    createTime: '2026-11-22 15:00:00',
    logObj: {
      distributeByName: '主管老李',
      acceptByName: '验收员老周',
      acceptResult: 2,
      acceptDesc: '仍有异响',
    },
  },
  {
    recordId: 7,
    taskId: 7,
    logType: 42,
    title: '归档',
    createTime: '2026-11-23 08:00:00',
    logObj: { whatever: 'x' },
  },
];

export const STAFF: WoPerson[] = [
  { userId: 2, userName: 'operator', nickName: '运维员小王' },
  { userId: 5, userName: 'zhang', nickName: '运维员小张' },
];
export const MANAGERS: WoPerson[] = [
  { userId: 3, userName: 'supervisor', nickName: '主管老李' },
  { userId: 6, userName: 'zhou', nickName: '验收员老周' },
];
