/**
 * A picture shown alone (the device photo of the asset ledger): its thumbnail only, the whole file once its preview
 * opens (docs/architecture.md §3 "Files"), and the fallback when there is no thumbnail.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeAdminSession } from '../../../tests/console/admin-session';
import { api, server, setupMsw } from '../../../tests/console/server';
import { ThumbnailImage } from '.';

setupMsw();

beforeEach(() => {
  storeAdminSession();
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:test/${++n}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

/** Answers thumbnails (404 for `missing`) and files; keeps what was asked. */
function serve(missing: number[] = []): string[] {
  const asked: string[] = [];
  const png = () =>
    new HttpResponse(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'content-type': 'image/png' } });
  server.use(
    http.get(api('/system/file/thumbnail/:fileId'), ({ params }) => {
      asked.push(`thumbnail/${String(params.fileId)}`);
      return missing.includes(Number(params.fileId))
        ? HttpResponse.json({ code: 404, msg: '文件不存在或无权访问' }, { status: 404 })
        : png();
    }),
    http.get(api('/system/file/download/:fileId'), ({ params }) => {
      asked.push(`download/${String(params.fileId)}`);
      return png();
    }),
  );
  return asked;
}

describe('ThumbnailImage', () => {
  it('shows the thumbnail and fetches the whole picture only when its preview opens', async () => {
    const asked = serve();
    render(<ThumbnailImage fileId={5} name="补水泵" width={160} data-testid="device-photo" />);
    const img = await screen.findByAltText('补水泵');
    expect(img).toHaveAttribute('src', 'blob:test/1');
    expect(screen.getByTestId('device-photo')).toBeInTheDocument();
    expect(asked).toEqual(['thumbnail/5']);

    await userEvent.click(img);
    await waitFor(() => expect(asked).toEqual(['thumbnail/5', 'download/5']));
    await waitFor(() =>
      expect(document.querySelector('.ant-image-preview img')).toHaveAttribute('src', 'blob:test/2'),
    );
  });

  it('shows the fallback when there is no thumbnail, and never the whole file', async () => {
    const asked = serve([6]);
    render(<ThumbnailImage fileId={6} name="旧照片" width={160} fallback={<span>照片加载失败</span>} />);
    expect(await screen.findByText('照片加载失败')).toBeInTheDocument();
    expect(asked).toEqual(['thumbnail/6']);
  });

  it('without a fallback marks the box as broken', async () => {
    serve([7]);
    render(<ThumbnailImage fileId={7} name="坏图.png" width={48} height={48} />);
    expect(await screen.findByLabelText('坏图.png')).toBeInTheDocument();
  });
});
