/** How the reliability figures read (docs/reliability.md): hours with one decimal, shares as percent; '—' for none. */
import { formatFixed } from '@/shared/format/number';

export const hoursText = (hours: number | null, unit: string): string =>
  hours === null ? '—' : `${formatFixed(hours, 1)} ${unit}`;

export const shareText = (share: number | null): string =>
  share === null ? '—' : `${formatFixed(share * 100, 1)} %`;
