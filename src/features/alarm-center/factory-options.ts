import { AREA_NODE_TYPE, type AreaNode } from '@contract/system';
import type { FieldOption } from '@/shared/form';

/** The factories of the user's area tree, in tree order. */
export function factoryOptions(tree: readonly AreaNode[]): FieldOption[] {
  return tree.flatMap((node) => [
    ...(node.type === AREA_NODE_TYPE.FACTORY ? [{ label: node.label, value: node.id }] : []),
    ...factoryOptions(node.children ?? []),
  ]);
}
