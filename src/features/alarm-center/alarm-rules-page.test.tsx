/**
 * 告警规则 (docs/alarms.md "Rules"): the grid shows a select only for the pairs that occur; a save sends every rule,
 * the times and the version loaded; the administrators' time must come after the supervisors' before anything is
 * sent; a stale save shows the merge view and saves at the stored version; typing is kept as a draft; the read code
 * alone shows the form disabled with no save.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AlarmSettings, AlarmSettingsBody } from '@contract/alarm-rules';
import type { EditConflict } from '@contract/common';
import { PERM } from '@contract/permissions';
import { usePermissionStore } from '@/shared/permissions';
import { saveTokens } from '@/shared/storage/token-storage';
import { resetNotifier } from '@/shared/ui/notify';
import { renderAt } from '../../../tests/console/render';
import { api, server, setupMsw } from '../../../tests/console/server';
import { user } from '../../../tests/console/user';
import AlarmRulesPage from './alarm-rules-page';

setupMsw();

const STORED: AlarmSettings = {
  rules: [
    { kind: 1, deviceType: 1, priority: 2 },
    { kind: 2, deviceType: 3, priority: 1 },
    { kind: 2, deviceType: 2, priority: 2 },
    { kind: 3, deviceType: 2, priority: 2 },
    { kind: 4, deviceType: 2, priority: 3 },
    { kind: 5, deviceType: 2, priority: 4 },
  ],
  shelveMaxMinutes: 480,
  escalateSupervisorMinutes: 15,
  escalateAdminMinutes: 30,
  version: 0,
  updateBy: '',
  updateTime: '',
};
const CONFLICT_MSG = '已被 管理员 于 2026-11-29 10:42:13 修改，请核对后再保存';

/** Serves STORED; a save at another version than `current.version` is the 409 with `current`. */
function serve(current: AlarmSettings = STORED) {
  const bodies: AlarmSettingsBody[] = [];
  server.use(
    http.get(api('/system/alarm/settings'), () => HttpResponse.json({ code: 200, msg: '', data: STORED })),
    http.put(api('/system/alarm/settings'), async ({ request }) => {
      const body = (await request.json()) as AlarmSettingsBody;
      bodies.push(body);
      if (body.version !== current.version) {
        const data: EditConflict<AlarmSettings> = {
          updateBy: '管理员',
          updateTime: '2026-11-29 10:42:13',
          version: current.version,
          current,
        };
        return HttpResponse.json({ code: 409, msg: CONFLICT_MSG, data }, { status: 409 });
      }
      const { version: _v, ...saved } = body;
      return HttpResponse.json({
        code: 200,
        msg: '保存成功',
        data: { ...saved, version: body.version + 1, updateBy: '管理员', updateTime: '2026-11-29 11:00:00' },
      });
    }),
  );
  return { bodies, view: renderAt('/', [{ path: '/', element: <AlarmRulesPage /> }]) };
}

const select = (name: string) => screen.getByRole('combobox', { name });
const number = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: /保\s*存/ });
/** Opens the select named `name` and picks the option `option` of its (only open) list. */
async function choose(name: string, option: string) {
  // a real click: the form's box counts the user's presses as typing (docs/drafts.md)
  await user.click(select(name));
  await waitFor(() =>
    expect(document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).not.toBeNull(),
  );
  const found = [
    ...document.querySelectorAll(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
    ),
  ].find((o) => o.textContent === option);
  fireEvent.click(found!);
}
const loaded = () => screen.findByRole('combobox', { name: '仪表离线（仪表）的优先级' }, { timeout: 10_000 });

beforeEach(() => {
  resetNotifier();
  localStorage.clear();
  saveTokens({
    accessToken: 'tok-1',
    refreshToken: 'ref-1',
    expiresIn: 60,
    clientId: 'woms',
    userId: 1,
    username: 'admin',
  });
  usePermissionStore.getState().grant([PERM.ALARM_SETTINGS_QUERY, PERM.ALARM_SETTINGS], false);
});

