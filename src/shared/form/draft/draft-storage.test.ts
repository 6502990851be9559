/** Drafts as stored (docs/drafts.md): per user and form, dates kept as dates, no password, bounded in age and count. */
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  decodeValues,
  DRAFT_MAX_AGE_MS,
  DRAFT_MAX_PER_USER,
  encodeValues,
  readDraft,
  removeDraft,
  writeDraft,
} from './draft-storage';

const NOW = Date.UTC(2026, 10, 29, 2, 0, 0);

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('username', 'operator');
});

describe('draft storage', () => {
  it('keeps dates as dates and leaves passwords and files out', () => {
    const stored = encodeValues({
      deviceName: '1#泵',
      installDate: dayjs('2026-11-02'),
      figures: { pac: '12.5', ph: undefined },
      password: 'secret1!',
      newPwd: 'secret2!',
      file: new File(['x'], 'a.txt'),
    });
    expect(stored).not.toHaveProperty('password');
    expect(stored).not.toHaveProperty('newPwd');
    expect(JSON.stringify(stored)).not.toContain('secret');
    const back = decodeValues(JSON.parse(JSON.stringify(stored)) as Record<string, unknown>);
    expect(back.deviceName).toBe('1#泵');
    expect(dayjs.isDayjs(back.installDate)).toBe(true);
    expect((back.installDate as dayjs.Dayjs).format('YYYY-MM-DD')).toBe('2026-11-02');
    expect(back.figures).toEqual({ pac: '12.5' });
    expect(back.file).toBeUndefined();
  });

  it('is the signed-in user’s own: another account on the same browser does not see it', () => {
    writeDraft('device:5', { deviceName: 'A' }, NOW);
    expect(readDraft('device:5', NOW)?.values).toEqual({ deviceName: 'A' });
    localStorage.setItem('username', 'admin');
    expect(readDraft('device:5', NOW)).toBeNull();
    localStorage.setItem('username', 'operator');
    removeDraft('device:5');
    expect(readDraft('device:5', NOW)).toBeNull();
  });

  it('drops a draft older than its age and the oldest beyond the count', () => {
    writeDraft('device:1', { deviceName: 'old' }, NOW - DRAFT_MAX_AGE_MS - 1);
    expect(readDraft('device:1', NOW)).toBeNull();
    expect(localStorage.getItem('woms.draft.operator.device:1')).toBeNull();
    for (let i = 0; i <= DRAFT_MAX_PER_USER; i += 1) writeDraft(`meter:${i}`, { n: i }, NOW + i);
    expect(readDraft('meter:0', NOW)).toBeNull();
    expect(readDraft('meter:1', NOW)?.values).toEqual({ n: 1 });
    expect(readDraft(`meter:${DRAFT_MAX_PER_USER}`, NOW)?.values).toEqual({ n: DRAFT_MAX_PER_USER });
  });

  it('keeps nothing without a signed-in account', () => {
    localStorage.removeItem('username');
    writeDraft('device:5', { deviceName: 'A' }, NOW);
    expect(localStorage.length).toBe(0);
  });
});
