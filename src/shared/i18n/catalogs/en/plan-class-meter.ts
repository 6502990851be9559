/** en-US texts of plan-class-meter.ts, loaded only when English is chosen (docs/architecture.md §4 "Language"). */
import type { planClassMeterZh } from '../plan-class-meter';

export const planClassMeterEn: Record<keyof typeof planClassMeterZh, string> = {
  'planClassMeter.kind': 'Meter kind',
  'planClassMeter.kindHelp':
    'Each device counts by its own meter of this kind (the first one entered when it has several); a device without one makes no order by reading',
  'planClassMeter.kind.electricity': 'Electricity (kWh)',
  'planClassMeter.kind.water': 'Water (m³)',
  'planClassMeter.kind.gas': 'Gas (m³)',
  'planClassMeter.count': 'Counted: {text}',
  'planClassMeter.noMeter': 'Counted: no such meter',
  'planClassMeter.members': 'Count per device',
  'planClassMeter.noReading': 'Counted: no reading yet',
};
