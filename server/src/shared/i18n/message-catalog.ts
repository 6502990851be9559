/**
 * English of the server's messages (the `msg` of answers), keyed by the Chinese text of the message constants
 * (`*_MSG` in contract/ and server/src; docs/i18n.md). `{0}`, `{1}` stand for a message function's arguments in
 * order, `{name}` for a placeholder the constant carries itself. tests/server/i18n-catalog.test.ts walks every message
 * constant and fails on one without an English text here.
 */
import { DEVICE_UNITS } from '../../../../contract/asset';
import { DICT_TYPE } from '../../../../contract/dict';
import { ENERGY_RULE } from '../../../../contract/energy';
import { ARCHIVE_RULE } from '../../../../contract/plant-archive';

export const MESSAGES_EN: Readonly<Record<string, string>> = {
  // answers of every kind
  操作成功: 'Done',
  新增成功: 'Added',
  修改成功: 'Saved',
  删除成功: 'Deleted',
  保存成功: 'Saved',
  提交成功: 'Submitted',
  上传成功: 'Uploaded',
  '上传成功！': 'Uploaded!',
  排序成功: 'Order saved',
  修改状态成功: 'Status changed',
  重置密码成功: 'Password reset',
  绑定成功: 'Bound',
  切换成功: 'Switched',
  收藏成功: 'Added to favourites',
  取消收藏成功: 'Removed from favourites',
  解除成功: 'Released',
  强退成功: 'Signed out',
  审批通过: 'Approved',
  已驳回: 'Rejected',
  登录成功: 'Signed in',
  退出成功: 'Signed out',
  // errors.ts and the sign-in
  '认证失败，无法访问系统资源': 'Authentication failed: cannot access system resources',
  '没有权限，请联系管理员授权': 'No permission: please ask the administrator',
  服务器内部错误: 'Internal server error',
  '数据库暂不可用，请稍后再试': 'The database is unavailable: please try again later',
  '接口不存在：{0}': 'No such interface: {0}',
  // stale edits (docs/concurrency.md)
  '已被 {0} 于 {1} 修改，请核对后再保存':
    'Changed by {0} at {1}: check the stored values before saving again',
  '已被他人修改，请核对后再保存': 'Changed by someone else: check the stored values before saving again',
  // idempotent writes (docs/architecture.md §3)
  该请求编号已用于另一请求: 'This Idempotency-Key was used for another request',
  '相同的请求正在处理中，请稍后刷新查看结果':
    'The same request is still being processed: refresh later to see its result',
  // exports (docs/secure-space.md)
  '导出行数超过上限 10000 行，请缩小查询范围': 'The export would exceed 10000 rows: narrow the query',
  客户端认证失败: 'Client authentication failed',
  授权范围无效: 'Invalid scope',
  '用户不存在/密码错误': 'User does not exist or wrong password',
  '对不起，您的账号已停用，请联系管理员': 'Sorry, your account is disabled: please contact the administrator',
  '刷新令牌已失效，请重新登录': 'The refresh token has expired: please sign in again',
  '注册成功，请等待管理员审核': 'Registered: please wait for an administrator to approve the account',
  注册账号已存在: 'The account already exists',
  验证码已失效: 'The captcha has expired',
  验证码错误: 'Wrong captcha',
  您已被管理员强制下线: 'An administrator signed you out',
  // why a session ended (contract/online SESSION_END_MSG)
  '管理员已重置您的密码，请使用新密码登录':
    'An administrator reset your password: please sign in with the new one',
  '您的密码已在其他窗口或设备上修改，请使用新密码登录':
    'Your password was changed in another window or on another device: please sign in with the new one',
  '您的账号已被管理员停用，请联系管理员':
    'An administrator disabled your account: please contact the administrator',
  '您的登录已过期，请重新登录': 'Your sign-in has expired: please sign in again',
  '登录失败次数过多，请{0}秒后再试': 'Too many failed sign-ins: please try again in {0} s',
  头像不存在: 'The avatar does not exist',
  '请求过于频繁，请稍后再试': 'Too many requests: please try again later',
  // field errors (`body/x 须为…`)
  '须为字典 {0} 中的值': 'must be a value of dictionary {0}',
  // logs
  日志不存在: 'The log does not exist',
  '已清理操作日志{0}条、登录日志{1}条': 'Removed {0} operation log entries and {1} sign-in log entries',
  // work orders
  所选人员不存在或已停用: 'The chosen person does not exist or is disabled',
  所选人员没有该操作的权限: 'The chosen person may not do this',
  图片附件必须是图片文件: 'An image attachment must be an image file',
  视频附件必须是视频文件: 'A video attachment must be a video file',
  验收不通过时请填写验收说明: 'Please describe why the acceptance failed',
  只有巡检工单有巡检项: 'Only inspection orders have inspection items',
  工单不存在: 'The order does not exist',
  当前状态不允许该操作: 'The current status does not allow this',
  只有当前执行人可以操作该工单: 'Only the current handler may act on this order',
  只有指定的验收人可以验收该工单: 'Only the designated acceptor may accept this order',
  所选人员不属于该工单的工厂: "The chosen person does not belong to the order's factory",
  不能转派给当前执行人: 'Cannot forward to the current handler',
  设备不存在或不属于该工厂: 'The device does not exist or does not belong to this factory',
  附件不存在: 'The attachment does not exist',
  '工单已被他人处理，请刷新后重试': 'Someone else handled the order: please refresh and try again',
  验收记录不存在: 'The acceptance record does not exist',
  验收通过的记录不能删除: 'A passed acceptance record cannot be deleted',
  巡检项不存在: 'The inspection item does not exist',
  只有异常的巡检项可以生成维修工单: 'Only an abnormal inspection item can raise a repair order',
  该巡检项已生成维修工单: 'This inspection item already raised a repair order',
  // devices and meters
  [`资产类型须为字典 ${DICT_TYPE.ASSET_TYPE} 中的值`]: `The asset type must be a value of dictionary ${DICT_TYPE.ASSET_TYPE}`,
  [`计量单位须为 ${DEVICE_UNITS.join('、')} 之一`]: 'The unit must be one of the units offered',
  设备照片必须是图片文件: 'A device photo must be an image file',
  设备不存在或无权访问: 'The device does not exist or is not yours',
  '该设备存在未关闭的工单，不允许删除': 'The device has open orders and cannot be deleted',
  '该设备存在未解除的告警，不允许删除': 'The device has active alarms and cannot be deleted',
  只有资产类型为1034的设备可以设置计量单位: 'Only devices of asset type 1034 have a unit',
  请选择计量单位: 'Please choose a unit',
  安装日期不能晚于今天: 'The install date cannot be after today',
  '该设备存在未关闭的工单、未解除的告警、仪表或保养计划，不允许移到其他工厂':
    'The device has open orders, active alarms, meters or maintenance plans and cannot move to another factory',
  "设备编码'{0}'已存在": "Device code '{0}' already exists",
  // 备件管理 (contract/parts PARTS_MSG)
  备件不存在: 'No such spare part',
  请填写原因: 'Please give the reason',
  数量必须大于0: 'The quantity must be greater than 0',
  调整数量不能为0: 'An adjustment cannot be 0',
  数量最多保留3位小数: 'The quantity has at most 3 decimals',
  备件名称不能为空: 'The part name cannot be blank',
  单位不能为空: 'The unit cannot be blank',
  "备件编码'{0}'已存在": "Part code '{0}' already exists",
  '备件{0}库存不足，当前库存{1}': 'Not enough of part {0} in stock: {1} left',
  '文件不是可读取的 .xlsx 表格': 'The file is not a readable .xlsx workbook',
  表格中没有备件: 'The sheet holds no parts',
  一次最多导入2000行: 'At most 2000 rows per import',
  与表格中前面的行编码重复: 'The code repeats a row above',
  '备件编码须由字母、数字及 - _ . / 组成，最长40位':
    'A part code has letters, digits and - _ . /, at most 40',
  备件名称须为1至20个字符: 'A part name has 1 to 20 characters',
  规格型号最长20个字符: 'A specification has at most 20 characters',
  单位须为1至10个字符: 'A unit has 1 to 10 characters',
  适用设备类型须为不重复的4位资产类型编码: 'Device types are distinct 4-digit asset type codes',
  备注最长100个字符: 'A remark has at most 100 characters',
  '缺少列：{0}': 'Missing column: {0}',
  '导入失败：{0}行有误，未导入任何备件': 'Import refused: {0} rows are wrong, no part was imported',
  '导入成功：新增{0}个，更新{1}个': 'Imported: {0} added, {1} updated',
  仪表不存在或无权访问: 'The meter does not exist or is not yours',
  采集器不属于该工厂: 'The collector does not belong to this factory',
  设备不属于该工厂: 'The device does not belong to this factory',
  '该仪表存在未解除的告警，不允许删除': 'The meter has active alarms and cannot be deleted',
  "仪表编码'{0}'已存在": "Meter code '{0}' already exists",
  // files
  文件不存在或无权访问: 'The file does not exist or is not yours',
  '今日上传已达 {n} MB 上限，请明天再试':
    "Today's upload limit of {n} MB is reached: please try again tomorrow",
  // favourites and menus
  菜单不存在: 'The menu does not exist',
  没有权限收藏该菜单: 'You may not add this menu to favourites',
  '存在子菜单，不允许删除': 'The menu has sub-menus and cannot be deleted',
  // users
  用户不存在或无权访问: 'The user does not exist or is not yours',
  当前用户不能删除: 'You cannot delete yourself',
  不能删除最后一个管理员: 'Cannot delete the last administrator',
  不能停用当前用户: 'You cannot disable yourself',
  不能停用最后一个管理员: 'Cannot disable the last administrator',
  没有权限分配管理员角色: 'You may not assign the administrator role',
  没有权限操作管理员用户: 'You may not change an administrator',
  不能移除最后一个管理员的角色: "Cannot remove the last administrator's role",
  "新增用户'{0}'失败，登录账号已存在": "Could not add user '{0}': the account already exists",
  用户不存在: 'The user does not exist',
  没有权限绑定该工厂: 'You may not bind this factory',
  // energy
  结束时间不能早于开始时间: 'The end cannot be before the start',
  查询时间跨度过长: 'The time span is too long',
  [`一次最多查询${ENERGY_RULE.MAX_READING_METERS}个仪表`]: `At most ${ENERGY_RULE.MAX_READING_METERS} meters at a time`,
  // areas and factories
  区域不存在或无权访问: 'The area does not exist or is not yours',
  '存在下级区域，不允许删除': 'The area has sub-areas and cannot be deleted',
  '该工厂已绑定用户，不允许删除': 'The factory has bound users and cannot be deleted',
  '存在下级区域，不允许改为工厂': 'The area has sub-areas and cannot become a factory',
  '该工厂已绑定用户，不允许改为区域': 'The factory has bound users and cannot become an area',
  没有权限新增顶级区域: 'You may not add a top-level area',
  "区域编码'{0}'已存在": "Area code '{0}' already exists",
  工厂不存在: 'The factory does not exist',
  没有权限访问该工厂: 'You may not access this factory',
  // plant archive
  工艺单元不存在或无权访问: 'The process unit does not exist or is not yours',
  '工艺单元已变化，请刷新后重试': 'The process units changed: please refresh and try again',
  [`每个工厂最多${ARCHIVE_RULE.UNITS_MAX}个工艺单元`]: `At most ${ARCHIVE_RULE.UNITS_MAX} process units per factory`,
  // profile
  '修改密码失败，旧密码错误': 'Could not change the password: the old password is wrong',
  新密码不能与旧密码相同: 'The new password must differ from the old one',
  // reports
  报表不存在或无权访问: 'The report does not exist or is not yours',
  '报表已提交或已审批，不能修改': 'The report is submitted or approved and cannot change',
  报表不在待审批状态: 'The report is not waiting for approval',
  '报表已被他人修改，请刷新后重试': 'Someone else changed the report: please refresh and try again',
  不能填报未来的报表: 'Cannot fill a report of the future',
  周报的开始日期必须是周一: "A weekly report's start date must be a Monday",
  请填写驳回意见: 'Please give the reason for rejecting',
  '{0}不属于该工厂的报表': "{0} is not in this factory's report",
  '请填写{0}': 'Please fill in {0}',
  '{label}应在{min}～{max}之间': '{label} must be between {min} and {max}',
  '{label}最多{decimals}位小数': '{label} takes at most {decimals} decimals',
  '{label}应为整数': '{label} must be a whole number',
  请选择导出的日期或月份: 'Please choose the day or month to export',
  // alarms
  '已解除告警 {n} 条': 'Released {n} alarms',
  没有可解除的告警: 'No alarm to release',
  告警编号格式错误: 'Bad alarm ids',
  [`告警间隔须为字典 ${DICT_TYPE.VOICE_TIME_INTERVAL} 中的值`]: `The alarm interval must be a value of dictionary ${DICT_TYPE.VOICE_TIME_INTERVAL}`,
  告警不存在或已解除: 'The alarm does not exist or is released',
  该告警已生成维修工单: 'This alarm already raised a repair order',
  // alarm states (docs/alarms.md)
  '告警仍在发生，解除须填写原因': 'The alarm is still active: give a reason to release it',
  确认成功: 'Acknowledged',
  '已确认告警 {n} 条': 'Acknowledged {n} alarms',
  没有可确认的告警: 'No alarm to acknowledge',
  '已搁置告警 {n} 条': 'Shelved {n} alarms',
  没有可搁置的告警: 'No alarm to shelve',
  '已取消搁置 {n} 条': 'Unshelved {n} alarms',
  没有可取消搁置的告警: 'No alarm to unshelve',
  '搁置时长须在 1 至 {max} 分钟之间': 'The shelve must last 1 to {max} minutes',
  请填写搁置原因: 'Please give the reason for shelving',
  // 告警规则 (docs/alarms.md "Rules")
  该告警类型不会出现在该设备类型上: 'This alarm type never occurs on this device type',
  同一告警类型与设备类型只能有一条规则: 'An alarm type on a device type takes one rule only',
  须为每种会出现的告警类型与设备类型给出优先级:
    'Give a priority for every alarm type on every device type it occurs on',
  通知系统管理员的时间须大于通知工厂主管的时间:
    "The administrators' time must be later than the supervisors'",
  // work-order priority targets (docs/work-order-lifecycle.md "Priority and due time")
  该优先级重复: 'This priority is given twice',
  每个优先级都需要时限: 'Every priority needs its targets',
  响应时限不能超过完成时限: 'The response target cannot be later than the completion target',
  // departments
  部门不存在: 'The department does not exist',
  "部门名称'{0}'已存在": "Department name '{0}' already exists",
  "部门'{0}'存在{1}个下级部门，不能删除": "Department '{0}' has {1} sub-departments and cannot be deleted",
  "部门'{0}'存在{1}个用户，不能删除": "Department '{0}' has {1} users and cannot be deleted",
  // column settings
  表配置不存在: 'The table configuration does not exist',
  // online users
  会话不存在或已结束: 'The session does not exist or has ended',
  不能强退当前会话: 'You cannot sign out your own session',
  // messages
  消息不存在: 'The message does not exist',
  该工单不存在: 'The order does not exist',
  该工单已处理完成: 'The order is already done',
  该报表不存在: 'The report does not exist',
  该报表已处理完成: 'The report is already done',
  // top bar
  未配置移动端下载地址: 'No mobile app download address is configured',
  未配置天气服务: 'No weather service is configured',
  '天气服务暂不可用，请稍后再试': 'The weather service is unavailable: please try again later',
  '天气服务响应超时，请稍后再试': 'The weather service timed out: please try again later',
  未找到该城市的天气: 'No weather found for this city',
  '当前工厂未设置所属区县，请指定城市': 'The current factory has no district: please name a city',
  // roles
  角色不存在: 'The role does not exist',
  不允许操作超级管理员角色: 'The super administrator role cannot be changed',
  没有权限授予超出本人范围的数据权限: 'You may not grant a data scope beyond your own',
  没有权限授予本人没有的菜单权限: 'You may not grant menus you do not hold',
  "角色权限字符'{0}'已存在": "Role key '{0}' already exists",
  "角色名称'{0}'已存在": "Role name '{0}' already exists",
  "角色'{0}'已分配给{1}个用户，不能删除": "Role '{0}' is assigned to {1} users and cannot be deleted",
  // dictionaries
  字典类型不存在: 'The dictionary type does not exist',
  字典数据不存在: 'The dictionary entry does not exist',
  "字典类型'{0}'已存在": "Dictionary type '{0}' already exists",
  "字典键值'{0}'已存在": "Dictionary value '{0}' already exists",
  "系统字典'{0}'被控制台使用，不能删除、停用或修改类型":
    "System dictionary '{0}' is used by the console: it cannot be deleted, disabled or change its type",
  "系统字典项'{0}'被控制台使用，不能删除、停用或修改键值":
    "System dictionary entry '{0}' is used by the console: it cannot be deleted, disabled or change its value",
  // 保养计划 / 巡检计划 (docs/plans.md)
  计划不存在或无权访问: 'The plan does not exist or is not yours',
  已暂停: 'Paused',
  已恢复: 'Resumed',
  不能为空: 'must not be empty',
  不是有效日期: 'is not a valid date',
  请设置日历周期或仪表周期: 'Set a calendar schedule or a meter schedule',
  '日历周期需要周期单位、间隔和首次日期': 'A calendar schedule needs a unit, an interval and a first date',
  仪表周期需要仪表和间隔: 'A meter schedule needs a meter and a step',
  '仪表须为该设备的电、水或气表': "The meter must be one of the device's electricity, water or gas meters",
  执行人不属于该工厂: 'The executor cannot handle this kind of order in this factory',
  只有巡检计划有检查项: 'Only inspection plans have checklist items',
  只有数值项有上下限: 'Only number items have limits',
  下限不能大于上限: 'The lower limit must not exceed the upper limit',
  完成后计算须有日历周期: 'Counting from completion needs a calendar schedule',
  运行小时须按该设备的电表计: "Running hours are counted on the device's electricity meter",
  // check items answered on the order (server/src/modules/work-order/check-answers.ts)
  '检查项「{0}」请选择正常或异常': 'Check item "{0}": choose normal or abnormal',
  '检查项「{0}」请填写数值': 'Check item "{0}": enter a number',
  '检查项「{0}」需拍照': 'Check item "{0}" needs a photo',
  // plans per device class (server/src/modules/plan/plan-service.ts)
  设备与设备类别只能选其一: 'Choose a device or a device class, not both',
  请选择设备或设备类别: 'Choose a device or a device class',
  '设备类别须为字典 oms_asset_type 中的值':
    'The device class must be a value of the dictionary oms_asset_type',
  '按设备类别的计划按仪表种类计，不选单个仪表':
    'A plan for a device class counts by a meter kind (each device its own meter), not one chosen meter',
  仪表种类只用于按设备类别的计划: 'A meter kind is for a plan per device class only',
  仪表周期需要仪表种类和间隔: 'A meter schedule needs a meter kind and a step',
};
