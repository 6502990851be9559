// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readReportLink } from './query-params';

describe('readReportLink (docs/requirements.md §2 "Message drawer": ?factoryId=&time=&projectName=&factoryType=)', () => {
  it('reads the factory and the day of a daily link', () => {
    expect(
      readReportLink('?factoryId=11&time=2026-11-20&projectName=%E4%B8%8A%E6%B5%B7&factoryType=1', 'daily'),
    ).toEqual({ factoryId: 11, date: '2026-11-20' });
  });

  it('takes the day of a time that carries a clock too', () => {
    expect(readReportLink('?factoryId=11&time=2026-11-20%2000:00:00', 'daily').date).toBe('2026-11-20');
  });

  it('turns the day of a weekly link into its Monday', () => {
    expect(readReportLink('?factoryId=12&time=2026-11-16', 'weekly')).toEqual({
      factoryId: 12,
      date: '2026-11-16',
    });
    expect(readReportLink('?factoryId=12&time=2026-11-19', 'weekly').date).toBe('2026-11-16');
  });

  it('ignores what is not a factory id or a real day', () => {
    for (const bad of ['', 'abc', '0', '-3', '1.5', '99999999999999999999']) {
      expect(readReportLink(`?factoryId=${bad}`, 'daily').factoryId).toBeNull();
    }
    for (const bad of ['', '2026-02-30', 'yesterday', '2026/11/20']) {
      expect(readReportLink(`?time=${bad}`, 'daily').date).toBeNull();
    }
    expect(readReportLink('', 'daily')).toEqual({ factoryId: null, date: null });
  });
});
