// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MenuGrantNode } from '@contract/role';
import { grantedIds, grantOf, withLinkage } from './grant-tree';

const button = (id: number): MenuGrantNode => ({ id, label: `b${id}`, menuType: 'F', perms: `x:${id}` });
// 资产管理 1 › 资产台账 101 › 设备台账 1011 (buttons 10111, 10112), 仪表台账 1012 (button 10121)
const TREE: MenuGrantNode[] = [
  {
    id: 1,
    label: '资产管理',
    menuType: 'M',
    perms: '',
    children: [
      {
        id: 101,
        label: '资产台账',
        menuType: 'M',
        perms: '',
        children: [
          {
            id: 1011,
            label: '设备台账',
            menuType: 'C',
            perms: 'd',
            children: [button(10111), button(10112)],
          },
          { id: 1012, label: '仪表台账', menuType: 'C', perms: 'm', children: [button(10121)] },
        ],
      },
    ],
  },
];

describe('the grant tree', () => {
  it('shows a grant linked checking can show: full subtrees checked, their parents half-checked', () => {
    const grant = grantOf(TREE, [1, 101, 1011, 10111, 10112, 1012, 10121]);
    expect(grant).toEqual({ checked: [10111, 10112, 1011, 10121, 1012, 101, 1], halfChecked: [] });
    const partial = grantOf(TREE, [1, 101, 1011, 10111]);
    expect(partial).toEqual({ checked: [10111], halfChecked: [1, 101, 1011] });
    expect(grantedIds(partial).sort()).toEqual([1, 101, 1011, 10111]);
  });

  it('opens a page granted without any of its buttons with each node on its own, so nothing is lost', () => {
    const grant = grantOf(TREE, [1, 101, 1011]);
    expect(grant).toEqual({ checked: [1, 101, 1011], halfChecked: [], strict: true });
    expect(grantedIds(grant)).toEqual([1, 101, 1011]);
  });

  it('keeps every granted id when linked checking is turned off and on again', () => {
    const strict = withLinkage(TREE, grantOf(TREE, [1, 101, 1011, 10111]), false);
    expect(strict).toMatchObject({ halfChecked: [], strict: true });
    expect([...strict.checked].sort()).toEqual([1, 101, 1011, 10111]);
    const linked = withLinkage(TREE, strict, true);
    expect(linked.strict).toBeUndefined();
    expect(grantedIds(linked).sort()).toEqual([1, 101, 1011, 10111]);
  });
});
