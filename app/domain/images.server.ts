/**
 * sharp, set up once. Its operation cache (up to 50 MB by default) pays only when the same
 * image is processed again, which a thumbnail never is.
 */
import sharp from "sharp";

sharp.cache(false);

export { sharp };
