import type { SeedGame } from "./schema";

export const seedCatalog: SeedGame[] = [
  {
    slug: "zowii-snake",
    title: "Zowii Snake",
    description:
      "Zowii Snake is a small original take on the classic snake game, made for this portal and served straight " +
      "from it. Steer the snake, eat the food to grow longer and try not to crash as your tail fills more and " +
      "more of the board. It works offline once loaded and can be played with the keyboard, the mouse or touch.",
    instructions:
      "Steer the snake with the arrow keys or WASD; on a phone, swipe or tap beside its head to turn. " +
      "Eat the berries to grow longer, and keep clear of the walls and your own tail. Space pauses.",
    mobileFriendly: true,
    gameUrl: "/games/snake/",
    category: "Arcade",
    tags: ["arcade", "snake", "classic", "casual", "retro", "2d", "keyboard", "touch", "quick-play"],
    rating: 4.5,
    plays: 1200,
    developer: "Zowii",
    releaseDate: "2026-11-22",
    publishedAt: "2026-11-21T11:00:00Z",
  },
  {
    slug: "tile-merge",
    title: "Tile Merge",
    description:
      "Tile Merge is a small original merging puzzle made for this portal. Slide the tiles across the grid so " +
      "that matching tiles combine into higher values, and think a few moves ahead so the board does not fill " +
      "up. It runs offline once loaded and supports keyboard, mouse and touch controls.",
    instructions:
      "Slide every tile at once with the arrow keys or WASD, or swipe on a phone. Two tiles with the same " +
      "number join and double when they meet. Make a 2048 tile before the board fills up.",
    mobileFriendly: true,
    gameUrl: "/games/tile-merge/",
    category: "Puzzle",
    tags: ["puzzle", "merge", "logic", "brain", "casual", "2d", "touch", "quick-play"],
    rating: 4.5,
    plays: 980,
    developer: "Zowii",
    releaseDate: "2026-11-22",
    publishedAt: "2026-11-21T10:00:00Z",
  },
  {
    slug: "brick-breaker",
    title: "Brick Breaker",
    description:
      "Brick Breaker is a small original paddle-and-ball game made for this portal. Move the paddle to keep the " +
      "ball in play and bounce it into the rows of bricks until every one is gone. It runs offline once loaded " +
      "and can be controlled with the keyboard, the mouse or touch.",
    instructions:
      "Move the paddle with the mouse, a finger, the arrow keys or A and D. Tap, click or press Space to " +
      "launch the ball, then keep it bouncing until every brick is broken.",
    orientation: "portrait",
    mobileFriendly: true,
    gameUrl: "/games/brick-breaker/",
    category: "Arcade",
    tags: ["arcade", "classic", "retro", "skill", "2d", "paddle", "touch", "quick-play"],
    rating: 4.5,
    plays: 1100,
    developer: "Zowii",
    releaseDate: "2026-11-22",
    publishedAt: "2026-11-21T09:00:00Z",
  },
  {
    slug: "bloxd-io",
    title: "Bloxd.io",
    description:
      "Bloxd.io is a blocky voxel world that runs directly in the browser and offers a menu of different modes. " +
      "Players can race through parkour courses, build freely in creative worlds, gather resources and craft in " +
      "survival, or join quick team battles. Shared worlds let you explore what other players have built and add " +
      "your own creations.",
    gameUrl: "https://bloxd.io/",
    category: "Simulation",
    tags: ["sandbox", "building", "multiplayer", "io", "3d", "parkour", "survival", "open-world"],
    rating: 4.8,
    plays: 2500000,
    developer: "Arthur Baker",
    releaseDate: "2021-01-01",
    publishedAt: "2026-11-20T10:00:00Z",
    featured: true,
  },
  {
    slug: "krunker-io",
    title: "Krunker.io",
    description:
      "Krunker.io is a fast first-person shooter with a chunky, pixelated look that loads in seconds. Pick a " +
      "class such as Triggerman or Run N Gun, then jump into short free-for-all or team matches on a rotating " +
      "set of maps. Movement tricks like slide-hopping reward practice, and a built-in editor lets the community " +
      "make its own maps.",
    gameUrl: "https://krunker.io/",
    category: "Shooter",
    tags: ["shooter", "fps", "multiplayer", "io", "pvp", "3d", "action"],
    rating: 4.7,
    plays: 3200000,
    developer: "Yendis Entertainment",
    releaseDate: "2018-06-01",
    publishedAt: "2026-11-19T16:30:00Z",
  },
  {
    slug: "slither-io",
    title: "Slither.io",
    description:
      "In Slither.io you steer a colourful worm around a huge shared arena, eating glowing pellets to grow " +
      "longer. If your head touches another snake's body you burst into pellets, so the trick is to cut rivals " +
      "off and make them crash into you. Holding the boost makes you faster at the cost of some length.",
    gameUrl: "https://slither.io/",
    category: "Arcade",
    tags: ["arcade", "snake", "io", "multiplayer", "casual", "2d"],
    rating: 4.6,
    plays: 4800000,
    developer: "Steve Howse",
    releaseDate: "2016-03-25",
    publishedAt: "2026-11-19T09:00:00Z",
  },
  {
    slug: "smash-karts",
    title: "Smash Karts",
    description:
      "Smash Karts is a 3D kart battle game for the browser. Drive around compact arenas, grab mystery boxes for " +
      "weapons such as rockets, mines and machine guns, and knock out the other karts before the round ends. " +
      "Points come from hits rather than crossing a finish line, so it plays more like a driving brawl than a " +
      "race.",
    gameUrl: "https://smashkarts.io/",
    category: "Racing",
    tags: ["racing", "driving", "multiplayer", "io", "pvp", "action", "3d"],
    rating: 4.6,
    plays: 2100000,
    developer: "Tall Team",
    publishedAt: "2026-11-18T09:35:00Z",
  },
  {
    slug: "shell-shockers",
    title: "Shell Shockers",
    description:
      "Shell Shockers is a cartoon first-person shooter where every player is an egg armed with a weapon. Pick a " +
      "loadout such as a rifle, shotgun or sniper, then crack opponents in free-for-all, team or capture-style " +
      "modes. The silly theme keeps it light, but quick aim and movement still decide who stays whole.",
    gameUrl: "https://shellshock.io/",
    category: "Shooter",
    tags: ["shooter", "fps", "multiplayer", "io", "pvp", "casual", "3d"],
    rating: 4.5,
    plays: 2700000,
    developer: "Blue Wizard Digital",
    publishedAt: "2026-11-17T10:10:00Z",
  },
  {
    slug: "1v1-lol",
    title: "1v1.LOL",
    description:
      "1v1.LOL is a third-person shooter built around fast building. Place walls, ramps and floors to protect " +
      "yourself and gain height, then swap to your weapon to take the shot. Modes include one-on-one box fights, " +
      "a battle royale and practice maps for drilling your building and aim.",
    gameUrl: "https://1v1.lol/",
    category: "Shooter",
    tags: ["shooter", "building", "battle-royale", "pvp", "multiplayer", "3d"],
    rating: 4.5,
    plays: 3000000,
    publishedAt: "2026-11-16T10:45:00Z",
  },
  {
    slug: "geoguessr",
    title: "GeoGuessr",
    description:
      "GeoGuessr drops you at a random spot on Street View imagery somewhere in the world. Look around for clues " +
      "such as road signs, vegetation, cars and architecture, then place your guess on the map; the closer you " +
      "are, the more points you score. An account is needed to play, and some modes are for subscribers.",
    gameUrl: "https://www.geoguessr.com/",
    category: "Adventure",
    tags: ["exploration", "geography", "brain", "casual", "multiplayer", "adventure"],
    rating: 4.7,
    plays: 1900000,
    developer: "Anton Wallén",
    releaseDate: "2013-05-09",
    publishedAt: "2026-11-15T11:20:00Z",
  },
  {
    slug: "zombsroyale-io",
    title: "ZombsRoyale.io",
    description:
      "ZombsRoyale.io is a top-down battle royale that you can play in a browser tab. Drop onto the island, loot " +
      "weapons, ammo and healing items, and stay inside the shrinking safe zone while trying to be the last one " +
      "standing. Matches can be played solo or in small teams with friends.",
    gameUrl: "https://zombsroyale.io/",
    category: "Shooter",
    tags: ["shooter", "battle-royale", "io", "multiplayer", "pvp", "action", "2d"],
    rating: 4.5,
    plays: 2300000,
    publishedAt: "2026-11-14T11:55:00Z",
  },
  {
    slug: "paper-io-2",
    title: "Paper.io 2",
    description:
      "Paper.io 2 starts you with a small patch of colour on a big board. Leave your territory to draw a trail, " +
      "then loop back home to claim everything the trail encloses. If another player crosses your trail before " +
      "you return you are out, so every move is a trade between greed and safety.",
    gameUrl: "https://paper-io.com/",
    category: "Arcade",
    tags: ["arcade", "io", "casual", "strategy", "multiplayer", "2d"],
    rating: 4.4,
    plays: 2600000,
    developer: "Voodoo",
    publishedAt: "2026-11-13T12:30:00Z",
  },
  {
    slug: "cookie-clicker",
    title: "Cookie Clicker",
    description:
      "Cookie Clicker starts with one big cookie and a simple goal: click it to bake. Spend cookies on grandmas, " +
      "farms, factories and stranger buildings that bake for you, then buy upgrades to multiply production. It " +
      "keeps running while you are away, and a prestige system lets you start over with lasting bonuses.",
    gameUrl: "https://orteil.dashnet.org/cookieclicker/",
    category: "Simulation",
    tags: ["idle", "clicker", "simulation", "casual", "2d"],
    rating: 4.7,
    plays: 3100000,
    developer: "Orteil",
    releaseDate: "2013-08-08",
    publishedAt: "2026-11-12T13:05:00Z",
  },
  {
    slug: "2048",
    title: "2048",
    description:
      "2048 is a sliding tile puzzle on a four-by-four grid. Every move pushes all tiles in one direction, and " +
      "two tiles with the same number merge into their sum. A new tile appears after each move, so the challenge " +
      "is to keep the board tidy long enough to build a 2048 tile.",
    gameUrl: "https://play2048.co/",
    category: "Puzzle",
    tags: ["puzzle", "logic", "brain", "casual", "classic", "2d", "quick-play"],
    rating: 4.6,
    plays: 2900000,
    developer: "Gabriele Cirulli",
    releaseDate: "2014-03-09",
    publishedAt: "2026-11-11T13:40:00Z",
  },
  {
    slug: "diep-io",
    title: "Diep.io",
    description:
      "Diep.io is a top-down tank shooter where you destroy squares, triangles and pentagons to earn experience. " +
      "Each level lets you improve stats like reload, bullet damage or movement speed, and at certain levels you " +
      "pick a new tank class with different guns. Battle other players in free-for-all or team modes.",
    gameUrl: "https://diep.io/",
    category: "Shooter",
    tags: ["shooter", "io", "multiplayer", "pvp", "action", "tanks", "2d"],
    rating: 4.5,
    plays: 2400000,
    developer: "Matheus Valadares",
    publishedAt: "2026-11-10T14:15:00Z",
  },
  {
    slug: "wordle",
    title: "Wordle",
    description:
      "Wordle gives you six tries to guess a hidden five-letter word. After each guess the tiles change colour " +
      "to show which letters are in the right spot, which are in the word but misplaced, and which are not in it " +
      "at all. There is one puzzle a day, so everyone is solving the same word.",
    gameUrl: "https://www.nytimes.com/games/wordle/index.html",
    category: "Puzzle",
    tags: ["word", "puzzle", "logic", "brain", "casual"],
    rating: 4.7,
    plays: 3400000,
    developer: "Josh Wardle",
    publishedAt: "2026-11-09T14:50:00Z",
  },
  {
    slug: "agar-io",
    title: "Agar.io",
    description:
      "Agar.io puts you in control of a small cell in a crowded petri dish. Eat pellets and smaller players to " +
      "gain mass, split yourself to catch fleeing cells, and stay away from anyone bigger than you. Spiky green " +
      "viruses can break large cells apart, which makes them useful both as shelter and as a trap.",
    gameUrl: "https://agar.io/",
    category: "Arcade",
    tags: ["arcade", "io", "multiplayer", "pvp", "casual", "2d"],
    rating: 4.4,
    plays: 4200000,
    developer: "Matheus Valadares",
    releaseDate: "2015-04-28",
    publishedAt: "2026-11-08T15:25:00Z",
  },
  {
    slug: "minecraft-classic",
    title: "Minecraft Classic",
    description:
      "Minecraft Classic is Mojang's browser version of the 2009 creative mode where it all began. You place and " +
      "break blocks from a small palette to build in a compact world, with the simple look of the original " +
      "release. Share an invite link and friends can join your world to build together.",
    gameUrl: "https://classic.minecraft.net/",
    category: "Simulation",
    tags: ["sandbox", "building", "classic", "retro", "3d", "multiplayer", "open-world", "exploration"],
    rating: 4.5,
    plays: 1800000,
    developer: "Mojang Studios",
    releaseDate: "2009-05-17",
    publishedAt: "2026-11-07T16:00:00Z",
  },
  {
    slug: "skribbl-io",
    title: "Skribbl.io",
    description:
      "Skribbl.io is an online drawing and guessing game for groups. Each round one player picks a word and " +
      "sketches it while everyone else types guesses into the chat, and faster correct guesses earn more points. " +
      "You can join a public game or open a private room with friends and your own list of words.",
    gameUrl: "https://skribbl.io/",
    category: "Puzzle",
    tags: ["drawing", "word", "multiplayer", "io", "casual", "party"],
    rating: 4.6,
    plays: 2200000,
    publishedAt: "2026-11-06T16:35:00Z",
  },
  {
    slug: "moomoo-io",
    title: "MooMoo.io",
    description:
      "MooMoo.io is a survival game where you start with bare hands on a shared map. Chop trees, mine stone and " +
      "gather food and gold, then use them to build windmills, walls, spikes and traps around your base. As you " +
      "level up you unlock better tools and weapons to fight off other players and animals.",
    gameUrl: "https://moomoo.io/",
    category: "Action",
    tags: ["survival", "building", "io", "multiplayer", "fighting", "pvp", "action", "2d"],
    rating: 4.4,
    plays: 1700000,
    developer: "Sidney de Vries",
    publishedAt: "2026-11-05T17:05:00Z",
  },
  {
    slug: "tetr-io",
    title: "TETR.IO",
    description:
      "TETR.IO is a modern block-stacking game with a strong focus on competitive play. Clear lines in solo " +
      "modes such as 40-line sprint and Blitz, or face other players in ranked matches where your line clears " +
      "send garbage to the opponent. Handling settings can be tuned in detail for very fast play.",
    gameUrl: "https://tetr.io/",
    category: "Puzzle",
    tags: ["puzzle", "falling-block", "multiplayer", "pvp", "skill", "classic", "2d"],
    rating: 4.7,
    plays: 900000,
    developer: "osk",
    publishedAt: "2026-11-04T17:40:00Z",
  },
  {
    slug: "venge-io",
    title: "Venge.io",
    description:
      "Venge.io is a fast arena shooter played in first person. Choose a character and weapon, then fight other " +
      "players on compact maps in short rounds with quick respawns. Good movement and map knowledge matter as " +
      "much as aim, so it rewards players who learn each arena's routes.",
    gameUrl: "https://venge.io/",
    category: "Shooter",
    tags: ["shooter", "fps", "multiplayer", "io", "pvp", "3d"],
    rating: 4.3,
    plays: 1300000,
    publishedAt: "2026-11-03T18:15:00Z",
  },
  {
    slug: "hole-io",
    title: "Hole.io",
    description:
      "Hole.io gives you control of a hole in the ground moving through a busy city. Swallow people, cars, trees " +
      "and eventually whole buildings to grow bigger, and gobble up smaller holes that get too close. Rounds are " +
      "short, so the aim is to grow as large as possible before the timer runs out.",
    gameUrl: "https://hole-io.com/",
    category: "Arcade",
    tags: ["arcade", "io", "casual", "multiplayer", "3d"],
    rating: 4.3,
    plays: 2000000,
    developer: "Voodoo",
    publishedAt: "2026-11-02T18:50:00Z",
  },
  {
    slug: "lichess",
    title: "Lichess",
    description:
      "Lichess is a free, open-source chess site where you can play live or correspondence games against people " +
      "around the world or against the computer. Between games you can solve tactics puzzles, study positions on " +
      "an analysis board, or try variants such as Chess960. Time controls range from bullet to classical.",
    gameUrl: "https://lichess.org/",
    category: "Strategy",
    tags: ["strategy", "chess", "board", "classic", "tactics", "pvp", "multiplayer"],
    rating: 4.8,
    plays: 1600000,
    developer: "Thibault Duplessis",
    publishedAt: "2026-11-01T19:25:00Z",
  },
  {
    slug: "drift-hunters",
    title: "Drift Hunters",
    description:
      "Drift Hunters is a 3D car game about sliding sideways with style. Pick a track, hold long drifts to build " +
      "up points, and spend your earnings on new cars and tuning parts. Adjusting the setup of each car changes " +
      "how it behaves in a slide, so finding the right balance is part of the challenge.",
    gameUrl: "https://www.crazygames.com/game/drift-hunters",
    category: "Racing",
    tags: ["racing", "driving", "drifting", "cars", "simulation", "3d"],
    rating: 4.5,
    plays: 1900000,
    publishedAt: "2026-10-31T20:00:00Z",
  },
  {
    slug: "narrow-one",
    title: "Narrow One",
    description:
      "Narrow One is a medieval archery game played in first person. Two teams try to grab the flag from the " +
      "other side's castle and carry it home, shooting at defenders with bows along the way. Arrows drop over " +
      "distance, so aiming takes practice, and well-timed team pushes win rounds.",
    gameUrl: "https://narrow.one/",
    category: "Shooter",
    tags: ["shooter", "fps", "archery", "multiplayer", "pvp", "capture-the-flag", "3d"],
    rating: 4.4,
    plays: 850000,
    developer: "Pelican Party Studios",
    publishedAt: "2026-10-30T20:35:00Z",
  },
  {
    slug: "basketball-stars",
    title: "Basketball Stars",
    description:
      "Basketball Stars is a one-on-one basketball game with arcade controls. Dribble past your opponent, fake, " +
      "shoot or go for a dunk, then switch to blocking and stealing when you are on defence. Play quick matches " +
      "against the computer or challenge a friend head to head.",
    gameUrl: "https://poki.com/en/g/basketball-stars",
    category: "Sports",
    tags: ["sports", "basketball", "pvp", "multiplayer", "casual", "2d"],
    rating: 4.5,
    plays: 2200000,
    developer: "Madpuffers",
    publishedAt: "2026-10-29T21:10:00Z",
  },
  {
    slug: "little-alchemy-2",
    title: "Little Alchemy 2",
    description:
      "Little Alchemy 2 starts you with just air, earth, fire and water. Drag elements on top of each other to " +
      "combine them into new ones, from mud and steam up to animals, tools and whole ideas. The fun is in " +
      "guessing which combinations make sense and gradually filling out your collection.",
    gameUrl: "https://littlealchemy2.com/",
    category: "Puzzle",
    tags: ["puzzle", "logic", "casual", "crafting", "brain"],
    rating: 4.6,
    plays: 1400000,
    developer: "Recloak",
    publishedAt: "2026-10-28T21:45:00Z",
  },
  {
    slug: "territorial-io",
    title: "Territorial.io",
    description:
      "Territorial.io is a real-time conquest game played on maps of continents, islands or the whole world. " +
      "Expand into empty land, decide how many troops to commit to each attack, and grow your economy while your " +
      "neighbours grow theirs. Careful timing helps you outlast the other players and take over the map.",
    gameUrl: "https://territorial.io/",
    category: "Strategy",
    tags: ["strategy", "io", "multiplayer", "tactics", "conquest", "2d"],
    rating: 4.4,
    plays: 700000,
    developer: "David Tschacher",
    publishedAt: "2026-10-27T22:20:00Z",
  },
  {
    slug: "moto-x3m",
    title: "Moto X3M",
    description:
      "Moto X3M is a stunt bike game played across a long series of obstacle courses. Accelerate, lean and " +
      "balance over ramps, loops and traps, and perform flips in the air to shave time off your run. Checkpoints " +
      "keep progress fair, and finishing faster earns more stars on each level.",
    gameUrl: "https://poki.com/en/g/moto-x3m",
    category: "Racing",
    tags: ["racing", "driving", "physics", "skill", "stunts", "2d"],
    rating: 4.6,
    plays: 2500000,
    developer: "Madpuffers",
    publishedAt: "2026-10-26T22:55:00Z",
  },
  {
    slug: "a-dark-room",
    title: "A Dark Room",
    description:
      "A Dark Room begins with a single line of text and a cold, dark room. Light the fire, gather wood and " +
      "slowly grow a small settlement, with new buttons and resources appearing as the story unfolds. Later you " +
      "head out into a minimalist world map to explore, fight and uncover what happened.",
    gameUrl: "https://adarkroom.doublespeakgames.com/",
    category: "RPG",
    tags: ["rpg", "idle", "clicker", "adventure", "exploration", "text", "survival"],
    rating: 4.7,
    plays: 600000,
    developer: "Doublespeak Games",
    publishedAt: "2026-10-25T23:30:00Z",
  },
  {
    slug: "run-3",
    title: "Run 3",
    description:
      "In Run 3 a small grey alien runs through tunnels floating in space. Missing tiles open gaps into the " +
      "void, but you can run onto the walls and ceiling to rotate the whole tunnel and find a new path. The game " +
      "includes a long explore mode with many levels and characters, plus an endless mode.",
    gameUrl: "https://www.coolmathgames.com/0-run-3",
    category: "Adventure",
    tags: ["platformer", "adventure", "skill", "runner", "space", "3d"],
    rating: 4.6,
    plays: 2100000,
    developer: "Joseph Cloutier",
    publishedAt: "2026-10-25T00:05:00Z",
  },
  {
    slug: "fireboy-and-watergirl",
    title: "Fireboy and Watergirl in the Forest Temple",
    description:
      "Fireboy and Watergirl in the Forest Temple is a cooperative puzzle platformer for one or two players. " +
      "Fireboy must avoid water, Watergirl must avoid lava, and both need to steer clear of green goo. Work the " +
      "levers, buttons and platforms together to collect gems and get both characters to their exit doors.",
    gameUrl: "https://www.coolmathgames.com/0-fireboy-and-water-girl-in-the-forest-temple",
    category: "Adventure",
    tags: ["platformer", "puzzle", "adventure", "logic", "co-op", "2d"],
    rating: 4.7,
    plays: 2300000,
    developer: "Oslo Albet",
    publishedAt: "2026-10-24T00:40:00Z",
  },
  {
    slug: "haxball",
    title: "HaxBall",
    description:
      "HaxBall is a physics-based soccer game with a simple top-down view. Each player controls a round disc, " +
      "pushing and kicking the ball around the pitch with the keyboard. Rooms are hosted by players, so you can " +
      "join public matches, set up your own team games or play casual kickabouts with friends.",
    gameUrl: "https://www.haxball.com/",
    category: "Sports",
    tags: ["sports", "soccer", "multiplayer", "pvp", "physics", "classic", "2d"],
    rating: 4.5,
    plays: 800000,
    developer: "Mario Carbajal",
    publishedAt: "2026-10-23T01:15:00Z",
  },
  {
    slug: "wormate-io",
    title: "Wormate.io",
    description:
      "Wormate.io is a sweets-themed snake game where your worm slithers through a field of candy, cakes and " +
      "donuts. Eat to grow, pick up power-ups such as magnets and speed boosts, and make rival worms crash into " +
      "your body. Bump into someone else head first and your sweets are scattered for others to collect.",
    gameUrl: "https://wormate.io/",
    category: "Arcade",
    tags: ["arcade", "snake", "io", "multiplayer", "casual", "2d"],
    rating: 4.3,
    plays: 1500000,
    publishedAt: "2026-10-22T01:50:00Z",
  },
  {
    slug: "codenames",
    title: "Codenames",
    description:
      "Codenames brings the party word game to the browser. Two teams face a grid of word cards, and each team's " +
      "spymaster gives a one-word clue plus a number to point teammates at their own agents. Guess carefully, " +
      "because picking the other team's cards helps them and finding the assassin ends the game.",
    gameUrl: "https://codenames.game/",
    category: "Strategy",
    tags: ["word", "card", "strategy", "tactics", "multiplayer", "brain"],
    rating: 4.6,
    plays: 650000,
    developer: "Czech Games Edition",
    publishedAt: "2026-10-21T02:25:00Z",
  },
  {
    slug: "tank-trouble",
    title: "Tank Trouble",
    description:
      "Tank Trouble is a top-down tank duel set inside a maze. Bullets bounce off the walls, so you can bank " +
      "shots around corners, but careless fire can just as easily hit your own tank. Power-ups such as lasers " +
      "and homing missiles appear during a round, and several players can share one keyboard or play online.",
    gameUrl: "https://tanktrouble.com/",
    category: "Shooter",
    tags: ["shooter", "tanks", "multiplayer", "pvp", "classic", "action", "2d"],
    rating: 4.5,
    plays: 1200000,
    developer: "Mads Purup",
    publishedAt: "2026-10-20T03:00:00Z",
  },
  {
    slug: "slope",
    title: "Slope",
    description:
      "Slope sends a ball rolling down an endless neon course that gets steeper and faster the longer you last. " +
      "Steer left and right to stay on the platforms, avoid the red blocks and do not fall off the edge. Runs " +
      "are short and quick to restart, so it is easy to chase a better distance.",
    gameUrl: "https://www.y8.com/games/slope",
    category: "Arcade",
    tags: ["arcade", "skill", "runner", "casual", "3d", "quick-play"],
    rating: 4.4,
    plays: 2600000,
    developer: "Rob Kay",
    publishedAt: "2026-10-19T03:35:00Z",
  },
  {
    slug: "mope-io",
    title: "Mope.io",
    description:
      "Mope.io is an animal survival game built around the food chain. You start as a small creature, eat " +
      "berries and other food to gain experience, and evolve into larger animals with new abilities. Predators " +
      "hunt you while you hunt others, and hiding spots, water and different biomes all affect how you survive.",
    gameUrl: "https://mope.io/",
    category: "Action",
    tags: ["survival", "io", "multiplayer", "animals", "action", "casual", "2d"],
    rating: 4.3,
    plays: 1400000,
    developer: "Stan Tatarnykov",
    publishedAt: "2026-10-18T04:10:00Z",
  },
  {
    slug: "zombs-io",
    title: "Zombs.io",
    description:
      "Zombs.io is a co-operative tower defense and survival game. Place your gold stash, gather wood and stone, " +
      "and build gold mines, walls and arrow, cannon or mage towers around your base. Each night zombies attack " +
      "in bigger waves, so you upgrade your defences by day and team up with other players to last longer.",
    gameUrl: "https://zombs.io/",
    category: "Strategy",
    tags: ["tower-defense", "building", "survival", "io", "multiplayer", "strategy", "zombie"],
    rating: 4.4,
    plays: 1100000,
    publishedAt: "2026-10-17T04:45:00Z",
  },
  {
    slug: "subway-surfers",
    title: "Subway Surfers",
    description:
      "Subway Surfers is an endless runner set on busy train tracks. Dash away from the inspector and his dog, " +
      "switching lanes, jumping over barriers and rolling under obstacles while trains rush past. Collect coins " +
      "and power-ups such as jetpacks and super sneakers to push your score higher.",
    gameUrl: "https://poki.com/en/g/subway-surfers",
    category: "Arcade",
    tags: ["arcade", "runner", "action", "casual", "skill", "3d"],
    rating: 4.6,
    plays: 4500000,
    developer: "SYBO Games",
    releaseDate: "2012-05-24",
    publishedAt: "2026-10-16T05:20:00Z",
  },
  {
    slug: "gartic-phone",
    title: "Gartic Phone",
    description:
      "Gartic Phone is an online take on the telephone party game. Everyone writes a prompt, the next player " +
      "draws it, the next describes the drawing, and so on around the group. At the end the whole chain is " +
      "replayed, showing how each sentence and sketch changed along the way.",
    gameUrl: "https://garticphone.com/",
    category: "Puzzle",
    tags: ["drawing", "word", "multiplayer", "casual", "party"],
    rating: 4.6,
    plays: 1300000,
    developer: "Onrizon",
    publishedAt: "2026-10-15T05:55:00Z",
  },
  {
    slug: "celeste-classic",
    title: "Celeste Classic",
    description:
      "Celeste Classic is the original PICO-8 version of Celeste, made in a few days by Maddy Thorson and Noel " +
      "Berry. Help Madeline climb a mountain one screen at a time using a jump, a wall climb and a single air " +
      "dash in eight directions. Short levels and instant retries make the tough jumps feel fair.",
    gameUrl: "https://www.lexaloffle.com/bbs/?tid=2145",
    category: "Action",
    tags: ["platformer", "retro", "skill", "pixel-art", "action", "2d"],
    rating: 4.7,
    plays: 300000,
    developer: "Maddy Thorson and Noel Berry",
    publishedAt: "2026-10-14T06:30:00Z",
  },
  {
    slug: "generals-io",
    title: "Generals.io",
    description:
      "Generals.io is a fast strategy game on a grid hidden under fog of war. Your general produces armies every " +
      "turn; move them out to capture empty land and cities, which also produce troops. Find an enemy general " +
      "and capture it to take over everything that player owns.",
    gameUrl: "https://generals.io/",
    category: "Strategy",
    tags: ["strategy", "io", "tactics", "multiplayer", "pvp", "2d"],
    rating: 4.4,
    plays: 500000,
    publishedAt: "2026-10-13T07:05:00Z",
  },
  {
    slug: "qwop",
    title: "QWOP",
    description:
      "QWOP is a deliberately awkward running game. You control an athlete's thighs and calves with the Q, W, O " +
      "and P keys and try to get him down a 100-metre track without falling over. Most first attempts end after " +
      "a few centimetres, which is exactly the joke, and finding a working rhythm takes patience.",
    gameUrl: "https://www.foddy.net/Athletics.html",
    category: "Sports",
    tags: ["sports", "physics", "skill", "running", "classic", "quick-play"],
    rating: 4.0,
    plays: 1100000,
    developer: "Bennett Foddy",
    publishedAt: "2026-10-12T07:40:00Z",
  },
  {
    slug: "geofs",
    title: "GeoFS",
    description:
      "GeoFS is a flight simulator that runs in the browser and uses map and satellite imagery for the whole " +
      "globe. Choose from light aircraft, airliners, gliders and more, take off from an airport of your choice " +
      "and fly anywhere on Earth. In multiplayer, other pilots share the same sky.",
    gameUrl: "https://www.geo-fs.com/",
    category: "Simulation",
    tags: ["simulation", "flight", "open-world", "exploration", "multiplayer", "3d"],
    rating: 4.5,
    plays: 700000,
    developer: "Xavier Tassin",
    publishedAt: "2026-10-11T08:15:00Z",
  },
  {
    slug: "powerline-io",
    title: "Powerline.io",
    description:
      "Powerline.io is a neon snake game inspired by light-cycle races. Your line keeps moving on a dark grid, " +
      "and driving close alongside other snakes charges up a speed boost. Cut in front of rivals so they crash " +
      "into you, collect the glowing remains to grow, and avoid hitting anything yourself.",
    gameUrl: "https://powerline.io/",
    category: "Arcade",
    tags: ["arcade", "snake", "io", "multiplayer", "skill", "2d"],
    rating: 4.2,
    plays: 900000,
    publishedAt: "2026-10-10T08:45:00Z",
  },
  {
    slug: "madalin-stunt-cars-2",
    title: "Madalin Stunt Cars 2",
    description:
      "Madalin Stunt Cars 2 lets you pick from a garage of fast sports cars and drive freely around large stunt " +
      "maps. Launch off ramps, loops and half-pipes, try tricks, or simply cruise around. Online lobbies let you " +
      "share the map with other drivers while you show off your best jumps.",
    gameUrl: "https://www.crazygames.com/game/madalin-stunt-cars-2",
    category: "Racing",
    tags: ["racing", "driving", "open-world", "stunts", "cars", "multiplayer", "3d"],
    rating: 4.4,
    plays: 1800000,
    developer: "Madalin Games",
    publishedAt: "2026-10-09T09:20:00Z",
  },
  {
    slug: "lordz-io",
    title: "Lordz.io",
    description:
      "Lordz.io is a medieval strategy game where you play a lord leading an army across a shared map. Collect " +
      "gold, build structures that recruit soldiers, archers, knights and other units, and send your army into " +
      "battle against other players. Choosing what to build and when to attack is the heart of each match.",
    gameUrl: "https://lordz.io/",
    category: "Strategy",
    tags: ["strategy", "io", "multiplayer", "building", "fighting", "tactics", "2d"],
    rating: 4.2,
    plays: 600000,
    publishedAt: "2026-10-08T09:55:00Z",
  },
  {
    slug: "taming-io",
    title: "Taming.io",
    description:
      "Taming.io is a survival game where pets fight at your side. Gather wood, stone and food, craft better " +
      "tools and build a base, then tame creatures that follow you around and help in combat. Explore the map, " +
      "level up your pets and hold your own against other players and wild animals.",
    gameUrl: "https://taming.io/",
    category: "Adventure",
    tags: ["survival", "io", "multiplayer", "building", "fighting", "pets", "2d"],
    rating: 4.3,
    plays: 800000,
    publishedAt: "2026-10-07T10:30:00Z",
  },
  {
    slug: "basket-random",
    title: "Basket Random",
    description:
      "Basket Random is a two-button basketball game with floppy ragdoll players. Each point is played under " +
      "different conditions, such as a new court, ball or player size, so no two rallies feel the same. Play " +
      "against the computer or against a friend on the same keyboard.",
    gameUrl: "https://poki.com/en/g/basket-random",
    category: "Sports",
    tags: ["sports", "basketball", "physics", "casual", "multiplayer", "2d", "quick-play"],
    rating: 4.4,
    plays: 1700000,
    developer: "RHM Interactive",
    publishedAt: "2026-10-06T11:05:00Z",
  },
  {
    slug: "yohoho-io",
    title: "YoHoHo.io",
    description:
      "YoHoHo.io is a pirate battle royale with short, hectic rounds. Swing your weapon at other pirates, " +
      "collect the coins they drop to grow bigger and stronger, and stay on the island as the playable area " +
      "shrinks. The last pirate standing wins, and new characters and weapons unlock over time.",
    gameUrl: "https://yohoho.io/",
    category: "Action",
    tags: ["action", "battle-royale", "io", "fighting", "casual", "pirates"],
    rating: 4.3,
    plays: 1000000,
    publishedAt: "2026-10-05T11:40:00Z",
  },
  {
    slug: "line-rider",
    title: "Line Rider",
    description:
      "Line Rider is a drawing toy with physics. Sketch lines on a blank canvas, press play, and watch a small " +
      "sledder ride along them, launching off jumps and tumbling when a track is too steep. Players build " +
      "anything from simple slopes to elaborate tracks timed to music.",
    gameUrl: "https://www.linerider.com/",
    category: "Simulation",
    tags: ["drawing", "sandbox", "physics", "simulation", "classic", "casual"],
    rating: 4.5,
    plays: 750000,
    publishedAt: "2026-10-04T12:15:00Z",
  },
  {
    slug: "jstris",
    title: "Jstris",
    description:
      "Jstris is a lightweight block-stacking game that runs in the browser. Practise solo modes such as sprint, " +
      "cheese race and survival, or open a live room and battle other players by sending garbage lines. Its " +
      "plain look and detailed control settings make it a popular place to practise.",
    gameUrl: "https://jstris.jezevec10.com/",
    category: "Puzzle",
    tags: ["puzzle", "falling-block", "skill", "classic", "retro", "multiplayer", "2d"],
    rating: 4.5,
    plays: 450000,
    developer: "Jezevec10",
    publishedAt: "2026-10-03T12:50:00Z",
  },
  {
    slug: "deeeep-io",
    title: "Deeeep.io",
    description:
      "Deeeep.io is an evolution game set mostly in the ocean. You start as a small fish, eat food and smaller " +
      "creatures to gain experience, and evolve into larger animals with their own abilities. Biomes differ in " +
      "pressure, temperature and oxygen, so each animal is suited to its own part of the map.",
    gameUrl: "https://deeeep.io/",
    category: "Action",
    tags: ["action", "io", "survival", "multiplayer", "ocean", "evolution", "2d"],
    rating: 4.4,
    plays: 900000,
    publishedAt: "2026-10-02T13:25:00Z",
  },
  {
    slug: "starve-io",
    title: "Starve.io",
    description:
      "Starve.io is a survival game where hunger, cold and darkness are as dangerous as other players. Collect " +
      "wood and stone, craft tools and a campfire, and build a shelter before night falls. Wolves, spiders and " +
      "harsh winters keep the pressure on while you try to last as many days as possible.",
    gameUrl: "https://starve.io/",
    category: "Adventure",
    tags: ["survival", "io", "crafting", "building", "fighting", "multiplayer", "2d"],
    rating: 4.2,
    plays: 850000,
    publishedAt: "2026-10-01T14:00:00Z",
  },
  {
    slug: "retro-bowl",
    title: "Retro Bowl",
    description:
      "Retro Bowl is an American football game with a pixel-art look and a management side. On the field you " +
      "control the offense, throwing passes and running plays; off the field you sign players, manage the salary " +
      "cap and keep the team happy. The goal is to build a winning franchise season after season.",
    gameUrl: "https://www.coolmathgames.com/0-retro-bowl",
    category: "Sports",
    tags: ["sports", "american-football", "retro", "management", "strategy", "2d"],
    rating: 4.7,
    plays: 2800000,
    developer: "New Star Games",
    publishedAt: "2026-09-30T14:35:00Z",
  },
  {
    slug: "pac-man-google-doodle",
    title: "Pac-Man (Google Doodle)",
    description:
      "This playable Google Doodle was made in 2010 to celebrate Pac-Man's 30th anniversary. Guide Pac-Man " +
      "through a maze shaped like the Google logo, eat every dot, and grab power pellets to turn the tables on " +
      "the ghosts. A second player can join in as Ms. Pac-Man.",
    gameUrl: "https://www.google.com/logos/2010/pacman10-i.html",
    category: "Arcade",
    tags: ["arcade", "classic", "retro", "maze", "casual", "2d", "quick-play"],
    rating: 4.6,
    plays: 2000000,
    developer: "Google",
    releaseDate: "2010-05-21",
    publishedAt: "2026-09-29T15:10:00Z",
  },
  {
    slug: "snowball-io",
    title: "Snowball.io",
    description:
      "Snowball.io is a 3D party game on a frozen arena. Roll a snowball to make it bigger, then launch it at " +
      "opponents to knock them off the ice while dodging theirs. The platform breaks apart as a round goes on, " +
      "so staying near the centre matters as much as good aim.",
    gameUrl: "https://snowball.io/",
    category: "Arcade",
    tags: ["arcade", "io", "casual", "multiplayer", "pvp", "3d"],
    rating: 4.1,
    plays: 700000,
    publishedAt: "2026-09-28T15:45:00Z",
  },
  {
    slug: "slow-roads",
    title: "Slow Roads",
    description:
      "Slow Roads is a relaxing driving game with no score and no finish line. The road and the scenery around " +
      "it are generated endlessly as you go, and you can change the vehicle, the weather and the time of day. " +
      "Steer yourself or switch on autodrive and simply take in the view.",
    gameUrl: "https://slowroads.io/",
    category: "Simulation",
    tags: ["driving", "simulation", "open-world", "exploration", "relaxing", "casual", "3d"],
    rating: 4.6,
    plays: 650000,
    developer: "anslo",
    publishedAt: "2026-09-27T16:20:00Z",
  },
  {
    slug: "florr-io",
    title: "Florr.io",
    description:
      "In Florr.io you play as a small flower surrounded by orbiting petals. Defeat ladybugs, bees, ants and " +
      "other creatures to collect new petals, each with its own effect, and arrange them into stronger loadouts. " +
      "Venture into tougher zones alongside other players as your petals become rarer and more powerful.",
    gameUrl: "https://florr.io/",
    category: "RPG",
    tags: ["rpg", "io", "multiplayer", "exploration", "casual", "2d"],
    rating: 4.5,
    plays: 750000,
    publishedAt: "2026-09-26T16:55:00Z",
  },
  {
    slug: "temple-run-2",
    title: "Temple Run 2",
    description:
      "Temple Run 2 has you fleeing a giant monster after grabbing a cursed idol. Turn at corners, jump over " +
      "gaps, slide under obstacles and lean to collect coins as the path winds along cliffs, through mines and " +
      "across the jungle. Each run lasts until you slip up, so quick reactions are everything.",
    gameUrl: "https://poki.com/en/g/temple-run-2",
    category: "Adventure",
    tags: ["runner", "adventure", "action", "skill", "casual", "3d"],
    rating: 4.5,
    plays: 2400000,
    developer: "Imangi Studios",
    publishedAt: "2026-09-25T17:30:00Z",
  },
  {
    slug: "world-of-solitaire",
    title: "World of Solitaire",
    description:
      "World of Solitaire is a large collection of solitaire card games in one place. Play favourites such as " +
      "Klondike, Spider and FreeCell alongside many lesser-known variants, with a choice of card styles and " +
      "backgrounds. Undo and hint buttons help while you learn the rules of a new game.",
    gameUrl: "https://worldofsolitaire.com/",
    category: "Puzzle",
    tags: ["card", "solitaire", "classic", "casual", "logic"],
    rating: 4.5,
    plays: 1000000,
    developer: "Robert Schultz",
    publishedAt: "2026-09-24T18:05:00Z",
  },
  {
    slug: "devast-io",
    title: "Devast.io",
    description:
      "Devast.io is a post-apocalyptic survival game on a large shared map. Scavenge for wood, stone and metal, " +
      "craft weapons and tools, and build a fortified base to keep zombies and other survivors out. Keeping " +
      "yourself fed and your supplies stocked is part of staying alive.",
    gameUrl: "https://devast.io/",
    category: "Adventure",
    tags: ["survival", "building", "io", "open-world", "crafting", "multiplayer", "zombie"],
    rating: 4.2,
    plays: 600000,
    publishedAt: "2026-09-23T18:40:00Z",
  },
  {
    slug: "connections",
    title: "Connections",
    description:
      "Connections is a daily word puzzle with sixteen words laid out on a grid. Your task is to sort them into " +
      "four groups of four that share something in common, from plain categories to wordplay. You can make up to " +
      "four mistakes, and red herrings are there to lead you astray.",
    gameUrl: "https://www.nytimes.com/games/connections",
    category: "Puzzle",
    tags: ["word", "puzzle", "logic", "brain", "casual"],
    rating: 4.6,
    plays: 1500000,
    developer: "The New York Times",
    publishedAt: "2026-09-22T19:15:00Z",
  },
  {
    slug: "kirka-io",
    title: "Kirka.io",
    description:
      "Kirka.io is a blocky first-person shooter built for quick browser matches. Pick a weapon, jump into one " +
      "of several maps and fight in team or free-for-all modes. Sharp movement and fast respawns make it easy to " +
      "hop in for a few minutes at a time.",
    gameUrl: "https://kirka.io/",
    category: "Shooter",
    tags: ["shooter", "fps", "multiplayer", "io", "pvp", "3d"],
    rating: 4.3,
    plays: 950000,
    publishedAt: "2026-09-21T19:50:00Z",
  },
  {
    slug: "candy-box-2",
    title: "Candy Box 2",
    description:
      "Candy Box 2 is an adventure drawn entirely with text characters. Candies pile up over time, and you " +
      "decide whether to eat them, throw them or spend them in the village shop. From there the game opens up " +
      "into quests, equipment and fights with monsters in a surprisingly large world.",
    gameUrl: "https://candybox2.github.io/",
    category: "RPG",
    tags: ["rpg", "idle", "adventure", "exploration", "text", "retro"],
    rating: 4.6,
    plays: 400000,
    developer: "aniwey",
    publishedAt: "2026-09-20T20:25:00Z",
  },
  {
    slug: "football-legends",
    title: "Football Legends",
    description:
      "Football Legends is an arcade soccer game with big-headed players from famous teams. Use jumps, headers " +
      "and special power shots to score more goals than your rival before time runs out. Play against the " +
      "computer or invite a friend to play on the same device.",
    gameUrl: "https://poki.com/en/g/football-legends",
    category: "Sports",
    tags: ["sports", "soccer", "arcade", "multiplayer", "casual", "2d"],
    rating: 4.3,
    plays: 1200000,
    developer: "Madpuffers",
    publishedAt: "2026-09-19T21:00:00Z",
  },
  {
    slug: "yorg-io",
    title: "YORG.io",
    description:
      "YORG.io is a base-building tower defense game. Place your base, build mines and factories, and connect " +
      "them with transporters so resources reach your defensive towers. Zombies attack every night, so you " +
      "expand and upgrade by day and keep the ammunition flowing when the waves arrive.",
    gameUrl: "https://yorg.io/",
    category: "Strategy",
    tags: ["tower-defense", "strategy", "building", "survival", "zombie", "io", "2d"],
    rating: 4.4,
    plays: 500000,
    developer: "tobspr",
    publishedAt: "2026-09-18T21:35:00Z",
  },
  {
    slug: "little-big-snake",
    title: "Little Big Snake",
    description:
      "Little Big Snake is a snake game with extra progression layered on top. Slither around the arena eating " +
      "orbs and rivals to grow, complete quests, level up and unlock skins as you play. The familiar rule still " +
      "applies: touch another snake's body with your head and your run is over.",
    gameUrl: "https://littlebigsnake.com/",
    category: "Arcade",
    tags: ["arcade", "snake", "io", "multiplayer", "casual", "2d"],
    rating: 4.3,
    plays: 1300000,
    publishedAt: "2026-09-17T22:10:00Z",
  },
  {
    slug: "sandspiel",
    title: "Sandspiel",
    description:
      "Sandspiel is a falling-sand sandbox where every pixel behaves like a material. Pour sand, water, fire, " +
      "plants, lava and other elements onto the canvas and watch them flow, burn, grow and react with each " +
      "other. There is no goal beyond experimenting, and creations can be shared with others.",
    gameUrl: "https://sandspiel.club/",
    category: "Simulation",
    tags: ["sandbox", "simulation", "physics", "falling-sand", "casual", "2d"],
    rating: 4.4,
    plays: 350000,
    developer: "Max Bittker",
    publishedAt: "2026-09-16T22:45:00Z",
  },
  {
    slug: "dominion-online",
    title: "Dominion Online",
    description:
      "Dominion Online is the official browser version of the deck-building card game. Every player starts with " +
      "a small deck, buys new cards from a shared supply of kingdom cards and builds an engine that produces " +
      "more money and actions. Whoever holds the most victory points when the game ends wins.",
    gameUrl: "https://dominion.games/",
    category: "Strategy",
    tags: ["card", "strategy", "deck-building", "multiplayer", "tactics"],
    rating: 4.5,
    plays: 250000,
    developer: "Shuffle iT",
    publishedAt: "2026-09-15T23:20:00Z",
  },
  {
    slug: "ovo",
    title: "OvO",
    description:
      "OvO is a fast stick-figure platformer about precise movement. Run, slide, wall-jump and dive through " +
      "levels filled with spikes, moving platforms and tricky gaps, and reach the goal as quickly as you can. " +
      "Each level is short, so trying again for a better time is part of the fun.",
    gameUrl: "https://www.coolmathgames.com/0-ovo",
    category: "Action",
    tags: ["platformer", "parkour", "skill", "action", "2d"],
    rating: 4.5,
    plays: 1600000,
    developer: "Dedra Games",
    publishedAt: "2026-09-14T23:55:00Z",
  },
  {
    slug: "bonk-io",
    title: "Bonk.io",
    description:
      "Bonk.io is a physics party game where every player is a bouncy ball on a set of floating platforms. Push, " +
      "bump and switch to heavy mode to knock others off the map, and be the last one still on screen. Several " +
      "game modes and a map editor keep the rounds varied.",
    gameUrl: "https://bonk.io/",
    category: "Arcade",
    tags: ["arcade", "physics", "io", "multiplayer", "pvp", "casual", "2d"],
    rating: 4.4,
    plays: 900000,
    publishedAt: "2026-09-14T00:25:00Z",
  },
  {
    slug: "quick-draw",
    title: "Quick, Draw!",
    description:
      "Quick, Draw! is a Google experiment that turns doodling into a game. You get a word and 20 seconds to " +
      "draw it while a neural network tries to guess what you are sketching in real time. Each game has six " +
      "rounds, and afterwards you can see how the machine read your drawings.",
    gameUrl: "https://quickdraw.withgoogle.com/",
    category: "Puzzle",
    tags: ["drawing", "casual", "brain", "ai", "quick-play"],
    rating: 4.3,
    plays: 1100000,
    developer: "Google Creative Lab",
    publishedAt: "2026-09-13T01:00:00Z",
  },
  {
    slug: "arras-io",
    title: "Arras.io",
    description:
      "Arras.io is a top-down tank shooter in the same spirit as Diep.io, with a very large tree of tank " +
      "upgrades. Shoot shapes for experience, spend points on stats, and branch into classes that rely on " +
      "drones, traps or plain bullets. Team modes add bases to defend and enemy lines to push against.",
    gameUrl: "https://arras.io/",
    category: "Shooter",
    tags: ["shooter", "io", "multiplayer", "pvp", "tanks", "2d"],
    rating: 4.3,
    plays: 650000,
    publishedAt: "2026-09-12T01:35:00Z",
  },
  {
    slug: "stick-ranger",
    title: "Stick Ranger",
    description:
      "Stick Ranger is an action RPG starring a party of four stick figures. Choose classes such as boxer, " +
      "gladiator, sniper or magician, then travel stage by stage across a world map fighting monsters. Collect " +
      "weapons and gold, level up your team and take on bosses as the regions get harder.",
    gameUrl: "https://dan-ball.jp/en/javagame/ranger/",
    category: "RPG",
    tags: ["rpg", "action", "retro", "party", "classic", "2d"],
    rating: 4.4,
    plays: 300000,
    developer: "Dan-Ball",
    publishedAt: "2026-09-11T02:10:00Z",
  },
  {
    slug: "universal-paperclips",
    title: "Universal Paperclips",
    description:
      "Universal Paperclips casts you as an artificial intelligence whose only job is to make paperclips. Click " +
      "to make the first few, set prices, buy wire and automate production, then keep scaling up in ways that " +
      "grow steadily stranger. It is a text-based incremental game with a surprisingly complete story.",
    gameUrl: "https://www.decisionproblem.com/paperclips/index2.html",
    category: "Simulation",
    tags: ["idle", "clicker", "simulation", "text", "strategy"],
    rating: 4.6,
    plays: 450000,
    developer: "Frank Lantz",
    releaseDate: "2017-10-09",
    publishedAt: "2026-09-10T02:45:00Z",
  },
  {
    slug: "polytrack",
    title: "PolyTrack",
    description:
      "PolyTrack is a low-poly time-trial racing game. Drive around tracks full of ramps, loops and tight " +
      "corners, try to beat your best time and compare it on the leaderboard for each track. A built-in editor " +
      "lets you put together your own tracks and share them.",
    gameUrl: "https://www.kodub.com/apps/polytrack",
    category: "Racing",
    tags: ["racing", "driving", "time-trial", "skill", "3d"],
    rating: 4.5,
    plays: 800000,
    developer: "Kodub",
    publishedAt: "2026-09-09T03:20:00Z",
  },
  {
    slug: "typeracer",
    title: "TypeRacer",
    description:
      "TypeRacer turns typing into a race. Each car on the track belongs to a player and moves forward as they " +
      "type a passage from a book, film or song without mistakes. Race against strangers, practise alone or " +
      "invite friends, and watch your words-per-minute score improve over time.",
    gameUrl: "https://play.typeracer.com/",
    category: "Arcade",
    tags: ["typing", "keyboard", "skill", "multiplayer", "pvp"],
    rating: 4.3,
    plays: 550000,
    publishedAt: "2026-09-08T03:55:00Z",
  },
  {
    slug: "sandboxels",
    title: "Sandboxels",
    description:
      "Sandboxels is a falling-sand simulator with a very long list of elements. Mix chemicals, heat and cool " +
      "materials, run electricity through metals or grow plants, and watch how each element reacts with the " +
      "others. It is a free-form sandbox with no goals beyond experimenting.",
    gameUrl: "https://sandboxels.r74n.com/",
    category: "Simulation",
    tags: ["sandbox", "simulation", "physics", "falling-sand", "science", "2d"],
    rating: 4.5,
    plays: 400000,
    developer: "R74n",
    publishedAt: "2026-09-07T04:30:00Z",
  },
  {
    slug: "soccer-random",
    title: "Soccer Random",
    description:
      "Soccer Random brings wobbly ragdoll physics to football. Two players per side flail, jump and kick with a " +
      "single button each, and the pitch and ball can change between goals. It is easy to learn and works well " +
      "for quick matches against the computer or a friend on one keyboard.",
    gameUrl: "https://poki.com/en/g/soccer-random",
    category: "Sports",
    tags: ["sports", "soccer", "physics", "casual", "multiplayer", "2d"],
    rating: 4.3,
    plays: 1000000,
    developer: "RHM Interactive",
    publishedAt: "2026-09-06T05:05:00Z",
  },
  {
    slug: "ev-io",
    title: "Ev.io",
    description:
      "Ev.io is a first-person arena shooter with a sci-fi style that recalls classic console shooters. Movement " +
      "is fast, with high jumps and quick respawns, so rounds are full of close fights across multi-level maps. " +
      "Players choose a loadout and compete in team or free-for-all matches.",
    gameUrl: "https://ev.io/",
    category: "Shooter",
    tags: ["shooter", "fps", "multiplayer", "io", "pvp", "3d"],
    rating: 4.2,
    plays: 700000,
    publishedAt: "2026-09-05T05:40:00Z",
  },
  {
    slug: "powder-game",
    title: "Powder Game",
    description:
      "Powder Game is Dan-Ball's long-running powder sandbox. Draw powder, water, fire, gunpowder, plants and " +
      "other materials onto a small screen, add wind and walls, and watch the chain reactions unfold. Players " +
      "can also upload their creations for others to load and play with.",
    gameUrl: "https://dan-ball.jp/en/javagame/dust/",
    category: "Simulation",
    tags: ["sandbox", "physics", "simulation", "drawing", "classic", "2d"],
    rating: 4.3,
    plays: 350000,
    developer: "Dan-Ball",
    publishedAt: "2026-09-04T06:15:00Z",
  },
  {
    slug: "hearts",
    title: "Hearts",
    description:
      "Hearts is the classic trick-taking card game, played here against three computer opponents. Each heart " +
      "you take costs a point and the queen of spades costs thirteen, so you try to dodge them, or take every " +
      "one to shoot the moon. At the start of most hands you pass three cards to another player.",
    gameUrl: "https://cardgames.io/hearts/",
    category: "Strategy",
    tags: ["card", "classic", "strategy", "tactics", "casual"],
    rating: 4.3,
    plays: 500000,
    publishedAt: "2026-09-03T06:50:00Z",
  },
  {
    slug: "basket-bros",
    title: "Basket Bros",
    description:
      "Basket Bros is an arcade basketball game with quick, physical matches. Jump, shoot, dunk and bump your " +
      "opponent off the ball in short games where one good play can swing the score. Play against the computer " +
      "or take on other players online.",
    gameUrl: "https://basketbros.io/",
    category: "Sports",
    tags: ["sports", "basketball", "io", "multiplayer", "pvp", "arcade"],
    rating: 4.4,
    plays: 1000000,
    publishedAt: "2026-09-02T07:25:00Z",
  },
  {
    slug: "mapstd",
    title: "MapsTD",
    description:
      "MapsTD is a tower defense game played on real-world maps. Pick a location, such as a famous landmark or " +
      "your own street, and enemies march toward your base along the actual roads. Place and upgrade towers " +
      "along those routes to survive the rounds, planning ahead as new paths open up.",
    gameUrl: "https://mapstd.com/",
    category: "Strategy",
    tags: ["tower-defense", "strategy", "maps", "casual", "2d"],
    rating: 3.9,
    plays: 120000,
    developer: "Duncan Barclay",
    publishedAt: "2026-09-01T08:00:00Z",
  },
];
