/**
 * zh-CN texts: the default language. The requirement's Chinese strings are verbatim; its English phrases get a
 * Chinese translation here (docs/architecture.md §4). Keys are shared with en-US, which must define every one.
 */
import { homeZh } from './catalogs/home';
import { adminZh } from './catalogs/admin';
import { logsZh } from './catalogs/logs';
import { assetsZh } from './catalogs/assets';
import { partsZh } from './catalogs/parts';
import { bigScreensZh } from './catalogs/big-screens';
import { energyZh } from './catalogs/energy';
import { alarmsZh } from './catalogs/alarms';
import { errorLogZh } from './catalogs/error-log';
import { genericZh } from './catalogs/generic';
import { messagesZh } from './catalogs/messages';
import { onlineZh } from './catalogs/online';
// Why a session ended, on the sign-in page (docs/administration.md "Why a session ended").
import { sessionEndZh } from './catalogs/session-end';
import { plantArchiveZh } from './catalogs/plant-archive';
import { profileZh } from './catalogs/profile';
import { reportsZh } from './catalogs/reports';
import { rolesDeptsZh } from './catalogs/roles-depts';
import { shellZh } from './catalogs/shell';
import { themeZh } from './catalogs/theme';
import { topBarServicesZh } from './catalogs/top-bar-services';
import { menusZh } from './catalogs/menus';
import { usersZh } from './catalogs/users';
import { workOrderDialogsZh } from './catalogs/work-order-dialogs';
import { workOrdersZh } from './catalogs/work-orders';
import { exportsZh } from './catalogs/exports';
import { orderReviewZh } from './catalogs/order-review';
// The printable order sheet (docs/work-order-lifecycle.md "Order sheet").
import { orderSheetZh } from './catalogs/order-sheet';
// Drafts and unsaved-typing guards (docs/drafts.md).
import { draftsZh } from './catalogs/drafts';
// The 告警记录 page (docs/alarms.md).
import { alarmJournalZh } from './catalogs/alarm-journal';
import { alarmRulesZh } from './catalogs/alarm-rules';
import { plansZh } from './catalogs/plans';
// An order's typed check items (docs/plans.md "Check items on the order").
import { checkItemsZh } from './catalogs/check-items';
// Plans per device class (docs/plans.md "Plans per device class").
import { planClassZh } from './catalogs/plan-class';
// Class plans by meter (docs/plans.md "Plans per device class").
import { planClassMeterZh } from './catalogs/plan-class-meter';
import { reliabilityZh } from './catalogs/reliability';
// The top bar's global search (docs/search.md).
import { searchZh } from './catalogs/search';
// The conflict view of a stale edit (docs/concurrency.md).
import { editConflictZh } from './catalogs/edit-conflict';
// Home's order figures as links and the list filters they open (docs/requirements.md §2 "Home").
import { orderLinksZh } from './catalogs/order-links';
import { woPriorityZh } from './catalogs/wo-priority';

