export { MediaUpload, useUploadsBusy } from './media-upload';
export type { Media, MediaUploadProps } from './media-upload';
export { fetchFileBlob, useBlobUrl, useFileUrl } from './use-file-url';
export type { FileUrlState } from './use-file-url';
