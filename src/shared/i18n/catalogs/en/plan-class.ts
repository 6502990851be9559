/** en-US texts of plan-class.ts, loaded only when English is chosen (docs/architecture.md §4 "Language"). */
import type { planClassZh } from '../plan-class';

export const planClassEn: Record<keyof typeof planClassZh, string> = {
  'planClass.target': 'For',
  'planClass.target.device': 'Device',
  'planClass.target.class': 'Device class',
  'planClass.targetHelp':
    'Device class: one order for each device of the class in the factory, each with its own next due date; by meter, each device counts by its own meter of the kind',
  'planClass.assetType': 'Device class',
  'planClass.count': '{type} · {n} devices',
  'planClass.members': 'Next due per device',
  'planClass.joinsNext': 'Joins at the next scheduler run',
  'planClass.noDevices': 'No device of this class in the factory',
  'planClass.orderOf': '{taskNo} · {device}',
};
