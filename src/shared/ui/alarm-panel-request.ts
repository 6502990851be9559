/**
 * A request to open the top bar's alarm panel showing one kind of alarm of one factory: home's alarm figures
 * (docs/requirements.md §2 "Home") ask, the alarm tool (features/alarms, which home may not import) opens its drawer
 * filtered. Client state only: the alarms themselves stay the alarm store's.
 */
import { create } from 'zustand';

export interface AlarmPanelFilter {
  kind: number;
  /** the factory's alarms only; null: every factory of the window */
  factoryId: number | null;
}

interface RequestState {
  /** the last request; `seq` grows with each, so asking twice for the same filter opens the panel twice */
  request: { filter: AlarmPanelFilter; seq: number } | null;
}

export const useAlarmPanelRequest = create<RequestState>(() => ({ request: null }));

export function openAlarmPanel(filter: AlarmPanelFilter): void {
  useAlarmPanelRequest.setState((s) => ({ request: { filter, seq: (s.request?.seq ?? 0) + 1 } }));
}
