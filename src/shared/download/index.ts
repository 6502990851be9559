export {
  downloadBlob,
  downloadFile,
  fileDownloadPath,
  fileDownloadUrl,
  fileThumbnailPath,
  saveBlob,
  uploadFile,
} from './download';
export type { DownloadRequest, UploadedFile } from './download';
export {
  setSecureSpace,
  resetSecureSpace,
  registerRefusalView,
  showRefusal,
  secureSpaceSignedIn,
  SECURE_SPACE_OFF,
  SECURE_SPACE_TIMEOUT_MS,
} from './secure-space';
export type { SecureSpace } from './secure-space';
export {
  helperSecureSpace,
  installSecureSpace,
  secureSpaceHelp,
  secureSpaceOf,
  SECURE_SPACE_NOT_GATED,
} from './secure-space-helper';
export { SecureSpaceRefusalBridge } from './refusal-notice';
export { ExportButton, exportFileName } from './export-button';
export type { ExportButtonProps } from './export-button';
