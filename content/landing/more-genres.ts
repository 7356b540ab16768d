import type { LandingPage } from "./schema";

export const moreGenrePages: LandingPage[] = [
  {
    keyword: "sports-games",
    title: "Free Sports Games Online: Soccer, Basketball and More",
    description:
      "Play soccer, basketball, American football and silly ragdoll sports in your browser. Quick matches against the computer or a friend, free and with no download.",
    metaKeywords: [
      "sports games",
      "free sports games",
      "online sports games",
      "soccer games",
      "basketball games",
      "football games online",
      "browser sports games",
      "2 player sports games",
      "ragdoll sports games",
      "american football game",
    ],
    gameSearch: "sports",
    content: {
      heroTitle: "Sports Games You Can Play in a Browser Tab",
      heroDescription:
        "From one-on-one basketball to floppy ragdoll soccer and a pixel-art American football season, these sports games squeeze a whole match into a few minutes. Most take two or three buttons to learn, and several let a friend grab the other side of the keyboard.",
      features: [
        {
          title: "Short matches, real tension",
          description:
            "A game of Basketball Stars or Football Legends lasts a few minutes, yet a last-second goal or buzzer-beater feels just as big as it does on TV.",
        },
        {
          title: "Physics makes the fun",
          description:
            "In Soccer Random and Basket Random the players flop around on ragdoll physics, so even a clumsy kick can turn into the goal of the day.",
        },
        {
          title: "Management for planners",
          description: "Retro Bowl adds a front office: sign players, manage the salary cap and keep the team happy between the games you play on the field.",
        },
      ],
      benefits: [
        "Pick up the basic rules of soccer, basketball and American football in a relaxed way",
        "Practice reading a play: when to pass, when to shoot and when to drop back on defense",
        "Several games put two players on one keyboard, handy when a friend is sitting next to you",
        "Matches are short enough to fit between homework and dinner",
        "HaxBall's player-hosted rooms let a group of friends run their own league of quick games",
        "QWOP shows, in a very funny way, how much coordination plain running takes",
      ],
      faq: [
        {
          question: "What makes a good sports game?",
          answer:
            "It captures the feeling of the real sport without all of its rules. The controls should be simple enough to learn in a minute, with room left for skill: timing a jump shot, placing a pass or sensing when a defender is about to steal. Fair computer opponents and quick rematches matter too.",
        },
        {
          question: "How do I get better at sports games?",
          answer:
            "Play against the computer until the controls feel natural, then work on one thing at a time. In basketball games, learn the release timing of your shot; in soccer games, stop sending everyone after the ball and keep one player back. Thinking about how the last goal against you happened often shows exactly what to change.",
        },
        {
          question: "Can two people play on the same computer?",
          answer:
            "Yes, in several of them. Soccer Random and Basket Random put both players on one keyboard, Football Legends lets you invite a friend on the same device, and Basketball Stars has head-to-head matches. The controls screen in each game shows which keys each player uses.",
        },
      ],
    },
  },
  {
    keyword: "racing-games",
    title: "Free Racing Games: Karts, Stunts, Drifts and Time Trials",
    description:
      "Race the clock, drift for points or battle in karts. Free racing games that play in your browser, with tips on racing lines and arcade versus simulation.",
    metaKeywords: [
      "racing games",
      "free racing games",
      "online racing games",
      "kart racing games",
      "time trial racing",
      "browser racing games",
      "stunt bike games",
      "drift racing game",
      "race car games",
    ],
    gameSearch: "racing driving",
    content: {
      heroTitle: "Racing Games for Every Kind of Driver",
      heroDescription:
        "Some racers want a clean lap and a better time, others want to launch off a ramp or hit a rival kart with a rocket. This collection covers time trials, drifting, stunt bikes and kart battles, plus a calm endless drive for when you just want to watch the road roll by.",
      features: [
        {
          title: "Beat your own best lap",
          description:
            "PolyTrack is all about time trials: learn a track corner by corner, shave off tenths of a second and compare your time on each track's leaderboard.",
        },
        {
          title: "Style over speed",
          description: "Drift Hunters scores how long and how sideways you slide, and tuning each car changes the way it behaves in the middle of a drift.",
        },
        {
          title: "Chaos on wheels",
          description: "Smash Karts swaps the finish line for mystery boxes, rockets and mines, so every round turns into a driving brawl rather than a race.",
        },
      ],
      benefits: [
        "Builds quick reactions and a feel for braking, steering and timing",
        "PolyTrack's editor lets you build a course and see how a small change alters the whole lap",
        "Moto X3M teaches patience: over-rotating on a loop costs more time than going a little slower",
        "TypeRacer even turns typing practice into a race, a good fit for students",
        "Slow Roads is there for winding down, with no score and scenery that never repeats",
      ],
      faq: [
        {
          question: "What is a racing line?",
          answer:
            "A racing line is the path through a corner that lets you carry the most speed. The classic approach is outside, inside, outside: start wide, clip the inside edge at the apex, then let the car run back out as you accelerate. Braking in a straight line before the turn, not halfway through it, usually makes the whole lap faster.",
        },
        {
          question: "What is the difference between arcade and simulation racers?",
          answer:
            "Arcade racers forgive mistakes, with grippy cars, boosts and bouncy walls. Simulation racers try to copy real physics, so weight, tire grip and car setup matter much more. Drift Hunters leans toward the simulation side with its tuning options, while Smash Karts and Moto X3M are pure arcade fun.",
        },
        {
          question: "Do I need a steering wheel or a controller?",
          answer:
            "No. Every racing game here can be played on a keyboard, usually with the arrow keys or WASD. Tap the steering keys instead of holding them down: small, quick corrections keep the car straighter than long presses.",
        },
      ],
    },
  },
  {
    keyword: "platformer-games",
    title: "Free Platformer Games: Jump, Climb and Run Online",
    description:
      "Precise jumps, wall climbs and tricky gaps. Play free platformer games in your browser, from a two-player puzzle temple to a tough mountain climb.",
    metaKeywords: [
      "platformer games",
      "free platformer games",
      "platform games online",
      "jumping games",
      "2d platformer",
      "browser platformer",
      "parkour games",
      "precision platformer",
      "co-op platformer",
    ],
    gameSearch: "platformer",
    content: {
      heroTitle: "Platformers: The Art of the Perfect Jump",
      heroDescription:
        "A platformer is about getting through a level by running and jumping, and the best ones make every leap feel fair. Our small but varied shelf holds a speedy stick-figure parkour game, a gravity-twisting space runner, a tough mountain climb and a puzzle temple built for two.",
      features: [
        {
          title: "Controls that listen",
          description:
            "In a well-made platformer your character reacts the instant you press a key. Celeste Classic and OvO are fine examples of tight, precise movement.",
        },
        {
          title: "Levels that teach",
          description:
            "Good levels introduce one idea at a time, such as a moving platform or a wall jump, then combine those ideas once you have mastered them.",
        },
        {
          title: "Quick to retry",
          description:
            "Short levels and instant restarts keep hard jumps from feeling unfair. A mistake costs you a few seconds, not half an hour of progress.",
        },
      ],
      benefits: [
        "Trains timing and hand-eye coordination in small, satisfying steps",
        "Fireboy and Watergirl needs two heads working together, good for siblings or a parent and child",
        "Run 3 adds a clever twist: step onto a wall and the whole tunnel turns with you",
        "Every tricky section is a little puzzle about which route and which moves will work",
        "Racing your own best time on a level you have already beaten is a new challenge in itself",
      ],
      faq: [
        {
          question: "What counts as a platformer?",
          answer:
            "Any game where the main challenge is moving your character through a level by running and jumping between platforms. The genre became famous with classics like Nintendo's Super Mario Bros. (1985), and today it ranges from gentle adventures to very demanding precision games.",
        },
        {
          question: "How can I stop missing jumps?",
          answer:
            "Watch your character's feet, not the goal. Learn how far a full jump carries you and how a short tap differs from holding the button. If one section keeps beating you, slow down: most misses come from rushing, and one careful attempt is often quicker than three hurried failures.",
        },
        {
          question: "Which platformer should I start with?",
          answer:
            "Fireboy and Watergirl in the Forest Temple is the gentlest, especially with a partner, because its early rooms teach one idea at a time. OvO and Run 3 come next, and Celeste Classic is the toughest of the four, made for players who enjoy retrying a hard screen until they crack it.",
        },
      ],
    },
  },
  {
    keyword: "mobile-games",
    title: "Mobile Games in Your Browser: Play on Phone or Tablet",
    description:
      "Browser games you can play on a phone or tablet without installing an app. See which of our games suit touch screens and what to look out for.",
    metaKeywords: [
      "mobile games",
      "mobile browser games",
      "games for phone",
      "phone games no app",
      "tablet games",
      "touch screen games",
      "games without app download",
      "play games on phone",
      "html5 mobile games",
    ],
    gameSearch: "touch wordle connections 2048",
    content: {
      heroTitle: "Play on Your Phone, No App Store Needed",
      heroDescription:
        "Lots of people want a quick game on their phone without filling it with apps. Browser games load in a tab and are gone when you close it. Not every game in our catalog is built for a small touch screen, so this page points you to the ones that are and explains what to look for.",
      features: [
        {
          title: "Made for fingers",
          description:
            "Zowii Snake, Tile Merge and Brick Breaker were built for this portal with touch controls, and they keep working offline once they have loaded.",
        },
        {
          title: "Puzzles for a short wait",
          description:
            "Wordle, Connections and 2048 need only a few taps or swipes, and a round fits neatly into a bus ride or a few minutes in a waiting room.",
        },
        {
          title: "Nothing to install",
          description: "Because the game runs in the browser, there is no app to download, update or remember to delete later, and no storage space used up.",
        },
      ],
      benefits: [
        "Saves phone storage compared with installing a separate app for every game",
        "Swipe puzzles like 2048 can be played with one thumb",
        "Simple tap and swipe controls are easy for younger players to pick up",
        "Once loaded, the portal's own games keep running when the signal drops",
        "The same game is waiting on your laptop later, with no account or syncing needed",
      ],
      faq: [
        {
          question: "Do all the games on the site work on phones?",
          answer:
            "No, and we would rather say so plainly. Many io games and 3D shooters expect a keyboard and mouse, and some studios only support desktop computers. The games on this page work well with touch; others may load on a phone but be awkward to control. A laptop suits the keyboard games much better.",
        },
        {
          question: "Do browser games use a lot of mobile data?",
          answer:
            "Small puzzle and arcade games download only a little data when they first load. Online multiplayer and 3D games keep talking to a server while you play, so they use more over time. On a limited data plan it is worth saving those for Wi-Fi.",
        },
        {
          question: "What about famous phone games like Subway Surfers?",
          answer:
            "Subway Surfers and Temple Run 2 both began as phone apps, and both are in our catalog in their web versions. If you would rather have the app, get it only from the official app store on your phone, and ask a parent before downloading anything or making purchases.",
        },
      ],
    },
  },
  {
    keyword: "free-to-play-games",
    title: "Free-to-Play Games Explained: Ads, Shops and Pay-to-Win",
    description:
      "How free-to-play games make money, how to spot pay-to-win, and how the games on our portal stay free to play (ads). With tips for parents on purchases.",
    metaKeywords: [
      "free to play games",
      "f2p games",
      "free to play browser games",
      "pay to win",
      "not pay to win games",
      "free games with no purchases",
      "in-game purchases",
      "how free games make money",
      "free online games",
    ],
    gameSearch: "krunker shell smash slither",
    content: {
      heroTitle: "Free-to-Play Games, and How Free Really Works",
      heroDescription:
        "A free-to-play game costs nothing to start, but someone still pays for the servers and the people who make it. Usually that is advertising, optional purchases, or both. Knowing which model a game uses helps you enjoy it without surprises, and helps parents decide what to allow.",
      features: [
        {
          title: "Paid for by ads",
          description:
            "Many browser games, and this portal itself, are paid for by ads shown around or between games. You give a little attention instead of money.",
        },
        {
          title: "Optional purchases",
          description:
            "Some games sell skins, season passes or premium currency. Fair games keep those cosmetic, so paying changes how you look, not whether you win.",
        },
        {
          title: "Spotting pay-to-win",
          description:
            "If money buys stronger weapons, faster progress or stats that beat skill, the game is pay-to-win. Look at the shop before you get attached.",
        },
      ],
      benefits: [
        "Try a game properly before deciding whether it deserves your time",
        "Nearly every game we list can be started without paying, and the portal itself is paid for by ads",
        "Many io games keep their paid extras purely cosmetic, so skill still decides the match",
        "Understanding premium currencies makes it easier to budget and avoid impulse buys",
        "Parents can set one family rule on spending and apply it to every game",
      ],
      faq: [
        {
          question: "How do free-to-play games make money?",
          answer:
            "Mostly in three ways: advertising, optional purchases inside the game such as skins, characters or season passes, and sometimes a subscription for extra features. Premium currencies such as gems or coins make prices harder to judge, so work out what an item costs in real money before buying it.",
        },
        {
          question: "How can I tell if a game is pay-to-win?",
          answer:
            "Look at what the shop actually sells. Outfits, emotes and colors are cosmetic and harmless. Warning signs are weapons or upgrades with better stats, paid boosts that skip hours of progress, energy that you can only refill with money, and loot boxes whose prizes affect power. The shop page and a few player reviews usually tell you before you start.",
        },
        {
          question: "Are the games on this site really free?",
          answer:
            "Nearly all of them, yes: ads pay for the site, and you can start the games without paying. Some games come from other studios that run their own optional shops, often for cosmetic skins, and a few, like GeoGuessr, ask for an account or keep some modes for subscribers. Children should get a parent's go-ahead before entering payment or account details anywhere.",
        },
        {
          question: "Are free gem or coin generators real?",
          answer:
            "No. Websites and videos promising free currency, skins or codes in exchange for your login, a survey or a download are scams that steal accounts. The safe ways to get in-game items are playing the game, joining official events and buying through the game's own shop with a parent's permission.",
        },
      ],
    },
  },
  {
    keyword: "esports",
    title: "Esports Explained: A Beginner's Guide to Competitive Gaming",
    description:
      "What esports are, how leagues and tournaments work, and how to get a taste of competition in your browser with rated games and fair head-to-head matches.",
    metaKeywords: [
      "esports",
      "what is esports",
      "competitive gaming",
      "esports for beginners",
      "esports games",
      "gaming tournaments",
      "ranked games online",
      "esports for kids",
      "pvp games",
    ],
    gameSearch: "pvp",
    content: {
      heroTitle: "Esports: When Playing Games Becomes a Competition",
      heroDescription:
        "Esports are organized competitions in video games, from school clubs and online ladders up to professional leagues with big audiences. You do not need an expensive setup to get a taste of it: rated chess, ranked block stacking and head-to-head browser games teach the same habits.",
      features: [
        {
          title: "Ranked ladders",
          description: "TETR.IO has ranked matches where your line clears send garbage to the opponent, and your rating moves up or down with every result.",
        },
        {
          title: "Tournaments in a tab",
          description: "Lichess hosts frequent free chess tournaments with time controls from bullet to classical. Joining one needs a free Lichess account.",
        },
        {
          title: "Team play",
          description: "Team modes in shooters such as Krunker.io or Narrow One reward clear calls and different roles, the heart of most team esports.",
        },
      ],
      benefits: [
        "Competition teaches you to learn from a loss instead of blaming luck",
        "Reviewing your own games is a habit that helps in sports, music and school too",
        "Team games practice calm, clear communication under pressure",
        "Browser games let you try competitive play without buying a console or gaming PC",
        "Rating systems pair you with players near your level, so games stay close",
      ],
      faq: [
        {
          question: "Which games are played in esports?",
          answer:
            "Large professional scenes exist for games such as League of Legends, Counter-Strike, Dota 2, Valorant, Rocket League and several fighting games, plus many mobile titles. Chess and block-stacking games have lively online competitive communities too. Each game's publisher or an official league organizes its top events.",
        },
        {
          question: "How do I get started in competitive gaming?",
          answer:
            "Pick one game and stay with it for a while. Learn the basics in practice modes, then play rated or ranked games where the system matches you with people of similar skill. Watch how strong players make decisions, look back at your own losses, and take breaks: tired players repeat the same mistake.",
        },
        {
          question: "Is esports a good idea for kids?",
          answer:
            "It can be, with some care. Many competitive games have age ratings and voice or text chat with strangers, so check the rating, set chat to friends-only or off, and agree on time limits. School or club esports programs with an adult organizer are often a calmer start than open online tournaments.",
        },
      ],
    },
  },
  {
    keyword: "first-person-shooter-games",
    title: "Free FPS Games: First-Person Shooters in Your Browser",
    description:
      "Fast first-person shooters that load in seconds, from cartoon eggs to a medieval archery battle. With aiming tips and honest notes for parents.",
    metaKeywords: [
      "first person shooter games",
      "fps games",
      "free fps games",
      "browser fps",
      "online shooting games",
      "fps games no download",
      "io shooter games",
      "multiplayer fps",
      "fps games for laptop",
    ],
    gameSearch: "fps",
    content: {
      heroTitle: "First-Person Shooters, Straight from the Browser",
      heroDescription:
        "In a first-person shooter you see the world through your character's eyes, with only their hands and gear on screen. Browser shooters keep rounds short and respawns quick, and our picks run from the cartoon eggs of Shell Shockers to the bows and castles of Narrow One.",
      features: [
        {
          title: "Movement matters",
          description: "In Krunker.io, sliding and jumping keep you hard to hit, and well-practiced movement often beats raw aim in a close fight.",
        },
        {
          title: "Not only guns",
          description: "Narrow One trades rifles for bows. Arrows drop over distance, so you learn to aim a little above targets that are far away.",
        },
        {
          title: "Light-hearted style",
          description: "Shell Shockers turns every player into an egg, so the mood stays silly even when the matches get competitive.",
        },
      ],
      benefits: [
        "Sharpens reaction time and awareness of the space around you",
        "Learning each map's routes rewards memory and planning",
        "Short rounds with quick respawns make it easy to stop when you need to",
        "Team modes teach players to cover each other and call out where opponents are",
        "Most run on an ordinary laptop with an up-to-date browser, no gaming PC required",
      ],
      faq: [
        {
          question: "Where did first-person shooters come from?",
          answer:
            "The genre took shape in the early 1990s with id Software's Wolfenstein 3D (1992) and Doom (1993). It has since become one of the biggest genres on PC and consoles, and browser shooters like Krunker.io and Ev.io bring a lighter version of it to any computer with a modern browser.",
        },
        {
          question: "How can I aim better in an FPS?",
          answer:
            "Keep your crosshair at head height and pointed where opponents are likely to appear, so you barely need to move it when they do. If you keep overshooting targets, lower your mouse sensitivity. Use sound as well: footsteps and shots tell you where players are before you can see them.",
        },
        {
          question: "Are these shooters suitable for children?",
          answer:
            "It depends on the child and the game. The browser shooters here have a cartoon or blocky look rather than realistic violence, but they are still about shooting other players and often include public chat. Parents can play a round first, switch chat off where the game allows it, and decide together what feels right.",
        },
      ],
    },
  },
  {
    keyword: "third-person-shooter-games",
    title: "Third-Person Shooter Games to Play in Your Browser",
    description:
      "Third-person shooters put the camera behind your character. Learn how they differ from FPS games, and try 1v1.LOL and a few related browser picks.",
    metaKeywords: [
      "third person shooter games",
      "tps games",
      "third person shooter online",
      "third person shooter browser",
      "building shooter games",
      "1v1 building games",
      "over the shoulder shooter",
      "free third person shooter",
    ],
    gameSearch: "1v1 smash zombsroyale",
    content: {
      heroTitle: "Third-Person Shooters: See Your Character in Action",
      heroDescription:
        "In a third-person shooter the camera sits behind or over the shoulder of your character, so you see their whole body, your cover and more of the space around you. This is a smaller shelf in our catalog than first-person games, so here is exactly what we have and how each one fits.",
      features: [
        {
          title: "Build, then shoot",
          description:
            "1v1.LOL is our one true third-person shooter: put up walls, ramps and floors for cover and height, then swap to your weapon for the shot.",
        },
        {
          title: "Behind the wheel",
          description: "Smash Karts follows your kart from behind while you fire rockets and drop mines, a driving twist on the third-person view.",
        },
        {
          title: "A view from above",
          description:
            "ZombsRoyale.io looks down on the action instead of over your shoulder, but it shares the looting, the cover and the last-one-standing tension.",
        },
      ],
      benefits: [
        "Seeing your own character makes it easier to judge cover and corners",
        "Box fights in 1v1.LOL train quick decisions: block, climb or shoot",
        "Practice maps let you drill building and aiming without any pressure",
        "The wider camera helps newer players keep track of what is around them",
        "Rounds are quick, so a few matches fit into a short break",
      ],
      faq: [
        {
          question: "How is a third-person shooter different from a first-person one?",
          answer:
            "A first-person shooter shows the world through your character's eyes; a third-person shooter puts the camera behind them. The outside view lets you see around corners and watch your own movement, which is why cover and building feel natural there. First-person view makes aiming feel more direct.",
        },
        {
          question: "Which well-known games are third-person shooters?",
          answer:
            "Gears of War (2006) made cover-based third-person shooting popular on consoles, and Epic Games' Fortnite combines a third-person camera with building. Fortnite is free to download from Epic's official site and, where available, the official console and phone stores; it is not on our portal, but 1v1.LOL offers a similar build-and-shoot idea in the browser.",
        },
        {
          question: "How do I get better at building fights?",
          answer:
            "Start in the practice maps. Learn one pattern at a time, such as a wall followed by a ramp, until you can do it without looking at the keys. In a real fight, take the high ground when you can, and do not get so busy building that you forget to shoot.",
        },
      ],
    },
  },
  {
    keyword: "survival-games",
    title: "Free Survival Games Online: Gather, Craft, Last the Night",
    description:
      "Chop wood, craft tools, build walls and keep hunger and cold at bay. Free survival games for your browser, plus tips for getting through the first night.",
    metaKeywords: [
      "survival games",
      "free survival games",
      "online survival games",
      "crafting survival games",
      "io survival games",
      "zombie survival games",
      "base building games",
      "survival games browser",
      "multiplayer survival games",
    ],
    gameSearch: "survival",
    content: {
      heroTitle: "Survival Games: Start with Nothing, Build Everything",
      heroDescription:
        "Survival games hand you empty pockets and an unfriendly world, then ask how long you can last. You gather resources, craft better tools, build shelter and keep an eye on hunger or warmth while the night, zombies or rival players close in. This is one of the fuller shelves in our catalog.",
      features: [
        {
          title: "The crafting ladder",
          description:
            "Survival games climb a ladder: bare hands, then wood and stone tools, then better gear. Starve.io and Devast.io make each step feel earned.",
        },
        {
          title: "Defend what you build",
          description: "In Zombs.io and YORG.io you expand during the day and hold the walls at night, as bigger waves of zombies test your base.",
        },
        {
          title: "Survive the food chain",
          description: "Mope.io and Deeeep.io turn survival into evolution: eat, avoid anything bigger than you, and grow into a stronger creature.",
        },
      ],
      benefits: [
        "Teaches planning and priorities: what do you need before it gets dark?",
        "Rewards patience, since a slow and safe start usually beats a rushed one",
        "Managing wood, stone and food is a gentle introduction to thinking about budgets",
        "Co-op survival like Zombs.io encourages sharing and splitting up the jobs",
        "A Dark Room tells its survival story in text, a good fit for keen readers",
      ],
      faq: [
        {
          question: "What should I do first in a survival game?",
          answer:
            "Gather the basics before you explore: wood and stone for tools, food before you get hungry, and a fire or light before dark. Build your first shelter close to resources rather than out in the open. Upgrading your tools early saves a lot of time later.",
        },
        {
          question: "What makes a survival game good?",
          answer:
            "A clear sense of danger, a crafting system where each new item opens new options, and mistakes you can learn from. The best ones make you feel a little cleverer with every run, because you know which resource to grab first and how to prepare for the next night.",
        },
        {
          question: "Are there survival games without other players?",
          answer:
            "Yes. A Dark Room is a single-player text game that begins with one cold room and grows into a whole story. Most of the other survival games here share their map with other players, so expect some competition, and some company.",
        },
      ],
    },
  },
  {
    keyword: "stealth-games",
    title: "Stealth Games: Sneak, Hide and Outsmart",
    description:
      "What stealth games are, what makes a good one and how to sneak better. Honest note: we have no pure stealth games yet, but these reward hiding.",
    metaKeywords: [
      "stealth games",
      "sneaking games",
      "hiding games",
      "stealth games online",
      "free stealth games",
      "stealth browser games",
      "hide and seek games",
      "spy games",
    ],
    gameSearch: "mope generals",
    content: {
      heroTitle: "Stealth Games: Winning by Not Being Seen",
      heroDescription:
        "In a stealth game the smartest move is often not to fight at all. You watch guard patrols, stick to the shadows, make as little noise as you can and slip past. Our catalog has no pure stealth game yet, so this page explains the genre and points to browser games where hiding and surprise still win.",
      features: [
        {
          title: "Hiding spots",
          description: "In Mope.io, hiding spots and water let smaller animals escape predators, and knowing where to duck out of sight is half the game.",
        },
        {
          title: "Fog of war",
          description: "Generals.io hides the map until you explore it, so keeping your own general's location secret becomes a stealth battle of its own.",
        },
        {
          title: "Patience pays",
          description: "Every stealth game rewards waiting for the right moment. Rushing past a guard works once; learning the patrol works every time.",
        },
      ],
      benefits: [
        "Builds patience and careful observation",
        "Shows that many problems can be solved without a fight",
        "Teaches you to read patterns, like a guard's route or an opponent's habits",
        "Quiet, tense moments make for exciting play without noise and chaos",
        "Planning a route before moving is a habit that helps in puzzle and strategy games too",
      ],
      faq: [
        {
          question: "What are some classic stealth games?",
          answer:
            "Stealth grew into its own genre with games like Konami's Metal Gear (1987) and Looking Glass Studios' Thief: The Dark Project (1998), which was built around light, shadow and sound. Many modern adventure games include stealth sections too. These are console and PC games sold through official stores, not browser games on our portal.",
        },
        {
          question: "How do I get better at stealth?",
          answer:
            "Watch before you move. Learn where each guard walks and when they turn, and move while they face away. Stay out of the light and off noisy floors when a game uses them, and always know your way out before you take a risk.",
        },
        {
          question: "Are stealth games good for kids?",
          answer:
            "Many are, because they reward patience, observation and avoiding fights rather than winning them. Some famous stealth series are made for adults, though, so check the official age rating before buying one. The two browser picks on this page are gentle: a food-chain game with cartoon animals and a map strategy game.",
        },
      ],
    },
  },
  {
    keyword: "battle-royale-games",
    title: "Free Battle Royale Games: Last One Standing Wins",
    description:
      "Drop in, loot up and stay inside the shrinking zone. Free battle royale games for the browser, with tips on landing spots and the final circle.",
    metaKeywords: [
      "battle royale games",
      "free battle royale games",
      "battle royale browser games",
      "io battle royale",
      "2d battle royale",
      "battle royale no download",
      "last man standing games",
      "online battle royale",
    ],
    gameSearch: "battle-royale bonk snowball",
    content: {
      heroTitle: "Battle Royale: Drop In, Gear Up, Outlast Everyone",
      heroDescription:
        "A battle royale starts many players on one map with almost nothing, then shrinks the safe area until only one player or team is left. Every match tells a new story. Alongside three real battle royales, this page includes two party games built on the same last-one-standing idea.",
      features: [
        {
          title: "Top-down royale",
          description: "ZombsRoyale.io packs looting, healing items and a shrinking safe zone into a top-down view that loads in a single browser tab.",
        },
        {
          title: "Build to survive",
          description: "1v1.LOL has a battle royale mode where fast building decides many fights, alongside its one-on-one box fights and practice maps.",
        },
        {
          title: "Pirates and party games",
          description: "YoHoHo.io shrinks a pirate island around swinging swords, while Bonk.io and Snowball.io simply knock players off the map.",
        },
      ],
      benefits: [
        "Every match starts fresh, so one bad game never carries over to the next",
        "Teaches weighing risk against reward: fight now, or move to safety?",
        "Squad modes reward sharing loot and watching each other's backs",
        "Finishing in the top few is a real achievement even without a win",
        "Party versions like Bonk.io use no weapons at all, just bumping and bouncing",
      ],
      faq: [
        {
          question: "Where does the name battle royale come from?",
          answer:
            "It comes from Battle Royale, a Japanese novel later made into a 2000 film about a last-survivor contest. Video games borrowed the name for the format, which took off in 2017 with PlayerUnknown's Battlegrounds and Fortnite Battle Royale. Both come from their official stores and sites and are not played here.",
        },
        {
          question: "How do I survive longer in a battle royale?",
          answer:
            "Land away from the busiest spots so you can collect gear in peace, then head toward the next safe zone early instead of waiting at its edge. Fight from cover and heal before you push on. Near the end, staying hidden while others fight each other is often smarter than chasing knockouts.",
        },
        {
          question: "Are battle royale games OK for kids?",
          answer:
            "The browser ones here are cartoon-styled, but they still involve fighting other players and often public chat. Check each game's settings, keep chat to friends or off, and agree on a number of matches rather than minutes, because a match cannot be paused halfway through.",
        },
      ],
    },
  },
  {
    keyword: "sandbox-games",
    title: "Free Sandbox Games: Build, Experiment and Create",
    description:
      "No goals, no timer, just tools. Free sandbox games for building blocky worlds, pouring falling sand and drawing physics tracks in your browser.",
    metaKeywords: [
      "sandbox games",
      "free sandbox games",
      "sandbox games online",
      "falling sand games",
      "building games",
      "creative games",
      "physics sandbox",
      "open world sandbox browser",
      "block building games",
    ],
    gameSearch: "sandbox",
    content: {
      heroTitle: "Sandbox Games: Your Ideas Are the Goal",
      heroDescription:
        "A sandbox game hands you a set of tools and a world that reacts, then steps out of the way. There may be no score at all. You might build a castle out of blocks, pour lava onto water just to see what happens, or draw a track and watch a tiny sledder ride it.",
      features: [
        {
          title: "Blocks and worlds",
          description: "Minecraft Classic lets you build with the original 2009 block set, and Bloxd.io adds parkour, survival and shared worlds.",
        },
        {
          title: "Pixels that react",
          description: "In Sandspiel, Sandboxels and Powder Game every pixel is a material that flows, burns, grows or explodes when it meets another.",
        },
        {
          title: "Draw the ride",
          description: "Line Rider turns a pen into a physics toy: sketch a slope, press play and see whether the little sledder makes it to the end.",
        },
      ],
      benefits: [
        "Creativity without pressure: nothing to lose and nowhere you have to be",
        "Falling-sand games show ideas like melting, burning and density in action",
        "Building together in a shared world takes planning and cooperation",
        "Perfect for kids who love to ask 'what happens if...?'",
        "Several sandboxes let you share creations and explore what others have made",
      ],
      faq: [
        {
          question: "What makes a good sandbox game?",
          answer:
            "Rules that are simple alone but combine in surprising ways. In a falling-sand game, water on its own is dull and fire on its own is dull, but water poured on fire makes steam. A good sandbox is easy to start, hard to run out of ideas in, and quick to reset when an experiment goes wrong.",
        },
        {
          question: "Is Minecraft Classic the full Minecraft?",
          answer:
            "No. It is a free, official recreation of the 2009 creative mode, with a small block palette and no survival, mobs or crafting. The full Minecraft is a paid game with far more to do.",
        },
        {
          question: "Can sandbox games help with school?",
          answer:
            "They can spark curiosity. Sandboxels has a long list of elements that react to heat, electricity and each other, and Line Rider is a playful way to watch gravity and momentum at work. They are toys rather than lessons, but good questions often start with a toy.",
        },
      ],
    },
  },
  {
    keyword: "typing-games",
    title: "Free Typing Games: Race, Guess and Type Faster",
    description:
      "Get faster and more accurate at typing through games: race other typists in TypeRacer, type quick guesses, and learn touch-typing habits that last.",
    metaKeywords: [
      "typing games",
      "free typing games",
      "typing race game",
      "typing games for kids",
      "typing practice games",
      "improve typing speed",
      "touch typing games",
      "words per minute game",
      "keyboard games",
    ],
    gameSearch: "typing skribbl wordle",
    content: {
      heroTitle: "Typing Games That Make Practice Fun",
      heroDescription:
        "Typing is a skill you use nearly every day, and games are a friendly way to get quicker at it. Our catalog has one dedicated typing game, TypeRacer, and two word games that keep your fingers busy. Below you will also find simple habits that raise your words per minute.",
      features: [
        {
          title: "Race with your keyboard",
          description: "In TypeRacer your car moves forward as you type a passage correctly, racing strangers, friends or simply your own last score.",
        },
        {
          title: "Guess at speed",
          description: "Skribbl.io rewards the quickest correct guess typed into the chat while another player draws the word.",
        },
        {
          title: "Every letter counts",
          description: "Wordle is gentle typing practice with a twist: five letters, six guesses and careful spelling on every try.",
        },
      ],
      benefits: [
        "Faster typing saves time on homework, emails and messages",
        "Racing makes repetitive practice feel like a game",
        "Mistakes show up straight away, so you know what to fix",
        "Word games grow vocabulary and spelling along with speed",
        "A words-per-minute score makes progress easy to see from week to week",
      ],
      faq: [
        {
          question: "How do I learn touch typing?",
          answer:
            "Rest your fingers on the home row: left hand on A, S, D and F, right hand on J, K, L and the semicolon. The small bumps on F and J let you find them without looking. Each finger covers the keys above and below its home key. A little slow, accurate practice every day beats a long session once a week.",
        },
        {
          question: "Should I go for speed or accuracy?",
          answer:
            "Accuracy first. Fixing mistakes costs more time than typing a bit slower, and habits you build at a slow speed stay with you as you speed up. In TypeRacer you have to correct an error before you can carry on, so clean typing is also the quickest way to win.",
        },
        {
          question: "What is a good typing speed?",
          answer:
            "It varies a lot with age and practice, so compare yourself with your own earlier scores rather than with other people. Gaining a few words per minute each month is good progress. Sit up straight, keep your wrists relaxed and take short breaks so your hands do not get sore.",
        },
      ],
    },
  },
  {
    keyword: "car-games",
    title: "Free Car Games: Drift, Stunt and Drive in Your Browser",
    description:
      "Drift sports cars, jump stunt ramps, battle in karts or cruise an endless road. Free car games for the browser, with tips for smoother driving.",
    metaKeywords: [
      "car games",
      "free car games",
      "car games online",
      "driving games",
      "drifting games",
      "stunt car games",
      "car games for kids",
      "3d car games",
      "car games no download",
    ],
    gameSearch: "driving cars",
    content: {
      heroTitle: "Car Games for Drivers of All Ages",
      heroDescription:
        "Not every car game is a race. Sometimes you want to hold a long, smoky drift, fly off a half-pipe in a sports car, or roll along a quiet road at sunset. These driving games cover all of that, and none of them needs a license, a garage or a download.",
      features: [
        {
          title: "Drift and tune",
          description:
            "Drift Hunters pays you for sideways style, then lets you spend your winnings on new cars and tuning parts that change how each one slides.",
        },
        {
          title: "Stunt playground",
          description: "Madalin Stunt Cars 2 opens big maps full of loops, ramps and half-pipes to explore alone or with other drivers online.",
        },
        {
          title: "The calm drive",
          description: "Slow Roads has no score and no finish line. Settle in and enjoy a road that never ends, with scenery that keeps changing.",
        },
      ],
      benefits: [
        "A harmless way for young car fans to enjoy speed, jumps and stunts",
        "Tuning menus show how grip, weight and power change the way a car handles",
        "Open maps reward exploring and trying out new tricks",
        "Moto X3M shows how leaning in mid-air changes a landing, a neat lesson in balance",
        "Slow Roads is a calm choice for players who do not enjoy competition",
      ],
      faq: [
        {
          question: "What is the difference between car games and racing games?",
          answer:
            "Racing games are about beating opponents or the clock. Car games is a wider idea that also takes in drifting for points, stunt driving, free roaming and relaxed cruising. Smash Karts and PolyTrack are races; Drift Hunters, Madalin Stunt Cars 2 and Slow Roads are about the driving itself. Moto X3M appears here too, although it is a motorbike.",
        },
        {
          question: "How do I drift in a car game?",
          answer:
            "Go into a corner with some speed, turn in and tap the handbrake so the rear wheels start to slide, then steer the opposite way (countersteer) while easing the throttle on and off to hold the angle. Too much throttle spins you around; too little and the car straightens up. Practice on wide corners first.",
        },
        {
          question: "Do driving games teach real driving?",
          answer:
            "Only a little. They can get across ideas like braking before a bend or looking well ahead, but real driving involves road rules, other people and responsibility that games leave out. Learner drivers should rely on proper lessons and their local rules of the road.",
        },
      ],
    },
  },
  {
    keyword: "dinosaur-games",
    title: "Dinosaur Games: Chrome's Dino Runner and Similar Games",
    description:
      "Chrome's offline dinosaur runner explained: how to open it and how to score higher. Plus honest notes on similar runner games you can play here.",
    metaKeywords: [
      "dinosaur games",
      "dinosaur game",
      "chrome dinosaur game",
      "t rex game",
      "dino game",
      "chrome dino",
      "offline dinosaur game",
      "dinosaur runner game",
      "no internet dinosaur game",
      "endless runner games",
    ],
    gameSearch: "runner",
    content: {
      heroTitle: "Dinosaur Games and the Famous Offline T-Rex",
      heroDescription:
        "For many people 'the dinosaur game' means the little T-Rex that appears in Google Chrome when the internet drops. It is built into Chrome, not made by us, and we do not host it. We have no dinosaur games of our own yet, but the endless runners here share its jump-and-dodge spirit.",
      features: [
        {
          title: "The Chrome original",
          description:
            "When Chrome cannot connect, press the space bar on the offline page and the T-Rex starts running. Jump the cacti and dodge pterodactyls as it speeds up.",
        },
        {
          title: "Endless runners here",
          description: "Subway Surfers and Temple Run 2 use the same idea in 3D: dodge, jump and slide for as long as you can keep going.",
        },
        {
          title: "Roll, don't run",
          description: "Slope swaps the dinosaur for a ball rolling down a neon course that gets steeper and faster the longer you survive.",
        },
      ],
      benefits: [
        "One-button runners are easy for young kids to understand",
        "Runs are short, so another try takes only seconds",
        "Timing your jumps builds reaction speed and focus",
        "A high score is a clear, simple goal to beat next time",
        "Slope and Run 3 share the dino's rule: one slip ends the run, and the next try starts right away",
      ],
      faq: [
        {
          question: "How do I play the Chrome dinosaur game?",
          answer:
            "Open Google Chrome. When you are offline, the dinosaur appears on the 'no internet' page; press the space bar, or tap the dinosaur on a phone, to start. On a computer you can also type chrome://dino into the address bar. Use the space bar or up arrow to jump and the down arrow to duck.",
        },
        {
          question: "Any tips for a higher dino score?",
          answer:
            "The game keeps getting faster, so start your jumps a little earlier as the speed rises and keep your eyes well ahead of the dinosaur rather than right in front of it. Pterodactyls fly at different heights: jump the low ones, duck under those at head height and simply run beneath the high ones.",
        },
        {
          question: "Is the Chrome dinosaur game on this site?",
          answer:
            "No. The T-Rex runner is part of Google Chrome and belongs to Google, and only Chrome provides it. We are not affiliated with Google. If you enjoy it, the runner games on this page are the closest match we have right now.",
        },
      ],
    },
  },
  {
    keyword: "solitaire-games",
    title: "Free Solitaire Games Online: Klondike, Spider and FreeCell",
    description:
      "Play Klondike, Spider, FreeCell and many more solitaire variants free in your browser, with the main rules explained and tips that win more games.",
    metaKeywords: [
      "solitaire games",
      "free solitaire",
      "solitaire online",
      "klondike solitaire",
      "spider solitaire",
      "freecell",
      "card games online",
      "solitaire no download",
      "patience card game",
    ],
    gameSearch: "solitaire hearts 2048",
    content: {
      heroTitle: "Solitaire: The Card Game You Play on Your Own",
      heroDescription:
        "Solitaire is any card game for a single player, and there are hundreds of them. Klondike is the one most people picture, with seven columns and four foundations to build from ace to king. World of Solitaire gathers it together with Spider, FreeCell and many lesser-known variants in one place.",
      features: [
        {
          title: "Many variants in one place",
          description: "World of Solitaire offers Klondike, Spider, FreeCell and many more, with an undo button while you learn a new set of rules.",
        },
        {
          title: "A card game with company",
          description: "When you want opponents, Hearts seats you with three computer players for the classic trick-taking game.",
        },
        {
          title: "A solo puzzle with a similar feel",
          description: "2048 scratches the same itch: one player, calm thinking and a goal you reach by planning a few moves ahead.",
        },
      ],
      benefits: [
        "Quiet, focused play that helps many people unwind",
        "Good practice for thinking several moves ahead",
        "Rules are quick to learn, and undo takes the sting out of mistakes",
        "A game takes a few minutes, just right for a short break",
        "Loved by every generation, so grandparents and grandkids can swap tips",
      ],
      faq: [
        {
          question: "What are the main kinds of solitaire?",
          answer:
            "Klondike is the classic with seven columns, where you build down in alternating colors. Spider uses two decks and asks you to build full runs of one suit from king down to ace. FreeCell deals every card face up and gives you four free cells for temporary storage, so nearly every deal can be won with careful play.",
        },
        {
          question: "How can I win more games of Klondike?",
          answer:
            "Turn over face-down cards early, since any hidden card could be the one you need. Do not rush cards onto the foundations if they could still help you build in the columns. Only empty a column when you have a king ready to move into it, and when choosing between moves, pick the one that uncovers the biggest hidden pile.",
        },
        {
          question: "Why did so many people learn solitaire on a computer?",
          answer:
            "Microsoft included a Solitaire game with Windows 3.0 in 1990, partly to help people get used to dragging and dropping with a mouse. It became one of the most-played computer games of its time, and the same Klondike rules live on in browser versions today.",
        },
      ],
    },
  },
  {
    keyword: "two-player-games",
    title: "Two-Player Games: Play with a Friend on One Keyboard",
    description:
      "Free two-player games for sharing one keyboard: ragdoll soccer, basketball duels, a bouncing-bullet tank maze and a co-op puzzle temple for two.",
    metaKeywords: [
      "two player games",
      "2 player games",
      "2 player games same keyboard",
      "games to play with a friend",
      "co-op games",
      "local multiplayer games",
      "two player browser games",
      "1v1 games",
      "2 player sports games",
    ],
    gameSearch: "random co-op legends trouble stars",
    content: {
      heroTitle: "Two-Player Games for You and a Friend",
      heroDescription:
        "Some of the best gaming happens side by side: two people squeezed around one laptop, each guarding their half of the keyboard. These games are made for exactly that, whether you want to compete in a silly sports match or team up to get through a puzzle together.",
      features: [
        {
          title: "Team up",
          description:
            "Fireboy and Watergirl needs both players: one must avoid water, the other lava, and only together can you work the levers and reach both exits.",
        },
        {
          title: "Go head to head",
          description:
            "Tank Trouble's bouncing bullets, Basketball Stars' one-on-one duels and Football Legends' big-headed soccer make for quick, friendly rivalries.",
        },
        {
          title: "One button each",
          description: "Soccer Random and Basket Random give each player a single key, so even someone who has never played can join in straight away.",
        },
      ],
      benefits: [
        "No second device, account or online lobby needed",
        "Playing in the same room keeps it social and easy for parents to keep an eye on",
        "Co-op games are good practice at talking a plan through together",
        "One-button games even things out between older and younger players",
        "Short rounds make a best-of-five or taking turns easy to organize",
      ],
      faq: [
        {
          question: "How do two people share one keyboard?",
          answer:
            "Usually one player uses W, A, S and D and the other uses the arrow keys, each with a nearby key or two for actions. Every game shows its controls on the start screen or in a help menu. If hands get crowded, a second keyboard plugged into the same computer often works as well.",
        },
        {
          question: "What makes a good two-player game?",
          answer:
            "Controls that do not get in each other's way, rounds short enough for quick rematches, and a chance for the less experienced player to have fun too. The random changes in Basket Random help there, because luck can hand anyone a point. In co-op games, each player should have a job the other cannot do.",
        },
        {
          question: "Can we play two-player games online instead?",
          answer:
            "Yes. Many games in our catalog have online modes, and Tank Trouble supports online play as well as a shared keyboard. Sitting together at one computer is still the simplest option for younger kids, since there is no chat with strangers to think about.",
        },
      ],
    },
  },
  {
    keyword: "casual-games",
    title: "Free Casual Games: Easy to Start, Hard to Put Down",
    description: "Relaxed games you can learn in a minute and play in a few: snakes, merges, clickers, daily word puzzles and doodles, free in your browser.",
    metaKeywords: [
      "casual games",
      "free casual games",
      "casual games online",
      "relaxing games",
      "easy games",
      "quick games",
      "casual browser games",
      "casual games for grown-ups",
      "simple games",
    ],
    gameSearch: "casual",
    content: {
      heroTitle: "Casual Games for a Few Spare Minutes",
      heroDescription:
        "Casual games ask very little up front: no long tutorial, no complicated controls, no need to remember where you left off. Open one, understand it in seconds and play until the kettle boils. It is one of the biggest groups in our catalog, so there is plenty to choose from.",
      features: [
        {
          title: "One idea, done well",
          description:
            "Hole.io is about swallowing things to grow; 2048 is about merging tiles. A casual game usually has one clear rule you understand right away.",
        },
        {
          title: "Play at your own pace",
          description: "Cookie Clicker keeps baking while you are away and Slow Roads can drive itself, so nothing punishes you for stepping away for a while.",
        },
        {
          title: "Social but simple",
          description: "Skribbl.io and Gartic Phone turn drawing and guessing into party games that anyone in a group can join in a moment.",
        },
      ],
      benefits: [
        "Quick to learn, so the whole family can play without reading instructions",
        "Short sessions slot naturally into breaks",
        "Low-pressure play is a pleasant way to relax",
        "A wide mix, from snakes and puzzles to sports and doodles",
        "Daily puzzles like Wordle and Connections make a small, satisfying routine",
      ],
      faq: [
        {
          question: "What makes a game casual?",
          answer:
            "A casual game is easy to understand, quick to start and forgiving if you stop halfway. It does not demand hours of practice or long sessions. That does not make it shallow: many casual games, from 2048 to Slither.io, still reward skill the more you play them.",
        },
        {
          question: "How do I stop casual games from eating my whole evening?",
          answer:
            "Casual games are so quick to restart that 'one more go' gets tempting. Decide on a number of rounds before you begin, keep a clock in view, and try stopping after a win rather than a loss so you finish on a good note.",
        },
        {
          question: "Are casual games good for older players?",
          answer:
            "Yes. Puzzles like 2048 and Connections, card games such as Hearts and calm games like Slow Roads are popular with adults of all ages, and for many people they are an enjoyable way to keep the mind busy.",
        },
      ],
    },
  },
];
