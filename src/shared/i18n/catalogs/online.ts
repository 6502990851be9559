/**
 * Texts of 在线用户 and of the first-sign-in password change
 * (docs/administration.md "在线用户", "Passwords"): zh-CN first, en-US in en/online.ts.
 */
export const onlineZh = {
  'online.userName': '登录账号',
  'online.nickName': '用户名称',
  'online.factory': '工厂',
  'online.allFactories': '全部工厂',
  'online.ipaddr': '登录地址',
  'online.browser': '浏览器',
  'online.os': '操作系统',
  'online.loginTime': '登录时间',
  'online.lastSeen': '最后访问',
  'online.actions': '操作',
  'online.forceLogout': '强退',
  'online.current': '当前会话',
  'online.refresh': '刷新',
  'online.confirm': '确认强退 {who} 吗？该会话将立即下线。',
  'firstPwd.title': '请修改初始密码',
  'firstPwd.hint': '您的密码由管理员设置，请先修改密码后再使用系统。',
  'firstPwd.submit': '修改密码',
  'firstPwd.logout': '退出登录',
} as const;
