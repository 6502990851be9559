// @vitest-environment node
/** The report pages say what the server says: the catalog's texts against the contract's (contract/report/index.ts). */
import { describe, expect, it } from 'vitest';
import { FIGURE_KEYS, FIGURES, REPORT_MSG, REPORT_STATUS_LABEL, WEEKLY_SECTIONS } from '@contract/report';
import { format } from '@/shared/i18n';
import { zhCN } from '@/shared/i18n/zh-cn';

describe('report texts', () => {
  it('name every figure and state as the contract does', () => {
    for (const key of FIGURE_KEYS) {
      expect(zhCN[`report.figure.${key}`]).toBe(FIGURES[key].label);
      expect(zhCN[`report.unit.${key}`]).toBe(FIGURES[key].unit);
    }
    expect([0, 1, 2, 3].map((s) => zhCN[`report.status.${s as 0 | 1 | 2 | 3}`])).toEqual(
      Object.values(REPORT_STATUS_LABEL),
    );
    expect(zhCN['report.status.none']).toBe('未填报');
  });

  it("word the console's refusals as the server's", () => {
    for (const key of FIGURE_KEYS) {
      const def = FIGURES[key];
      expect(format(zhCN['report.msg.range'], { label: def.label, min: def.min, max: def.max })).toBe(
        REPORT_MSG.FIGURE_RANGE(def),
      );
      expect(format(zhCN['report.msg.figureRequired'], { label: def.label })).toBe(
        REPORT_MSG.FIGURE_REQUIRED(def.label),
      );
    }
    for (const s of WEEKLY_SECTIONS) {
      expect(format(zhCN['report.msg.sectionRequired'], { label: zhCN[`report.section.${s.key}`] })).toBe(
        REPORT_MSG.SECTION_REQUIRED(s.label),
      );
    }
    expect(zhCN['report.msg.opinionRequired']).toBe(REPORT_MSG.OPINION_REQUIRED);
    expect(format(zhCN['report.flagged'], { median: '12' })).toBe('偏离近7日中位数 12 超过30%');
  });
});
