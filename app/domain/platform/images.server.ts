/**
 * sharp, set up once. Its operation cache (up to 50 MB by default) pays only when the same
 * image is processed again, which a thumbnail never is.
 */
import sharp from "sharp";

sharp.cache(false);

export { sharp };

/**
 * `work` on each item, at most `limit` at a time, the results in the items' order. Images
 * started all together are all decoded at once, and glibc keeps the memory they took for
 * the life of the process (docs/performance.md).
 */
export async function mapInTurns<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}
