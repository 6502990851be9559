/**
 * Numbers written for people. `toLocaleString` with options builds a new `Intl.NumberFormat` on every call, which a
 * table of figures pays per cell: the energy report's cells spent some 50 ms in it when the page was shown again
 * (docs/architecture.md §4 "Keep-alive tabs"). The formats are made once per locale and number of decimals.
 */
const formats = new Map<string, Intl.NumberFormat>();

/** The format of `locale` with `minDecimals` to `maxDecimals` fraction digits and group separators, made once. */
export function numberFormat(locale: string, minDecimals: number, maxDecimals: number): Intl.NumberFormat {
  const key = `${locale}|${minDecimals}|${maxDecimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
    });
    formats.set(key, format);
  }
  return format;
}

const finite = (value: number | null | undefined): value is number =>
  value !== null && value !== undefined && Number.isFinite(value);

/** An amount: whole from 100 up, at most two decimals below, group separators; '—' for no figure. */
export function formatAmount(value: number | null | undefined): string {
  if (!finite(value)) return '—';
  return numberFormat('zh-CN', 0, Math.abs(value) >= 100 ? 0 : 2).format(value);
}

/** A figure with exactly `decimals` fraction digits and group separators, so a column or a row reads alike; '—' for none. */
export function formatFixed(value: number | null | undefined, decimals: number): string {
  if (!finite(value)) return '—';
  return numberFormat('zh-CN', decimals, decimals).format(value);
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A size in bytes for people, in units of 1024 (as the upload limits are written: 5 MB is 5 × 1024 × 1024 bytes): whole
 * bytes, else at most one decimal (none from 100 up), e.g. `512 B`, `1.5 KB`, `230 MB`; '—' for no figure.
 */
export function formatBytes(bytes: number | null | undefined): string {
  if (!finite(bytes)) return '—';
  let value = bytes;
  let unit = 0;
  while (Math.abs(value) >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const decimals = unit === 0 || Math.abs(value) >= 100 ? 0 : 1;
  return `${numberFormat('zh-CN', 0, decimals).format(value)} ${BYTE_UNITS[unit]}`;
}
