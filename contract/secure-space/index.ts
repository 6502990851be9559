/**
 * The secure space (docs/secure-space.md): downloads work only while a local helper on the user's workstation says
 * that its user is signed in (docs/requirements.md §5). The server tells the console whether the gate is on and where
 * the helper answers; the console asks the helper itself, from the browser. Also the rule every list export shares.
 */

export const SECURE_SPACE_API = {
  /** public: the gate's mode, the helper's address and the help page (read once at start) */
  SETTINGS: '/api/system/secureSpace',
  /** public: docs/secure-space.md as text, the refusal's "how to" link when no SECURE_SPACE_HELP_URL is set */
  HELP: '/api/system/secureSpace/help',
} as const;

export const SECURE_SPACE_MODE = { REQUIRED: 'required', OFF: 'off' } as const;
export type SecureSpaceMode = (typeof SECURE_SPACE_MODE)[keyof typeof SECURE_SPACE_MODE];

/** GET settings. */
export interface SecureSpaceSettings {
  /** `required`: every download asks the helper first; `off`: downloads are not gated */
  mode: SecureSpaceMode;
  /** the helper's status address, e.g. http://127.0.0.1:17653/status */
  url: string;
  /** the page that explains the secure space and how to start the helper */
  helpUrl: string;
}

/** What the helper answers at its status address (docs/secure-space.md "Protocol"). */
export interface SecureSpaceStatus {
  signedIn: boolean;
  /** the helper's signed-in user, for display only */
  user?: string;
}

/**
 * The most rows one export writes (docs/secure-space.md "Exports"): a file of 10,000 rows is a few hundred KB and is
 * built in well under a second; a filter that matches more is refused with EXPORT_MSG.TOO_MANY, nothing written.
 */
export const EXPORT_MAX_ROWS = 10_000;

export const EXPORT_MSG = {
  TOO_MANY: `导出行数超过上限 ${EXPORT_MAX_ROWS} 行，请缩小查询范围`,
} as const;
