/** Console build settings from VITE_* variables (.env.development / .env.production). */
export type TokenStorageKind = 'local' | 'session' | 'cookie';

function storageKind(value: string | undefined): TokenStorageKind {
  return value === 'session' || value === 'cookie' ? value : 'local';
}

export interface ConsoleEnv {
  tokenStorage: TokenStorageKind;
  /** docs/requirements.md §1: the encrypted-login option exists but is off by configuration (VITE_ENCRYPTED_LOGIN). */
  encryptedLogin: boolean;
}

/** Mutable so tests can switch an option on; the app only reads it. */
export const consoleEnv: ConsoleEnv = {
  tokenStorage: storageKind(import.meta.env.VITE_TOKEN_STORAGE),
  encryptedLogin: import.meta.env.VITE_ENCRYPTED_LOGIN === 'true',
};
