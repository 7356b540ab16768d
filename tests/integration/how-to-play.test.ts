/**
 * How to play, orientation and mobile friendly (drizzle/0014): a game written without them
 * has none and neither is known; the publish form and the edit dialog's writes set them, an
 * edit that leaves them out keeps them, and the game page's read carries them. On both engines.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { gameBySlug } from "~/domain/catalog/reads.server";
import { publishGame, updateGame } from "~/domain/catalog/writes.server";
import { games } from "~/domain/db/schema.server";
import { ENGINES, useTestDatabase } from "../support/test-database";

const actor = { id: null, email: "operator@example.com" };

describe.each(ENGINES)("how to play on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("gives a row written without them no instructions and no known orientation or mobile fit, and refuses an unknown orientation", async () => {
    const db = database.db;
    await db.execute(
      sql`insert into games (id, slug, title, game_url, category) values ('old-1', 'old-game', 'Old Game', 'https://play.example.com/old/', 'Puzzle')`,
    );
    const [row] = await db
      .select({ instructions: games.instructions, orientation: games.orientation, mobileFriendly: games.mobileFriendly })
      .from(games)
      .where(eq(games.id, "old-1"));
    expect(row).toEqual({ instructions: "", orientation: null, mobileFriendly: null });
    expect(await gameBySlug(db, "old-game")).toMatchObject({ instructions: "", orientation: null, mobileFriendly: null });
    await expect(db.execute(sql`update games set orientation = 'sideways' where id = 'old-1'`)).rejects.toThrow();
  });

  it("publishes them, keeps them through an edit that leaves them out, and changes them on an edit that has them", async () => {
    const db = database.db;
    const form = {
      title: "Harbour Hop",
      description: "Hop across the harbour.",
      gameUrl: "https://play.example.com/hop/",
      thumbnail: "",
      category: "Arcade" as const,
      tags: ["jump"],
    };
    const { id, slug } = await publishGame(db, { ...form, instructions: "Tap to hop.", orientation: "portrait", mobileFriendly: true }, actor);
    expect(await gameBySlug(db, slug)).toMatchObject({ instructions: "Tap to hop.", orientation: "portrait", mobileFriendly: true });

    await updateGame(db, { ...form, id, title: "Harbour Hop 2" }, actor);
    expect(await gameBySlug(db, slug)).toMatchObject({ title: "Harbour Hop 2", instructions: "Tap to hop.", orientation: "portrait", mobileFriendly: true });

    await updateGame(db, { ...form, id, instructions: "", orientation: null, mobileFriendly: false }, actor);
    expect(await gameBySlug(db, slug)).toMatchObject({ instructions: "", orientation: null, mobileFriendly: false });
  });
});
