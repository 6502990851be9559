// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { exportRequest } from './export-query';

const FACTORY = { id: 11, name: '上海第一水厂' };

describe('exportRequest (ReportExportQuery: one of date, week or month)', () => {
  it('asks for one day, or one week by its Monday', () => {
    expect(exportRequest('daily', FACTORY, { period: '2026-11-20' }, '日报')).toEqual({
      query: { factoryId: 11, date: '2026-11-20' },
      filename: '日报_上海第一水厂_2026-11-20.xlsx',
    });
    expect(exportRequest('weekly', FACTORY, { period: '2026-11-16' }, '周报')).toEqual({
      query: { factoryId: 11, week: '2026-11-16' },
      filename: '周报_上海第一水厂_2026-11-16.xlsx',
    });
  });

  it('asks for a month', () => {
    expect(exportRequest('daily', FACTORY, { month: '2026-11' }, '日报')).toEqual({
      query: { factoryId: 11, month: '2026-11' },
      filename: '日报_上海第一水厂_2026-11.xlsx',
    });
  });

  it('keeps the file name safe without a factory name or with path characters in it', () => {
    expect(exportRequest('daily', { id: 11, name: '' }, { month: '2026-11' }, '日报').filename).toBe(
      '日报_2026-11.xlsx',
    );
    expect(exportRequest('daily', { id: 11, name: 'A/B:C' }, { month: '2026-11' }, '日报').filename).toBe(
      '日报_A-B-C_2026-11.xlsx',
    );
  });
});
