/**
 * The sign-in page's notice of why the last session ended (docs/administration.md "Why a session ended"), one per
 * reason: zh-CN first, en-US in en/session-end.ts.
 */
export const sessionEndZh = {
  'sessionEnd.forced_logout': '您已被管理员强制下线，请重新登录。',
  'sessionEnd.password_reset': '管理员已重置您的密码，请使用新密码登录。',
  'sessionEnd.password_changed': '您的密码已在其他窗口或设备上修改，请使用新密码登录。',
  'sessionEnd.account_disabled': '您的账号已被管理员停用，请联系管理员。',
  'sessionEnd.expired': '您的登录已过期，请重新登录。',
  'sessionEnd.signed_out': '您已在其他窗口退出登录，请重新登录。',
} as const;
