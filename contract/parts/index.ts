/**
 * 备件管理 (docs/parts.md): the parts catalogue, the stock of each part per factory with its minimum, and the ledger
 * of every movement (receipt, issue to an order, return, adjustment). Its schemas are in ./schemas.ts (server only).
 */
import type { PageQuery } from '../common';

/** What a movement does to a stock (part_movement.kind). */
export const PART_MOVE = { RECEIPT: 'receipt', ISSUE: 'issue', RETURN: 'return', ADJUST: 'adjust' } as const;
export type PartMoveKind = (typeof PART_MOVE)[keyof typeof PART_MOVE];
export const PART_MOVE_KINDS: readonly PartMoveKind[] = Object.values(PART_MOVE);

export const PART_RULE = {
  /** letters, digits and - _ . /, 1–40 (wo_task_part.parts_code) */
  CODE: '^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$',
  CODE_MAX: 40,
  /** wo_task_part.parts_name and parts_specs: a used part is copied onto the order */
  NAME_MAX: 20,
  SPECS_MAX: 20,
  UNIT_MAX: 10,
  REMARK_MAX: 100,
  REASON_MAX: 100,
  /** numeric(12, 3) */
  QUANTITY_MAX: 999999999,
  /** quantities have at most three decimals */
  DECIMALS: 3,
  /** the device classes one part may name */
  ASSET_TYPES_MAX: 20,
} as const;

/**
 * The catalogue's XLSX import (docs/parts.md "Import"): the first sheet, a header row naming the columns (Chinese or
 * English, any order), one part a row. Every row is checked; one bad row and nothing is written.
 */
export const PARTS_IMPORT = {
  /** the request's body type: the .xlsx bytes */
  CONTENT_TYPE: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  MAX_ROWS: 2000,
  /** the columns by field, with the headers that name them */
  COLUMNS: {
    partCode: ['备件编码', 'Part code'],
    partName: ['备件名称', 'Part name'],
    partSpecs: ['规格型号', 'Specification'],
    unit: ['单位', 'Unit'],
    assetTypes: ['适用设备类型', 'Fits device types'],
    remark: ['备注', 'Remark'],
  },
  /** device classes in one cell: codes separated by commas, 、 or spaces */
  LIST_SEPARATOR: /[\s,，、;；]+/,
} as const;

/** A quantity the stock can hold: at most three decimals (numeric(12, 3)). */
export const hasQuantityScale = (n: number): boolean => {
  const scaled = n * 10 ** PART_RULE.DECIMALS;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
};

export const PARTS_MSG = {
  NOT_FOUND: '备件不存在',
  ADDED: '新增成功',
  UPDATED: '修改成功',
  MOVED: '操作成功',
  /** adjustments and manual issues say why */
  REASON_REQUIRED: '请填写原因',
  QUANTITY_POSITIVE: '数量必须大于0',
  QUANTITY_NOT_ZERO: '调整数量不能为0',
  QUANTITY_SCALE: '数量最多保留3位小数',
  ASSET_TYPE: '资产类型须为字典 oms_asset_type 中的值',
  NAME_BLANK: '备件名称不能为空',
  UNIT_BLANK: '单位不能为空',
  codeTaken: (code: string) => `备件编码'${code}'已存在`,
  /** more than the factory holds: nothing is taken */
  short: (code: string, left: number) => `备件${code}库存不足，当前库存${left}`,
  IMPORT_UNREADABLE: '文件不是可读取的 .xlsx 表格',
  IMPORT_EMPTY: '表格中没有备件',
  IMPORT_TOO_MANY: '一次最多导入2000行',
  IMPORT_DUPLICATE: '与表格中前面的行编码重复',
  importMissingColumn: (header: string) => `缺少列：${header}`,
  importBad: (rows: number) => `导入失败：${rows}行有误，未导入任何备件`,
  imported: (added: number, updated: number) => `导入成功：新增${added}个，更新${updated}个`,
} as const;

