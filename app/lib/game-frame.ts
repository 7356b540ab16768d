/** The game frame's permissions (spec section 7). */
export const GAME_FRAME_SANDBOX =
  "allow-scripts allow-same-origin allow-forms allow-popups allow-presentation allow-pointer-lock";

export const GAME_FRAME_ALLOW =
  "fullscreen; autoplay; encrypted-media; gyroscope; accelerometer; gamepad; pointer-lock";
