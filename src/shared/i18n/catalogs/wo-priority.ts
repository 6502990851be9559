/**
 * Texts of work-order priorities and due times (docs/work-order-lifecycle.md "Priority and due time"): the lists'
 * columns and flags, the report and dispatch dialogs' priority, the 时限设置 dialog. zh-CN and, in
 * en/wo-priority.ts, en-US.
 */
export const woPriorityZh = {
  'woPriority.1': '紧急',
  'woPriority.2': '高',
  'woPriority.3': '中',
  'woPriority.4': '低',
  'woPriority.col.priority': '优先级',
  'woPriority.col.dueTime': '应完成时间',
  'woPriority.overdue': '已超期',
  'woPriority.f.priority': '优先级',
  'woPriority.f.priorityHint': '应完成时间按上报时间与该优先级的完成时限计算；给出计划执行时间时以其为准',
  'woPriority.todoOverdue': '已超期',
  'woPriority.settings.open': '时限设置',
  'woPriority.settings.title': '工单优先级时限',
  'woPriority.settings.intro':
    '每个优先级从上报起计：响应时限内应派单，完成时限内应处理完成。超期工单依次催办执行人、派单人和工厂主管。',
  'woPriority.settings.priority': '优先级',
  'woPriority.settings.response': '响应时限（分钟）',
  'woPriority.settings.complete': '完成时限（分钟）',
  'woPriority.settings.interval': '催办间隔（分钟）',
  'woPriority.settings.intervalHint': '超期后先催办执行人，每隔该时间再升级至派单人、工厂主管',
  'woPriority.settings.responseAfter': '响应时限不能超过完成时限',
  'woPriority.settings.saved': '时限已保存',
  'woPriority.settings.lastSaved': '上次保存：{name} {time}',
  'woPriority.settings.required': '请填写时限',
} as const;
