/**
 * Errors of the command side. A refused transition and bad input are HTTP 400 (the console shows msg and
 * nothing changes); an order out of reach is 404 whether it is missing or outside the caller's factories.
 */
import { ResultCode } from '../../../../contract/common';
import { MESSAGE_MSG } from '../../../../contract/message';
import { WO_MSG } from '../../../../contract/work-order';
import { AppError } from '../../errors';

/** Server-side messages the contract has no entry for (shown as msg, always with the field named). */
export const CMD_MSG = {
  PERSON_MISSING: '所选人员不存在或已停用',
  PERSON_NO_CODE: '所选人员没有该操作的权限',
  NOT_AN_IMAGE: '图片附件必须是图片文件',
  NOT_A_VIDEO: '视频附件必须是视频文件',
  REJECT_NEEDS_DESC: '验收不通过时请填写验收说明',
  ITEMS_ONLY_INSPECT: '只有巡检工单有巡检项',
} as const;

export const notFound = (): AppError => new AppError(404, ResultCode.NOT_FOUND, WO_MSG.NOT_FOUND);
export const refused = (msg: string): AppError => new AppError(400, ResultCode.BAD_REQUEST, msg);
/** Bad input: names the field the way schema errors do (`body/execBy: …`). */
export const badField = (field: string, msg: string): AppError =>
  new AppError(400, ResultCode.BAD_REQUEST, `body/${field}: ${msg}`);
export const outOfScope = (): AppError => new AppError(403, ResultCode.FORBIDDEN, MESSAGE_MSG.OUT_OF_SCOPE);
