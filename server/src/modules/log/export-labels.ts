/**
 * What the log exports write for the codes a log row holds (docs/administration.md "操作日志", "登录日志"): the same
 * words the pages show (src/shared/i18n/catalogs/logs.ts), so an exported sheet reads 成功 / 用户名或密码错误 / 工单
 * rather than 0 / badCredentials / work-order. English comes from the export catalog (docs/i18n.md "Exports"); a
 * module added without a label here is written as its code.
 */
import {
  LOG_STATUS,
  type LoginEvent,
  type LoginLogRow,
  type LoginReason,
  type LogStatus,
  type OperAction,
  type OperLogRow,
} from '../../../../contract/logs';
import { field, label, type ExportColumn } from '../../shared/list-export';

const STATUS: Readonly<Record<LogStatus, string>> = {
  [LOG_STATUS.SUCCESS]: '成功',
  [LOG_STATUS.FAIL]: '失败',
};

const ACTION: Readonly<Record<OperAction, string>> = {
  add: '新增',
  edit: '修改',
  delete: '删除',
  export: '导出',
  other: '其他',
};

/** The modules are the routes' first API tags. */
const MODULE: Readonly<Record<string, string>> = {
  auth: '认证',
  user: '用户',
  profile: '个人中心',
  menu: '菜单',
  favourite: '收藏',
  message: '消息',
  'work-order': '工单',
  alarm: '告警',
  asset: '资产',
  energy: '能耗',
  archive: '档案',
  report: '报表',
  screen: '大屏',
  area: '区域工厂',
  dept: '部门',
  role: '角色',
  dict: '字典',
  log: '日志',
  file: '文件',
  gen: '列配置',
  project: '项目',
  'top-bar': '顶栏',
};

const EVENT: Readonly<Record<LoginEvent, string>> = { login: '登录', refresh: '刷新令牌', logout: '退出' };

const REASON: Readonly<Record<LoginReason, string>> = {
  success: '成功',
  badCredentials: '用户名或密码错误',
  disabled: '账号停用',
  captcha: '验证码错误',
  locked: '失败过多被限制',
  client: '客户端无效',
  refreshInvalid: '刷新令牌失效',
  badRequest: '请求不完整',
  error: '系统错误',
};

/** Every label above, for the catalog test: each needs its English. */
export const LOG_EXPORT_LABELS: readonly string[] = [STATUS, ACTION, MODULE, EVENT, REASON].flatMap((m) =>
  Object.values(m),
);

export const OPER_COLUMNS: readonly ExportColumn<OperLogRow>[] = [
  field('日志编号', 'operId'),
  field('操作时间', 'operTime'),
  field('操作人员', 'operName'),
  label('系统模块', (r) => MODULE[r.title] ?? r.title),
  label('操作类型', (r) => ACTION[r.businessType]),
  field('请求方式', 'requestMethod'),
  field('请求地址', 'operUrl'),
  field('对象编号', 'targetId'),
  field('操作地址', 'operIp'),
  label('状态', (r) => STATUS[r.status]),
  field('HTTP状态', 'httpStatus'),
  field('返回码', 'resultCode'),
  field('错误消息', 'errorMsg'),
  field('耗时(毫秒)', 'costTime'),
];

export const LOGIN_COLUMNS: readonly ExportColumn<LoginLogRow>[] = [
  field('访问编号', 'infoId'),
  field('访问时间', 'loginTime'),
  field('用户账号', 'userName'),
  label('事件', (r) => EVENT[r.event]),
  label('状态', (r) => STATUS[r.status]),
  label('原因', (r) => REASON[r.reason]),
  field('提示消息', 'msg'),
  field('登录地址', 'ipaddr'),
  field('浏览器', 'browser'),
  field('操作系统', 'os'),
];
