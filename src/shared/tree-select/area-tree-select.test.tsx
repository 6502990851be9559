import type { AreaNode } from '@contract/system';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppWrapper } from '../../../tests/console/render';
import { api, server, setupMsw } from '../../../tests/console/server';
import { AreaTreeSelect, findNode, toTreeData } from '.';
import { storeAdminSession } from '../../../tests/console/admin-session';

// Async validation and popups can be slow on a loaded machine; wait up to 5 s, not 1 s.
configure({ asyncUtilTimeout: 5000 });

setupMsw();

const tree: AreaNode[] = [
  {
    id: 1,
    parentId: 0,
    label: '华东区',
    type: 'area',
    code: 'E',
    children: [
      { id: 11, parentId: 1, label: '一号水厂', type: 'factory', code: 'F1' },
      { id: 12, parentId: 1, label: '二号水厂', type: 'factory', code: 'F2' },
    ],
  },
  { id: 2, parentId: 0, label: '华南区', type: 'area', code: 'S', children: [] },
];

beforeEach(() => {
  storeAdminSession();
  server.use(
    mswHttp.get(api('/system/area/tree/list'), () => HttpResponse.json({ code: 200, msg: 'ok', data: tree })),
  );
});

describe('area tree data', () => {
  it('makes only factories selectable unless areas are allowed', () => {
    const data = toTreeData(tree);
    expect(data[0]).toMatchObject({ title: '华东区', value: 1, selectable: false });
    expect(data[0]?.children?.[0]).toMatchObject({ title: '一号水厂', value: 11, selectable: true });
    expect(data[1]?.children).toBeUndefined();
    expect(toTreeData(tree, true)[0]?.selectable).toBe(true);
  });
  it('finds nodes by id', () => {
    expect(findNode(tree, 12)?.label).toBe('二号水厂');
    expect(findNode(tree, 99)).toBeUndefined();
  });
});

function Harness({ initial, allowAreas }: { initial?: number; allowAreas?: boolean }) {
  const [value, setValue] = useState<number | undefined>(initial);
  return (
    <>
      <AreaTreeSelect value={value} onChange={setValue} allowAreas={allowAreas} />
      <output data-testid="value">{value ?? ''}</output>
    </>
  );
}

describe('AreaTreeSelect', () => {
  it('defaults to the first child of the first root', async () => {
    render(<Harness />, { wrapper: AppWrapper });
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('11'));
    expect(await screen.findByTitle('一号水厂')).toBeInTheDocument();
  });

  it('keeps a given value', async () => {
    render(<Harness initial={12} />, { wrapper: AppWrapper });
    expect(await screen.findByTitle('二号水厂')).toBeInTheDocument();
    expect(screen.getByTestId('value')).toHaveTextContent('12');
  });

  it('searches by name; areas are not selectable by default', async () => {
    const { container } = render(<Harness initial={12} />, { wrapper: AppWrapper });
    await screen.findByTitle('二号水厂');
    const input = container.querySelector('input') as HTMLInputElement;
    fireEvent.mouseDown(container.querySelector('.ant-select-selector') as Element);
    fireEvent.change(input, { target: { value: '一号' } });
    const option = await waitFor(() => {
      const found = document.querySelector(
        '.ant-select-tree-treenode[title="一号水厂"], [title="一号水厂"].ant-select-tree-node-content-wrapper',
      );
      if (!found) throw new Error('not shown');
      return found;
    });
    expect(document.querySelector('.ant-select-tree [title="二号水厂"]')).toBeNull();
    fireEvent.click(option);
    expect(screen.getByTestId('value')).toHaveTextContent('11');
  });

  it('does not choose an area unless allowed', async () => {
    const { container } = render(<Harness initial={12} />, { wrapper: AppWrapper });
    await screen.findByTitle('二号水厂');
    fireEvent.mouseDown(container.querySelector('.ant-select-selector') as Element);
    const area = await waitFor(() => {
      const found = document.querySelector('.ant-select-tree [title="华东区"]');
      if (!found) throw new Error('not shown');
      return found;
    });
    fireEvent.click(area);
    expect(screen.getByTestId('value')).toHaveTextContent('12');
  });

  it('lets areas be chosen with allowAreas', async () => {
    const { container } = render(<Harness initial={12} allowAreas />, { wrapper: AppWrapper });
    await screen.findByTitle('二号水厂');
    fireEvent.mouseDown(container.querySelector('.ant-select-selector') as Element);
    const area = await waitFor(() => {
      const found = document.querySelector('.ant-select-tree [title="华南区"]');
      if (!found) throw new Error('not shown');
      return found;
    });
    fireEvent.click(area);
    expect(screen.getByTestId('value')).toHaveTextContent('2');
  });
});

describe('the shared area tree', () => {
  it('is one request for the selects on screen', async () => {
    let requests = 0;
    server.use(
      mswHttp.get(api('/system/area/tree/list'), () => {
        requests += 1;
        return HttpResponse.json({ code: 200, msg: 'ok', data: tree });
      }),
    );
    render(
      <>
        <Harness initial={12} />
        <Harness initial={11} />
      </>,
      { wrapper: AppWrapper },
    );
    expect(await screen.findByTitle('二号水厂')).toBeInTheDocument();
    expect(await screen.findByTitle('一号水厂')).toBeInTheDocument();
    expect(requests).toBe(1);
  });
});
