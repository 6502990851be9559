/**
 * Texts of the alarm widget, panel and settings dialog (docs/requirements.md §2 "Alarm panel"): zh-CN and
 * en-US. Release and save results are the server's msg, shown as sent (docs/requirements.md §8).
 */
import { ALARM_KIND_LABEL } from '@contract/alarm';

export const alarmsZh = {
  'alarms.button': '设备告警',
  'alarms.title': '设备告警',
  'alarms.total': '共 {total} 条',
  'alarms.selectAll': '全选',
  'alarms.releaseBatch': '批量解除',
  'alarms.release': '解除',
  'alarms.order': '生成工单',
  'alarms.orderConfirm': '确定为该告警生成维修工单吗？',
  'alarms.ordered': '已生成维修工单 {taskNo}',
  'alarms.taskNo': '工单 {taskNo}',
  'alarms.suppressed': '抑制 {n} 条',
  'alarms.overflow': '告警数据过多，请尽快处理',
  'alarms.settings': '告警设置',
  'alarms.unreachable': '告警服务连接中断',
  'alarms.updated.now': '更新于 刚刚',
  'alarms.updated.minutes': '更新于 {n} 分钟前',
  'alarms.updated.hours': '更新于 {n} 小时前',
  'alarms.serverTime': '服务器时间 {time}',
  'alarms.enableSound': '开启声音',
  'alarms.flood': '告警洪流：短时间内告警过多，声音与弹窗已按工厂和类型合并',
  'alarms.floodSummary': '告警洪流：{factory} {kind} {n} 条',
  'alarms.empty': '暂无告警',
  'alarms.kind.1': ALARM_KIND_LABEL[1],
  'alarms.kind.2': ALARM_KIND_LABEL[2],
  'alarms.kind.3': ALARM_KIND_LABEL[3],
  'alarms.kind.4': ALARM_KIND_LABEL[4],
  'alarms.kind.5': ALARM_KIND_LABEL[5],
  'alarms.settings.voice': '告警声音',
  'alarms.settings.popup': '弹窗提示',
  'alarms.settings.interval': '告警间隔',
  'alarms.settings.intervalUnit': '{n} 分钟',
  'alarms.yes': '是',
  'alarms.no': '否',
  'alarms.filtered': '仅显示：{kind}',
} as const;
