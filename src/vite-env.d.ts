/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_APP_TITLE?: string;
  readonly VITE_API_BASE?: string;
  readonly VITE_TOKEN_STORAGE?: string;
  readonly VITE_ENCRYPTED_LOGIN?: string;
}
