import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AreaNode } from '@contract/system';
import { renderAt } from '../../../tests/console/render';
import { api, server, setupMsw } from '../../../tests/console/server';
import { settle } from '../../../tests/console/settle';
import { user } from '../../../tests/console/user';
import { runLogoutHooks } from '@/shared/lifecycle/logout-hooks';
import { resetNotifier } from '@/shared/ui/notify';
import { FactoryPicker } from './factory-picker';
import { useFactoryStore } from './store';

setupMsw();

const factory = (id: number, parentId: number, label: string): AreaNode => ({
  id,
  parentId,
  label,
  type: 'factory',
  code: `F${id}`,
});
const TREE: AreaNode[] = [
  {
    id: 1,
    parentId: 0,
    label: '华东片区',
    type: 'area',
    code: 'HD',
    children: [factory(11, 1, '上海第一水厂'), factory(12, 1, '苏州工业园能源站')],
  },
  {
    id: 2,
    parentId: 0,
    label: '华南片区',
    type: 'area',
    code: 'HN',
    children: [factory(21, 2, '广州南沙水厂')],
  },
];

let puts: unknown[] = [];

beforeEach(() => {
  resetNotifier();
  localStorage.setItem('access_token', 'acc');
  useFactoryStore.getState().reset();
  puts = [];
  server.use(
    http.get(api('/system/project/usersubprojects'), () =>
      HttpResponse.json({ code: 200, msg: '操作成功', data: TREE }),
    ),
    http.put(api('/system/project/currentproject'), async ({ request }) => {
      const body = (await request.json()) as { id: number };
      puts.push(body);
      return body.id === 21
        ? HttpResponse.json({ code: 403, msg: '没有权限访问该工厂' }, { status: 403 })
        : HttpResponse.json({ code: 200, msg: '切换成功' });
    }),
  );
});

function renderPicker(currentFactoryId?: number | null) {
  return renderAt('/', [{ path: '/', element: <FactoryPicker currentFactoryId={currentFactoryId} /> }]);
}

const shown = () => within(screen.getByTestId('factory-picker'));
const selected = () =>
  screen.getByTestId('factory-picker').querySelector('.ant-select-selection-item')?.textContent;
const ready = () => waitFor(() => expect(useFactoryStore.getState().factoryId).not.toBeNull());
/** Presses the closed picker: the tree select takes its place, open, once its code is in. */
async function open() {
  await user.click(shown().getByRole('combobox'));
  await waitFor(() => expect(document.querySelector('.ant-select-tree')).not.toBeNull());
}

describe('FactoryPicker default (docs/requirements.md §3)', () => {
  it('starts on the stored msgFactoryId when it is still in the tree', async () => {
    localStorage.setItem('msgFactoryId', '12');
    renderPicker(21);
    expect(await shown().findByText('苏州工业园能源站')).toBeInTheDocument();
    expect(useFactoryStore.getState()).toMatchObject({ factoryId: 12, factoryName: '苏州工业园能源站' });
  });

  it("falls back to the user's current factory when the stored one is gone", async () => {
    localStorage.setItem('msgFactoryId', '99');
    renderPicker(21);
    expect(await shown().findByText('广州南沙水厂')).toBeInTheDocument();
    expect(localStorage.getItem('msgFactoryId')).toBe('21');
  });

  it('else takes the first child of the first root', async () => {
    renderPicker(null);
    expect(await shown().findByText('上海第一水厂')).toBeInTheDocument();
    expect(useFactoryStore.getState().factoryId).toBe(11);
    expect(localStorage.getItem('msgFactoryId')).toBe('11');
    await settle();
    expect(puts).toEqual([]);
  });

  it('ignores a current factory outside the tree and junk in storage', async () => {
    localStorage.setItem('msgFactoryId', 'abc');
    renderPicker(999);
    expect(await shown().findByText('上海第一水厂')).toBeInTheDocument();
  });
});

describe('FactoryPicker choice', () => {
  it('stays a plain select until it is opened, from the keyboard too', async () => {
    renderPicker(11);
    await ready();
    await waitFor(() => expect(selected()).toBe('上海第一水厂'));
    expect(document.querySelector('.ant-select-tree')).toBeNull();
    shown().getByRole('combobox').focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByTitle('广州南沙水厂')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(shown().getByRole('combobox')));
  });

  it('PUTs the chosen project (without its children), stores msgFactoryId and shows it', async () => {
    renderPicker(11);
    await ready();
    await open();
    await user.click(await screen.findByTitle('苏州工业园能源站'));
    await waitFor(() => expect(useFactoryStore.getState().factoryId).toBe(12));
    expect(puts).toEqual([{ id: 12, parentId: 1, label: '苏州工业园能源站', type: 'factory', code: 'F12' }]);
    expect(localStorage.getItem('msgFactoryId')).toBe('12');
    await waitFor(() => expect(selected()).toBe('苏州工业园能源站'));
  });

  it('keeps the factory when the server refuses the choice', async () => {
    renderPicker(11);
    await ready();
    await open();
    await user.click(await screen.findByTitle('广州南沙水厂'));
    expect(await screen.findByText('没有权限访问该工厂')).toBeInTheDocument();
    expect(useFactoryStore.getState().factoryId).toBe(11);
    expect(localStorage.getItem('msgFactoryId')).toBe('11');
  });

  it('offers areas as groups only: choosing an area changes nothing', async () => {
    renderPicker(11);
    await ready();
    await open();
    await user.click(await screen.findByTitle('华南片区'));
    await settle();
    expect(puts).toEqual([]);
    expect(useFactoryStore.getState().factoryId).toBe(11);
  });

  it('searches factories by name', async () => {
    renderPicker(11);
    await ready();
    await open();
    await user.keyboard('南沙');
    expect(await screen.findByTitle('广州南沙水厂')).toBeInTheDocument();
    expect(screen.queryByTitle('苏州工业园能源站')).toBeNull();
  });

  it('forgets the factory on sign-out but keeps msgFactoryId for the next sign-in', async () => {
    renderPicker(12);
    await ready();
    runLogoutHooks();
    expect(useFactoryStore.getState()).toMatchObject({ factoryId: null, factoryName: '' });
    expect(localStorage.getItem('msgFactoryId')).toBe('12');
  });
});
