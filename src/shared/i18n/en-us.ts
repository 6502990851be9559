import { homeEn } from './catalogs/en/home';
import { adminEn } from './catalogs/en/admin';
import { logsEn } from './catalogs/en/logs';
import { assetsEn } from './catalogs/en/assets';
import { partsEn } from './catalogs/en/parts';
import { bigScreensEn } from './catalogs/en/big-screens';
import { energyEn } from './catalogs/en/energy';
import { alarmsEn } from './catalogs/en/alarms';
import { errorLogEn } from './catalogs/en/error-log';
import { genericEn } from './catalogs/en/generic';
import { messagesEn } from './catalogs/en/messages';
import { onlineEn } from './catalogs/en/online';
// Why a session ended, on the sign-in page (docs/administration.md "Why a session ended").
import { sessionEndEn } from './catalogs/en/session-end';
import { plantArchiveEn } from './catalogs/en/plant-archive';
import { profileEn } from './catalogs/en/profile';
import { reportsEn } from './catalogs/en/reports';
import { rolesDeptsEn } from './catalogs/en/roles-depts';
import { shellEn } from './catalogs/en/shell';
import { themeEn } from './catalogs/en/theme';
import { topBarServicesEn } from './catalogs/en/top-bar-services';
import { menusEn } from './catalogs/en/menus';
import { usersEn } from './catalogs/en/users';
import { workOrderDialogsEn } from './catalogs/en/work-order-dialogs';
import { workOrdersEn } from './catalogs/en/work-orders';
import { exportsEn } from './catalogs/en/exports';
// Drafts and unsaved-typing guards (docs/drafts.md).
import { draftsEn } from './catalogs/en/drafts';
// The 告警记录 page (docs/alarms.md).
import { alarmJournalEn } from './catalogs/en/alarm-journal';
import { alarmRulesEn } from './catalogs/en/alarm-rules';
import { plansEn } from './catalogs/en/plans';
// An order's typed check items (docs/plans.md "Check items on the order").
import { checkItemsEn } from './catalogs/en/check-items';
// Plans per device class (docs/plans.md "Plans per device class").
import { planClassEn } from './catalogs/en/plan-class';
// Class plans by meter (docs/plans.md "Plans per device class").
import { planClassMeterEn } from './catalogs/en/plan-class-meter';
import { reliabilityEn } from './catalogs/en/reliability';
// The top bar's global search (docs/search.md).
import { searchEn } from './catalogs/en/search';
// The conflict view of a stale edit (docs/concurrency.md).
import { editConflictEn } from './catalogs/en/edit-conflict';
// Home's order figures as links and the list filters they open (docs/requirements.md §2 "Home").
import { orderLinksEn } from './catalogs/en/order-links';
import { woPriorityEn } from './catalogs/en/wo-priority';
import type { MessageKey } from './zh-cn';
import { orderReviewEn } from './catalogs/en/order-review';
// The printable order sheet (docs/work-order-lifecycle.md "Order sheet").
import { orderSheetEn } from './catalogs/en/order-sheet';

