/**
 * 备件管理's keys in the query cache (src/shared/query). Any write invalidates `all`: a movement changes the stock and
 * the ledger, a catalogue edit the names both show.
 */
export const partsKeys = {
  all: ['parts'],
  catalogue: ['parts', 'catalogue'],
  stock: ['parts', 'stock'],
  ledger: ['parts', 'ledger'],
} as const;
