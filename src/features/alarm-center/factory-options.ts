import type { AreaNode } from '@contract/system';
import { listFactories } from '@/shared/area/api';
import type { FieldOption } from '@/shared/form';

/** The factories of the user's area tree, in tree order, as select options. */
export const factoryOptions = (tree: AreaNode[]): FieldOption[] =>
  listFactories(tree).map((f) => ({ label: f.label, value: f.id }));
