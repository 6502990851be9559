/** `%` and `_` typed by a user are literal characters, not wildcards: the pattern of ILIKE "contains `text`". */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
