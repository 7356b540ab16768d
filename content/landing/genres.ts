import type { LandingPage } from "./schema";

export const genrePages: LandingPage[] = [
  {
    keyword: "action-games",
    title: "Free Action Games to Play in Your Browser",
    description: "Fast action games to play free in your browser: run, jump, dodge and battle through short rounds with keyboard, mouse or touch.",
    metaKeywords: [
      "action games",
      "free action games",
      "action games online",
      "browser action games",
      "fast games to play",
      "platformer games",
      "runner games",
      "action games for kids",
      "quick reaction games",
    ],
    gameSearch: "action",
    content: {
      heroTitle: "Action Games Where Your Reflexes Do the Talking",
      heroDescription:
        "Action games ask your hands to keep up with your eyes. Dash across spikes, swerve a kart away from a rocket or dodge a pirate's swing in a shrinking arena. Rounds are short, so a slip costs you a few seconds, not an evening.",
      features: [
        {
          title: "Reacting in time",
          description:
            "The heart of the genre is timing: the jump over the gap in OvO, the roll under a barrier in Subway Surfers, the turn at the cliff edge in Temple Run 2.",
        },
        {
          title: "Quick restarts",
          description:
            "Good action games put you back in the game fast. Celeste Classic returns you to the start of the screen instantly, so a hard jump feels like a puzzle to crack instead of a punishment.",
        },
        {
          title: "Alone or against people",
          description:
            "Take on tricky courses by yourself, or head into Smash Karts, Diep.io or YoHoHo.io, where the obstacles are other players who are learning just as fast as you.",
        },
      ],
      benefits: [
        "Use a keyboard if you can: arrow keys and a jump button respond more reliably than a touchpad when a move has to be split-second.",
        "Learn one course or map well before moving on. Once you know where the hazards are, your attention is free for the surprises.",
        "Watch the edges of the screen, not only your character. In Mope.io and Deeeep.io a hungry predator often shows up at the edge first.",
        "When you keep missing the same jump, take a two-minute break. Tired hands repeat mistakes, and fresh ones often land it first try.",
        "Stick Ranger adds slow, steady progress to the action: you fight in real time, then level up your team of four between stages.",
        "Some picks involve cartoon combat against strangers online, so parents may want to watch a round of Krunker.io or Diep.io before saying yes.",
      ],
      faq: [
        {
          question: "What makes a game an action game?",
          answer:
            "Quick reactions decide the outcome. Platformers, endless runners, arena shooters, brawlers and kart battles all belong here. Puzzle and strategy games can be tense too, but they usually give you time to think before you move; action games mostly do not.",
        },
        {
          question: "Which action games suit younger players best?",
          answer:
            "Subway Surfers, Temple Run 2, OvO and Celeste Classic are you against the course, with no fighting between players. Games such as Krunker.io or ZombsRoyale.io pit you against real people with cartoon weapons, so they fit older kids better.",
        },
        {
          question: "How can I get better at fast platformers?",
          answer:
            "Slow down at first. Find the safe spot before each hazard, then practice only the part that keeps beating you. In OvO and Celeste Classic the levels are short, so ten quick tries at one tricky jump teach more than one long, careful run.",
        },
      ],
    },
  },
  {
    keyword: "io-games",
    title: "Free io Games: Jump Into a Live Multiplayer Arena",
    description: "Play io games free in your browser: type a nickname, join a live arena, start small and grow. Snakes, tanks, cells, pirates and more.",
    metaKeywords: [
      "io games",
      ".io games",
      "free io games",
      "io games online",
      "best io games",
      "multiplayer io games",
      "snake io games",
      "agar.io",
      "slither.io",
      "diep.io",
    ],
    gameSearch: ".io",
    content: {
      heroTitle: "io Games: Pick a Name, Drop In, Grow Bigger",
      heroDescription:
        "An io game loads in a tab, asks for a nickname and drops you into an arena full of other players right away. You start tiny, eat, build or shoot to grow, and when you are knocked out you simply start again a second later.",
      features: [
        {
          title: "Named after a web address",
          description:
            "Many of these games live at a .io address, the internet ending of the British Indian Ocean Territory. After Agar.io took off in 2015, the ending became the name of a whole style of game.",
        },
        {
          title: "Small at first, big later",
          description:
            "Nearly every io game follows the same arc: you begin weak, collect pellets, shapes or resources, and grow until someone bigger or smarter catches you. Then a new round begins.",
        },
        {
          title: "Many styles, one idea",
          description:
            "Steer a worm in Slither.io, claim land in Paper.io 2, upgrade a tank in Diep.io, survive the night in Starve.io or evolve a fish in Deeeep.io. The arenas differ; the quick start is shared.",
        },
      ],
      benefits: [
        "Glance at the leaderboard in the corner now and then; knowing who is biggest tells you which part of the map to steer clear of.",
        "Stay near the edges of busy areas early on. Small players who charge into the middle of Agar.io or Slither.io tend to become someone else's lunch.",
        "In Paper.io 2, short loops back to your own color are safer than one long, greedy trail that anyone can cut.",
        "In Diep.io and Arras.io, spend early stat points on one plan, such as bullet damage and reload, instead of spreading them thin.",
        "Every opponent is a real person. Pick a nickname that does not include your real name, school or age.",
      ],
      faq: [
        {
          question: "Do I need an account to play io games?",
          answer:
            "Usually not. Most io games let you type a nickname and play as a guest. Some offer optional accounts to save skins or progress; kids should ask a parent before creating one or entering an email address.",
        },
        {
          question: "Why do I lose everything when I get knocked out?",
          answer:
            "That is the design. Each life is a short round, so losing is cheap and starting over is instant. Florr.io is an exception: the petals you collect stay with you between rounds, so there is something to build on.",
        },
        {
          question: "Are io games safe for kids?",
          answer:
            "The games themselves are cartoonish, but you share the arena with strangers, and some games show chat or player-chosen names. Younger kids do best with a parent nearby, an anonymous nickname and the rule never to share personal details in a game.",
        },
      ],
    },
  },
  {
    keyword: "escape-room-games",
    title: "Escape Room Games: The Genre and What to Play Here",
    description: "What escape room games are, how to solve them, and the closest puzzle games we have right now, free in your browser.",
    metaKeywords: [
      "escape room games",
      "escape games",
      "room escape games",
      "online escape room",
      "escape room puzzles",
      "point and click puzzle games",
      "mystery puzzle games",
      "logic puzzle games",
    ],
    gameSearch: "fireboy alchemy dark candy connections",
    content: {
      heroTitle: "Escape Room Games: Find the Clues, Open the Door",
      heroDescription:
        "In an escape room game you are shut in a room and the only way out is to look closely. A drawer hides a key, a painting hides a code, and two odd objects turn out to fit together. We do not have a true escape room game yet, so below are the puzzle games that come closest.",
      features: [
        {
          title: "How the genre works",
          description:
            "You click around a scene, collect items, combine them and decode clues until a locked door, box or safe finally opens. The room itself is the puzzle, and every object might matter.",
        },
        {
          title: "What a good one does",
          description:
            "Fair clues that point where they should, items that are used in ways that make sense, and a hint when you are truly stuck. A good escape room never asks you to guess blindly.",
        },
        {
          title: "Our closest picks",
          description:
            "Fireboy and Watergirl has levers, buttons and exit doors to reach together; Little Alchemy 2 is all about combining things; A Dark Room and Candy Box 2 slowly reveal their secrets.",
        },
      ],
      benefits: [
        "Keep paper and a pencil nearby. Numbers, symbols and colors you spot early in an escape game are often needed much later.",
        "Check everything twice: corners, the backs of objects, things that look like decoration. Escape game designers love hiding keys in plain sight.",
        "When you are stuck, list what you are carrying and ask what each item is for. Unused items usually point to the next step.",
        "Connections trains the same habit escape rooms need: spotting the one link that ties four odd things together while ignoring the red herrings.",
        "Fireboy and Watergirl in the Forest Temple can be played by two people on one keyboard, which feels a lot like solving a real escape room as a team.",
      ],
      faq: [
        {
          question: "Do you have any real escape room games?",
          answer:
            "Not yet, and we would rather say so than label something else as one. The games on this page share parts of the experience: figuring out mechanisms, combining items, decoding hidden links and uncovering a story bit by bit.",
        },
        {
          question: "Where did escape room games come from?",
          answer:
            "Point-and-click room escape games were hugely popular in browsers during the Flash era, years before real-life escape rooms became a common family outing. Today the two inspire each other, and many puzzle games borrow the idea of a locked room.",
        },
        {
          question: "Are escape room games good for kids?",
          answer:
            "Most are gentle puzzles about noticing details and thinking logically, and playing together is a great way to talk through ideas. Some escape games for older players use a creepy setting, so it is worth checking the theme before a young child plays.",
        },
      ],
    },
  },
  {
    keyword: "indie-games",
    title: "Free Indie Games You Can Play in Your Browser",
    description: "Indie games made by small teams and solo creators, free to play in your browser, from Celeste Classic and QWOP to A Dark Room.",
    metaKeywords: [
      "indie games",
      "free indie games",
      "indie browser games",
      "indie games online",
      "small indie games",
      "pixel art games",
      "text adventure games",
      "experimental games",
      "celeste classic",
      "a dark room",
    ],
    gameSearch: "celeste dark candy qwop paperclips sandspiel slow stick",
    content: {
      heroTitle: "Indie Games: Big Ideas From Small Teams",
      heroDescription:
        "Indie games are made by independent creators, often one or two people, without a big publisher deciding what sells. That freedom shows: a story told in plain text, a running game that is hard on purpose, a sandbox where every grain of sand is alive.",
      features: [
        {
          title: "One strong idea",
          description:
            "Indie games often stand on a single clever twist. QWOP gives you separate keys for thighs and calves; Universal Paperclips asks what happens when a machine only wants paperclips.",
        },
        {
          title: "Made by people you can name",
          description:
            "Celeste Classic comes from Maddy Thorson and Noel Berry, A Dark Room from Doublespeak Games, Candy Box 2 from aniwey and Sandspiel from Max Bittker. Small credits, big personality.",
        },
        {
          title: "Small in size, not in depth",
          description:
            "A Dark Room starts as one line of text and one button, then grows into a whole world. Many indie games hide much more than their first screen suggests.",
        },
      ],
      benefits: [
        "Indie games often save their best surprise for later, so give a strange one a few minutes before deciding it is not for you.",
        "Play the slow ones slowly. Text games like A Dark Room and Candy Box 2 reward curiosity, so read every new line before clicking on.",
        "Celeste Classic was the small starting point for the full Celeste, which its makers later released for PC and consoles.",
        "Slow Roads shows an indie idea that big studios rarely try: a driving game with no score, no rivals and no finish line.",
        "If you enjoy an indie game, look up its maker. Small creators often have other free projects, and some sell bigger games through official stores.",
      ],
      faq: [
        {
          question: "What does indie actually mean?",
          answer:
            "Short for independent: the game was made without a large publisher funding and steering it. Indie teams range from a single hobbyist to a small studio, and some of their games later become very well known.",
        },
        {
          question: "Why are so many indie games free in the browser?",
          answer:
            "The browser is the easiest place to share a game with anyone, without stores or installs. Many creators release small or experimental games for free to try ideas, build an audience or simply share something they enjoyed making.",
        },
        {
          question: "Are these indie games suitable for children?",
          answer:
            "The ones listed here are family-friendly, though a few, such as A Dark Room and Universal Paperclips, tell stories with serious themes that older kids will understand best. QWOP and Sandspiel are easy fun for any age.",
        },
      ],
    },
  },
  {
    keyword: "music-games",
    title: "Music and Rhythm Games: What They Are, What to Try",
    description: "An honest guide to music and rhythm games: how they work and how to improve, plus the timing games in our catalog that come closest.",
    metaKeywords: [
      "music games",
      "rhythm games",
      "free music games",
      "music games online",
      "rhythm games online",
      "beat games",
      "timing games",
      "typing games",
    ],
    gameSearch: "rider typing slope ovo",
    content: {
      heroTitle: "Music Games: Playing Along to the Beat",
      heroDescription:
        "Music and rhythm games turn a song into a challenge: notes slide toward a line and you press at the exact moment they arrive. Our catalog has no true rhythm game yet, so this page explains the genre and points you to the timing games we do have.",
      features: [
        {
          title: "How rhythm games play",
          description:
            "Notes, arrows or circles move toward a target in time with the music. Hit them on the beat for a high score; miss and the combo counter resets. Harder levels add more notes and faster songs.",
        },
        {
          title: "Signs of a well-made one",
          description:
            "Note patterns that follow the music instead of random taps, several difficulty levels, and a way to adjust for delay between the sound and the screen so a perfect hit feels perfect.",
        },
        {
          title: "Timing games we do have",
          description:
            "Line Rider players build tracks timed to music; TypeRacer rewards a steady rhythm over wild bursts; Slope and OvO are all about pressing at the right moment.",
        },
      ],
      benefits: [
        "Use wired headphones or speakers for rhythm games if you can. Bluetooth audio adds a small delay that can make your hits feel late.",
        "Look for a calibration or offset setting and use it first. Matching the game to your screen and speakers helps more than any amount of practice.",
        "Watch the target line, not the notes far away. Your eyes react better to things close to where you must press.",
        "In TypeRacer, typing at an even pace without mistakes beats rushing and fixing typos, much like keeping time in a song.",
        "Try drawing a Line Rider track and playing a favorite song beside it: timing the jumps to the beat is a fun, creative music challenge.",
      ],
      faq: [
        {
          question: "Is Line Rider really a music game?",
          answer:
            "Not officially. It is a drawing and physics toy, but players have long built tracks that ride along to a favorite song, with each jump landing on the beat. Until a true rhythm game joins our catalog, it sits here with TypeRacer's steady pace and the timed jumps of Slope and OvO.",
        },
        {
          question: "Where can I play a proper rhythm game?",
          answer:
            "osu!, a free rhythm game for computers, is available from its official website, and many music games are sold for consoles and phones through their official stores. Kids should check with a parent before downloading anything.",
        },
      ],
    },
  },
  {
    keyword: "open-world-games",
    title: "Free Open World Games in Your Browser",
    description:
      "Open world games you can play free in a browser tab: build blocky worlds, fly anywhere on Earth, cruise endless roads or survive a wasteland.",
    metaKeywords: [
      "open world games",
      "free open world games",
      "open world games online",
      "open world browser games",
      "sandbox games",
      "exploration games",
      "free roam games",
      "flight simulator online",
      "driving games open world",
    ],
    gameSearch: "open-world",
    content: {
      heroTitle: "Open World Games: Go Anywhere, Set Your Own Goals",
      heroDescription:
        "An open world game hands you a big map and very few rules. Climb that hill, fly to the city you were born in or drive until the sun sets. Browser open worlds are smaller than console ones, but they load in seconds and still leave the route up to you.",
      features: [
        {
          title: "Freedom to wander",
          description:
            "There is no single path. In GeoFS you can take off from almost any airport on the globe; in Slow Roads the road just keeps generating ahead of you.",
        },
        {
          title: "Worlds you can change",
          description:
            "Bloxd.io and Minecraft Classic let you break and place blocks, so the world becomes whatever you build. Devast.io adds a base to fortify and supplies to keep stocked.",
        },
        {
          title: "Room to show off",
          description: "Madalin Stunt Cars 2 fills its maps with ramps, loops and half-pipes, and online lobbies let other drivers watch your best jumps.",
        },
      ],
      benefits: [
        "Pick a landmark on the horizon and head for it; the detours you take on the way are often the best part.",
        "Give yourself a small goal each session, such as flying between two cities in GeoFS or building one house in Bloxd.io. Open worlds are more fun with a plan.",
        "In GeoFS, start with a light aircraft in good weather at an airport you know. Familiar ground makes the controls much easier to learn.",
        "Madalin Stunt Cars 2 lets you swap cars and head off in any direction, so each visit can become a different road trip.",
        "Shared worlds mean other players can see and sometimes change what you build. Use private invite links with friends when you want a quieter space.",
      ],
      faq: [
        {
          question: "Can a browser really run an open world game?",
          answer:
            "Yes, with a few limits. Modern browsers handle 3D graphics well, so games like GeoFS and Slow Roads stream or generate their worlds as you move. Expect simpler graphics than a console game, and close other tabs if things stutter.",
        },
        {
          question: "Which open world game is most relaxing?",
          answer:
            "Slow Roads has no score, no timer and no rivals; you can even switch on autodrive and watch the scenery. GeoFS is calm too once you are in the air. Devast.io is the opposite, with zombies and other survivors to deal with.",
        },
        {
          question: "Are these open worlds okay for kids?",
          answer:
            "GeoFS, Slow Roads and Minecraft Classic are calm and gentle, while Devast.io has zombies and rival survivors, so it suits older kids. Several of these worlds are shared with other players, so keep nicknames anonymous and personal details private.",
        },
      ],
    },
  },
  {
    keyword: "simulation-games",
    title: "Free Simulation Games: Fly, Drift, Build and Experiment",
    description: "Free simulation games in your browser: pilot planes over real maps, tune drift cars, run a cookie empire or mix elements in a sandbox.",
    metaKeywords: [
      "simulation games",
      "free simulation games",
      "simulation games online",
      "sim games",
      "flight simulator",
      "driving simulator",
      "sandbox simulation",
      "falling sand games",
      "business simulation games",
    ],
    gameSearch: "simulation",
    content: {
      heroTitle: "Simulation Games: See How Things Really Work",
      heroDescription:
        "A simulation game builds a small working model of something and hands you the controls. It might be an airliner over real satellite maps, a car sliding sideways or a bakery that grows into a cookie empire. You learn its rules by trying, failing and trying again.",
      features: [
        {
          title: "Machines to master",
          description:
            "GeoFS lets you fly light aircraft, gliders and airliners over the whole globe, while Drift Hunters has you tuning a car's setup until it slides just the way you want.",
        },
        {
          title: "Worlds made of rules",
          description:
            "In Sandspiel, Sandboxels and Powder Game each pixel behaves like a material, so water flows, fire spreads and plants grow. Line Rider runs a sledder along whatever lines you draw.",
        },
        {
          title: "Economies that grow",
          description: "Cookie Clicker and Universal Paperclips simulate production: buy machines that make more, balance costs and watch the numbers climb.",
        },
      ],
      benefits: [
        "Read the controls screen first: simulations often use more keys than arcade games, and knowing them saves a lot of confusion.",
        "Change one thing at a time. In Drift Hunters, adjust a single tuning setting before each run so you can feel what it does.",
        "In the falling-sand games, test each new element in a small corner before you pour it over your whole creation.",
        "Simulations are great for curious kids. Watching fire meet water in Sandboxels or a plane stall in GeoFS starts real questions about science.",
        "Realism is not everything. The best simulations keep the fun parts of the real thing and skip the boring ones.",
      ],
      faq: [
        {
          question: "What is the difference between a simulation and a sandbox?",
          answer:
            "They overlap. A simulation models how something works; a sandbox gives you freedom and no fixed goal. Sandspiel and Powder Game are both, while GeoFS is a simulation with a clear task if you want one: take off, fly and land safely.",
        },
        {
          question: "Is GeoFS a realistic flight simulator?",
          answer:
            "It is a serious attempt that runs in a browser, with real map imagery and a range of aircraft, but it is lighter than big desktop simulators. It is a good way to learn the basics of flying before trying anything heavier.",
        },
        {
          question: "Are simulation games good for learning?",
          answer:
            "They can spark interest, especially in science, driving and flight, because you see cause and effect right away. They are still games, though, so treat them as a starting point for questions rather than a lesson.",
        },
      ],
    },
  },
  {
    keyword: "strategy-games",
    title: "Free Strategy Games: Chess, Conquest and Card Tactics",
    description: "Free strategy games for the browser: play chess on Lichess, conquer maps in Territorial.io or Generals.io and outthink friends at cards.",
    metaKeywords: [
      "strategy games",
      "free strategy games",
      "strategy games online",
      "browser strategy games",
      "real time strategy games",
      "turn based strategy games",
      "war strategy games",
      "chess online",
      "card strategy games",
      "tactics games",
    ],
    gameSearch: "strategy tactics",
    content: {
      heroTitle: "Strategy Games: Win by Thinking One Step Ahead",
      heroDescription:
        "Strategy games reward the player who plans best, not the one with the fastest fingers. Decide where to send your troops, which card to buy or when to trade a pawn for position, then watch the plan hold up or fall apart.",
      features: [
        {
          title: "Turn by turn",
          description:
            "Lichess, Dominion Online and Hearts give you time for every choice. Chess alone offers a lifetime of ideas, and Lichess adds tactics puzzles between games.",
        },
        {
          title: "Real-time conquest",
          description:
            "Territorial.io, Generals.io and Lordz.io keep the clock running. You expand, build up forces and choose the moment to strike while rivals do the same.",
        },
        {
          title: "Strategy with friends",
          description:
            "Codenames turns strategy into a party game of word clues, and Paper.io 2 hides a surprising amount of planning inside a simple land-grab.",
        },
      ],
      benefits: [
        "Watch how strong players open a game; their first few moves show which early choices matter most.",
        "Build your economy before your army. In Territorial.io and Lordz.io, players who grow their income first usually outlast early attackers.",
        "Scout before you commit. In Generals.io the fog of war hides your rival's general, so finding it early is worth more than grabbing land blindly.",
        "Review your losses. Lichess has a free analysis board where you can replay a game and spot the move where things went wrong.",
        "Strategy games are a calm screen-time choice for families: they are slow enough to talk through together and reward patience.",
        "Retro Bowl adds a management layer to sport, so you think about contracts and team morale as well as the next play.",
      ],
      faq: [
        {
          question: "What is the difference between strategy and tactics?",
          answer:
            "Strategy is your big plan, such as expanding quickly or defending a strong corner. Tactics are the short moves that carry it out, like a fork in chess or a well-timed attack in Generals.io. Good players think about both.",
        },
        {
          question: "Which strategy game should a beginner try first?",
          answer:
            "Codenames and Hearts teach reading other players with rules you learn in minutes. For chess, Lichess lets you play the computer at easy levels and try puzzles that show common ideas one at a time.",
        },
        {
          question: "Is Lichess really free?",
          answer:
            "Yes. Lichess is a free, open-source chess site. You can play as a guest; an account, which is also free, keeps your rating and game history. We are not affiliated with Lichess.",
        },
      ],
    },
  },
  {
    keyword: "adventure-games",
    title: "Free Adventure Games: Explore, Discover, Escape",
    description: "Free adventure games for your browser: run through space tunnels, escape a temple, guess places on Earth or uncover a text-drawn world.",
    metaKeywords: [
      "adventure games",
      "free adventure games",
      "adventure games online",
      "browser adventure games",
      "exploration games",
      "text adventure games",
      "platform adventure games",
      "adventure games for kids",
    ],
    gameSearch: "adventure exploration",
    content: {
      heroTitle: "Adventure Games: Every Screen Could Hide Something New",
      heroDescription:
        "Adventure games are about the journey: new places, strange rules and the itch to see what lies past the next corner. Float through tunnels in space, cross a jungle one step ahead of a monster or read the clues on a street somewhere on Earth.",
      features: [
        {
          title: "Places worth seeing",
          description:
            "Run 3 sets you loose in tunnels floating through space, Temple Run 2 winds along cliffs and mines, and GeoGuessr drops you on a real street anywhere in the world.",
        },
        {
          title: "Stories that unfold",
          description:
            "A Dark Room and Candy Box 2 begin with almost nothing on screen and reveal villages, maps and quests the longer you play, so curiosity is the main control.",
        },
        {
          title: "Adventures for two",
          description:
            "Fireboy and Watergirl in the Forest Temple needs both heroes to reach their doors, so two players on one keyboard have to plan every room together.",
        },
      ],
      benefits: [
        "Candy Box 2 hides whole new areas behind simple-looking buttons, so try everything it offers, even things that look useless.",
        "Take the side paths. Adventure games hide extras off the main route, and exploring is usually rewarded rather than punished.",
        "In Run 3, when the floor ahead has a gap, step sideways onto the wall: the tunnel rotates so that wall becomes your new floor.",
        "In GeoGuessr, move along the road before you guess; a town sign or shop front a little way ahead often gives away more than the spot where you start.",
        "Text adventures are great shared reading for families. A parent and child can take turns deciding what to do next in A Dark Room.",
      ],
      faq: [
        {
          question: "What makes something an adventure game?",
          answer:
            "Exploration and discovery come first. Classic adventure games focus on story and puzzles, while action-adventures mix in running and jumping. The games here range from calm text stories to fast runners, but each one is about going somewhere new.",
        },
        {
          question: "Do I need an account for GeoGuessr?",
          answer:
            "Yes. GeoGuessr asks you to sign in, and some of its modes are only for subscribers. The other adventure games on this page can be played straight away without signing up. For younger players, a parent should set up the account.",
        },
        {
          question: "How long does a text adventure like Candy Box 2 take?",
          answer:
            "Longer than it looks. Both Candy Box 2 and A Dark Room start tiny and grow into games that can fill several sessions, so there is no need to finish in one sitting. Part of the fun is being surprised by how far they go.",
        },
      ],
    },
  },
  {
    keyword: "word-games",
    title: "Free Word Games: Wordle, Connections, Codenames and More",
    description: "Free word games to play in your browser: daily puzzles like Wordle and Connections, drawing and guessing with friends, and typing races.",
    metaKeywords: [
      "word games",
      "free word games",
      "word games online",
      "word puzzle games",
      "daily word game",
      "wordle",
      "word guessing games",
      "vocabulary games",
      "typing games",
      "word games for kids",
    ],
    gameSearch: "word",
    content: {
      heroTitle: "Word Games for Puzzlers, Doodlers and Fast Typists",
      heroDescription:
        "Some word games are a quiet five minutes with a coffee, others are a noisy evening with friends. Crack the daily five-letter word, sort sixteen words into four secret groups, sketch a clue for your team or race strangers by typing a passage.",
      features: [
        {
          title: "A puzzle a day",
          description:
            "Wordle gives everyone the same hidden word each day and six tries to find it. Connections hands you sixteen words to sort into four groups, with red herrings on purpose.",
        },
        {
          title: "Words at a party",
          description:
            "In Codenames a spymaster gives one-word clues, in Skribbl.io you draw the word while others guess, and in Gartic Phone a sentence turns into a drawing and back again.",
        },
        {
          title: "Words at speed",
          description:
            "TypeRacer moves your car forward with every word you type correctly, so your words-per-minute score becomes a race against other typists.",
        },
      ],
      benefits: [
        "Play the daily puzzles at the same time as a friend or grandparent and compare results; it turns a solo game into a small daily chat.",
        "For Wordle, start with a word full of common letters, such as vowels plus R, S, T or L, and never reuse a letter that has already turned gray.",
        "In Connections, look for a group that fits exactly four words. If five seem to fit, one of them is probably a red herring meant for another group.",
        "When drawing in Skribbl.io, sketch the simplest recognizable shape first and add detail only if nobody guesses.",
        "Families can open a private Skribbl.io room with their own word list, which keeps the words and the chat among people you know.",
        "Word games quietly grow spelling and vocabulary, and guessing together is a friendly way for kids to learn new words.",
      ],
      faq: [
        {
          question: "Who makes Wordle and Connections?",
          answer:
            "Wordle was created by Josh Wardle and is now published by The New York Times, which also makes Connections. We are not affiliated with either; they appear in our catalog so you can find them alongside similar games.",
        },
        {
          question: "Which word games work best with a group?",
          answer:
            "Codenames for two teams at a table or on a call, Skribbl.io and Gartic Phone for drawing and laughing. All three are better with people you know, and Skribbl.io lets you set up a private room for just your group.",
        },
        {
          question: "Can word games help with typing and spelling?",
          answer:
            "They give plenty of practice. TypeRacer rewards accuracy as much as speed, because mistakes must be fixed before you move on, and Wordle makes you think about which letters usually sit together in English words.",
        },
      ],
    },
  },
  {
    keyword: "puzzle-games",
    title: "Free Puzzle Games Online: Tiles, Blocks, Logic and Cards",
    description:
      "Free puzzle games in your browser: merge tiles in 2048, stack blocks in TETR.IO, combine elements in Little Alchemy 2 and solve daily puzzles.",
    metaKeywords: [
      "puzzle games",
      "free puzzle games",
      "puzzle games online",
      "logic puzzle games",
      "2048",
      "block puzzle games",
      "merge puzzle games",
      "solitaire online",
      "puzzle games for kids",
      "puzzle games for adults",
    ],
    gameSearch: "puzzle logic",
    content: {
      heroTitle: "Puzzle Games With That Satisfying Click of an Answer",
      heroDescription:
        "A puzzle game gives you a clear set of rules and a problem that looks impossible at first. Then a pattern appears, the tiles line up and the answer falls into place. From calm number grids to frantic block stacking, there is a puzzle for every mood.",
      features: [
        {
          title: "Number and tile puzzles",
          description:
            "Slide tiles until matching numbers merge in 2048 and our own Tile Merge. Every move shifts the whole board, so planning ahead matters more than quick fingers.",
        },
        {
          title: "Falling blocks",
          description:
            "TETR.IO and Jstris carry on the block-stacking tradition that Tetris started in 1984, with solo sprints and live battles where your line clears fill an opponent's board.",
        },
        {
          title: "Thinking sideways",
          description:
            "Little Alchemy 2 asks what happens when you mix fire with water, and Fireboy and Watergirl makes two characters with opposite weaknesses share the same temple.",
        },
      ],
      benefits: [
        "Start by finding what cannot move or change; the fixed parts of a puzzle usually show where the answer has to go.",
        "In 2048 and Tile Merge, pick one corner for your biggest tile and keep it there; most boards are lost when that tile gets dragged out.",
        "In block-stacking games, keep the stack flat and leave one column open for the long piece. Tall, bumpy stacks end games quickly.",
        "World of Solitaire has an undo button, so it is a relaxed place to learn Klondike, Spider or FreeCell without pressure.",
        "Stuck on a puzzle? Walk away for a few minutes. Many people find the answer arrives as soon as they stop staring at the screen.",
      ],
      faq: [
        {
          question: "Which puzzle games are best for beginners?",
          answer:
            "Little Alchemy 2 has no way to lose, so it is perfect for younger players. 2048 and Tile Merge teach planning in short games. The daily puzzles, Wordle and Connections, take only a few minutes and suit adults and older kids.",
        },
        {
          question: "What is the difference between TETR.IO and Jstris?",
          answer:
            "Both are block-stacking games with solo modes and live battles. TETR.IO has a polished look and ranked matches; Jstris keeps a plain, lightweight style that many players use for practice. Try both and keep the one that feels better in your hands.",
        },
        {
          question: "Is Tile Merge the same as 2048?",
          answer:
            "It follows the same idea of sliding and merging numbered tiles on a four-by-four grid, and it is a small original version made for this site. It runs offline once loaded and works with the keyboard, mouse or touch.",
        },
      ],
    },
  },
  {
    keyword: "arcade-games",
    title: "Free Arcade Games: Classic Fun Without the Coins",
    description:
      "Free arcade games for your browser: Pac-Man, snake and brick breaker classics plus modern io arenas and runners. Quick to learn, hard to put down.",
    metaKeywords: [
      "arcade games",
      "free arcade games",
      "arcade games online",
      "classic arcade games",
      "retro arcade games",
      "pac-man",
      "snake game",
      "brick breaker",
      "arcade games for kids",
    ],
    gameSearch: "arcade",
    content: {
      heroTitle: "Arcade Games: One More Try, One Higher Score",
      heroDescription:
        "Arcade games were built for coin-operated cabinets, where a player had to understand the game in seconds and want another go right after losing. That simple recipe still works: easy controls, rising speed, and a score that begs to be beaten.",
      features: [
        {
          title: "Straight from the cabinet",
          description:
            "The Pac-Man Google Doodle, made in 2010 for the game's 30th anniversary, brings back the maze chase, and our Zowii Snake and Brick Breaker revive two more classics.",
        },
        {
          title: "Modern arcade arenas",
          description:
            "Slither.io, Agar.io, Hole.io and Paper.io 2 keep the arcade spirit but fill the screen with other players, so every round plays out differently.",
        },
        {
          title: "Endless runs",
          description:
            "Slope and Subway Surfers speed up the longer you survive. Runs last minutes at most, and a new one starts the moment you press the key.",
        },
      ],
      benefits: [
        "Chase your own best score rather than someone else's; beating yesterday's number is what keeps arcade games fun.",
        "In Brick Breaker, where the ball lands on the paddle sets its angle, so use the edges to aim at the bricks you want.",
        "In Pac-Man, save power pellets until ghosts are close. Eating one with no ghost nearby wastes the chance to chase them.",
        "Our snake game speeds up with every berry it eats, so plan wide turns early and avoid boxing yourself into a corner of the board.",
        "The portal's own snake, Brick Breaker and Tile Merge keep working without a connection once loaded, which is handy on a car trip.",
        "Look for patterns: arcade enemies and obstacles often repeat, and spotting the rhythm turns luck into skill.",
      ],
      faq: [
        {
          question: "What makes a game an arcade game today?",
          answer:
            "It is less about where you play and more about the style: simple controls, short rounds, rising difficulty and a high score to chase. Many modern io games and endless runners follow exactly the same rules as the cabinets of the 1980s.",
        },
        {
          question: "Which arcade games can two people play together?",
          answer:
            "In the Pac-Man Doodle a second player can join as Ms. Pac-Man. Football Legends lets two friends play on the same device, and Bonk.io and Basket Bros put you against other players online.",
        },
        {
          question: "Do arcade games work on phones and tablets?",
          answer:
            "Several do. Zowii Snake and Brick Breaker support touch, and many of the other arcade games here adapt to touch screens. A few are easier with a keyboard, so try a round and see what feels right on your device.",
        },
      ],
    },
  },
  {
    keyword: "multiplayer-games",
    title: "Free Multiplayer Games: Play With Friends or the World",
    description:
      "Free multiplayer browser games: share a keyboard, invite friends to a private room or join a live arena. Plus tips for playing safely online.",
    metaKeywords: [
      "multiplayer games",
      "free multiplayer games",
      "online multiplayer games",
      "games to play with friends",
      "two player games",
      "2 player games",
      "co-op games",
      "party games online",
      "browser multiplayer games",
      "same keyboard games",
    ],
    gameSearch: "multiplayer",
    content: {
      heroTitle: "Multiplayer Games: Better With Someone Else",
      heroDescription:
        "Games change when another person is playing. A friend on the same keyboard can save you or knock you off the court, a private room turns a drawing game into a party, and a public arena puts you up against people from all over the world.",
      features: [
        {
          title: "One keyboard, two players",
          description:
            "Basket Random, Soccer Random, Tank Trouble and Fireboy and Watergirl all work for two people on one computer. No accounts, no invites, just pass the snacks.",
        },
        {
          title: "Private rooms for friends",
          description:
            "Skribbl.io, Gartic Phone and Codenames let you open a room and share the link, and Minecraft Classic invites friends to build in your world.",
        },
        {
          title: "Live public arenas",
          description:
            "Join a public room in Slither.io, Krunker.io or Territorial.io and you play against whoever else is online, from anywhere in the world.",
        },
      ],
      benefits: [
        "Expect to lose your first few live matches; real opponents learn fast too, and the first wins feel better for it.",
        "Practice alone first when a game offers it. Jstris and TETR.IO have solo modes that make your first live battle far less of a shock.",
        "Talk to your team. In Codenames and Zombs.io a quick plan beats a lone hero almost every time.",
        "Keep real-life details out of the game: your full name, school, address and photos stay private, even with players who seem friendly.",
        "Parents: same-keyboard and private-room games are the easiest way to let younger kids play together without strangers.",
        "If another player is unkind, leave the room. There is always another round, and many games let you report or mute someone.",
      ],
      faq: [
        {
          question: "Which multiplayer games work on one computer?",
          answer:
            "Basket Random, Soccer Random, Football Legends, Tank Trouble and Fireboy and Watergirl in the Forest Temple can all be played by two people on the same device. They are great for siblings or a parent and child.",
        },
        {
          question: "How do I play with my friends instead of strangers?",
          answer:
            "Look for a private room or invite link. Skribbl.io, Gartic Phone, Codenames and HaxBall let you set up your own room, and Minecraft Classic gives you a link to share. Send the link only to people you know.",
        },
        {
          question: "Are online multiplayer games safe for kids?",
          answer:
            "They can be. Sit with younger children for their first sessions, choose private rooms or same-keyboard games when you want to avoid strangers, and agree on one firm rule: nothing personal goes into a chat. Public games with open chat suit older kids better.",
        },
      ],
    },
  },
  {
    keyword: "flash-games",
    title: "Flash Games: Where the Classics Went After 2020",
    description: "Adobe Flash ended in 2020. Learn where classic Flash games live on today, through HTML5 remakes and Flashpoint, and play HTML5 games here.",
    metaKeywords: [
      "flash games",
      "old flash games",
      "classic flash games",
      "flash games online",
      "flash games without flash",
      "flashpoint",
      "html5 games",
      "flash game remakes",
      "line rider",
      "fireboy and watergirl",
    ],
    gameSearch: "rider qwop fireboy",
    content: {
      heroTitle: "Flash Games: The Plugin Is Gone, the Games Live On",
      heroDescription:
        "For many years a huge share of browser games ran on Adobe Flash. Adobe ended Flash Player at the end of 2020 and browsers removed it, yet many of the games lived on: some as HTML5 remakes, others saved by preservation projects. Every game in our catalog runs without a plugin.",
      features: [
        {
          title: "What happened to Flash",
          description:
            "Adobe stopped supporting Flash Player on December 31, 2020, and blocked Flash content from running in it early in 2021. Modern browsers no longer include it at all.",
        },
        {
          title: "Classics that outlived Flash",
          description:
            "Line Rider, QWOP and Fireboy and Watergirl in the Forest Temple all began as Flash games, and our catalog has versions that play without the plugin.",
        },
        {
          title: "Preserved for the future",
          description:
            "Flashpoint is a preservation project that archives Flash games and other web games so they can still be played on a computer. Ruffle, an open-source Flash emulator, lets some websites run old Flash files too.",
        },
      ],
      benefits: [
        "Flash games defined a whole era of quick, creative browser play, and many of today's HTML5 and io games follow the ideas they started.",
        "HTML5 games run in the browser itself, with no plugin to install or update, so they work on computers and many phones and tablets.",
        "Never install a download that claims to be Flash Player today. Adobe no longer offers it, so those installers are often unsafe.",
        "If you want a specific old game, check whether its creator made an HTML5 version first; it is often the easiest and safest way to play.",
        "Flashpoint is free and should be downloaded only from its own official website, ideally with a parent's help for younger players.",
      ],
      faq: [
        {
          question: "Can I still play Flash games in my browser?",
          answer:
            "Not with Flash Player, which is gone from every modern browser. You can play HTML5 remakes, sites that use the Ruffle emulator, or preservation projects such as Flashpoint on a computer. The games in our catalog run in today's browsers and need nothing extra.",
        },
        {
          question: "Which classic Flash games can I play here?",
          answer:
            "Line Rider, QWOP and Fireboy and Watergirl in the Forest Temple all started as Flash games, and the versions in our catalog play without Flash. Their controls and spirit are the same as many players remember.",
        },
        {
          question: "Why did Flash end?",
          answer:
            "Web standards like HTML5 grew able to do what Flash did, without a separate plugin and with better security and mobile support. Browser makers and Adobe agreed on a date, and Flash Player reached its end of life at the close of 2020.",
        },
      ],
    },
  },
  {
    keyword: "retro-games",
    title: "Free Retro Games: Pixel Art, Chiptunes and Old Classics",
    description:
      "Free retro games in your browser: classic Pac-Man, snake and brick breaker, plus new games with an old-school look like Celeste Classic and Retro Bowl.",
    metaKeywords: [
      "retro games",
      "free retro games",
      "retro games online",
      "old school games",
      "pixel art games",
      "classic video games",
      "8-bit games",
      "old arcade games",
      "retro bowl",
      "pac-man online",
    ],
    gameSearch: "retro",
    content: {
      heroTitle: "Retro Games: Old Ideas That Never Got Old",
      heroDescription:
        "Retro games come in two kinds: real classics from the early days of video games, and new games made to look and feel like them. Both share chunky pixels, simple controls and a challenge that comes from the design rather than from flashy graphics.",
      features: [
        {
          title: "The real classics",
          description:
            "Pac-Man first appeared in arcades in 1980, Breakout in 1976, and snake games became a phone favorite in the late 1990s. You can play all three ideas here today.",
        },
        {
          title: "New games, old style",
          description:
            "Celeste Classic was made for Pico-8, a pretend retro console with strict limits on colors and size. Retro Bowl brings pixel-art American football with a team to manage.",
        },
        {
          title: "Drawn in characters",
          description:
            "Candy Box 2 builds its whole world from text characters, a style borrowed from the oldest computer games, and Stick Ranger keeps a tiny, charming look.",
        },
      ],
      benefits: [
        "Old games rarely explain themselves, so experiment: try every button and see what happens before looking anything up.",
        "Learn the patterns. In Pac-Man each ghost chases in its own way, and players who know those habits can predict where danger will come from.",
        "Retro games can be tough, so count progress in small wins: one more level, one more screen, one more point than last time.",
        "Parents who grew up with these games can share them with their kids; a round of Pac-Man or snake needs almost no explaining.",
        "In Retro Bowl the off-field jobs matter too: keep an eye on team morale and the salary cap, not just the scoreboard.",
      ],
      faq: [
        {
          question: "What counts as a retro game?",
          answer:
            "Games from the early decades of arcades, home consoles and old computers, plus new games that copy their look and rules on purpose. Pixel art, chiptune music, high scores and short levels are the usual signs.",
        },
        {
          question: "Is the Pac-Man here the original arcade game?",
          answer:
            "It is the playable Google Doodle made in 2010 for Pac-Man's 30th anniversary, with a maze shaped like the Google logo. It plays much like the arcade original, and a second player can join as Ms. Pac-Man.",
        },
        {
          question: "Why do people still love retro games?",
          answer:
            "They are easy to start and honest about their challenge. There are no long tutorials, and when you lose you usually know why, which makes the next try feel worth it.",
        },
      ],
    },
  },
  {
    keyword: "brain-games",
    title: "Free Brain Games: Puzzles, Chess, Words and Geography",
    description: "Free brain games for your browser: chess puzzles, number tiles, daily word puzzles and geography guessing. A fun workout for curious minds.",
    metaKeywords: [
      "brain games",
      "free brain games",
      "brain games online",
      "brain teasers",
      "brain training games",
      "thinking games",
      "memory games",
      "logic games",
      "brain games for kids",
      "brain games for adults",
    ],
    gameSearch: "brain",
    content: {
      heroTitle: "Brain Games That Make Thinking Feel Like Play",
      heroDescription:
        "Brain games give your mind a job: find the missing word, place the next tile, read a street for clues about the country or spot the chess move that wins a piece. They are fun to do alone and even better when you puzzle over them with someone else.",
      features: [
        {
          title: "Logic and planning",
          description: "2048, Tile Merge and Lichess's tactics puzzles ask you to think several moves ahead and picture the board after each one.",
        },
        {
          title: "Words and links",
          description:
            "Wordle, Connections and Codenames are all about meaning and patterns, from letters in the right place to the one idea that ties four words together.",
        },
        {
          title: "The world and your imagination",
          description:
            "GeoGuessr turns geography into detective work, Little Alchemy 2 rewards creative combinations, and Quick, Draw! asks a computer to guess your doodles in 20 seconds.",
        },
      ],
      benefits: [
        "After a puzzle, look back at the moves or words you missed; that quick review is where most of the learning happens.",
        "Do a little every day instead of a lot once a week. Lichess puzzles and the daily word games are built for exactly that.",
        "Say your reasoning out loud, especially with kids. Explaining why a guess makes sense is half the fun and most of the learning.",
        "Mix it up: a word puzzle, a logic game and a geography round exercise very different kinds of thinking.",
        "Scientists still debate how much brain games improve thinking outside the game, so enjoy them as play rather than as a promise of a sharper mind.",
      ],
      faq: [
        {
          question: "Do brain games make you smarter?",
          answer:
            "You certainly get better at the games you practice, and you may pick up new words, chess patterns or geography along the way. Research has not shown clearly that brain games raise general intelligence, so treat them as a fun habit, not a medical or school promise.",
        },
        {
          question: "Which brain games suit kids?",
          answer:
            "Little Alchemy 2 and Quick, Draw! are playful and easy to start, and Tile Merge teaches planning in short rounds. Codenames is a great family game once kids can read comfortably. GeoGuessr needs an account, so a parent should set it up.",
        },
        {
          question: "What is a good brain game to play with friends?",
          answer:
            "Codenames is made for two teams, and Lichess lets you challenge a friend to a chess game. For a laid-back option, solve the same daily Wordle or Connections puzzle and compare how many tries you each needed.",
        },
      ],
    },
  },
  {
    keyword: "horror-games",
    title: "Spooky Games for Families: A Gentle Guide to Horror",
    description:
      "What horror games are, how to enjoy a good scare, and the gentle, spooky-fun games in our family-friendly catalog. Includes a note for parents.",
    metaKeywords: [
      "horror games",
      "spooky games",
      "scary games for kids",
      "not too scary games",
      "halloween games",
      "ghost games",
      "family friendly spooky games",
      "horror games online",
    ],
    gameSearch: "pac-man dark zombie starve",
    content: {
      heroTitle: "Spooky Fun Without the Nightmares",
      heroDescription:
        "Horror games are built to make your heart beat faster, with dark rooms, strange noises and something that might be around the corner. Our catalog is family-friendly and has no real horror games, so here you will find the genre explained and a few gently spooky picks instead.",
      features: [
        {
          title: "What horror games do",
          description:
            "They build tension more than action: limited light, few supplies, sounds you cannot place. Grown-up horror games add frightening images, and many carry age ratings for older teens and adults.",
        },
        {
          title: "Spooky, not scary",
          description:
            "Dodge the ghosts in the Pac-Man Doodle, hold off cartoon zombies at night in Zombs.io and YORG.io, or keep your fire burning through the cold in A Dark Room and Starve.io.",
        },
        {
          title: "Tension you can handle",
          description: "These picks borrow the best part of horror, the feeling that night is coming and you had better be ready, and leave the frights out.",
        },
      ],
      benefits: [
        "Daylight works like a volume knob: the same spooky game feels far milder in the afternoon than after dark.",
        "Prepare before dark. In Zombs.io, YORG.io and Starve.io, the players who build walls and stock supplies during the day have the calmest nights.",
        "Play with a friend, the lights on or the sound a little lower if things feel too tense. Enjoying a scare is about feeling safe underneath it.",
        "Devast.io is the grittiest of our picks, with a post-apocalyptic setting, crafted weapons and other survivors, so it suits older kids better.",
        "Parents: check a game's official age rating (such as ESRB or PEGI) before buying any horror game elsewhere; many are made for adults.",
      ],
      faq: [
        {
          question: "Do you have real horror games?",
          answer:
            "No. We keep the catalog family-friendly and do not list horror games. The games on this page share a spooky mood, such as ghosts, cartoon zombies or a long cold night, but they are fun rather than scary.",
        },
        {
          question: "Which of these is best for a younger child who likes spooky things?",
          answer:
            "The Pac-Man Google Doodle is the gentlest: its ghosts are cheerful and even become the hunted after a power pellet. Zombs.io and YORG.io show small cartoon zombies from above and are really building games, best played with a parent nearby.",
        },
        {
          question: "A note for parents: how can I tell if a game is too scary?",
          answer:
            "Play a round yourself first, look up the official age rating for games sold elsewhere, and watch how your child reacts rather than relying on their age alone. If nights are bringing bad dreams, switch to daytime games for a while. Children can also just say stop; that is always fine.",
        },
      ],
    },
  },
  {
    keyword: "browser-games",
    title: "Free Browser Games: Play Instantly, Nothing to Install",
    description: "Free browser games that run right in a tab: no download and no account for most. How browser games work, plus tips for smoother play.",
    metaKeywords: [
      "browser games",
      "free browser games",
      "online browser games",
      "games to play in browser",
      "no download games",
      "html5 games",
      "instant play games",
      "web games",
      "chromebook games",
      "games without downloading",
    ],
    gameSearch: "casual classic",
    content: {
      heroTitle: "Browser Games: Click a Link and You Are Playing",
      heroDescription:
        "A browser game runs inside the web page itself. There is nothing to install, no store to visit and, for most games, no account to create. Today's browsers handle 3D graphics, sound and live multiplayer, so a tab can hold anything from a quiet solitaire game to a fast flight simulator.",
      features: [
        {
          title: "Built on the open web",
          description:
            "Modern browser games use HTML5 technologies for graphics, sound and input, the same standards every current browser supports, so they run on most computers and many tablets and phones.",
        },
        {
          title: "Ready in seconds",
          description:
            "No installer and no updates to wait for. Open a game, and if it is not for you, close the tab and try another; nothing is left behind on your device.",
        },
        {
          title: "Small or surprisingly big",
          description:
            "Our own Zowii Snake, Tile Merge and Brick Breaker are tiny and keep working offline once loaded, while games like GeoFS stream a whole planet into the page.",
        },
      ],
      benefits: [
        "Bookmark the games you like so they are one click away next time.",
        "Keep your browser up to date. Updates bring speed and security fixes that games benefit from too.",
        "If a 3D game stutters, close other tabs and check that hardware acceleration is switched on in your browser's settings.",
        "Many browser games save progress in the browser. Clearing site data or playing in a private window can wipe it, so keep that in mind.",
        "Games on school or work devices follow the rules of whoever runs them. Play where you are allowed, and ask before you play.",
        "Many free browser games are paid for by advertising, and Zowii shows ads too, so you see ads around the games rather than a price tag.",
      ],
      faq: [
        {
          question: "Are browser games safe to play?",
          answer:
            "Playing in a tab is generally safer than installing unknown programs, because the game stays inside the browser. Still, never download files a game page pushes at you, keep your browser updated and be careful with chat in multiplayer games.",
        },
        {
          question: "Do browser games work on Chromebooks and tablets?",
          answer:
            "Many do, since they only need a modern browser. Some games are designed for a keyboard or mouse and are awkward on touch screens, while others, including our own three games, support touch controls too.",
        },
        {
          question: "Will I have to create an account?",
          answer:
            "For most of the games here, no: you click and play. A few, such as GeoGuessr, ask you to sign in, and some multiplayer games offer optional accounts to save progress. Kids should ask a parent before signing up for anything.",
        },
      ],
    },
  },
  {
    keyword: "rpg-games",
    title: "Free RPG Games in Your Browser: Level Up and Explore",
    description: "Free browser RPGs: lead a party of stick heroes, collect petals as a flower, or uncover a world made of text. Gain levels, gear and secrets.",
    metaKeywords: [
      "rpg games",
      "free rpg games",
      "rpg games online",
      "browser rpg",
      "role playing games",
      "action rpg",
      "text rpg",
      "rpg games for kids",
      "stick ranger",
    ],
    gameSearch: "rpg",
    content: {
      heroTitle: "RPG Games: Watch Your Heroes Grow",
      heroDescription:
        "In a role-playing game your character gets stronger the longer you play. You earn experience, collect better gear, choose skills and take on tougher places, so a hero who began by fighting ladybugs may end up facing bosses that once seemed impossible.",
      features: [
        {
          title: "A party to build",
          description:
            "Stick Ranger gives you four stick heroes to equip with classes such as boxer, gladiator, sniper or magician, then sends them across a world map stage by stage.",
        },
        {
          title: "Loot with a twist",
          description:
            "In Florr.io you are a flower, and every defeated bug may drop a new petal. Arranging the right petals around you is your equipment screen.",
        },
        {
          title: "Stories in text",
          description:
            "A Dark Room and Candy Box 2 tell their adventures with words and simple characters, and both turn from tiny beginnings into surprisingly large quests.",
        },
      ],
      benefits: [
        "Try a different build on your next run; two heroes with different skills can clear the same stage in completely different ways.",
        "Do not rush into the next area. If a zone in Florr.io or a stage in Stick Ranger beats you repeatedly, go back and grow a little stronger first.",
        "Balance your party in Stick Ranger. Tough fighters up front and ranged attackers behind usually outlast a team of one class.",
        "Read the text in A Dark Room and Candy Box 2. Hints about what to do next are hidden in the descriptions.",
        "RPGs suit players who like steady progress; even a short session leaves you a little stronger than before.",
      ],
      faq: [
        {
          question: "What does RPG stand for?",
          answer:
            "Role-playing game. The name comes from tabletop games where each player takes on a character's role. In video games it usually means a hero who gains levels, equipment and abilities while exploring a world and completing quests.",
        },
        {
          question: "Which browser RPG is best for a beginner?",
          answer:
            "Stick Ranger is a friendly start: the early stages are gentle and the menus are simple. Florr.io is easy to pick up too, though you share it with other players. The text-based games suit confident readers who enjoy slow discovery.",
        },
        {
          question: "Will my RPG progress be saved?",
          answer:
            "It depends on the game. Single-player games like A Dark Room and Candy Box 2 usually keep your progress in the browser, so clearing site data or using a private window can lose it. Look for a save or export option if a game offers one.",
        },
      ],
    },
  },
  {
    keyword: "shooter-games",
    title: "Free Shooter Games: Arena FPS, Tanks, Eggs and Archery",
    description:
      "Free shooter games in your browser: fast first-person arenas, top-down tank battles, egg-themed firefights and medieval archery. Tips included.",
    metaKeywords: [
      "shooter games",
      "free shooter games",
      "shooting games online",
      "fps games browser",
      "first person shooter online",
      "tank games",
      "io shooter games",
      "battle royale games",
      "krunker",
      "shell shockers",
    ],
    gameSearch: "shooter",
    content: {
      heroTitle: "Shooter Games: Aim, Move and Outthink the Other Team",
      heroDescription:
        "Shooters test your aim, your movement and your sense of where trouble will come from. Some drop you into fast first-person arenas, others put you in charge of a tank seen from above, and a few swap guns for bows or turn every player into an egg.",
      features: [
        {
          title: "First-person arenas",
          description:
            "Krunker.io, Venge.io, Kirka.io and Ev.io are quick-respawn shooters where you are back in the action seconds after a knockout. Movement matters as much as aim.",
        },
        {
          title: "Tanks from above",
          description:
            "Diep.io and Arras.io have you blasting shapes to upgrade your tank class, and in Tank Trouble your shots bounce off maze walls, including back toward you.",
        },
        {
          title: "Something different",
          description:
            "Shell Shockers turns everyone into an armed egg, Narrow One swaps guns for bows in a castle flag battle, and 1v1.LOL mixes shooting with building walls and ramps.",
        },
      ],
      benefits: [
        "After each knockout, ask where the shot came from; that spot is the one to check first next round.",
        "Keep your aim where an opponent is likely to appear, such as the corner you are about to round, so you only need a small correction.",
        "Keep moving. A player standing still is the easiest target, especially in Krunker.io, where movement tricks are part of the game.",
        "In Narrow One, arrows drop over distance, so aim a little higher the farther away your target is.",
        "For younger players, the tank games and Shell Shockers are the least realistic options; the first-person arenas with open chat fit teens better.",
      ],
      faq: [
        {
          question: "Which shooter games are least violent?",
          answer:
            "Diep.io and Arras.io are about shapes and tanks with no human characters at all, Tank Trouble is a maze duel between little tanks, and Shell Shockers uses cartoon eggs. Parents of younger players may prefer to start with these.",
        },
        {
          question: "How do I improve my aim?",
          answer:
            "Lower your mouse sensitivity until small movements feel controlled, warm up for a few minutes before serious matches, and learn one map at a time. Most improvement comes from positioning: being in the right place means you need to aim less.",
        },
        {
          question: "What is a battle royale?",
          answer:
            "A match where many players start on one map, collect equipment and try to be the last one standing while the playable area shrinks. ZombsRoyale.io is a top-down example, and 1v1.LOL includes a battle royale mode alongside its one-on-one fights.",
        },
      ],
    },
  },
  {
    keyword: "fighting-games",
    title: "Fighting Games: The Genre and Our Closest Brawlers",
    description:
      "What classic fighting games are, how to get better at them, and the browser brawlers in our catalog where close combat is the heart of the game.",
    metaKeywords: [
      "fighting games",
      "free fighting games",
      "fighting games online",
      "brawler games",
      "browser fighting games",
      "io fighting games",
      "battle games",
      "stick fighting games",
    ],
    gameSearch: "fighting stick",
    content: {
      heroTitle: "Fighting Games: Read Your Rival, Strike at the Right Time",
      heroDescription:
        "Classic fighting games put two characters face to face with health bars, special moves and combos, a style that Street Fighter II made hugely popular in arcades in 1991. We do not host a traditional one-on-one fighter yet; our closest games are browser brawlers where close combat decides who wins.",
      features: [
        {
          title: "What fighting games are",
          description:
            "Two fighters, one screen, and a constant guessing game: attack, block or step back. Each character has its own moves, and the best players know exactly which one to use and when.",
        },
        {
          title: "Brawls in the browser",
          description:
            "YoHoHo.io is a pirate free-for-all with swinging weapons, MooMoo.io and Starve.io mix fighting with survival, and Taming.io lets tamed pets battle at your side.",
        },
        {
          title: "Armies and heroes",
          description:
            "Lordz.io turns fighting into army battles between lords, and Stick Ranger sends a party of four stick heroes against waves of monsters and bosses.",
        },
      ],
      benefits: [
        "Warm up with a few calm rounds before taking on stronger players; relaxed hands react faster than tense ones.",
        "Learn one character or loadout properly before trying them all. Knowing your own reach and speed is the foundation of every win.",
        "Blocking and backing off are moves too. In most fighting games the best moment to hit is right after your rival misses.",
        "In YoHoHo.io, grab coins from knocked-out pirates quickly; they make you bigger and stronger, but staying in a crowd too long is risky.",
        "The games here are cartoonish, but they are competitive; a parent can help a younger child see a lost round as a lesson, not a failure.",
      ],
      faq: [
        {
          question: "Do you have games like Street Fighter or Mortal Kombat?",
          answer:
            "No. We do not host a traditional versus fighter, and games like those are sold through official stores for consoles and PCs, with age ratings worth checking. Our closest picks are the cartoon brawlers on this page, where fighting up close is the main skill.",
        },
        {
          question: "How do I get better at fighting games?",
          answer:
            "Learn what each of your moves does and how far it reaches, then practice blocking and waiting for openings instead of attacking nonstop. Short sessions with a clear goal, such as landing one counterattack, teach more than hours of button mashing.",
        },
      ],
    },
  },
  {
    keyword: "physics-games",
    title: "Free Physics Games: Ragdolls, Stunts and Falling Sand",
    description: "Free physics games in your browser: floppy ragdoll sports, stunt bikes, sledding lines and falling-sand sandboxes where every pixel reacts.",
    metaKeywords: [
      "physics games",
      "free physics games",
      "physics games online",
      "ragdoll games",
      "falling sand game",
      "sandbox physics games",
      "stunt bike games",
      "line rider",
      "qwop",
    ],
    gameSearch: "physics",
    content: {
      heroTitle: "Physics Games: Gravity Is Part of the Gameplay",
      heroDescription:
        "In a physics game, nothing is scripted: balls bounce, bikes flip and ragdoll players flop according to rules of weight, speed and gravity. That makes every try a little different, often very funny, and always worth another go.",
      features: [
        {
          title: "Wobbly sports",
          description:
            "Basket Random and Soccer Random give each floppy player just one button, HaxBall plays soccer with pushing discs, and QWOP makes simply running a physics puzzle.",
        },
        {
          title: "Stunts and tracks",
          description:
            "Moto X3M rewards clean landings and mid-air flips, and in Line Rider you draw the course yourself, then watch the sledder try to survive it.",
        },
        {
          title: "Sandboxes of stuff",
          description:
            "Sandspiel, Sandboxels and Powder Game treat every pixel as a material, so sand piles, water flows and fire spreads the way you would expect, or wonderfully not.",
        },
      ],
      benefits: [
        "Small changes make big differences in physics games, so adjust one thing at a time when an attempt fails.",
        "In Moto X3M, use lean to land on both wheels. A flat landing keeps your speed, while a nose-dive sends you back to the checkpoint.",
        "In Bonk.io, time heavy mode for the moment you collide; used at the right instant it can knock a rival clean off the platform.",
        "In Line Rider, test a track in short sections. Fix one jump before drawing the next so a single bad curve does not ruin a long ride.",
        "Physics games are a playful way to talk about real science with kids: why steep ramps throw you farther, or why water puts out fire.",
      ],
      faq: [
        {
          question: "Why is QWOP so hard?",
          answer:
            "It was made that way on purpose by Bennett Foddy. Each key moves one part of the runner's legs, and your brain is not used to running one muscle group at a time. Aim for a slow, steady rhythm rather than speed, and celebrate each meter.",
        },
        {
          question: "What is a falling-sand game?",
          answer:
            "A sandbox where each pixel is a tiny piece of material with its own behavior. Sand falls and piles up, water spreads, fire burns wood and plants grow. Sandspiel, Sandboxels and Powder Game all work this way, with no goal but experimenting.",
        },
        {
          question: "Which physics games can two people play on one keyboard?",
          answer:
            "Basket Random and Soccer Random both let two players share a keyboard, with one button each. Their random changes between points keep even lopsided matches close and silly.",
        },
      ],
    },
  },
  {
    keyword: "idle-games",
    title: "Free Idle Games: Progress That Keeps Going",
    description:
      "Free idle and incremental games for your browser: grow a cookie empire, build a paperclip factory or a village. How they work and tips to go faster.",
    metaKeywords: [
      "idle games",
      "free idle games",
      "idle games online",
      "incremental games",
      "idle browser games",
      "cookie clicker",
      "universal paperclips",
      "candy box 2",
      "a dark room",
    ],
    gameSearch: "idle",
    content: {
      heroTitle: "Idle Games: Small Numbers Today, Huge Ones Tomorrow",
      heroDescription:
        "Idle games, also called incremental games, are built on one satisfying loop: earn a little, spend it on something that earns more, repeat. Production keeps ticking while you think, read or even step away, and every so often a brand-new layer of the game opens up.",
      features: [
        {
          title: "Automation is the goal",
          description:
            "In Cookie Clicker you click at first, but soon grandmas, farms and factories bake for you, and the cookies keep piling up while you do something else.",
        },
        {
          title: "Games that grow",
          description:
            "Universal Paperclips starts with a single button and gradually becomes something much bigger, with a real story behind the rising numbers.",
        },
        {
          title: "Idle meets adventure",
          description: "Candy Box 2 and A Dark Room begin as idle games and slowly open into maps, quests and fights, so patience unlocks a whole world.",
        },
      ],
      benefits: [
        "Read every new upgrade description; idle games often hide a whole new mechanic behind a single purchase.",
        "Compare price with output before buying. The cheapest building is not always the best; the one that adds most per cookie spent usually is.",
        "Upgrades that multiply production are worth more than one more building, so check the upgrade shelf each time you return.",
        "When progress slows to a crawl, look for a prestige or reset option. Starting over with lasting bonuses is often faster than grinding on.",
        "The idle games here are complete in your browser and do not need purchases to progress.",
        "Idle games are designed to bring you back often. Families may want to agree on check-in times so a quick look does not become an hour.",
      ],
      faq: [
        {
          question: "What is the difference between idle and clicker games?",
          answer:
            "They overlap a lot. Clicker games focus on clicking to earn, while idle games focus on production that continues without you. Most, like Cookie Clicker, start as clickers and become idle games once you automate.",
        },
        {
          question: "Does the game keep running if I close the tab?",
          answer:
            "Usually not much. Most idle games only produce while their tab is open, so leave it open in the background if you want progress to continue.",
        },
        {
          question: "Are idle games a waste of time?",
          answer:
            "They can be relaxing and surprisingly thoughtful; Universal Paperclips has a story people still talk about. Like any game, they are best enjoyed in moderation, and their slow pace makes them easy to play alongside other things.",
        },
      ],
    },
  },
  {
    keyword: "clicker-games",
    title: "Free Clicker Games: From One Click to Big Empires",
    description:
      "Free clicker games in your browser: bake cookies, make paperclips and light a fire in a dark room. How clickers work and how to progress faster.",
    metaKeywords: [
      "clicker games",
      "free clicker games",
      "clicker games online",
      "cookie clicker",
      "clicking games",
      "tap games",
      "incremental clicker",
      "universal paperclips",
    ],
    gameSearch: "clicker",
    content: {
      heroTitle: "Clicker Games: It All Starts With One Click",
      heroDescription:
        "A clicker game starts with a single button and a single number. Each click nudges the number up, and soon you can spend it on helpers that click for you. Before long you are managing a bakery empire, a paperclip factory or a whole village.",
      features: [
        {
          title: "The famous cookie",
          description:
            "Cookie Clicker by Orteil, released in 2013, is the game many people think of first: click the big cookie, then fill the screen with buildings that bake around the clock.",
        },
        {
          title: "Click, then think",
          description:
            "Universal Paperclips begins with making clips by hand, then asks you to set prices, buy wire and balance demand. It becomes a strategy game hiding behind one button.",
        },
        {
          title: "A button in the dark",
          description:
            "A Dark Room starts with one button to light a fire and builds a mystery around it, showing how much a clicker can grow from almost nothing.",
        },
      ],
      benefits: [
        "Click hard at the very start, then treat clicking as a bonus; by the second or third building, helpers should be doing most of the work.",
        "Spend early on automation. A helper that clicks for you is worth more than a burst of fast clicking.",
        "In Cookie Clicker, click golden cookies when they appear; their short bonuses can be worth far more than ordinary clicks.",
        "In Universal Paperclips, adjust the price in small steps and watch demand. Selling every clip you make beats a high price nobody pays.",
        "Rest your hand. Fast clicking for a long time can make fingers and wrists sore, and the game will still be there after a break.",
        "Never download auto-clicker programs from random sites; they can carry malware. Clicker games are designed to be played without them.",
      ],
      faq: [
        {
          question: "Is there a trick to clicking faster?",
          answer:
            "Not a useful one. In nearly every clicker game, buildings and upgrades soon produce far more than any human hand. Focus on good purchases instead, and keep your clicks for special moments like golden cookies.",
        },
        {
          question: "Which clicker game should I start with?",
          answer:
            "Cookie Clicker is the easiest to understand and is cheerful for all ages. Universal Paperclips is clever but more serious in tone, better for teens and adults. A Dark Room suits players who like a story told a line at a time.",
        },
      ],
    },
  },
  {
    keyword: "zombie-games",
    title: "Zombie Games for Families: Build, Defend, Survive",
    description:
      "Family-friendly zombie games for your browser: build a base and hold off cartoon zombie waves each night. Survival tips and a note for parents.",
    metaKeywords: [
      "zombie games",
      "free zombie games",
      "zombie games online",
      "zombie survival games",
      "zombie defense games",
      "zombie games for kids",
      "zombs.io",
      "yorg.io",
      "devast.io",
    ],
    gameSearch: "zombie",
    content: {
      heroTitle: "Zombie Games: Get Ready Before the Sun Goes Down",
      heroDescription:
        "In zombie games the living are busy by day and the undead shuffle in at night. The zombie games in our catalog are seen from above and are really about planning: gather resources, build walls and towers, and see if your base holds until morning. Zombs.io and YORG.io are spooky fun with no gore; Devast.io is grittier.",
      features: [
        {
          title: "Defend together",
          description:
            "Zombs.io has you place a gold stash, build mines, walls and arrow, cannon or mage towers, and team up with other players as the nightly waves grow.",
        },
        {
          title: "A factory against the night",
          description:
            "YORG.io links mines, factories and transporters so ammunition reaches your towers. Keeping the supply lines flowing is how you survive.",
        },
        {
          title: "Survival in a wasteland",
          description:
            "Devast.io is a larger, grittier survival game: scavenge, craft, fortify a base and keep yourself fed while zombies and other survivors roam.",
        },
      ],
      benefits: [
        "Scout the area in the first minutes so you know where the nearest resources are before the first night.",
        "Use the daytime. Every second before night falls is for gathering and building, not for wandering off.",
        "Protect what matters most first. In Zombs.io that is your gold stash; ring it with walls before you spread out.",
        "Upgrade before you expand. A few strong towers usually beat many weak ones once the later waves arrive.",
        "Note for parents: Zombs.io and YORG.io are cartoon building games seen from above, while Devast.io has a darker post-apocalyptic mood, so try it first.",
      ],
      faq: [
        {
          question: "Are these zombie games scary for kids?",
          answer:
            "Zombs.io and YORG.io show small cartoon zombies from a top-down view, and the challenge is building defenses, not frights. Still, some children find zombies spooky, so a parent playing alongside at first is a good idea. Devast.io is better for older kids.",
        },
        {
          question: "How do I survive longer in Zombs.io?",
          answer:
            "Build gold mines early so you can afford upgrades, wall in your stash, and place towers so their ranges overlap. Playing with a team helps a lot, because the later nights bring far more zombies than one base can easily handle alone.",
        },
        {
          question: "Are there other zombie-style games here?",
          answer:
            "Our tower defense games share the same wave-by-wave structure, and Starve.io has the same fear of nightfall with wolves and cold instead of zombies. Browse the survival games if you enjoy building a base and holding on.",
        },
      ],
    },
  },
  {
    keyword: "tower-defense-games",
    title: "Free Tower Defense Games: Build Towers, Stop the Waves",
    description: "Free tower defense games in your browser: hold off zombie waves, run a factory that feeds your towers or defend real streets on a world map.",
    metaKeywords: [
      "tower defense games",
      "free tower defense games",
      "tower defense online",
      "td games",
      "browser tower defense",
      "strategy defense games",
      "zombie tower defense",
      "mapstd",
    ],
    gameSearch: "tower-defense",
    content: {
      heroTitle: "Tower Defense: Put the Right Tower in the Right Spot",
      heroDescription:
        "Tower defense games send waves of enemies down a path toward your base, and your only weapon is where you build. Pick a spot, choose a tower, upgrade it between waves and watch your plan either hold the line or spring a leak.",
      features: [
        {
          title: "Your own street",
          description:
            "MapsTD builds levels from real-world maps, so enemies march along actual roads toward your base, whether that is a famous landmark or your hometown.",
        },
        {
          title: "Defense with a team",
          description:
            "Zombs.io adds resource gathering and co-op play: build gold mines by day, then defend your stash with arrow, cannon and mage towers by night.",
        },
        {
          title: "Supply chains",
          description:
            "YORG.io makes logistics the challenge: your towers only fire if transporters carry enough resources to them from your mines and factories.",
        },
      ],
      benefits: [
        "Watch the first wave closely; the path enemies take and how fast they move tell you where your next tower belongs.",
        "Build where the path bends or narrows. Towers at a corner or chokepoint can hit each enemy for longer.",
        "Mix your towers. Fast single-target shooters and slower area attacks cover each other's weaknesses.",
        "Do not spend everything the moment a wave ends. Keeping a small reserve lets you patch a weak spot when a surprise enemy slips through.",
        "Tower defense is a calm, thoughtful kind of strategy for kids: you plan ahead and then watch the results without needing quick reflexes.",
      ],
      faq: [
        {
          question: "Is it better to build new towers or upgrade old ones?",
          answer:
            "Early on, a few well-placed towers usually matter most. Later, upgrading towers at your best spots often beats scattering new ones. Watch where enemies get furthest, and spend there.",
        },
        {
          question: "Can I play MapsTD on a map of my town?",
          answer:
            "Yes, that is its big idea: you pick a location, such as your town or a famous city, and the level is built from its real roads. Choose a spot with several crossing roads for a tougher, more interesting defense.",
        },
        {
          question: "Which tower defense game is best for beginners?",
          answer:
            "MapsTD is the simplest: place towers, upgrade them and survive the rounds. Zombs.io and YORG.io add gathering, building and other players, so they suit players who already know the basics.",
        },
      ],
    },
  },
];
