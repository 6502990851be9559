export { MediaUpload, useUploadsBusy } from './media-upload';
export type { Media, MediaUploadProps } from './media-upload';
export { FilePlaceholder, ThumbnailImage } from './thumbnail-image';
export type { ThumbnailImageProps } from './thumbnail-image';
export { fetchFileBlob, fetchThumbnailBlob, useBlobUrl, useFileUrl, useThumbnailUrl } from './use-file-url';
export type { FileUrlState } from './use-file-url';
