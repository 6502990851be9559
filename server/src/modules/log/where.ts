/** A WHERE clause of the logs' filters: each condition with one `?` for its value, left out when the value is. */
export function whereOf(conditions: [string, unknown][]): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const parts: string[] = [];
  for (const [sql, value] of conditions) {
    if (value === undefined) continue;
    params.push(value);
    parts.push(sql.replace('?', `$${params.length}`));
  }
  return { sql: parts.length > 0 ? `WHERE ${parts.join(' AND ')}` : '', params };
}
