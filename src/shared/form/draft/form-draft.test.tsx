/**
 * A form dialog's draft (docs/drafts.md): typing is kept at each change and offered back when the form opens again;
 * what the dialog loads is not a draft; 取消 asks before it throws typing away; a save drops the draft.
 */
import { screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../../tests/console/render';
import { button, modal } from '../../../../tests/console/queries';
import { user } from '../../../../tests/console/user';
import { FormDialog } from '../form-dialog';
import { anyDirty } from './dirty-forms';
import { useFormDraft, type DraftBase } from './use-form-draft';

const STORED = 'woms.draft.operator.device:5';

/** A device edit dialog in small: it loads the stored name when it opens, as the real ones do. */
function Harness({ onSave, base }: { onSave?: () => void; base?: DraftBase }) {
  const [open, setOpen] = useState(true);
  const [form] = Form.useForm<{ deviceName?: string; location?: string }>();
  const draft = useFormDraft(form, open ? 'device:5' : null, base);
  useEffect(() => {
    if (open) form.setFieldsValue({ deviceName: '1#泵', location: '泵房' });
  }, [open, form]);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <FormDialog
        open={open}
        title="修改设备"
        width={600}
        busy={false}
        draft={draft}
        onSubmit={() => {
          onSave?.();
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      >
        <Form form={form}>
          <Form.Item name="deviceName" label="设备名称">
            <Input />
          </Form.Item>
          <Form.Item name="location" label="安装位置">
            <Input />
          </Form.Item>
        </Form>
      </FormDialog>
    </>
  );
}

const show = () => renderAt('/', [{ path: '/', element: <Harness /> }]);
const nameInput = () => screen.getByLabelText('设备名称') as HTMLInputElement;
/** Types over the name as a user does (keys, not a value set from outside). */
async function retype(text: string) {
  await user.clear(nameInput());
  await user.type(nameInput(), text);
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('username', 'operator');
});

describe('form drafts', () => {
  it('keeps what the user types, not what the dialog loaded, and offers it back when the form opens again', async () => {
    const first = show();
    await waitFor(() => expect(nameInput().value).toBe('1#泵'));
    expect(localStorage.getItem(STORED)).toBeNull();
    expect(anyDirty()).toBe(false);
    await retype('1#提升泵');
    await waitFor(() => expect(localStorage.getItem(STORED)).toContain('1#提升泵'));
    expect(anyDirty()).toBe(true);
    // The tab closed, the session ended: the form goes, the draft stays.
    first.unmount();
    expect(anyDirty()).toBe(false);

    show();
    await waitFor(() => expect(nameInput().value).toBe('1#泵'));
    expect(screen.getByTestId('draft-offer')).toHaveTextContent('未保存的草稿');
    await user.click(screen.getByTestId('draft-restore'));
    expect(nameInput().value).toBe('1#提升泵');
    expect((screen.getByLabelText('安装位置') as HTMLInputElement).value).toBe('泵房');
    expect(screen.queryByTestId('draft-offer')).toBeNull();
    expect(anyDirty()).toBe(true);
  });

  it('asks before 取消 throws typing away, and drops the draft once it is', async () => {
    show();
    await waitFor(() => expect(nameInput().value).toBe('1#泵'));
    await retype('2#泵');
    await waitFor(() => expect(localStorage.getItem(STORED)).toContain('2#泵'));
    await user.click(button(/^取\s*消$/, modal()));
    expect(await screen.findByText('有未保存的修改，确定放弃吗？')).toBeInTheDocument();
    const confirm = document.querySelector<HTMLElement>('.ant-modal-confirm')!;
    await user.click(button(/^确\s*定$/, confirm));
    await waitFor(() => expect(localStorage.getItem(STORED)).toBeNull());
    expect(anyDirty()).toBe(false);
  });

  it('drops the draft when the dialog closes after its save', async () => {
    show();
    await waitFor(() => expect(nameInput().value).toBe('1#泵'));
    await retype('3#泵');
    await waitFor(() => expect(localStorage.getItem(STORED)).toContain('3#泵'));
    await user.click(button(/^提\s*交$/, modal()));
    await waitFor(() => expect(localStorage.getItem(STORED)).toBeNull());
    expect(anyDirty()).toBe(false);
  });

  it('typing back what was loaded leaves nothing to keep', async () => {
    show();
    await waitFor(() => expect(nameInput().value).toBe('1#泵'));
    await retype('1#泵x');
    await waitFor(() => expect(localStorage.getItem(STORED)).not.toBeNull());
    await retype('1#泵');
    await waitFor(() => expect(localStorage.getItem(STORED)).toBeNull());
    expect(anyDirty()).toBe(false);
  });

  it('keeps the record the typing stands on and stands on it again when restored (a later change is a conflict)', async () => {
    const loaded = { deviceId: 5, deviceName: '1#泵', version: 3 };
    const first = renderAt('/', [
      { path: '/', element: <Harness base={{ read: () => loaded, restore: () => undefined }} /> },
    ]);
    await waitFor(() => expect(nameInput().value).toBe('1#泵'));
    await retype('1#提升泵');
    await waitFor(() => expect(localStorage.getItem(STORED)).toContain('"version":3'));
    first.unmount();

    const restore = vi.fn();
    renderAt('/', [
      { path: '/', element: <Harness base={{ read: () => ({ ...loaded, version: 4 }), restore }} /> },
    ]);
    await user.click(await screen.findByTestId('draft-restore'));
    expect(restore).toHaveBeenCalledWith(loaded);
    expect(nameInput().value).toBe('1#提升泵');
  });
});
