/** The area/factory tree (docs/requirements.md §3 "Area/factory"), used by the factory picker, tree selects and home. */
import type { DataResult } from '@contract/common';
import { AREA_NODE_TYPE, type AreaNode } from '@contract/system';
import { get } from '../api';

export async function fetchAreaTree(): Promise<AreaNode[]> {
  const reply = await get<DataResult<AreaNode[]>>('/system/area/tree/list');
  return Array.isArray(reply.data) ? reply.data : [];
}

/** docs/requirements.md §3: the first child of the first root is the default factory. */
export function defaultFactory(tree: AreaNode[]): AreaNode | undefined {
  return tree[0]?.children?.[0];
}

export function listFactories(tree: AreaNode[]): AreaNode[] {
  const out: AreaNode[] = [];
  const visit = (nodes: AreaNode[]) => {
    for (const node of nodes) {
      if (node.type === AREA_NODE_TYPE.FACTORY) out.push(node);
      if (node.children) visit(node.children);
    }
  };
  visit(tree);
  return out;
}
