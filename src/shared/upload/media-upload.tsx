/**
 * Photo (jpg/png), video (mp4) or document upload of a form (work orders, the device ledger, the process units of
 * the plant archive): each file goes up at once
 * through uploadFile (POST /api/system/file/upload, the one client) and the form value is the list of file ids.
 * At most `max` files, each within the server's FILE_MAX_BYTES. While a file is in flight
 * the owner is told (onBusyChange), so it can keep its submit disabled.
 */
import { Button, Upload, type UploadFile, type UploadProps } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FILE_MAX_BYTES } from '@contract/file';
import { isApiError } from '@/shared/api';
import { uploadFile, type UploadedFile } from '@/shared/download';
import { useT } from '@/shared/i18n';
import { notify } from '@/shared/ui/notify';

export type Media = 'image' | 'video' | 'document';

const ACCEPT: Record<Media, string> = {
  image: '.jpg,.jpeg,.png',
  video: '.mp4',
  document: '.pdf,.docx,.xlsx,.csv,.jpg,.jpeg,.png',
};
const EXTENSIONS: Record<Media, RegExp> = {
  image: /\.(jpe?g|png)$/i,
  video: /\.mp4$/i,
  document: /\.(pdf|docx|xlsx|csv|jpe?g|png)$/i,
};
const LABEL = { image: 'woDlg.up.photo', video: 'woDlg.up.video', document: 'woDlg.up.document' } as const;
const TYPE_WARNING = {
  image: 'woDlg.up.photoType',
  video: 'woDlg.up.videoType',
  document: 'woDlg.up.documentType',
} as const;

export interface MediaUploadProps {
  media: Media;
  value?: number[];
  onChange?: (fileIds: number[]) => void;
  onBusyChange?: (busy: boolean) => void;
  /** how many files the field holds */
  max: number;
  id?: string;
}

const idsOf = (files: UploadFile<UploadedFile>[]): number[] =>
  files.flatMap((f) => (f.status === 'done' && f.response ? [f.response.fileId] : []));

export function MediaUpload({ media, onChange, onBusyChange, max, id }: MediaUploadProps) {
  const t = useT();
  const [files, setFiles] = useState<UploadFile<UploadedFile>[]>([]);
  const previews = useRef<string[]>([]);

  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const beforeUpload: UploadProps['beforeUpload'] = (file, selection) => {
    if (!EXTENSIONS[media].test(file.name)) {
      notify('warning', t(TYPE_WARNING[media]));
      return Upload.LIST_IGNORE;
    }
    if (file.size > FILE_MAX_BYTES) {
      notify('warning', t('woDlg.up.tooBig', { size: FILE_MAX_BYTES / 1024 / 1024 }));
      return Upload.LIST_IGNORE;
    }
    if (files.length + selection.indexOf(file) >= max) {
      notify('warning', t('woDlg.up.tooMany', { max }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps<UploadedFile>['customRequest'] = ({ file, onSuccess, onError }) => {
    uploadFile(file as File)
      .then((uploaded) => onSuccess?.(uploaded))
      .catch((error: unknown) => {
        // The client shows a refusal's msg itself; only an unexplained failure needs 上传失败！.
        if (!isApiError(error) || !error.shown) notify('error', t('woDlg.up.failed'));
        onError?.(error instanceof Error ? error : new Error(String(error)));
      });
  };

  const handleChange: UploadProps<UploadedFile>['onChange'] = ({ fileList }) => {
    const kept = fileList.filter((f) => f.status !== 'error');
    setFiles(kept);
    onBusyChange?.(kept.some((f) => f.status === 'uploading'));
    onChange?.(idsOf(kept));
  };

  const previewFile = useCallback((file: File | Blob) => {
    if (typeof URL.createObjectURL !== 'function') return Promise.resolve('');
    const url = URL.createObjectURL(file);
    previews.current.push(url);
    return Promise.resolve(url);
  }, []);

  const full = files.length >= max;
  const label = t(LABEL[media]);
  return (
    <Upload<UploadedFile>
      id={id}
      accept={ACCEPT[media]}
      multiple
      listType={media === 'image' ? 'picture-card' : 'text'}
      fileList={files}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
      onChange={handleChange}
      previewFile={previewFile}
      showUploadList={{ showPreviewIcon: false }}
    >
      {full ? null : media === 'image' ? (
        // color: inherit, or the browser's button text (black) is lost on the dark theme's card (axe color-contrast).
        <button
          type="button"
          aria-label={label}
          style={{ border: 0, background: 'none', color: 'inherit', cursor: 'pointer' }}
        >
          <PlusOutlined />
          <div style={{ marginTop: 4 }}>{label}</div>
        </button>
      ) : (
        <Button icon={<UploadOutlined />}>{label}</Button>
      )}
    </Upload>
  );
}

/** Busy flags of several uploaders of one form: any busy → the submit waits. */
export function useUploadsBusy() {
  const [flags, setFlags] = useState<Record<string, boolean>>({});
  const track = useCallback(
    (key: string) => (busy: boolean) => setFlags((f) => (f[key] === busy ? f : { ...f, [key]: busy })),
    [],
  );
  return { uploading: Object.values(flags).some(Boolean), track };
}