/** en-US texts; the compiler makes sure every zh-CN key has a translation. */
const coreEn = {
  'app.title': 'Digital Management Platform',
  'app.slogan': 'Water · Energy · Facility operations in one place',
  'common.ok': 'OK',
  'common.cancel': 'Cancel',
  'common.confirmTitle': 'Notice',
  'common.noData': 'No data',
  'common.loading': 'Loading…',
  'common.backHome': 'Back to home',
  'common.retry': 'Retry',
  'common.withNote': '{text} ({note})',
  'common.labelled': '{label}: {value}',
  'http.network': 'Backend interface connection abnormal',
  'http.timeout': 'Backend interface request timed out',
  'http.unknown': 'Unknown system error, please report it to the administrator',
  'http.status': 'Backend interface {status} error',
  'login.point.orders': 'Repair, maintenance, inspection and acceptance orders, start to finish',
  'login.point.reports': 'Daily and weekly reports filled and approved online',
  'login.point.alarms': 'Live device alarms and messages',
  'login.title': 'Sign in',
  'login.welcome': 'Welcome',
  'login.account': 'Account',
  'login.password': 'Password',
  'login.captcha': 'Captcha',
  'login.captchaAlt': 'Captcha, click to refresh',
  'login.captchaRefresh': 'Hard to read? Click the image for a new one',
  'login.showPassword': 'Show password',
  'login.hidePassword': 'Hide password',
  'login.language': 'Language',
  'login.remember': 'Remember account',
  'login.submit': 'Sign in',
  'login.submitting': 'Signing in…',
  'login.register': 'Create an account',
  'login.success': 'Signed in',
  'login.footer': 'Best viewed in Chrome or Edge at 1440 × 900 or more',
  'register.title': 'Create an account',
  'register.nickName': 'Name',
  'register.confirm': 'Confirm password',
  'register.confirmMismatch': 'The two passwords differ',
  'register.submit': 'Register',
  'register.toLogin': 'Sign in with an existing account',
  'register.success': 'Registered: you can sign in once an administrator approves the account',
  'validate.account.required': 'Please enter the account',
  'validate.account.max': 'At most 10 characters',
  'validate.account.pattern': 'Letters, digits and underscore only',
  'validate.account.edge': 'No leading or trailing underscore',
  'validate.name.required': 'Please enter the name',
  'validate.name.max': 'At most 10 characters',
  'validate.name.pattern': 'Chinese, letters, digits and underscore only',
  'validate.name.edge': 'No leading or trailing underscore',
  'validate.password.required': 'Please enter the password',
  'validate.password.rule': 'Password of 6 to 16 characters without spaces',
  'validate.captcha.required': 'Please enter the captcha',
  'validate.captcha.max': 'Please enter the four-character captcha',
  'route.home': 'Home',
  'route.homeBadge': 'New',
  'route.login': 'Sign in',
  'route.register': 'Register',
  'route.system': 'Choose a subsystem',
  'route.notFound': 'Page not found',
  'route.unauthorized': 'Unauthorized',
  'route.personalCenter': 'Personal centre',
  'route.genEdit': 'Modify generation config',
  'route.externalScreen': 'Data big screen',
  'route.internalLargeScreen': 'Internal big screen',
  'route.process': 'Process',
  'route.redirect': 'Redirecting',
  'home.greeting.morning': 'Good morning',
  'home.greeting.noon': 'Good day',
  'home.greeting.afternoon': 'Good afternoon',
  'home.greeting.evening': 'Good evening',
  'home.greeting.line': '{greeting}, {name}',
  'home.intro': 'Today is {date}. Pick a subsystem to start working.',
  'home.subsystems': 'My subsystems',
  'home.pages': '{count} pages',
  'home.enter': 'Open',
  'home.role': 'Role',
  'home.factories': 'Visible factories',
  'home.permissions': 'Permissions',
  'home.permissionsAll': 'All permissions',
  'home.permissionsCount': '{count} codes',
  'home.quickLinks': 'Common actions',
  'home.action.fix': 'Repair orders',
  'home.action.inspect': 'Inspection orders',
  'home.action.accept': 'Order acceptance',
  'home.action.audit': 'Order review',
  'home.action.daily': 'Fill daily report',
  'home.action.users': 'User management',
  'system.title': 'Choose a subsystem',
  'system.subtitle': 'You will land on its first page',
  'layout.factory': 'Factory',
  'layout.factoryPlaceholder': 'Choose a factory',
  'layout.logout': 'Sign out',
  'layout.logoutConfirm': 'Sign out of the system?',
  'layout.personalCenter': 'Personal centre',
  'layout.language': 'Language',
  'layout.welcome': 'Welcome, {name}',
  'layout.subsystems': 'All subsystems',
  'layout.breadcrumb': 'You are here',
  'layout.collapse': 'Collapse menu',
  'layout.expand': 'Expand menu',
  'profile.dept': 'Department',
  'profile.phone': 'Mobile',
  'profile.email': 'Email',
  'perm.emptyWarning': 'Please ask the administrator to grant menu permissions',
  'perm.userInfoError': 'User info interface error',
  'page.notFound.title': '404',
  'page.notFound.text': 'Sorry, the page you visited does not exist.',
  'page.unknownComponent': 'This page is not registered in the console: {component}',
  'page.unauthorized.text': 'Sorry, you may not open this page.',
  'page.external.title': 'External link',
  'page.external.text': 'This menu opens in a new window:',
  'page.external.open': 'Open link',
};

export const enUS: Record<MessageKey, string> = {
  ...coreEn,
  ...shellEn,
  ...themeEn,
  ...topBarServicesEn,
  ...errorLogEn,
  ...profileEn,
  ...adminEn,
  ...logsEn,
  ...onlineEn,
  ...sessionEndEn,
  ...messagesEn,
  ...alarmsEn,
  ...genericEn,
  ...usersEn,
  ...menusEn,
  ...rolesDeptsEn,
  ...workOrderDialogsEn,
  ...workOrdersEn,
  ...orderReviewEn,
  ...orderSheetEn,
  ...assetsEn,
  ...partsEn,
  ...plantArchiveEn,
  ...energyEn,
  ...reportsEn,
  ...homeEn,
  ...bigScreensEn,
  ...exportsEn,
  ...searchEn,
  ...alarmJournalEn,
  ...alarmRulesEn,
  ...plansEn,
  ...checkItemsEn,
  ...planClassEn,
  ...planClassMeterEn,
  ...reliabilityEn,
  ...draftsEn,
  ...editConflictEn,
  ...orderLinksEn,
  ...woPriorityEn,
};
