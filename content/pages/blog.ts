import type { BlogPage } from "./schema";

export const blogPage: BlogPage = {
  kind: "blog",
  title: "Blog & News",
  description: "Game reviews, technology notes, community news, analysis and safety advice from the team behind the Zowii free games portal.",
  keywords: ["gaming blog", "browser game reviews", "io games news", "online safety for gamers"],
  intro: "Reviews, behind-the-scenes notes and advice from the people who run Zowii.",
  chips: ["All", "Game Reviews", "Technology", "Community", "Analysis", "Safety"],
  articlesHeading: "Latest Articles",
  articles: [
    {
      slug: "krunker-io-fast-chunky-and-fair",
      title: "Krunker.io: Fast, Chunky and Fair",
      excerpt:
        "A pixel-art shooter that loads in seconds and rewards practice over spending. We look at its classes, its movement tricks and why short matches keep us coming back.",
      author: "Zowii Team",
      date: "2024-12-12",
      category: "Game Reviews",
      icon: "trophy",
      reviews: [{ slug: "krunker-io", title: "Krunker.io" }],
      body: [
        {
          heading: "First impressions",
          paragraphs: [
            "Krunker.io is a first-person shooter from Yendis Entertainment that runs in a browser tab. Its look is deliberately chunky: blocky maps, flat colours and pixel textures. That style is part of why it starts so quickly. There is no launcher and no patch to wait for; on a reasonable connection you go from pressing Play to your first round in a few seconds.",
            "On Zowii it opens like every other game: a short ad, then the game window with reload, mute, fullscreen and close buttons. We recommend fullscreen. Krunker captures the mouse pointer to aim, and a bigger window makes the fast movement much easier to follow.",
          ],
        },
        {
          heading: "Classes: pick a job, not a price tag",
          paragraphs: [
            "Before a match you choose a class. Each one is a weapon and a style of play rather than an upgrade you pay for. Triggerman carries an assault rifle and suits players who like steady, mid-range fights. Run N Gun trades range for speed: a light weapon and quick feet, for players who would rather close the distance than hold an angle.",
            "Because classes are about style rather than strength, a new player and a veteran meet on fairly even terms. What separates them is aim, map knowledge and movement. Krunker has its own shop and in-game currency, run by its developer rather than by us; in our time with it, what is on sale changes how you look, not how hard you hit.",
          ],
        },
        {
          heading: "Movement is the real skill",
          paragraphs: [
            "The first few matches can feel chaotic, because experienced players seem to fly around the map. The trick is slide-hopping: sliding and jumping at the right moment keeps your speed up, and chaining it well turns a corridor into a runway. It takes practice, and that is the point. Nobody hands you the technique; you learn it round by round.",
            "The maps help. They are small and readable, with clear sight lines and a few high spots worth fighting over. After a handful of rounds you start to know where people appear and where a slide will carry you.",
          ],
        },
        {
          heading: "Why short matches work",
          paragraphs: [
            "Krunker matches are short, in free-for-all or team modes, on a rotating set of maps. A bad round costs you a few minutes, not an evening, and the next map is already loading. That rhythm suits a lunch break or a quick session after homework, and it keeps the mood light: nobody is stuck in a losing game for long.",
            "The community builds too. A built-in map editor lets players make their own maps, so the game does not rely only on what its developer ships.",
          ],
        },
        {
          heading: "What parents should know",
          paragraphs: [
            "Krunker is a shooter, even if a blocky one, and you play against strangers online. The game's chat and its shop belong to the game's developer and follow its own rules and privacy policy, not ours. For younger players we suggest a parent tries a round first and goes through our family checklist for online games.",
          ],
          list: [
            "Controls: keyboard and mouse; it is made for a computer rather than a touch screen.",
            "Accounts: you can play without one; the game offers its own optional account.",
            "Best for: players who enjoy practising a skill and short, fast rounds.",
          ],
        },
        {
          heading: "Our verdict",
          paragraphs: [
            "Krunker.io is one of the quickest ways to get a real shooter running on almost any computer. It is fair where it counts, rewards the time you put into movement and aim, and respects your time with short rounds. You will find it on its game page on Zowii, in the Shooter category.",
          ],
        },
      ],
    },
    {
      slug: "how-a-game-starts-in-your-browser",
      title: "How a Game Starts in Your Browser Without a Download",
      excerpt:
        "HTML5, WebGL and a sandboxed frame: what happens in the seconds between pressing Play and taking control, and why nothing is installed on your device.",
      author: "Zowii Team",
      date: "2024-12-05",
      category: "Technology",
      icon: "code",
      body: [
        {
          heading: "A game is a web page",
          paragraphs: [
            'Every game on Zowii is, underneath, a web page. It is made of the same three things as any site: HTML for its structure, CSS for its look, and JavaScript for everything that moves. When people say "HTML5 game" they mean exactly this: a game built from the standard parts every modern browser already understands, so there is nothing extra to install.',
            "Flat games such as Tile Merge or Wordle draw on a canvas, a rectangle the game paints pixel by pixel many times a second. 3D games such as Krunker.io or Bloxd.io use WebGL, which lets JavaScript hand the drawing to your graphics card. That is how a browser tab can show a blocky world that turns smoothly as you move the mouse.",
          ],
        },
        {
          heading: "The seconds after you press Play",
          paragraphs: ["Here is what happens on Zowii between your click and your first move:"],
          list: [
            "A short ad appears with a countdown of five seconds. You can close it once two seconds are left, and if you launch game after game you see the countdown at most once every three minutes.",
            "The game window opens with the game's title, a spinner, and buttons to reload, mute, go fullscreen or close.",
            "Inside the window, a frame loads the game from wherever it lives: most games come from their developers' own sites, a few from our server.",
            "Your browser downloads the game's files, starts its JavaScript, and the game takes over the frame. The spinner disappears and you are playing.",
          ],
        },
        {
          heading: "The frame and its sandbox",
          paragraphs: [
            "The frame is the key to doing this safely. A game runs inside it as a separate page, with a sandbox that says what it may do: run its scripts, take your keyboard, mouse and touch input, open links, go fullscreen and lock the mouse pointer for aiming. Things a game has no business asking for, such as your camera, your microphone, your location or a payment prompt, are switched off for every game by our pages' rules.",
            "Our own games go one step further. They are served from our server, so we give each of them an origin of its own: they can run and take input, but they cannot reach the Zowii page around them. Our pages also only allow frames from the game sites our team has approved, so a strange address can never be slipped into the player.",
          ],
        },
        {
          heading: "When a game does not start",
          paragraphs: [
            'Sometimes a game site is down, slow, or refuses to be shown inside another page. Rather than leave you looking at an empty box, the game window watches the frame. If it cannot reach the game, or the game has not loaded after twenty seconds, you see "Game Failed to Load" with Try Again and Close buttons.',
            "Failures also help us. When many players' frames fail for the same game, our server checks that game, and one that keeps failing is usually taken off the public pages until it works again.",
          ],
        },
        {
          heading: "Why nothing is installed",
          paragraphs: [
            "Because the game is a web page, your browser treats it like one. It keeps copies of the files in its cache so the next visit is faster, and a game may remember your progress or best score in the site's storage. None of that is an installed program: there is no installer, no background updater and no icon left on your desktop. Clearing your browser data removes all of it.",
            'That is also why a real browser game never needs you to download anything. If a page offers a "download to play" button, it is not the game; close it.',
          ],
        },
      ],
    },
    {
      slug: "how-we-count-plays-and-ratings",
      title: "How We Count Plays and Ratings",
      excerpt:
        "A play counts once a minute per player and game, and every player gets one vote they can change. Here is why we count this way and what the numbers on a game page mean.",
      author: "Zowii Team",
      date: "2024-11-28",
      category: "Community",
      icon: "users",
      body: [
        {
          heading: "Numbers you can trust",
          paragraphs: [
            "Every game page on Zowii shows two numbers: how many times the game has been played and its rating out of five. Players use them to choose what to try next, so they should mean what they say. This article explains how we count, what we deliberately do not count, and where the numbers come from before anyone has voted.",
          ],
        },
        {
          heading: "What counts as a play",
          paragraphs: [
            "A play is counted on our server when you launch a game. To keep the count honest, the same player launching the same game again within a minute does not add another play. Reloading a game that froze, or closing it and opening it again straight away, is still one play. Come back later and it counts again.",
            "We also set limits per network address, so one computer cannot pump up a game's figure by sending launch after launch. They are generous enough that a family or a classroom sharing one connection is counted normally. Past the limit, extra launches simply stop counting; nothing else changes for the player.",
          ],
        },
        {
          heading: "How we know it is the same player",
          paragraphs: [
            "We have no player accounts, so we cannot know who you are, and we do not want to. Instead, when you start or rate a game, your browser gets a visitor cookie: a random number that lets us recognise the same browser coming back. It holds no name, email or age, it lasts a year, and you can delete it at any time in your browser settings. Deleting it simply makes you a new visitor to our counters.",
          ],
        },
        {
          heading: "One vote each, and you can change your mind",
          paragraphs: [
            "Under each game is a row of five stars. Tap one to rate the game from one to five. Every player has one vote per game: if you rate a game again, your new vote replaces the old one instead of being added to it. You might love a game on day one and find it repetitive a week later; your rating can follow your opinion.",
            "Votes have per-address limits of their own, so nobody can flood a game with five-star or one-star ratings from one connection.",
          ],
        },
        {
          heading: "What the numbers on a game page mean",
          paragraphs: [
            "When a game is added to the catalog, it starts with an opening play figure and a starting rating (4.5 stars for a game our team publishes by hand). Real plays are added on top of the opening figure. The rating works differently: as soon as one player has voted, the rating shown is the average of players' votes, and the starting value no longer plays any part.",
          ],
          list: [
            "Plays are shortened as people read them: 850, 9.9K, 1.2M. We cut figures down rather than round them up, so 999,999 plays shows as 999K, never 1M.",
            "The rating is shown with one decimal, for example 4.7 / 5.",
            "Games taken off the site, for example while they are broken, do not count plays or votes.",
          ],
        },
        {
          heading: "Why we count this way",
          paragraphs: [
            "Counting looks simple, but inflated numbers are common on the web, and they mislead the people who trust them most, often children picking a game. By counting on our server, once a minute, with one changeable vote per player, the figures on Zowii reflect what players actually do. The totals on our Features and About pages are read from the same counts, not written by hand.",
          ],
        },
      ],
    },
    {
      slug: "what-makes-an-io-game",
      title: "What Makes an io Game?",
      excerpt:
        "Instant joining, short rounds, simple controls and a leaderboard that resets: the design choices shared by snake, cell and shooter games that carry the .io name.",
      author: "Zowii Team",
      date: "2024-11-21",
      category: "Analysis",
      icon: "brain",
      body: [
        {
          heading: "Where the name comes from",
          paragraphs: [
            '.io is a web address ending, the country code of the British Indian Ocean Territory. Technology companies liked it because "IO" also reads as input/output. In April 2015 Matheus Valadares released Agar.io, a game about cells in a petri dish, at an .io address. It became a hit, and a wave of games followed with the same ending and many of the same ideas. Today "io game" names a style of game more than an address.',
            "Looking across the io games on Zowii, from Agar.io and Slither.io to Diep.io, Paper.io 2 and Krunker.io, the same design choices come up again and again.",
          ],
        },
        {
          heading: "Instant joining",
          paragraphs: [
            "An io game asks almost nothing before you play. Type a nickname, or do not, and press Play. There is no tutorial to sit through and no account needed to start; you learn by playing, and your first death teaches you more than a manual would. That low barrier is why io games spread so quickly in classrooms and between friends: a link is all anyone needs.",
          ],
        },
        {
          heading: "Start small, grow fast",
          paragraphs: [
            "Most io games begin with you weak and tiny in a big shared arena. In Agar.io you are a cell that eats pellets and smaller players to gain mass. In Slither.io you are a worm that grows longer with every glowing pellet. In Diep.io you are a tank that levels up by shooting shapes, choosing upgrades as you go. In Paper.io 2 you grow by drawing a trail and looping back to claim land.",
            "Growth is visible to everyone, and that creates the tension. The bigger you get, the more there is to lose, and small players can still bring down a giant: cutting in front of a long snake or crossing a greedy trail ends a big run in a second.",
          ],
        },
        {
          heading: "Simple controls, deep play",
          paragraphs: [
            "The controls fit in one sentence. Steer with the mouse and hold a button to boost in Slither.io; steer and split in Agar.io; move and aim in Diep.io. Anyone can pick them up, on a laptop touchpad as well as a gaming mouse.",
            "The depth comes from other players. Because everyone moves by the same simple rules, the interesting decisions are about people: when to chase, when to hide, when to bait a rival into a trap.",
          ],
        },
        {
          heading: "Short rounds and a leaderboard that resets",
          paragraphs: [
            "When you lose in an io game, you lose everything, and you are back in the arena a few seconds later. Nobody carries a huge advantage from last week into today's round, so a new player can reach the top of the board on a lucky day. The leaderboard in the corner shows who is biggest right now, on this server, and it changes constantly as players grow and fall.",
          ],
          list: [
            "Rounds last as long as you survive, often only a few minutes.",
            "The leaderboard tracks the current arena, not lifetime records.",
            "Dying costs you time, not money or progress you cannot get back.",
          ],
        },
        {
          heading: "What this means for families",
          paragraphs: [
            "The same choices that make io games quick to join also mean you share the arena with strangers. Nicknames are visible to everyone, so a child's should never be their real name. Some io games add chat, shops or accounts, run by their developers under their own rules. Our family checklist for online multiplayer games covers what to look at before a child plays.",
          ],
        },
      ],
    },
    {
      slug: "family-checklist-for-online-multiplayer-games",
      title: "A Family Checklist for Online Multiplayer Games",
      excerpt:
        "Chat settings, time limits, spending and what to do if a stranger behaves badly: a short list to go through together before a child plays online.",
      author: "Zowii Team",
      date: "2024-11-14",
      category: "Safety",
      icon: "shield",
      body: [
        {
          heading: "Why a checklist helps",
          paragraphs: [
            "Many games on Zowii are multiplayer: your child shares the game with people they have never met. Most of those players are just there to play. A few minutes spent together before the first game makes the rest easier, for you and for your child. This checklist is meant to be gone through side by side, not handed over as a list of rules.",
            "One thing to know first: Zowii itself asks for nothing. There are no player accounts, and we never ask a child for a name, an email address, an age or a photo. Most games, though, are made and run by other developers and open inside a frame on our page. Their chat, shops and accounts belong to them and follow their own rules.",
          ],
        },
        {
          heading: "Before the first game",
          paragraphs: ["Sit down together and go through these points:"],
          list: [
            "Play a round or two of the game yourself, or together, so you know what it looks like and who is in it.",
            "Choose a nickname together. It should not include a real name, a school, a town or an age.",
            "Look for chat. Some games have none beyond nicknames; others have open text chat. If a game's settings can turn chat off, decide together whether to.",
            "Agree what to do when someone is unkind: leave the game and tell a grown-up. Leaving is always allowed.",
          ],
        },
        {
          heading: "Time limits",
          paragraphs: [
            'Short rounds make it easy to say "one more" many times. Agree on a time before starting, and use the screen-time settings of the device or browser your child uses: they work on Zowii as on any site. Zowii has no separate parental settings of its own yet, so the device is the place to set limits. Regular breaks help too: stand up, stretch and rest your eyes every half hour or so.',
          ],
        },
        {
          heading: "Spending",
          paragraphs: [
            "Zowii charges nothing, but some games made by other studios sell items, currency or subscriptions inside the game. Those purchases are run by the game's developer, not by us.",
          ],
          list: [
            "Keep payment details off shared devices, and turn on purchase approval where your device offers it.",
            "Explain that nobody can give away free game money or free accounts: sites that promise that are tricks.",
            "Agree that your child asks before typing in any payment or account details.",
          ],
        },
        {
          heading: "If a stranger behaves badly",
          paragraphs: [
            "Teach the simple order: leave, tell, report. Leaving the game ends the contact straight away. Telling a trusted adult means nobody has to handle it alone. Reporting helps every other player: block and report the player inside the game where the game allows it, and write to our safety team about anything on Zowii that is abusive or unsafe. Every report is read by a person; the Safety Center has the buttons that open a ready-made email.",
            "If anyone is in immediate danger, call your local emergency number first: 911 in the US, 112 in Europe. We are a games portal and cannot send help.",
          ],
        },
        {
          heading: "Keep talking",
          paragraphs: [
            "The best protection is a child who tells you what happened. Ask about games the way you ask about school: what they played, who they met, what was fun and what was not. An open conversation helps more than a ban, and it makes it far more likely you hear about a problem early. And if playing ever leaves your child stressed or upset, a break and a talk with someone they trust is the right next step.",
          ],
        },
      ],
    },
    {
      slug: "small-games-made-here",
      title: "Small Games, Made Here: Snake, Tile Merge and Brick Breaker",
      excerpt:
        "Three classics we built for the portal ourselves. They load from our own server, work offline once started and play with a keyboard, a mouse or touch.",
      author: "Zowii Team",
      date: "2024-11-07",
      category: "Game Reviews",
      icon: "gamepad",
      reviews: [
        { slug: "zowii-snake", title: "Zowii Snake" },
        { slug: "tile-merge", title: "Tile Merge" },
        { slug: "brick-breaker", title: "Brick Breaker" },
      ],
      body: [
        {
          heading: "Why we made our own",
          paragraphs: [
            "Most games on Zowii come from other studios and load from their sites. That is what makes a big catalog possible, but it also means a game can be slow when its site is busy, or blocked on a school network. We wanted a few games that always work, so we wrote three classics ourselves: Zowii Snake, Tile Merge and Brick Breaker.",
            "All three are small. They load from our own server along with the portal, and once a game has started it needs no connection at all: if the network drops mid-game, you can keep playing until you close it.",
          ],
        },
        {
          heading: "Zowii Snake",
          paragraphs: [
            "The snake game most people know, on a twenty-by-twenty grid. Steer the snake to the food; each bite makes it longer, and the game ends when you crash into a wall or your own tail. Steer with the arrow keys or W, A, S and D, or swipe on a touch screen. Early on it is relaxed; by the time your tail fills half the board, every turn needs planning.",
          ],
        },
        {
          heading: "Tile Merge",
          paragraphs: [
            "A merging puzzle on a four-by-four grid. Each move slides every tile as far as it can go in one direction, and two tiles with the same value merge into one worth their sum. A new tile appears after every move, so the challenge is to keep the board tidy long enough to build big tiles. Use the arrow keys or W, A, S and D, or swipe; one swipe makes one move, even if your finger keeps going. There is no timer, which makes it a good game to think through at your own pace.",
          ],
        },
        {
          heading: "Brick Breaker",
          paragraphs: [
            "Move the paddle, keep the ball in play and bounce it into the rows of bricks until none are left. Launch the ball with a tap, a click or the Space bar, move the paddle with the arrow keys, the mouse or your finger, and press P to pause. Angling the ball off the edge of the paddle is the skill to learn: it lets you aim for the bricks that are left instead of waiting for a lucky bounce.",
          ],
        },
        {
          heading: "What the three have in common",
          paragraphs: ["We built them on the same small kit, so they behave the same way:"],
          list: [
            "Keyboard, mouse and touch all work, so they play as well on a phone or tablet as on a laptop.",
            "Snake and Brick Breaker pause by themselves when you switch to another tab or window, so a game is never lost to a phone call.",
            "Your score and your best score are shown on screen; the best score is kept for the rest of your visit.",
            "They respect your device's reduced-motion setting.",
            "They run in a sandbox with an origin of their own, so they cannot reach the Zowii page around them.",
          ],
        },
        {
          heading: "Give them a try",
          paragraphs: [
            "None of the three needs an account, an install or a fast connection. They launch like every other game on Zowii, from their cards on the home page or from their own game pages. If you find a bug or have an idea for a fourth game, tell us through the Support Center: we read every message.",
          ],
        },
      ],
    },
  ],
};
