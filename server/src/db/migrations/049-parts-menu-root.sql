-- 备件管理 (docs/parts.md) is one page: like 故障排查 and 设备可靠性 it becomes a root-level page (a Layout at '/'
-- holding it), one item in the side menu instead of a folder of the same name holding one page. Its route moves from
-- /SpareParts/Parts to /Parts; the page's component is unchanged. A folder an administrator has moved is left alone.
UPDATE sys_menu SET path = '/' WHERE menu_id = 306 AND path = '/SpareParts' AND menu_type = 'M';
