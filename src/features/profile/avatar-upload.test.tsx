import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, server, setupMsw } from '../../../tests/console/server';
import { settle } from '../../../tests/console/settle';
import { resetNotifier } from '@/shared/ui/notify';
import type * as AvatarFile from './avatar-file';
import { readAvatarDataUrl } from './avatar-file';
import { AvatarUpload } from './avatar-upload';
import { renderWithProviders, signedIn } from './profile.fixtures';

setupMsw();

// Reading the file is the upload's first step (on timers in jsdom, the PUT comes later): a refused file
// is never read.
vi.mock('./avatar-file', async (importOriginal) => {
  const real = await importOriginal<typeof AvatarFile>();
  return { ...real, readAvatarDataUrl: vi.fn(real.readAvatarDataUrl) };
});

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]);
const png = (name = 'me.png') => new File([PNG_BYTES], name, { type: 'image/png' });

let uploads: string[] = [];

beforeEach(() => {
  resetNotifier();
  signedIn();
  uploads = [];
  vi.mocked(readAvatarDataUrl).mockClear();
});

function renderUpload() {
  const onUploaded = vi.fn();
  const view = renderWithProviders(<AvatarUpload avatar="" onUploaded={onUploaded} />);
  const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
  // The picker itself filters by `accept`; the checks must hold for files that get past it (drops, "all files").
  const user = userEvent.setup({ applyAccept: false });
  return { onUploaded, input, user };
}

function acceptUploads(
  reply: object = { code: 200, msg: '上传成功', imgUrl: '/api/system/user/avatar/2?v=1' },
) {
  server.use(
    http.put(api('/system/user/avatar'), async ({ request }) => {
      uploads.push(((await request.json()) as { avatar: string }).avatar);
      return HttpResponse.json(reply, { status: 'code' in reply && reply.code === 400 ? 400 : 200 });
    }),
  );
}

describe('AvatarUpload (docs/requirements.md §5 "Avatar upload", §8)', () => {
  it('offers .jpg, .png and .jpge files', () => {
    const { input } = renderUpload();
    expect(input.accept.split(',')).toEqual(expect.arrayContaining(['.jpg', '.png', '.jpge']));
  });

  it('uploads one PNG as a data URL, shows 上传成功！ and hands back the new URL', async () => {
    acceptUploads();
    const { input, user, onUploaded } = renderUpload();
    await user.upload(input, png());
    const notice = await screen.findByText('上传成功！');
    expect(notice.closest('.ant-message-success')).not.toBeNull();
    expect(uploads).toEqual([`data:image/png;base64,${btoa(String.fromCharCode(...PNG_BYTES))}`]);
    expect(onUploaded).toHaveBeenCalledWith('/api/system/user/avatar/2?v=1');
  });

  it('sends a .jpge file as image/jpeg whatever type the browser gave it', async () => {
    acceptUploads();
    const { input, user } = renderUpload();
    await user.upload(input, new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'me.jpge', { type: '' }));
    await screen.findByText('上传成功！');
    expect(uploads[0]).toMatch(/^data:image\/jpeg;base64,/);
  });

  it('shows 上传失败！ when the server refuses the picture', async () => {
    acceptUploads({ code: 400, msg: 'body/avatar is not a PNG or JPEG image' });
    const { input, user, onUploaded } = renderUpload();
    await user.upload(input, png());
    const notice = await screen.findByText('上传失败！');
    expect(notice.closest('.ant-message-error')).not.toBeNull();
    expect(screen.queryByText('body/avatar is not a PNG or JPEG image')).toBeNull();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('refuses more than one file with a warning and uploads nothing', async () => {
    const { input, user } = renderUpload();
    await user.upload(input, [png('a.png'), png('b.png')]);
    const notice = await screen.findByText('只能上传1个文件');
    expect(notice.closest('.ant-message-warning')).not.toBeNull();
    await settle();
    expect(readAvatarDataUrl).not.toHaveBeenCalled();
    expect(uploads).toEqual([]);
  });

  it.each([
    ['a GIF', new File(['GIF89a'], 'me.gif', { type: 'image/gif' }), '只能上传 jpg、png 格式的图片'],
    [
      'a file without extension',
      new File(['x'], 'avatar', { type: 'image/png' }),
      '只能上传 jpg、png 格式的图片',
    ],
    [
      'a picture over 512 KB',
      new File([new Uint8Array(512 * 1024 + 1)], 'big.png'),
      '图片大小不能超过 512KB',
    ],
  ])('refuses %s with a warning and uploads nothing', async (_name, file, message) => {
    const { input, user } = renderUpload();
    await user.upload(input, file);
    const notice = await screen.findByText(message);
    expect(notice.closest('.ant-message-warning')).not.toBeNull();
    await settle();
    expect(readAvatarDataUrl).not.toHaveBeenCalled();
    expect(uploads).toEqual([]);
  });
});
