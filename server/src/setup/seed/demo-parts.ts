/**
 * The demo's spare parts (docs/parts.md): a catalogue of 200 parts (ten families × twenty sizes), stock of every part
 * in 上海第一水厂 and 苏州工业园能源站 and of a quarter of them in the other two factories, and 60 days of ledger: the
 * receipts, issues, returns and stock-take adjustments, written through the movements the live system makes. A few
 * parts end below their minimum, so the 低于最低库存 filter has rows; the minimums are set after the movements, so the
 * seed sends no low-stock messages.
 */
import { PART_MOVE, type PartMoveKind } from '../../../../contract/parts';
import type { Db } from '../../db/client';
import { DAY_MS } from '../../shared/china-time';
import { CatalogueRepository } from '../../modules/parts/catalogue-repository';
import { moveStock } from '../../modules/parts/stock-moves';
import { StockRepository } from '../../modules/parts/stock-repository';
import { SUPERVISOR } from './work-order-steps';

interface Family {
  code: string;
  name: string;
  unit: string;
  assetTypes: string[];
  specs: (i: number) => string;
}

const FAMILIES: readonly Family[] = [
  {
    code: 'BRG',
    name: '深沟球轴承',
    unit: '个',
    assetTypes: ['1031'],
    specs: (i) => `62${String(i + 1).padStart(2, '0')}-2RS`,
  },
  { code: 'SEAL', name: '机械密封', unit: '套', assetTypes: ['1031'], specs: (i) => `MG1-${20 + i * 5}` },
  {
    code: 'ORING',
    name: 'O形密封圈',
    unit: '个',
    assetTypes: ['1031'],
    specs: (i) => `${10 + i * 5}×3.1 NBR`,
  },
  {
    code: 'FLT',
    name: '滤芯',
    unit: '个',
    assetTypes: ['1031', '1034'],
    specs: (i) => `PP-${5 * (i + 1)}μm`,
  },
  {
    code: 'OIL',
    name: '润滑油',
    unit: '升',
    assetTypes: ['1034'],
    specs: (i) => `ISO VG ${[32, 46, 68, 100][i % 4]}-${i + 1}`,
  },
  { code: 'BELT', name: '三角带', unit: '条', assetTypes: ['1031'], specs: (i) => `B-${1000 + i * 50}` },
  {
    code: 'CTR',
    name: '交流接触器',
    unit: '个',
    assetTypes: ['1032'],
    specs: (i) => `LC1-D${[9, 12, 18, 25, 32][i % 5]}-${i + 1}`,
  },
  { code: 'FUSE', name: '熔断器', unit: '个', assetTypes: ['1032'], specs: (i) => `RT18-${2 * (i + 1)}A` },
  { code: 'VLV', name: '闸阀', unit: '个', assetTypes: ['1031'], specs: (i) => `Z45X-DN${50 + i * 25}` },
  { code: 'SNS', name: '压力变送器', unit: '台', assetTypes: ['1033'], specs: (i) => `0-${i + 1}MPa` },
];
const SIZES = 20;

/** The factories that stock every part, and those that stock every fourth. */
const FULL_FACTORIES = [11, 12];
const PARTIAL_FACTORIES = [21, 22];
const HISTORY_DAYS = 60;

const ISSUE_REASONS = ['车间领用', '计划检修', '应急抢修', '备机保养'];
const ADJUST_REASONS = ['月度盘点', '盘点差异', '损坏报废'];

export async function seedDemoParts(db: Db, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    const catalogue = new CatalogueRepository(tx);
    const stock = new StockRepository(tx);
    const ids: number[] = [];
    for (const f of FAMILIES) {
      for (let i = 0; i < SIZES; i++) {
        ids.push(
          await catalogue.insert(
            {
              partCode: `${f.code}-${String(i + 1).padStart(3, '0')}`,
              partName: f.name,
              partSpecs: f.specs(i),
              unit: f.unit,
              assetTypes: f.assetTypes,
              remark: '',
            },
            new Date(now - (HISTORY_DAYS + 1) * DAY_MS),
          ),
        );
      }
    }
    const move = async (
      factoryId: number,
      n: number,
      kind: PartMoveKind,
      delta: number,
      day: number,
      reason = '',
    ) => {
      const partId = ids[n]!;
      await moveStock(tx, {
        factoryId,
        partId,
        partCode: '',
        partName: '',
        kind,
        delta,
        taskId: null,
        reason,
        userId: SUPERVISOR,
        now: new Date(now - day * DAY_MS + (n % 600) * 60_000),
      });
    };
    for (const factoryId of [...FULL_FACTORIES, ...PARTIAL_FACTORIES]) {
      const stocked = ids.map((_, n) => n).filter((n) => FULL_FACTORIES.includes(factoryId) || n % 4 === 0);
      for (const n of stocked) {
        // Opening receipt, then every third part issued, every seventh returned, every thirteenth counted again.
        await move(factoryId, n, PART_MOVE.RECEIPT, 6 + (n % 10), HISTORY_DAYS - (n % 5));
        if (n % 3 === 0)
          await move(factoryId, n, PART_MOVE.ISSUE, -(1 + (n % 4)), 40 - (n % 30), ISSUE_REASONS[n % 4]);
        if (n % 7 === 0) await move(factoryId, n, PART_MOVE.RETURN, 1, 20 - (n % 15));
        if (n % 13 === 0) await move(factoryId, n, PART_MOVE.ADJUST, -1, 5 + (n % 4), ADJUST_REASONS[n % 3]);
        if (n % 17 === 0) await move(factoryId, n, PART_MOVE.RECEIPT, 10, 10 - (n % 8));
        // A minimum of 3 to 5; every eleventh part's minimum lies above what is left (低于最低库存).
        const held = await stock.held(factoryId, ids[n]!);
        const min = n % 11 === 0 ? held + 2 : 3 + (n % 3);
        await stock.setMinimum(await stock.ensure(factoryId, ids[n]!), min);
      }
    }
  });
}
