/**
 * One outbound request per key at a time: whoever asks while it runs shares its answer. Fifty
 * visitors opening a new game sent fifty framing checks to its host; a feed naming one image
 * for many games fetched it once per game. What is held is only the requests running now,
 * each bounded by its own timeout.
 */
export class InFlight<T> {
  readonly #running = new Map<string, Promise<T>>();

  run(key: string, start: () => Promise<T>): Promise<T> {
    const running = this.#running.get(key);
    if (running) return running;
    const started = start().finally(() => this.#running.delete(key));
    this.#running.set(key, started);
    return started;
  }
}
