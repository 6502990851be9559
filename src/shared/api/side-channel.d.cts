/** Types of side-channel.cjs: the API of the `side-channel` package. */
interface SideChannel {
  assert(key: unknown): void;
  delete(key: unknown): boolean;
  get(key: unknown): unknown;
  has(key: unknown): boolean;
  set(key: unknown, value: unknown): void;
}
declare function getSideChannel(): SideChannel;
export = getSideChannel;
