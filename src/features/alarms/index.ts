export { AlarmWidget } from './alarm-widget';
export { useAlarmPolling } from './use-alarm-polling';
