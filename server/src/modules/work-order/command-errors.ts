/**
 * Messages of the command side the contract has no entry for. They explain bad input and are always sent
 * after the field they concern (`badInput('body/execBy', CMD_MSG.PERSON_MISSING)`, docs/architecture.md §3
 * "Errors"); refusals of the machine use the contract's WO_MSG.
 */
export const CMD_MSG = {
  PERSON_MISSING: '所选人员不存在或已停用',
  PERSON_NO_CODE: '所选人员没有该操作的权限',
  NOT_AN_IMAGE: '图片附件必须是图片文件',
  NOT_A_VIDEO: '视频附件必须是视频文件',
  REJECT_NEEDS_DESC: '验收不通过时请填写验收说明',
  ITEMS_ONLY_INSPECT: '只有巡检工单有巡检项',
} as const;
