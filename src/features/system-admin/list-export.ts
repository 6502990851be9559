/**
 * The CSV export of a list's current filter (today a 'YYYYMMDD' string): a POST whose query string carries the
 * filter, as the server reads it there (its schema is a querystring), and the same filter as the body.
 */
export function listExport(path: string, name: string, filter: object, today: string) {
  const query = new URLSearchParams(Object.entries(filter).map(([k, v]) => [k, String(v)]));
  const suffix = query.toString() ? `?${query.toString()}` : '';
  return {
    method: 'POST' as const,
    url: `${path}${suffix}`,
    data: filter,
    filename: `${name}_${today}.csv`,
  };
}