/** The low-stock message to the factory's keepers: a stored text, translated when read (docs/i18n.md). */
export const partsLowStockTitle = (factory: string, code: string, name: string, left: number, min: number) =>
  `备件库存不足：${factory} ${code} ${name} 剩余${left}，低于最低库存${min}`;

/** What an import's row is told of a cell the add's schema refuses, by field (the add's own 400s name the field). */
export const PART_FIELD_MSG = {
  partCode: '备件编码须由字母、数字及 - _ . / 组成，最长40位',
  partName: '备件名称须为1至20个字符',
  partSpecs: '规格型号最长20个字符',
  unit: '单位须为1至10个字符',
  assetTypes: '适用设备类型须为不重复的4位资产类型编码',
  remark: '备注最长100个字符',
} as const;

// The shapes of the route schemas (./schemas.ts, server only), declared here for the console.

export type PartListQuery = PageQuery & {
  /** part of the code or the name, any case */
  keyword?: string;
  /** parts fitting this device class (or any) */
  assetType?: string;
};

export type PartRow = {
  partId: number;
  partCode: string;
  partName: string;
  partSpecs: string;
  unit: string;
  /** device classes (oms_asset_type codes) it fits; empty: any */
  assetTypes: string[];
  remark: string;
  /** the version an edit sends back (docs/concurrency.md) */
  version: number;
};

export type PartAddBody = {
  partCode: string;
  partName: string;
  partSpecs?: string;
  unit: string;
  assetTypes?: string[];
  remark?: string;
};

export type PartEditBody = PartAddBody & {
  partId: number;
  version: number;
};

export type PartStockQuery = PageQuery & {
  factoryId: number;
  keyword?: string;
  /** only parts below their minimum */
  low?: boolean;
  /** only parts with something in stock (the handle dialog's picker) */
  inStock?: boolean;
};

/** A catalogue part in one factory: what it holds (0 when never received) and its minimum. */
export type PartStockRow = {
  factoryId: number;
  partId: number;
  partCode: string;
  partName: string;
  partSpecs: string;
  unit: string;
  quantity: number;
  minQuantity: number;
  /** below its minimum */
  low: boolean;
  /** the version of the stock row the minimum's edit sends back; 0 before its first movement */
  version: number;
};

export type PartStockEditBody = {
  factoryId: number;
  partId: number;
  minQuantity: number;
  version: number;
};

export type PartMovementQuery = PageQuery & {
  factoryId: number;
  partId?: number;
  kind?: PartMoveKind;
  /** part of the order number */
  taskNo?: string;
  /** YYYY-MM-DD HH:mm:ss, China time */
  beginTime?: string;
  endTime?: string;
};

export type PartMovementRow = {
  movementId: number;
  factoryId: number;
  partId: number;
  partCode: string;
  partName: string;
  unit: string;
  kind: PartMoveKind;
  /** what the stock gained: negative for an issue or a downward adjustment */
  quantity: number;
  /** the stock after the movement */
  balance: number;
  taskId: number | null;
  taskNo: string;
  reason: string;
  createByName: string;
  createTime: string;
};

/**
 * A movement by hand: a receipt, a return or an issue (quantity > 0), or an adjustment (a signed quantity, with its
 * reason). An issue or an adjustment down takes only what is there.
 */
export type PartMovementBody = {
  factoryId: number;
  partId: number;
  kind: PartMoveKind;
  quantity: number;
  reason?: string;
};

/** What a movement leaves: the stock after it. */
export type PartMovementResult = {
  movementId: number;
  balance: number;
};

/** One bad cell of an import: the sheet's row (1 is the header) and the field, as the import's 400 lists them. */
export type PartImportError = {
  row: number;
  field: string;
  msg: string;
};

export type PartImportResult = {
  added: number;
  updated: number;
};

export type PartImportRefusal = {
  code: number;
  msg: string;
  data: { errors: PartImportError[] };
};
