// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from './page-breadcrumb';

describe('breadcrumbTrail', () => {
  it('drops a title repeated right after itself, and keeps one met again later', () => {
    expect(breadcrumbTrail(['水厂档案', '水厂档案', '水厂信息'])).toEqual(['水厂档案', '水厂信息']);
    expect(breadcrumbTrail(['设备工单', '工单任务', '维修工单'])).toEqual([
      '设备工单',
      '工单任务',
      '维修工单',
    ]);
    expect(breadcrumbTrail(['a', 'b', 'a'])).toEqual(['a', 'b', 'a']);
    expect(breadcrumbTrail([])).toEqual([]);
  });
});
