/** The spec's permission directive as a pure rule (docs/requirements.md §6). */
export interface Grants {
  /** `*:*:*`, or an empty list (docs/requirements.md §6 treats that as admin-like) */
  adminLike: boolean;
  permissions: readonly string[];
  /** the current page's button codes from btns/{menuId}, when loaded */
  pageButtons?: readonly string[];
}

/** True when the user holds any of `codes` (no codes: nothing to check). */
export function isAllowed(codes: string | readonly string[], grants: Grants): boolean {
  const list = typeof codes === 'string' ? [codes] : codes;
  if (list.length === 0 || grants.adminLike) return true;
  return list.some(
    (code) => grants.permissions.includes(code) || grants.pageButtons?.includes(code) === true,
  );
}
