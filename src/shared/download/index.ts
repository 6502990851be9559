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
  secureSpaceSignedIn,
  SECURE_SPACE_OFF,
  SECURE_SPACE_TIMEOUT_MS,
} from './secure-space';
export type { SecureSpace } from './secure-space';
