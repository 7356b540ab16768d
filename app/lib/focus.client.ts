/**
 * After a control the visitor used disappears (a closed game, a cleared shelf), focus goes where
 * the visitor can see it: `target` if it is still on the page and shown, else `fallback`, else the
 * main content. Done on the next frame, once the page has drawn what replaced the control.
 */
export function focusVisible(target: Element | null | undefined, fallback?: () => Element | null | undefined): void {
  requestAnimationFrame(() => {
    const candidates = [target, fallback?.(), document.getElementById("main")];
    const shown = candidates.find((element): element is HTMLElement => element instanceof HTMLElement && isShown(element));
    shown?.focus();
  });
}

function isShown(element: HTMLElement): boolean {
  if (!element.isConnected) return false;
  if (typeof element.checkVisibility === "function") return element.checkVisibility({ visibilityProperty: true });
  return element.getClientRects().length > 0;
}