const coreZh = {
  'app.title': '数字化管理平台',
  'app.slogan': '水务 · 能源 · 设施一体化运维',
  'common.ok': '确定',
  'common.cancel': '取消',
  'common.confirmTitle': '温馨提示',
  'common.noData': '暂无数据',
  'common.loading': '加载中…',
  'common.backHome': '返回首页',
  'common.retry': '重试',
  // punctuation differs by language (docs/i18n.md): a note in brackets, a label and its value
  'common.withNote': '{text}（{note}）',
  'common.labelled': '{label}：{value}',
  'http.network': '后端接口连接异常',
  'http.timeout': '后端接口请求超时',
  'http.unknown': '系统未知错误，请反馈给管理员',
  'http.status': '后端接口{status}异常',
  'login.point.orders': '维修 · 保养 · 巡检 · 验收工单全流程闭环',
  'login.point.reports': '日报周报在线填报与审批',
  'login.point.alarms': '设备告警与消息实时推送',
  'login.title': '账号登录',
  'login.welcome': '欢迎登录',
  'login.account': '账号',
  'login.password': '密码',
  'login.captcha': '验证码',
  'login.captchaAlt': '验证码，点击刷新',
  'login.captchaRefresh': '看不清？点击图片换一张',
  'login.showPassword': '显示密码',
  'login.hidePassword': '隐藏密码',
  'login.language': '语言',
  'login.remember': '记住账号',
  'login.submit': '登 录',
  'login.submitting': '登 录 中…',
  'login.register': '注册新账号',
  'login.success': '登录成功',
  'login.footer': '推荐使用 Chrome、Edge 浏览器，分辨率 1440 × 900 及以上',
  'register.title': '注册账号',
  'register.nickName': '姓名',
  'register.confirm': '确认密码',
  'register.confirmMismatch': '两次输入的密码不一致',
  'register.submit': '注 册',
  'register.toLogin': '使用已有账号登录',
  'register.success': '注册成功，账号待管理员审核后即可登录',
  'validate.account.required': '请输入账号',
  'validate.account.max': '账号不能超过10个字符',
  'validate.account.pattern': '数字、字母及下划线组合',
  'validate.account.edge': '账号不能以下划线开头或结尾',
  'validate.name.required': '请输入姓名/名称',
  'validate.name.max': '不能超过10个字符',
  'validate.name.pattern': '中文、字母、数字及下划线组合',
  'validate.name.edge': '不能以下划线开头或结尾',
  'validate.password.required': '请输入密码',
  'validate.password.rule': '密码6到16位且不能输入空格',
  'validate.captcha.required': '请输入验证码',
  'validate.captcha.max': '请输入四位验证码',
  'route.home': '首页',
  'route.homeBadge': '新',
  'route.login': '登录',
  'route.register': '注册',
  'route.system': '系统选择',
  'route.notFound': '页面不存在',
  'route.unauthorized': '无权访问',
  'route.personalCenter': '个人中心',
  'route.genEdit': '修改生成配置',
  'route.externalScreen': '数据大屏',
  'route.internalLargeScreen': '内部大屏',
  'route.process': '流程',
  'route.redirect': '跳转中',
  'home.greeting.morning': '早上好',
  'home.greeting.noon': '中午好',
  'home.greeting.afternoon': '下午好',
  'home.greeting.evening': '晚上好',
  'home.greeting.line': '{greeting}，{name}',
  'home.intro': '今天是 {date}，祝您工作顺利。选择一个子系统开始工作。',
  'home.subsystems': '我的子系统',
  'home.pages': '{count} 个页面',
  'home.enter': '进入',
  'home.role': '角色',
  'home.factories': '可见工厂',
  'home.permissions': '权限',
  'home.permissionsAll': '全部权限',
  'home.permissionsCount': '{count} 项',
  'home.quickLinks': '常用操作',
  'home.action.fix': '维修工单',
  'home.action.inspect': '巡检工单',
  'home.action.accept': '工单验收',
  'home.action.audit': '工单审核',
  'home.action.daily': '日报填报',
  'home.action.users': '用户管理',
  'system.title': '请选择子系统',
  'system.subtitle': '选择后将进入该子系统的第一个页面',
  'layout.factory': '当前工厂',
  'layout.factoryPlaceholder': '选择工厂',
  'layout.logout': '退出登录',
  'layout.logoutConfirm': '确定注销并退出系统吗？',
  'layout.personalCenter': '个人中心',
  'layout.language': '语言',
  'layout.welcome': '欢迎您，{name}',
  'layout.subsystems': '全部子系统',
  'layout.breadcrumb': '当前位置',
  'layout.collapse': '收起菜单',
  'layout.expand': '展开菜单',
  'profile.dept': '部门',
  'profile.phone': '手机号',
  'profile.email': '邮箱',
  'perm.emptyWarning': '请联系管理员开通菜单权限',
  'perm.userInfoError': '获取用户信息接口异常',
  'page.notFound.title': '404',
  'page.notFound.text': '抱歉，您访问的页面不存在。',
  'page.unknownComponent': '该页面尚未在控制台中注册：{component}',
  'page.unauthorized.text': '抱歉，您无权访问该页面。',
  'page.external.title': '外部链接',
  'page.external.text': '该菜单将在新窗口中打开：',
  'page.external.open': '打开链接',
} as const;

export const zhCN = {
  ...coreZh,
  ...shellZh,
  ...themeZh,
  ...topBarServicesZh,
  ...errorLogZh,
  ...profileZh,
  ...adminZh,
  ...logsZh,
  ...onlineZh,
  ...sessionEndZh,
  ...messagesZh,
  ...alarmsZh,
  ...genericZh,
  ...usersZh,
  ...menusZh,
  ...rolesDeptsZh,
  ...workOrderDialogsZh,
  ...workOrdersZh,
  ...orderReviewZh,
  ...orderSheetZh,
  ...assetsZh,
  ...partsZh,
  ...plantArchiveZh,
  ...energyZh,
  ...reportsZh,
  ...homeZh,
  ...bigScreensZh,
  ...exportsZh,
  ...searchZh,
  ...alarmJournalZh,
  ...alarmRulesZh,
  ...plansZh,
  ...checkItemsZh,
  ...planClassZh,
  ...planClassMeterZh,
  ...reliabilityZh,
  ...draftsZh,
  ...editConflictZh,
  ...orderLinksZh,
  ...woPriorityZh,
} as const;

export type MessageKey = keyof typeof zhCN;
