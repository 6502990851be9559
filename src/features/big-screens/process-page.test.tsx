import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ProcessPage from './process-page';
import { PLANTS, ok, publicProcess } from './screens.fixtures';
import { REFRESH_MS } from './use-screen-refresh';
import { LocationProbe, renderAt } from '../../../tests/console/render';
import { api, server, setupMsw } from '../../../tests/console/server';

setupMsw();

let asked: string[] = [];
let authorization: (string | null)[] = [];
let answer = publicProcess();

beforeEach(() => {
  asked = [];
  authorization = [];
  answer = publicProcess();
  server.use(
    http.get(api('/screen/public/plants'), ({ request }) => {
      authorization.push(request.headers.get('authorization'));
      return HttpResponse.json(ok(PLANTS));
    }),
    http.get(api('/screen/public/process/:factoryId'), ({ params, request }) => {
      asked.push(String(params.factoryId));
      authorization.push(request.headers.get('authorization'));
      const id = Number(params.factoryId);
      return HttpResponse.json(ok(id === 11 ? answer : publicProcess(id, '广州南沙水厂')));
    }),
  );
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => vi.useRealTimers());

const renderProcess = (path: string) =>
  renderAt(path, [
    {
      path: '/Process',
      element: (
        <>
          <ProcessPage />
          <LocationProbe />
        </>
      ),
    },
  ]);

describe('ProcessPage (docs/requirements.md §2 /Process)', () => {
  it('shows the chosen plant’s stages in flow order with live values, device states and alarm marks', async () => {
    // A stored session is not sent: the public routes need none.
    localStorage.setItem('access_token', 'acc');
    renderProcess('/Process?factoryId=11');
    const flow = await screen.findByTestId('process-flow');
    const stages = within(flow).getAllByRole('article');
    expect(stages.map((s) => s.getAttribute('aria-label'))).toEqual([
      '1. 进水泵房',
      '2. 沉淀池',
      '3. 清水池',
    ]);
    expect(asked).toEqual(['11']);
    expect(authorization.every((value) => value === null)).toBe(true);

    const intake = screen.getByTestId('process-stage-101');
    expect(intake).toHaveTextContent('进水流量计413 m³/h');
    expect(intake).toHaveTextContent('1#提升泵运行');
    expect(intake).toHaveTextContent('设计流量5,000 m³/h');
    expect(intake).not.toHaveAttribute('data-alarm');
    expect(screen.queryByTestId('process-alarm-101')).toBeNull();

    const settling = screen.getByTestId('process-stage-102');
    expect(settling).toHaveAttribute('data-alarm', 'true');
    expect(screen.getByTestId('process-alarm-102')).toHaveTextContent('告警 2 条');
    expect(settling).toHaveTextContent('出水浊度仪0.82 NTU离线');
    expect(settling).toHaveTextContent('2#排泥泵维修');
    expect(screen.getByTestId('process-stage-103')).toHaveTextContent('出厂水流量计无读数');
  });

  it('asks again every 30 s and marks a stage as soon as its alarm arrives', async () => {
    renderProcess('/Process?factoryId=11');
    await screen.findByTestId('process-flow');
    const [first, second, third] = answer.stages;
    if (!first || !second || !third) throw new Error('fixture');
    answer = {
      ...answer,
      stages: [first, second, { ...third, activeAlarms: 1, alarmKinds: [4], inAlarm: true }],
    };
    act(() => {
      vi.advanceTimersByTime(REFRESH_MS);
    });
    expect(await screen.findByTestId('process-alarm-103')).toHaveTextContent('告警 1 条');
    expect(asked).toEqual(['11', '11']);
  });

  it('without a factory in the address shows the first plant, and says so for a factory that has no flow', async () => {
    const first = renderProcess('/Process');
    expect(await screen.findByText('上海第一水厂 工艺流程')).toBeInTheDocument();
    expect(asked).toEqual(['11']);
    first.unmount();

    asked = [];
    renderProcess('/Process?factoryId=99');
    expect(await screen.findByTestId('process-not-found')).toHaveTextContent('工厂不存在或未配置工艺流程');
    expect(asked).toEqual([]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/Process?factoryId=99'));
  });
});