describe('告警规则', () => {
  it('has a select for each pair that occurs and none for the others', async () => {
    serve();
    await loaded();
    expect(screen.getAllByRole('combobox')).toHaveLength(6);
    // a collector raises only its error; meter kinds never on a device
    expect(screen.getAllByText('不会出现')).toHaveLength(15 - 6);
    const row = screen.getByRole('row', { name: /联动告警/ });
    expect(within(row).getByText('紧急')).toBeInTheDocument();
    expect(within(row).getByText('高')).toBeInTheDocument();
    expect(screen.getByText('尚未修改过，使用初始规则')).toBeInTheDocument();
    expect(number('搁置上限').value).toBe('480');
  });

  it('saves every rule, the times and the version loaded, then shows who saved', async () => {
    const { bodies } = serve();
    await loaded();
    await choose('仪表离线（仪表）的优先级', '高');
    await user.clear(number('通知工厂主管'));
    await user.type(number('通知工厂主管'), '20');
    await user.clear(number('通知系统管理员'));
    await user.type(number('通知系统管理员'), '45');
    // typing is kept as a draft (docs/drafts.md)
    await waitFor(() => expect(localStorage.getItem('woms.draft.admin.alarm-settings')).not.toBeNull());
    await user.click(saveButton());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      rules: STORED.rules.map((r) => (r.kind === 4 ? { ...r, priority: 2 } : r)),
      shelveMaxMinutes: 480,
      escalateSupervisorMinutes: 20,
      escalateAdminMinutes: 45,
      version: 0,
    });
    expect(await screen.findByText('上次保存：管理员 2026-11-29 11:00:00')).toBeInTheDocument();
    expect(localStorage.getItem('woms.draft.admin.alarm-settings')).toBeNull();
  });

  it("asks for the administrators' time after the supervisors' before sending anything", async () => {
    const { bodies } = serve();
    await loaded();
    fireEvent.change(number('通知系统管理员'), { target: { value: '15' } });
    await user.click(saveButton());
    expect(await screen.findByText('须大于通知工厂主管的时间')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('shows a stale save in the merge view and saves the merge at the stored version', async () => {
    const theirs: AlarmSettings = {
      ...STORED,
      rules: STORED.rules.map((r) => (r.kind === 5 ? { ...r, priority: 3 } : r)),
      escalateSupervisorMinutes: 10,
      version: 1,
      updateBy: '管理员',
      updateTime: '2026-11-29 10:42:13',
    };
    const { bodies } = serve(theirs);
    await loaded();
    fireEvent.change(number('通知工厂主管'), { target: { value: '20' } });
    await user.click(saveButton());
    const view = await screen.findByTestId('edit-conflict');
    expect(within(view).getByText(CONFLICT_MSG)).toBeInTheDocument();
    // only they changed the no-data rule: taken into the form; both changed the supervisors' time: a choice
    expect(
      within(screen.getByTestId('edit-conflict-carried')).getByText('仪表在线无数据（仪表）：中'),
    ).toBeInTheDocument();
    const row = within(view).getByRole('row', { name: /通知工厂主管/ });
    expect(within(row).getByText('10')).toBeInTheDocument();
    expect(within(row).getByText('20')).toBeInTheDocument();
    await user.click(within(view).getByRole('button', { name: '合并后保存' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({
      rules: theirs.rules,
      escalateSupervisorMinutes: 20,
      version: 1,
    });
  });

  it('offers the typing back as a draft after the page is gone, standing on the version it was typed on', async () => {
    const first = serve();
    await loaded();
    await user.clear(number('搁置上限'));
    await user.type(number('搁置上限'), '90');
    await waitFor(() => expect(localStorage.getItem('woms.draft.admin.alarm-settings')).not.toBeNull());
    first.view.unmount();
    const { bodies } = serve();
    await loaded();
    expect(number('搁置上限').value).toBe('480');
    await user.click(await screen.findByTestId('draft-restore'));
    expect(number('搁置上限').value).toBe('90');
    await user.click(saveButton());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ shelveMaxMinutes: 90, version: 0 });
  });

  it('shows the rules disabled, without save, to a holder of the read code alone', async () => {
    usePermissionStore.getState().grant([PERM.ALARM_SETTINGS_QUERY], false);
    serve();
    await loaded();
    expect(screen.getByText('可查看告警规则；修改需要“告警规则修改”权限。')).toBeInTheDocument();
    expect(number('搁置上限')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /保\s*存/ })).toBeNull();
  });
});
