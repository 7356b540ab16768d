import { useCallback, useEffect, useState, type RefObject } from "react";

type FullscreenCapable = HTMLElement & { webkitRequestFullscreen?: () => Promise<void> | void };
type FullscreenDocument = Document & {
  webkitFullscreenElement?: Element | null;
  webkitExitFullscreen?: () => Promise<void> | void;
};

/**
 * Fullscreen for the frame's container. Where the Fullscreen API is missing or
 * refuses (iPhone Safari allows it for video only), the container fills the
 * viewport with CSS instead, so the toggle works on every phone.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [native, setNative] = useState(false);
  const [emulated, setEmulated] = useState(false);

  useEffect(() => {
    const doc = document as FullscreenDocument;
    const sync = () => setNative(Boolean(doc.fullscreenElement ?? doc.webkitFullscreenElement));
    document.addEventListener("fullscreenchange", sync);
    document.addEventListener("webkitfullscreenchange", sync);
    return () => {
      document.removeEventListener("fullscreenchange", sync);
      document.removeEventListener("webkitfullscreenchange", sync);
    };
  }, []);

  const toggle = useCallback(async () => {
    const doc = document as FullscreenDocument;
    if (native) {
      await (doc.exitFullscreen?.() ?? doc.webkitExitFullscreen?.());
      return;
    }
    if (emulated) {
      setEmulated(false);
      return;
    }
    const element = target.current as FullscreenCapable | null;
    try {
      if (element?.requestFullscreen) await element.requestFullscreen();
      else if (element?.webkitRequestFullscreen) await element.webkitRequestFullscreen();
      else setEmulated(true);
    } catch {
      setEmulated(true);
    }
  }, [native, emulated, target]);

  /** Leaves fullscreen, whichever kind, and nothing else. */
  const exit = useCallback(async () => {
    if (native || emulated) await toggle();
  }, [native, emulated, toggle]);

  return { isFullscreen: native || emulated, emulated, toggle, exit };
}
