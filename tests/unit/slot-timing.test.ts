import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runAdSlot, type AdSlotHooks } from "~/ads/slot-timing";
import { AD_CHECK_DELAY_MS, AD_REFRESH_LEADERBOARD_MS, AD_RETRY_LIMIT, AD_RETRY_MAX_MS, AD_RETRY_MIN_MS } from "~/lib/constants";

/** A slot on a page: a network that becomes ready when told, and the slot's visible state. */
function slot(overrides: Partial<AdSlotHooks> = {}, { ready = false } = {}) {
  const state = { ready, failed: false, fills: true, visible: true, renders: 0, adInSlot: false, shown: [] as boolean[] };
  const hooks: AdSlotHooks = {
    tryRender() {
      if (!state.ready) return false;
      state.renders += 1;
      state.adInSlot = state.fills;
      return true;
    },
    networkFailed: () => state.failed,
    hasAd: () => state.adInSlot,
    mayChange: () => state.visible,
    show: (ad) => state.shown.push(ad),
    refreshMs: AD_REFRESH_LEADERBOARD_MS,
    random: () => 0.5,
    ...overrides,
  };
  return { state, run: runAdSlot(hooks) };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("an ad slot's timing", () => {
  it("renders at once when the network is ready, and shows the ad at the 2 s check", () => {
    const { state, run } = slot({}, { ready: true });
    expect(state.renders).toBe(1);
    vi.advanceTimersByTime(AD_CHECK_DELAY_MS - 1);
    expect(state.shown).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(state.shown).toEqual([true]);
    run.stop();
  });

  it("retries every 0.1-0.5 s while the network is not ready, then renders", () => {
    const random = vi.fn().mockReturnValueOnce(0).mockReturnValueOnce(1).mockReturnValue(0.5);
    const { state } = slot({ random });
    expect(state.renders).toBe(0);
    expect(random).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(AD_RETRY_MIN_MS - 1);
    expect(random).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(random).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(AD_RETRY_MAX_MS);
    expect(random).toHaveBeenCalledTimes(3);
    expect(state.renders).toBe(0);
    state.ready = true;
    vi.advanceTimersByTime((AD_RETRY_MIN_MS + AD_RETRY_MAX_MS) / 2);
    expect(state.renders).toBe(1);
    vi.advanceTimersByTime(AD_CHECK_DELAY_MS);
    expect(state.shown).toEqual([true]);
  });

  it("gives up after its tries when the network never becomes ready, keeping the fallback", () => {
    const { state } = slot();
    vi.advanceTimersByTime(AD_RETRY_LIMIT * AD_RETRY_MAX_MS);
    expect(vi.getTimerCount()).toBe(0);
    state.ready = true;
    vi.advanceTimersByTime(10 * AD_REFRESH_LEADERBOARD_MS);
    expect(state.renders).toBe(0);
    expect(state.shown).toEqual([]);
  });

  it("stops waiting at once when the script failed to load (an ad blocker)", () => {
    const { state } = slot();
    state.failed = true;
    vi.advanceTimersByTime(AD_RETRY_MAX_MS);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("keeps the fallback when the network renders nothing, and tries again at the refresh", () => {
    const { state } = slot();
    state.ready = true;
    state.fills = false;
    vi.advanceTimersByTime(AD_RETRY_MAX_MS + AD_CHECK_DELAY_MS);
    expect(state.shown).toEqual([false]);
    state.fills = true;
    vi.advanceTimersByTime(AD_REFRESH_LEADERBOARD_MS + AD_CHECK_DELAY_MS);
    expect(state.shown).toEqual([false, true]);
  });

  it("refreshes on its interval, and holds a refresh while the tab is hidden until it is visible again", () => {
    const { state, run } = slot();
    state.ready = true;
    vi.advanceTimersByTime(AD_RETRY_MAX_MS + AD_CHECK_DELAY_MS);
    expect(state.renders).toBe(1);
    vi.advanceTimersByTime(AD_REFRESH_LEADERBOARD_MS);
    expect(state.renders).toBe(2);

    state.visible = false;
    vi.advanceTimersByTime(AD_CHECK_DELAY_MS + AD_REFRESH_LEADERBOARD_MS * 3);
    expect(state.renders).toBe(2);
    run.resume();
    expect(state.renders).toBe(2);
    state.visible = true;
    run.resume();
    expect(state.renders).toBe(3);
    run.resume();
    expect(state.renders).toBe(3);
  });

  it("stops rendering once stopped", () => {
    const { state, run } = slot();
    state.ready = true;
    vi.advanceTimersByTime(AD_RETRY_MAX_MS + AD_CHECK_DELAY_MS);
    run.stop();
    run.resume();
    vi.advanceTimersByTime(10 * AD_REFRESH_LEADERBOARD_MS);
    expect(state.renders).toBe(1);
  });

  it("survives a network that throws, and lets the check decide", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { state } = slot({
      tryRender: () => {
        throw new Error("network bug");
      },
    });
    vi.advanceTimersByTime(AD_CHECK_DELAY_MS);
    expect(state.shown).toEqual([false]);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});
