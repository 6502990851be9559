/** Console build settings from VITE_* variables (.env.development / .env.production). */
export type TokenStorageKind = 'local' | 'session' | 'cookie';

function storageKind(value: string | undefined): TokenStorageKind {
  return value === 'session' || value === 'cookie' ? value : 'local';
}

export const consoleEnv = {
  tokenStorage: storageKind(import.meta.env.VITE_TOKEN_STORAGE),
  encryptedLogin: import.meta.env.VITE_ENCRYPTED_LOGIN === 'true',
};
