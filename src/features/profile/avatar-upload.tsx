/**
 * The avatar part of the personal info dialog (docs/requirements.md §5 "Avatar upload", §8): one .jpg/.png/.jpge file,
 * more than one → warning, uploaded at once; 上传成功！ or 上传失败！.
 */
import { useState } from 'react';
import { Avatar, Button, Space, Upload, type UploadProps } from 'antd';
import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { useT } from '@/shared/i18n';
import { notify } from '@/shared/ui/notify';
import { uploadAvatar } from './api';
import { AVATAR_ACCEPT, AVATAR_MAX_KB, avatarFileProblem, readAvatarDataUrl } from './avatar-file';
import { useAvatarSrc } from './use-avatar-src';

type UploadRequest = Parameters<NonNullable<UploadProps['customRequest']>>[0];

interface Props {
  avatar: string;
  onUploaded: (url: string) => void;
}

export function AvatarUpload({ avatar, onUploaded }: Props) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const src = useAvatarSrc(avatar);

  const beforeUpload: UploadProps['beforeUpload'] = (file, fileList) => {
    if (fileList.length > 1) {
      // One warning for the whole selection, not one per file.
      if (file.uid === fileList[0]?.uid) notify('warning', t('profile.avatar.onlyOne'));
      return Upload.LIST_IGNORE;
    }
    const problem = avatarFileProblem(file);
    if (problem === 'type') notify('warning', t('profile.avatar.type'));
    if (problem === 'size') notify('warning', t('profile.avatar.size', { size: AVATAR_MAX_KB }));
    return problem ? Upload.LIST_IGNORE : true;
  };

  /** Reads, sends and reports one avatar; it settles every outcome itself (notify, onError), so it never rejects. */
  const upload = async ({ file, onSuccess, onError }: UploadRequest) => {
    setBusy(true);
    try {
      const reply = await uploadAvatar(await readAvatarDataUrl(file as File));
      notify('success', t('profile.avatar.success'));
      onUploaded(reply.imgUrl);
      onSuccess?.(reply);
    } catch (error) {
      notify('error', t('profile.avatar.failure'));
      onError?.(error instanceof Error ? error : new Error(String(error)));
    } finally {
      setBusy(false);
    }
  };
  // antd calls customRequest for its effect and ignores what it returns.
  const customRequest: UploadProps['customRequest'] = (request) => void upload(request);

  return (
    <Space size="large" align="center">
      <Avatar size={64} src={src} icon={<UserOutlined />} data-testid="profile-avatar" />
      <Upload
        accept={AVATAR_ACCEPT}
        multiple
        showUploadList={false}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        disabled={busy}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          {t('profile.avatar.upload')}
        </Button>
      </Upload>
    </Space>
  );
}
