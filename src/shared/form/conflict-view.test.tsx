/**
 * The conflict view of a stale edit (docs/concurrency.md) inside a FormDialog, against the real client and a server
 * (msw) that refuses the first save with 409: only what both changed is a choice, what only the other changed comes
 * into the form, the choices and the stored version go out with the next save, and no toast repeats the refusal.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { Form, Input } from 'antd';
import { http, HttpResponse } from 'msw';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EditConflict } from '@contract/common';
import { put } from '@/shared/api';
import { saveTokens } from '@/shared/storage/token-storage';
import { resetNotifier } from '@/shared/ui/notify';
import { renderAt } from '../../../tests/console/render';
import { api, server, setupMsw } from '../../../tests/console/server';
import { user } from '../../../tests/console/user';
import type { ConflictField } from './edit-conflict';
import { FormDialog } from './form-dialog';
import { useEditConflict } from './use-edit-conflict';
import { useSubmit } from './use-submit';

configure({ asyncUtilTimeout: 5000 });
setupMsw();

interface Pump {
  id: number;
  name: string;
  location: string;
  status: string;
  version: number;
}
const LOADED: Pump = { id: 7, name: '1#泵', location: '泵房', status: '0', version: 3 };
const FIELDS: ConflictField[] = [
  { prop: 'name', label: '设备名称' },
  { prop: 'location', label: '安装位置' },
  {
    prop: 'status',
    label: '状态',
    type: 'select',
    options: [
      { label: '运行', value: '0' },
      { label: '停用', value: '1' },
    ],
  },
];
const toValues = (p: Pump) => ({ name: p.name, location: p.location, status: p.status });
const MSG = '已被 管理员 于 2026-11-29 10:42:13 修改，请核对后再保存';

function PumpDialog() {
  const [form] = Form.useForm();
  const { busy, send } = useSubmit();
  const conflict = useEditConflict<Pump>({ form, fields: FIELDS, toValues });
  const { start } = conflict;
  useEffect(() => {
    form.setFieldsValue(toValues(LOADED));
    start(LOADED);
  }, [form, start]);
  const save = () =>
    void send(
      () => put('/test/pump', { ...form.getFieldsValue(true), id: 7, version: conflict.versionToSend() }),
      () => undefined,
      conflict.refused,
    );
  return (
    <FormDialog
      open
      title="修改设备"
      width={600}
      busy={busy}
      onSubmit={save}
      onClose={() => undefined}
      conflict={conflict}
    >
      <Form form={form}>
        {FIELDS.map((f) => (
          <Form.Item key={f.prop} name={f.prop} label={f.label}>
            <Input />
          </Form.Item>
        ))}
      </Form>
    </FormDialog>
  );
}

/** The first save is refused with `stored` as the record now; later ones are saved. */
function serve(stored: Pump) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.put(api('/test/pump'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      if (body.version !== stored.version) {
        const data: EditConflict<Pump> = {
          updateBy: '管理员',
          updateTime: '2026-11-29 10:42:13',
          version: stored.version,
          current: stored,
        };
        return HttpResponse.json({ code: 409, msg: MSG, data }, { status: 409 });
      }
      return HttpResponse.json({ code: 200, msg: '修改成功' });
    }),
  );
  return bodies;
}

const render = () => renderAt('/', [{ path: '/', element: <PumpDialog /> }]);
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const submit = () => user.click(screen.getByRole('button', { name: /提\s*交/ }));

beforeEach(() => {
  resetNotifier();
  saveTokens({
    accessToken: 'tok-1',
    refreshToken: 'ref-1',
    expiresIn: 60,
    clientId: 'woms',
    userId: 1,
    username: 'admin',
  });
});

describe('ConflictView in FormDialog', () => {
  it('takes what only they changed, keeps what only I changed, and saves at the stored version', async () => {
    const bodies = serve({ ...LOADED, name: '1#送水泵', version: 4 });
    render();
    await user.clear(field('安装位置'));
    await user.type(field('安装位置'), '二级泵房');
    await submit();
    const view = await screen.findByTestId('edit-conflict');
    expect(within(view).getByText(MSG)).toBeInTheDocument();
    // the refusal is said once: in the view, not again in a toast
    expect(screen.getAllByText(MSG)).toHaveLength(1);
    // name: only they changed it: listed and in the form; location: only mine: no choice
    expect(
      within(screen.getByTestId('edit-conflict-carried')).getByText('设备名称：1#送水泵'),
    ).toBeInTheDocument();
    expect(field('设备名称').value).toBe('1#送水泵');
    expect(field('安装位置').value).toBe('二级泵房');
    expect(within(view).queryByRole('table')).not.toBeInTheDocument();

    await user.click(within(view).getByRole('button', { name: '合并后保存' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ id: 7, name: '1#送水泵', location: '二级泵房', status: '0', version: 4 });
    await waitFor(() => expect(screen.queryByTestId('edit-conflict')).not.toBeInTheDocument());
  });

  it('asks about a field both changed, with its label and both values, and sends the choice', async () => {
    const bodies = serve({ ...LOADED, name: '1#送水泵', status: '1', version: 5 });
    render();
    await user.clear(field('设备名称'));
    await user.type(field('设备名称'), '一号泵');
    await submit();

    const view = await screen.findByTestId('edit-conflict');
    const row = within(view).getByRole('row', { name: /设备名称/ });
    expect(within(row).getByText('1#送水泵')).toBeInTheDocument();
    expect(within(row).getByText('一号泵')).toBeInTheDocument();
    // status: only they changed it, shown by its option's label
    expect(within(view).getByText('状态：停用')).toBeInTheDocument();
    // my typing is still in the form while I choose
    expect(field('设备名称').value).toBe('一号泵');

    await user.click(within(view).getByRole('button', { name: '全部采用他人的' }));
    await user.click(within(view).getByRole('button', { name: '合并到表单' }));
    expect(field('设备名称').value).toBe('1#送水泵');
    await submit();
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ id: 7, name: '1#送水泵', location: '泵房', status: '1', version: 5 });
  });

  it('keeps mine by default for a field both changed', async () => {
    const bodies = serve({ ...LOADED, name: '1#送水泵', version: 4 });
    render();
    await user.clear(field('设备名称'));
    await user.type(field('设备名称'), '一号泵');
    await submit();
    const view = await screen.findByTestId('edit-conflict');
    await user.click(within(view).getByRole('button', { name: '合并后保存' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ name: '一号泵', version: 4 });
  });
});
