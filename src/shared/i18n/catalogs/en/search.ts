/** en-US texts of search.ts, loaded only when English is chosen (docs/architecture.md §4 "Language"). */
import type { searchZh } from '../search';

export const searchEn: Record<keyof typeof searchZh, string> = {
  'search.label': 'Search',
  'search.placeholder': 'Search pages, orders, devices (Ctrl+K)',
  'search.hint': 'Type a page name, an order number, or a device or meter code or name',
  'search.keys': '↑↓ to choose · Enter to open · Esc to close',
  'search.searching': 'Searching…',
  'search.noResults': 'No results',
  'search.failed': 'Orders, devices and users cannot be searched just now: pages only',
  'search.group.pages': 'Pages',
  'search.group.orders': 'Work orders',
  'search.group.devices': 'Devices',
  'search.group.meters': 'Meters',
  'search.group.users': 'Users',
};
