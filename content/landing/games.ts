import type { LandingPage } from "./schema";

export const gamePages: LandingPage[] = [
  {
    keyword: "krunker-io",
    title: "Krunker.io: Play the Pixel Shooter in Your Browser",
    description:
      "Play Krunker.io free in your browser: a fast, blocky first-person shooter with classes, short matches and slide-hopping. Controls, modes and tips.",
    metaKeywords: [
      "krunker io",
      "krunker.io",
      "play krunker",
      "krunker online",
      "krunker controls",
      "krunker classes",
      "krunker slide hop",
      "krunker maps",
      "krunker browser game",
      "pixel fps browser game",
    ],
    gameSearch: "fps",
    content: {
      heroTitle: "Krunker.io: Quick Pixel Shooter Matches",
      heroDescription:
        "Krunker.io squeezes a whole first-person shooter into a browser tab. Pick a class, drop into a short match on a chunky pixel map and learn the slide-hop that lets skilled players fly across the arena. Made by Yendis Entertainment and first released in 2018, it starts in seconds with nothing to install.",
      features: [
        {
          title: "Classes with a clear role",
          description:
            "Triggerman carries an all-round rifle, Hunter a sniper rifle that rewards patience, and Run N Gun trades range for speed. Trying a few classes is the quickest way to find your style.",
        },
        {
          title: "Movement that rewards practice",
          description:
            "Crouch while running to slide, then jump as the slide ends to keep your speed. Chaining these slide-hops is the skill that separates new players from veterans.",
        },
        {
          title: "Maps made by players",
          description:
            "Besides the official map rotation, Krunker has a built-in map editor, so community maps add parkour courses and unusual arenas to explore between regular matches.",
        },
      ],
      benefits: [
        "Crosshair, field of view and graphics options let you tune the game to your screen and your taste.",
        "Matches end on a timer, so it is easy to agree on one or two before stopping.",
        "The chunky pixel art keeps the look cartoonish rather than realistic.",
        "Simple graphics run well on modest laptops, and the settings menu can lower quality further if a match stutters.",
        "Cosmetic items change how you look; your aim and movement are what win fights.",
        "Get KR, the in-game currency, only inside the official game: free KR generators and sites asking for your login are scams.",
      ],
      faq: [
        {
          question: "How do I start playing Krunker.io here?",
          answer:
            "Open the game on this page and it loads in the frame; press play to join a match. You can usually jump in without signing up, and a free Krunker account only matters if you want to keep your level, stats and items between visits. If a match will not start, reload the page, since a server can occasionally be full.",
        },
        {
          question: "What are the Krunker.io controls?",
          answer:
            "Krunker uses the familiar shooter layout: W, A, S and D to move, the mouse to aim and fire, and Space to jump. The key to learn early is crouch, because pressing it while running starts a slide. The controls list in the settings shows the current keys for crouching, reloading and aiming down the sights, and lets you change any of them.",
        },
        {
          question: "Is Krunker.io suitable for children?",
          answer:
            "It is a competitive shooter about tagging out other players, though the blocky art keeps it far from realistic. Browser shooters like this are often not rated by ESRB or PEGI the way console games are, so it helps for a parent to watch a match first. Public matches include text chat with strangers: remind kids never to share personal details, and agree on a family rule about in-game purchases.",
        },
        {
          question: "How can I get better at Krunker.io?",
          answer:
            "Stay with one class until its weapon feels natural, and learn two or three maps well so you know where players appear. Practice sliding: run, crouch, then jump as the slide ends to carry your speed. Keep your crosshair at head height while moving, and reload behind cover rather than out in the open.",
        },
      ],
    },
  },
  {
    keyword: "bloxd-io",
    title: "Bloxd.io: Parkour, Building and Survival in a Browser",
    description:
      "Play Bloxd.io in your browser: a blocky voxel world with parkour courses, creative building, survival crafting and team battles. Modes, controls and tips.",
    metaKeywords: [
      "bloxd io",
      "bloxd.io",
      "play bloxd",
      "bloxd online",
      "bloxd parkour",
      "bloxd creative",
      "bloxd survival",
      "bloxd controls",
      "blocky browser game",
      "voxel game in browser",
    ],
    gameSearch: "bloxd minecraft parkour",
    content: {
      heroTitle: "Bloxd.io: One Blocky World, Many Ways to Play",
      heroDescription:
        "Bloxd.io opens on a menu of modes rather than a single game. Race through jump-and-run parkour maps, build whatever you like in creative worlds, gather and craft in survival, or join a quick team battle. It all runs in a browser tab, and shared worlds let you wander through what other players have built.",
      features: [
        {
          title: "Parkour courses",
          description:
            "Jump across floating blocks, ladders and tricky gaps to reach checkpoints. Falling only sends you back to the last checkpoint, so it is a friendly place to practice precise jumps.",
        },
        {
          title: "Creative building",
          description:
            "Place and break blocks freely to make houses, pixel art or whole towns. There is no hunger or danger, so younger players can simply build.",
        },
        {
          title: "Survival and battles",
          description:
            "Survival asks you to collect resources and craft better tools, while team modes are short rounds against other players when you want some competition.",
        },
      ],
      benefits: [
        "Several game types in one place, so you can switch from calm building to a fast parkour run in a minute.",
        "Runs directly in the browser, which makes it handy on laptops and Chromebooks where installing games is not an option.",
        "Parkour checkpoints make hard courses feel fair and teach careful timing.",
        "Creative worlds are a relaxed way to try out building ideas without monsters or timers.",
        "Exploring other people's builds is a good source of ideas for your own.",
      ],
      faq: [
        {
          question: "How do I play Bloxd.io on Zowii?",
          answer:
            "Open the game on this page and pick a mode from the Bloxd.io menu: parkour, creative, survival or one of the battle modes. You can play straight away as a guest. Each mode has several worlds or lobbies, so if one is crowded, go back to the menu and choose another.",
        },
        {
          question: "What are the controls in Bloxd.io?",
          answer:
            "Use W, A, S and D to walk, Space to jump and the mouse to look around. Left click breaks blocks or attacks, right click places the block you are holding, and the number keys pick items from your hotbar. The game lists its controls in its own settings if you want to check or change them.",
        },
        {
          question: "Is Bloxd.io the same as Minecraft?",
          answer:
            "No. Bloxd.io has a similar blocky look, but it is a separate browser game made by Arthur Baker and has nothing to do with Mojang. If you want Mojang's own game in a browser, Minecraft Classic is also in our catalog; the full Minecraft is sold through its official website and official stores.",
        },
        {
          question: "Is Bloxd.io safe for kids to play?",
          answer:
            "The game itself is mild: blocky characters, building and jumping, with some combat in survival and battle modes. Shared worlds and lobbies do include other players and chat, so younger children may enjoy creative and parkour modes most, and everyone should keep personal details private and check with a parent before spending money in the game.",
        },
      ],
    },
  },
  {
    keyword: "slither-io",
    title: "Slither.io: Play the Classic Snake io Game",
    description:
      "Play Slither.io in your browser: grow a glowing worm, boost past rivals and trap bigger snakes. How the controls work, plus tips for staying alive.",
    metaKeywords: [
      "slither io",
      "slither.io",
      "play slither io",
      "slither io online",
      "slither io controls",
      "slither io tips",
      "slither io boost",
      "slither io skins",
      "worm game online",
      "snake io game",
    ],
    gameSearch: "slither snake",
    content: {
      heroTitle: "Slither.io: Grow Long, Cut Rivals Off",
      heroDescription:
        "Slither.io, created by Steve Howse and released in 2016, took the old phone snake game and filled one enormous arena with other players. Eat glowing pellets to lengthen your worm, coil around smaller ones, and make sure it is their head, not yours, that touches a body first.",
      features: [
        {
          title: "One simple rule",
          description:
            "If your head touches another snake's body, you burst into pellets. If their head touches yours, they do. Every clever trick in the game comes from that rule.",
        },
        {
          title: "Boost with a cost",
          description:
            "Holding the boost makes you much faster, but you shed length as you go. Short bursts to cut in front of a rival are worth it; long sprints rarely are.",
        },
        {
          title: "A live leaderboard",
          description: "The biggest snakes on your server are listed in the corner, which gives every run a goal beyond simply surviving.",
        },
      ],
      benefits: [
        "Learn it in seconds: steer with the mouse, hold the button to boost.",
        "Each run starts fresh, so a crash costs only a few minutes of growth.",
        "Big snakes have real weaknesses, so a small, quick player can still bring down the leader.",
        "Skins let you change your worm's colors from the start screen without paying.",
        "Calm stretches of pellet eating mix with sudden chases, which keeps runs interesting.",
      ],
      faq: [
        {
          question: "How do you control the snake in Slither.io?",
          answer:
            "Your worm follows the mouse pointer, so move the mouse to steer. Hold the left mouse button (or Space) to boost. On a phone or tablet, the official Slither.io apps use touch controls instead.",
        },
        {
          question: "Why did my snake die when I hit a huge snake?",
          answer:
            "In Slither.io size does not protect you: whoever's head touches a body is the one who bursts. Big snakes are dangerous because their long bodies wall off so much space, so keep your head away from their sides and watch where their head is heading.",
        },
        {
          question: "What is the best strategy to get long in Slither.io?",
          answer:
            "Early on, eat quietly near the edge of crowds and avoid fights. Once you are longer, circle around a smaller snake to trap it inside your coil, then tighten. The brightest pellets come from snakes that have just crashed, so racing to a fresh wreck is a fast way to grow, as long as you keep an eye on everyone else doing the same.",
        },
        {
          question: "Is Slither.io free, and do I need an account?",
          answer:
            "Yes, it is free to play in the browser and you only type a nickname. Avoid using your real name, since nicknames are shown to everyone on the server. There is no need for any account, and anything offering paid hacks or mods for it is best ignored.",
        },
      ],
    },
  },
  {
    keyword: "agar-io",
    title: "Agar.io: Play the Original Cell io Game Online",
    description:
      "Play Agar.io in your browser: eat pellets, split to catch smaller cells and use viruses to defend yourself. Controls, modes and tips that actually help.",
    metaKeywords: [
      "agar io",
      "agar.io",
      "play agar io",
      "agar io online",
      "agar io controls",
      "agar io split",
      "agar io tips",
      "agar io virus",
      "cell eating game",
      "blob io game",
    ],
    gameSearch: "agar hole mope deeeep",
    content: {
      heroTitle: "Agar.io: Eat, Split and Stay Away from Bigger Cells",
      heroDescription:
        "Agar.io is the 2015 browser game by Matheus Valadares that started the io craze. You are a small cell in a crowded dish: eat pellets and smaller players to gain mass, split to catch someone fleeing, and slip behind a spiky green virus when a bigger cell comes looking for you.",
      features: [
        {
          title: "Splitting",
          description:
            "Press Space to split your cell in two and launch one half forward. It is the main way to catch a slightly smaller player, but the pieces are easier to eat until they merge again.",
        },
        {
          title: "Green viruses",
          description:
            "Small cells can hide behind viruses, but a large cell that touches one breaks into many pieces. Good players use them as both a shelter and a trap.",
        },
        {
          title: "Ejecting mass",
          description:
            "Press W to shoot out a little of your mass. Teammates use it to feed each other, and feeding a virus enough makes it fire a new one at whoever is nearby.",
        },
      ],
      benefits: [
        "Only three inputs to learn: the mouse to move, Space to split and W to eject mass.",
        "Rounds have no timer, so you decide when to play carefully and when to take risks.",
        "Bigger cells move more slowly, which keeps small players in the game.",
        "Every choice to split is a gamble, which makes even simple chases tense.",
        "A quick session works fine: a new cell is ready the moment yours is eaten.",
      ],
      faq: [
        {
          question: "What are the Agar.io controls?",
          answer:
            "Your cell moves toward the mouse pointer. Press Space to split, which sends half your mass forward, and press W to eject a small blob of mass. That is all there is to it; the depth comes from deciding when to use them.",
        },
        {
          question: "What game modes does Agar.io have?",
          answer:
            "The usual choice is free-for-all, where everyone is on their own. There are also team modes that split players into colors, and modes that change the rules for variety. The mode list is on the start screen and can change over time, so check it when you load the game.",
        },
        {
          question: "How do I stop getting eaten in Agar.io?",
          answer:
            "Stay whole as much as possible: splitting makes you fast but leaves small pieces that bigger players love. Keep a virus between you and larger cells, stay away from the crowded middle while you are small, and only split to chase a cell that is clearly less than half your size.",
        },
        {
          question: "Who made Agar.io, and is it on phones?",
          answer:
            "Agar.io was created by Brazilian developer Matheus Valadares and released in April 2015; he also made Diep.io. The game also has official apps on the iOS and Android app stores, so download it from there rather than from unofficial sites.",
        },
      ],
    },
  },
  {
    keyword: "snake-io",
    title: "Snake.io and Other Snake io Games to Play Now",
    description: "Looking for Snake.io? Here is where the official game lives, and the snake io games you can play in your browser right now instead.",
    metaKeywords: [
      "snake io",
      "snake.io",
      "snake io game",
      "snake io online",
      "multiplayer snake game",
      "online snake game",
      "games like snake io",
      "snake games browser",
      "worm io game",
    ],
    gameSearch: "snake",
    content: {
      heroTitle: "Snake io Games: Grow the Longest Snake",
      heroDescription:
        "Snake.io is a multiplayer snake game from Kooapps, played through its official apps and its own website; it is not part of our catalog. If you want to play a snake io game right now, the arena games here share the same idea: eat, grow, and make rivals run into your tail.",
      features: [
        {
          title: "Where to find Snake.io",
          description:
            "Snake.io is made by Kooapps. Get it from the official App Store or Google Play listing, or play it on its own website. We are not connected to it.",
        },
        {
          title: "Similar games here",
          description:
            "Slither.io is the classic arena, Wormate.io swaps pellets for candy, Little Big Snake adds quests and levels, and Powerline.io is a neon speed game.",
        },
        {
          title: "A solo option too",
          description: "Zowii Snake is a small single-player version of the old phone game, good for a calm few minutes without other players.",
        },
      ],
      benefits: [
        "Every snake io game follows the same core rule, so skills from one carry over to the others.",
        "Powerline.io rewards daring: sliding close beside other snakes builds up extra speed.",
        "Short runs make them easy to pick up for five minutes and put down again.",
        "Each game has its own twist, from power-ups to boost mechanics, so it is worth trying a few.",
        "A single-player option is there for anyone who prefers not to play against strangers.",
      ],
      faq: [
        {
          question: "Is Snake.io in your catalog?",
          answer:
            "No. Snake.io is Kooapps' game and is not in our catalog, so use its official app store listings or its own website. Here you can play other snake io games in the browser, such as Slither.io, Wormate.io, Little Big Snake and Powerline.io.",
        },
        {
          question: "What is the difference between Snake.io and Slither.io?",
          answer:
            "Both are arena snake games where you grow by eating and knock rivals out by making them hit your body. They are separate games from different makers: Slither.io was created by Steve Howse in 2016, while Snake.io comes from Kooapps and has its own skins, events and look.",
        },
        {
          question: "Which snake game is best for younger kids?",
          answer:
            "Zowii Snake is the simplest: it is single-player, has no chat and works with the keyboard, mouse or touch. The online snake games are still gentle in tone, but they put you in an arena with strangers' nicknames, so it is worth a parent taking a look first.",
        },
      ],
    },
  },
  {
    keyword: "wormate-io",
    title: "Wormate.io: The Candy Worm Game in Your Browser",
    description:
      "Play Wormate.io online: steer a worm through cakes, donuts and candy, grab magnets and speed boosts, and trap rival worms. Controls and tips inside.",
    metaKeywords: [
      "wormate io",
      "wormate.io",
      "play wormate",
      "wormate online",
      "wormate power ups",
      "wormate tips",
      "candy worm game",
      "worm game online",
      "sweet snake game",
    ],
    gameSearch: "snake",
    content: {
      heroTitle: "Wormate.io: A Sweet-Toothed Snake Game",
      heroDescription:
        "In Wormate.io your worm slithers across a table covered in cakes, donuts and candy. Eat the sweets to grow, grab power-ups such as magnets and speed boosts, and steer so rival worms bump into your side. Run head first into someone else, though, and your candy spills out for everyone to grab.",
      features: [
        {
          title: "Power-ups on the map",
          description:
            "Glowing items give short boosts: a magnet pulls nearby sweets toward you and speed helps you escape or cut someone off. Grabbing them at the right moment often decides a chase.",
        },
        {
          title: "A bright, friendly look",
          description: "The food is all desserts and the worms are colorful and cartoonish, which makes Wormate.io one of the gentler-looking arena games.",
        },
        {
          title: "Classic snake tactics",
          description:
            "Circle a smaller worm to box it in, or swing your body across a rival's path. When a worm crashes, its candy is there for the quickest mouth.",
        },
      ],
      benefits: [
        "Easy for beginners: the mouse steers and a click speeds you up.",
        "Power-ups give newer players a way to catch up with bigger worms.",
        "A cheerful candy theme that suits younger players.",
        "Crashes are quick to recover from, since a new worm starts in seconds.",
        "Plays well in short sessions on a laptop or desktop.",
      ],
      faq: [
        {
          question: "How do you play Wormate.io?",
          answer:
            "Move the mouse to steer your worm and hold the left mouse button to speed up. Eat sweets to grow and make other worms run into your body. If your head hits another worm, your run ends.",
        },
        {
          question: "What do the power-ups in Wormate.io do?",
          answer:
            "Power-ups last a short time and each helps in its own way: a magnet pulls nearby food toward you, and a speed boost makes chases and escapes easier. The icon on the map shows what you are about to pick up, so grab the useful ones just before you race for a pile of sweets or try to cut off a rival.",
        },
        {
          question: "Is Wormate.io like Slither.io?",
          answer:
            "Yes, the rules are very close: grow by eating and win fights by making rivals crash into you. Wormate.io adds collectible power-ups and a candy theme. Both are in our catalog, along with other snake games such as Little Big Snake.",
        },
      ],
    },
  },
  {
    keyword: "diep-io",
    title: "Diep.io: Upgrade Your Tank and Battle Online",
    description:
      "Play Diep.io in your browser: shoot shapes, spend upgrade points and pick a tank class at levels 15, 30 and 45. Controls, builds and tips for beginners.",
    metaKeywords: [
      "diep io",
      "diep.io",
      "play diep io",
      "diep io tanks",
      "diep io classes",
      "diep io upgrades",
      "diep io controls",
      "diep io tips",
      "tank io game",
    ],
    gameSearch: "tanks",
    content: {
      heroTitle: "Diep.io: Grow Your Tank, Choose Your Class",
      heroDescription:
        "Diep.io starts you as a plain tank with one cannon. Shoot squares, triangles and pentagons for experience, put points into reload, damage or speed, and choose a new tank class as you level up. It comes from Matheus Valadares, the maker of Agar.io, and it rewards planning as much as aim.",
      features: [
        {
          title: "A branching tank tree",
          description:
            "At level 15 you choose between options such as Twin, Sniper, Machine Gun and Flank Guard, and more branches open at levels 30 and 45, from drone tanks to heavy single-shot cannons.",
        },
        {
          title: "Stat points",
          description:
            "Each level gives a point to spend on stats like health regeneration, bullet speed, reload or movement. Spreading points thinly rarely works; pick a plan for your class.",
        },
        {
          title: "Free-for-all and team modes",
          description: "Battle everyone at once, or join a team mode where your color's base protects you and groups push across the map together.",
        },
      ],
      benefits: [
        "Shape farming gives a safe way to level up before you take on other players.",
        "Choosing a class and stat build makes every run feel a little different.",
        "Clean geometric graphics that stay readable even when the screen is busy.",
        "Team modes suit players who like working with others rather than fighting alone.",
        "Cartoon tanks and shapes, so the action is arcade-style rather than realistic.",
      ],
      faq: [
        {
          question: "What are the Diep.io controls?",
          answer:
            "Steer your tank with W, A, S and D or the arrow keys while the mouse points the cannon; hold the button to keep firing. E toggles auto-fire, which saves your hand during long shape-farming sessions, and C makes the tank spin and shoot on its own. The number keys spend stat points without opening the menu.",
        },
        {
          question: "Which tank class should a beginner choose?",
          answer:
            "Machine Gun and Twin are forgiving because they fire a lot of bullets, which helps when your aim is still shaky. Sniper is fun once you learn to keep your distance. Put early points into reload, bullet damage and bullet penetration, then add movement speed so you can escape.",
        },
        {
          question: "Why do I keep losing to bigger tanks?",
          answer:
            "Higher-level tanks have more stats and stronger classes, so do not fight them head on. Keep farming shapes near the edge of the map until you reach level 30 or 45, use the shapes as cover, and leave a fight early if your health bar keeps dropping.",
        },
      ],
    },
  },
  {
    keyword: "paper-io",
    title: "Paper.io 2: Claim Territory in Your Browser",
    description:
      "Play Paper.io 2 online: leave your zone, draw a trail and loop home to claim land before anyone cuts you off. How it works, plus tips for bigger territory.",
    metaKeywords: [
      "paper io",
      "paper.io",
      "paper io 2",
      "paper.io 2",
      "play paper io",
      "paper io online",
      "territory io game",
      "paper io tips",
      "land grab game",
    ],
    gameSearch: "paper.io territorial generals",
    content: {
      heroTitle: "Paper.io 2: Draw, Loop Back, Take the Land",
      heroDescription:
        "Paper.io 2, from the French studio Voodoo, turns land grabbing into a quick arcade game. Slip out of your colored patch, sketch a loop across the board and return home to fill in everything inside it. Until you are back, your trail is a weak spot: if anyone crosses it, your round is over.",
      features: [
        {
          title: "Risk against reward",
          description:
            "Long trips claim big chunks of land but leave a long trail for rivals to cut. Short, frequent loops grow you more slowly but much more safely.",
        },
        {
          title: "Steal from rivals",
          description:
            "Looping through another player's color takes that ground for yourself, and cutting their trail knocks them out, so attacking is as important as expanding.",
        },
        {
          title: "Smooth, free movement",
          description: "Paper.io 2 lets you steer smoothly at any angle, which makes curving loops, sharp cut-backs and tight escapes possible.",
        },
      ],
      benefits: [
        "Simple to understand: the aim is to own as much of the board as you can.",
        "Every decision is a small gamble, which keeps rounds tense but short.",
        "Steering with the mouse makes it playable for younger kids and casual players.",
        "A clear percentage shows how much of the map you own, so progress is easy to see.",
        "No shooting or fighting: players are knocked out only by having their trail crossed.",
      ],
      faq: [
        {
          question: "How do you play Paper.io 2?",
          answer:
            "Your block keeps moving, and you steer it with the mouse or by swiping on a touch screen. Leave your area to draw a line, then come back into your own color to claim everything the line encloses. If another player crosses your line before you get home, or you run into your own trail, you are out.",
        },
        {
          question: "What is the best strategy in Paper.io 2?",
          answer:
            "Make small loops early and get bigger once you understand how fast other players move. Keep your trips close to your own border so you can dive home quickly, and watch for rivals heading toward your trail. When someone else is out on a long loop, cutting across their line is the quickest way to remove a threat.",
        },
        {
          question: "Are there other territory games like Paper.io?",
          answer:
            "Yes. Territorial.io and Generals.io are strategy games about taking over a map, played with troops instead of trails. They are slower and more thoughtful than Paper.io 2, and both are in our catalog.",
        },
      ],
    },
  },
  {
    keyword: "hole-io",
    title: "Hole.io: Swallow the City in Your Browser",
    description: "Play Hole.io online: steer a hole through a busy city, swallow cars, trees and buildings, and outgrow the other holes before the timer ends.",
    metaKeywords: [
      "hole io",
      "hole.io",
      "play hole io",
      "hole io online",
      "hole io game",
      "hole io tips",
      "black hole city game",
      "eat the city game",
      "voodoo games",
    ],
    gameSearch: "hole agar slither",
    content: {
      heroTitle: "Hole.io: Start Small, Swallow Skyscrapers",
      heroDescription:
        "Hole.io hands you a small round hole on a city street and a ticking clock. Slide under people, benches and cones first, then cars and trees, until you are wide enough to gulp down whole buildings. Made by Voodoo, the round ends when the timer runs out, and the biggest hole takes the top spot.",
      features: [
        {
          title: "Size decides what fits",
          description:
            "Objects only drop in if they are smaller than your opening, so early on you hunt for small things and later plan routes past big blocks you can finally swallow.",
        },
        {
          title: "Other holes are food too",
          description:
            "A smaller hole that wanders too close can be swallowed, and a bigger one can do the same to you, so keep an eye on the sizes around you.",
        },
        {
          title: "Short timed rounds",
          description: "Every round lasts only a couple of minutes, which keeps the pace high and makes a quick replay tempting.",
        },
      ],
      benefits: [
        "Very easy to start: you only steer, and the city does the rest.",
        "Watching a building tip into your hole is a satisfying reward for growing.",
        "No weapons and nothing scary, which makes it a good choice for younger players.",
        "Trying a new route through the city each round keeps replays fresh.",
        "Simple planning pays off: clearing whole streets grows you faster than zigzagging around.",
      ],
      faq: [
        {
          question: "How do you control the hole in Hole.io?",
          answer:
            "Move the mouse (or drag on a touch screen) and the hole glides in that direction. Anything smaller than the hole that passes over it falls in, and you grow a little with each object.",
        },
        {
          question: "What is the best way to grow fast in Hole.io?",
          answer:
            "Sweep along rows of small objects such as people and cones at the start instead of chasing cars you cannot fit yet. Once you are bigger, head for parking lots and parks where lots of medium objects sit close together. Stay clear of larger holes until you have passed them in size.",
        },
        {
          question: "Is Hole.io on phones as well?",
          answer:
            "Yes. Voodoo publishes Hole.io as an app on the official iOS and Android stores, with the same swallow-the-city idea. The version in our catalog plays in the browser with no download.",
        },
      ],
    },
  },
  {
    keyword: "moomoo-io",
    title: "MooMoo.io: Gather, Build and Defend Your Base",
    description:
      "Play MooMoo.io in your browser: gather wood, stone and food, build windmills and spike walls, and protect your base from other players. Tips for a strong start.",
    metaKeywords: [
      "moomoo io",
      "moomoo.io",
      "play moomoo io",
      "moomoo io online",
      "moomoo io tips",
      "moomoo io base",
      "moomoo io windmills",
      "survival io game",
      "base building io game",
    ],
    gameSearch: "moomoo taming starve devast",
    content: {
      heroTitle: "MooMoo.io: From Bare Hands to a Fortified Farm",
      heroDescription:
        "MooMoo.io drops you onto a grassy map with nothing but your fists. Punch trees for wood, bushes for food and rocks for stone, then build windmills that earn gold and spike walls that keep raiders out. Created by Sidney de Vries, it mixes a farming game's steady growth with the constant worry of someone knocking on your walls.",
      features: [
        {
          title: "Resources everywhere",
          description:
            "Trees, bushes, rocks and gold deposits each give a different resource. Keeping all four flowing is what lets you build and upgrade quickly.",
        },
        {
          title: "Windmills and defenses",
          description:
            "Windmills slowly earn gold for you, while walls, spikes and traps make your base hard to approach. A tidy layout is often worth more than a bigger weapon.",
        },
        {
          title: "Choices as you level up",
          description:
            "Each new level offers a pick between items, such as a stronger weapon or a better building, so two players rarely end up with the same set-up.",
        },
      ],
      benefits: [
        "A clear goal for every minute: gather, build, then protect what you built.",
        "Level-up choices give you room to play as a builder, a defender or a raider.",
        "Tribes let friends share a base and look after each other.",
        "Cartoon 2D art with animals and farm buildings keeps the tone light.",
        "Teaches planning: where you put a windmill or a spike matters.",
      ],
      faq: [
        {
          question: "How do you play MooMoo.io?",
          answer:
            "Walk with W, A, S and D and face the mouse pointer; a click swings your tool or weapon at whatever is in front of you, or places the building you have selected. Pick items from the bar at the bottom of the screen or with the number keys. Gather resources, spend them on the items you unlock as you level up, and place buildings to protect yourself.",
        },
        {
          question: "What should I build first in MooMoo.io?",
          answer:
            "Start with a few windmills in a quiet corner, since they earn gold over time and add to your score. Then ring them with walls and spikes, leaving yourself a way out. Keep food in stock, because eating is how you heal after a fight.",
        },
        {
          question: "Can I play MooMoo.io with friends?",
          answer:
            "Yes. Players can create or join a tribe, which lets members build together and share a base. Make sure everyone is on the same server first, and use nicknames rather than real names.",
        },
      ],
    },
  },
  {
    keyword: "smash-karts",
    title: "Smash Karts: Kart Battles in Your Browser",
    description:
      "Play Smash Karts free online: drive around small arenas, grab mystery boxes for rockets and mines, and score points by knocking out other karts.",
    metaKeywords: [
      "smash karts",
      "smash karts online",
      "play smash karts",
      "smash karts io",
      "smash karts controls",
      "smash karts weapons",
      "smash karts tips",
      "kart battle game",
      "multiplayer kart game",
    ],
    gameSearch: "smash driving",
    content: {
      heroTitle: "Smash Karts: Part Racing, Mostly Bumper-Car Chaos",
      heroDescription:
        "Smash Karts, made by Tall Team, puts go-karts in small 3D arenas with no finish line. Drive over mystery boxes to pick up rockets, mines or a machine gun, then aim at the other karts. Every knockout earns points, and the player with the most when the timer runs out wins the round.",
      features: [
        {
          title: "Mystery box weapons",
          description:
            "Each box hands you a random weapon. Rockets are great in straight lines, mines punish anyone chasing you, and rapid fire helps at close range.",
        },
        {
          title: "Compact arenas",
          description:
            "Maps are small enough that you are never far from the action, with ramps, corners and obstacles that make good places to hide or ambush.",
        },
        {
          title: "Cosmetic progress",
          description: "Playing earns levels that unlock new karts, hats and colors. They change how you look, not how well you drive.",
        },
      ],
      benefits: [
        "Cartoon karts and bright arenas keep the battles goofy rather than violent.",
        "Quick rounds with instant respawns, so a knockout is just a short pause.",
        "Easy driving controls let newer players join in right away.",
        "Picking the right weapon for each situation adds strategy to the chaos.",
        "Every weapon can be dodged, such as swerving out of a rocket's straight path, so quick thinking pays off.",
      ],
      faq: [
        {
          question: "What are the Smash Karts controls?",
          answer:
            "Steer and accelerate with the arrow keys or W, A, S and D. The weapon from a mystery box is fired with a single key, which the game's controls menu shows along with the rest, so check it once before your first match.",
        },
        {
          question: "How do I win more rounds in Smash Karts?",
          answer:
            "Keep moving and keep collecting boxes, since an empty-handed kart is an easy target. Fire rockets along straight stretches, drop mines where others follow you, and avoid the middle of a crowded fight until you have a weapon ready.",
        },
        {
          question: "Are there other driving games like Smash Karts?",
          answer:
            "For more driving in the browser, try Madalin Stunt Cars 2 for free-roaming stunts, Drift Hunters for sliding and tuning cars, or PolyTrack for time trials. None of them has weapons, and each one is in our catalog for when you want calmer driving.",
        },
      ],
    },
  },
  {
    keyword: "shell-shockers",
    title: "Shell Shockers: The Egg Shooter in Your Browser",
    description:
      "Play Shell Shockers online: a silly first-person shooter where every player is an egg. Loadouts, modes, controls and tips for keeping your shell whole.",
    metaKeywords: [
      "shell shockers",
      "shell shockers online",
      "play shell shockers",
      "egg shooter game",
      "shell shockers controls",
      "shell shockers weapons",
      "shell shockers modes",
      "shellshock io",
      "egg fps game",
    ],
    gameSearch: "shell fps",
    content: {
      heroTitle: "Shell Shockers: Eggs with Attitude",
      heroDescription:
        "In Shell Shockers from Blue Wizard Digital, every player is a walking, jumping egg. Choose a loadout, from an egg-themed rifle to a shotgun or sniper, and try to crack the other team before they crack you. The jokes are all about breakfast, but winning still comes down to quick aim and smart movement.",
      features: [
        {
          title: "Egg-themed loadouts",
          description:
            "Each weapon class plays differently: the rifle is an all-rounder, the shotgun is for close corners and the sniper for long lanes. Switch loadouts between lives to match the map.",
        },
        {
          title: "More than free-for-all",
          description:
            "Besides free-for-all and team matches there are objective modes, such as capturing the spatula or holding a zone, that reward teamwork over pure aim.",
        },
        {
          title: "Private games",
          description: "Create a private game and share its code so a group of friends or classmates can play together without strangers joining.",
        },
      ],
      benefits: [
        "The cartoon egg theme keeps it light: defeated players just crack and respawn.",
        "Matches are fast, with quick respawns and short rounds.",
        "Private games give families and friends their own room.",
        "Breakfast puns everywhere, from the weapon names to the spatula you capture, keep the jokes coming.",
        "Learning each map's sightlines makes a visible difference quickly.",
      ],
      faq: [
        {
          question: "What are the Shell Shockers controls?",
          answer:
            "Your egg walks with W, A, S and D and looks around with the mouse; click to fire. Space jumps and R reloads, while grenades and weapon switching have their own keys, which you can check or change in the game's settings.",
        },
        {
          question: "Is Shell Shockers okay for kids?",
          answer:
            "It is one of the more lighthearted shooters: the characters are eggs, and a hit cracks the shell rather than showing anything realistic. It is still a competitive shooter with public chat, and browser games like this often have no ESRB or PEGI rating, so parents may prefer private games with people their child knows.",
        },
        {
          question: "How do I stop getting cracked so often in Shell Shockers?",
          answer:
            "Keep moving and jumping while you fight, since a still egg is an easy target. Stay near cover, reload before you round a corner, and match your weapon to the map: shotgun indoors, rifle or sniper on open ground.",
        },
      ],
    },
  },
  {
    keyword: "1v1-lol",
    title: "1v1.LOL: Build and Shoot in Your Browser",
    description:
      "Play 1v1.LOL online: a third-person build-and-shoot game with box fights, battle royale and practice maps. Controls, tips and a parents' note.",
    metaKeywords: [
      "1v1 lol",
      "1v1.lol",
      "play 1v1 lol",
      "1v1 lol online",
      "1v1 lol controls",
      "1v1 lol building",
      "1v1 lol box fight",
      "1v1 lol battle royale",
      "building shooter browser",
      "build fight practice",
    ],
    gameSearch: "1v1 battle-royale",
    content: {
      heroTitle: "1v1.LOL: Fast Building, Faster Decisions",
      heroDescription:
        "1v1.LOL is a third-person shooter where the walls are yours to make. Throw up a wall, a ramp or a floor in a split second to block a shot or climb above your opponent, then switch back to your weapon and take aim. It runs in the browser, which makes it a popular way to practice building between longer games.",
      features: [
        {
          title: "Box fights and build fights",
          description:
            "One-on-one matches in tight spaces where the player who builds and edits faster usually wins. They are short, intense and great practice.",
        },
        {
          title: "Battle royale",
          description: "Land with a group of players, collect weapons and materials, and stay inside the safe zone until one player or team is left.",
        },
        {
          title: "Practice maps",
          description: "Build freely with no opponent, or practice aim on targets. It is the place to learn the keys before you face real players.",
        },
      ],
      benefits: [
        "Fortnite players use it to practice building without launching a bigger game.",
        "Short one-on-one matches make it easy to play just one or two.",
        "Practice modes let you learn building without pressure.",
        "Cartoon-style characters and no realistic injuries.",
        "Building skills are about speed and planning, which rewards steady practice.",
      ],
      faq: [
        {
          question: "How do I play 1v1.LOL on Zowii?",
          answer:
            "Open the game on this page, wait for it to load in the frame, and choose a mode from its menu: a quick one-on-one, a battle royale or a practice map. You can usually start without signing up; an account with the game mainly matters if you want to keep progress.",
        },
        {
          question: "What are the 1v1.LOL controls?",
          answer:
            "Moving and aiming use the standard keyboard-and-mouse layout. What sets 1v1.LOL apart is that walls, ramps and floors each sit on their own key, so you can build in the middle of a fight; the game's settings show the current bindings and let you change them to what feels comfortable. Spend a few minutes in a practice map before jumping into a match.",
        },
        {
          question: "Is 1v1.LOL like Fortnite?",
          answer:
            "It borrows the same idea of building cover in the middle of a gunfight, which is why Fortnite players often use it for practice. It is a separate game from a different team and has no connection to Epic Games. Fortnite itself is available from Epic Games for free on its official platforms.",
        },
        {
          question: "Is 1v1.LOL suitable for children?",
          answer:
            "The violence is cartoonish, with players dropping out of the match rather than anything graphic. It is still a competitive shooter, and its official mobile apps show an age rating on their store pages that parents can check. Play with friends where possible, keep personal details out of names and chat, and talk to a parent before spending money in the game.",
        },
      ],
    },
  },
  {
    keyword: "zombs-royale",
    title: "ZombsRoyale.io: Top-Down Battle Royale Online",
    description:
      "Play ZombsRoyale.io in your browser: drop onto the island, loot weapons and healing, stay inside the safe zone and be the last player or team standing.",
    metaKeywords: [
      "zombs royale",
      "zombsroyale io",
      "zombsroyale.io",
      "play zombs royale",
      "zombs royale online",
      "2d battle royale",
      "top down battle royale",
      "zombs royale tips",
      "zombs royale duos",
    ],
    gameSearch: "battle-royale",
    content: {
      heroTitle: "ZombsRoyale.io: A Whole Battle Royale from Above",
      heroDescription:
        "ZombsRoyale.io takes the battle royale idea and views it from above in colorful 2D. Parachute onto the island, search buildings for weapons, ammo and healing items, and keep moving as the safe zone closes in. Play alone or with a small team, and see how long you can last against everyone else.",
      features: [
        {
          title: "Loot with rarity colors",
          description:
            "Weapons come in rarity levels shown by color, so you can tell at a glance whether the item on the floor is better than the one in your hands.",
        },
        {
          title: "A shrinking safe zone",
          description: "The playable area closes in over the match, pushing players together. Watching the map and moving early keeps you out of trouble.",
        },
        {
          title: "Solo or with a team",
          description: "Play solo or team up in a small squad with friends, where covering each other and spreading out the loot can turn a losing fight.",
        },
      ],
      benefits: [
        "The top-down view shows more of what is around you than a first-person game.",
        "Matches are shorter than most console battle royales.",
        "Bright cartoon graphics rather than realistic ones.",
        "Healing and shield items give you a second chance after a close fight, if you reach cover in time.",
        "Teaches planning: where to land, when to move and when to avoid a fight.",
      ],
      faq: [
        {
          question: "How do you play ZombsRoyale.io?",
          answer:
            "Choose where to parachute in, then run with W, A, S and D and aim with the mouse. Pick up the items you find (the game shows the key on screen) and use the number keys to switch between the slots in your inventory. Keep an eye on the map and stay inside the safe circle as it shrinks.",
        },
        {
          question: "What are good tips for winning ZombsRoyale.io?",
          answer:
            "Land away from the busiest spots so you can collect a weapon and healing first. Move toward the next safe zone early instead of waiting at its edge, and avoid running across open ground when you can follow walls and trees. In team games, stick together and share healing items.",
        },
        {
          question: "Is ZombsRoyale.io suitable for kids?",
          answer:
            "It is a cartoon shooter seen from above, without realistic injuries, though the goal is still to knock other players out. Parents who want to judge it for themselves can simply watch a round or two together. Purchases in the game are optional, so it is worth agreeing on a spending rule before the first match.",
        },
      ],
    },
  },
  {
    keyword: "venge-io",
    title: "Venge.io: Fast Arena Shooter in Your Browser",
    description:
      "Play Venge.io online: a quick first-person arena shooter with characters, weapons and compact maps. Controls and tips for winning more rounds.",
    metaKeywords: ["venge io", "venge.io", "play venge io", "venge io online", "venge io characters", "venge io tips", "browser arena shooter", "fps io game"],
    gameSearch: "venge kirka ev.io krunker",
    content: {
      heroTitle: "Venge.io: Learn the Map, Win the Round",
      heroDescription:
        "Venge.io is a fast arena shooter built for short browser sessions. Choose a character and a weapon, drop into a compact map and trade shots in rounds with quick respawns. The arenas are small, so knowing the routes, high ground and hiding spots matters just as much as aiming well.",
      features: [
        {
          title: "Characters and weapons",
          description:
            "Different characters and weapon choices suit different play styles, so experiment until you find a pairing that matches how you like to move and fight.",
        },
        {
          title: "Compact arenas",
          description: "Small maps keep fights frequent. Learning where the corridors, ledges and open spaces are gives you a big advantage over newcomers.",
        },
        {
          title: "Quick respawns",
          description: "Being knocked out only costs a few seconds, so rounds keep flowing and there is always another chance to improve.",
        },
      ],
      benefits: [
        "The maps are small enough to learn in a few sessions, so progress is easy to feel.",
        "Trying new character and weapon pairings keeps it fresh once the maps feel familiar.",
        "Map knowledge rewards players who think, not only those with the fastest reflexes.",
        "A stylized look rather than a realistic one.",
        "A good next step for players who already enjoy other browser shooters.",
      ],
      faq: [
        {
          question: "How do you play Venge.io?",
          answer:
            "It plays like most computer shooters: keyboard to move, mouse to aim and fire, Space to jump and R to reload. The choice that matters comes before the match, when you pick a character and weapon, and the settings menu lets you change keys or mouse sensitivity.",
        },
        {
          question: "Are there other games like Venge.io?",
          answer:
            "If you like quick browser shooters, Krunker.io, Kirka.io and Ev.io are similar first-person arena games, and Shell Shockers is a more cartoonish option with eggs. You will find all four in our catalog. They are competitive shooters, so parents may want to take a look first.",
        },
      ],
    },
  },
  {
    keyword: "skribbl-io",
    title: "Skribbl.io: Draw and Guess with Friends Online",
    description:
      "Play Skribbl.io in your browser: one player draws, everyone else guesses. How rounds work, how to set up a private room with custom words, and tips.",
    metaKeywords: [
      "skribbl io",
      "skribbl.io",
      "play skribbl io",
      "skribbl io online",
      "skribbl private room",
      "skribbl custom words",
      "skribbl io tips",
      "drawing guessing game",
      "online pictionary game",
      "draw and guess online",
    ],
    gameSearch: "drawing",
    content: {
      heroTitle: "Skribbl.io: Sketch Fast, Guess Faster",
      heroDescription:
        "Skribbl.io is an online drawing and guessing party game. Each turn one player picks a secret word and sketches it, while everyone else races to type the answer into the chat. Guess quickly for more points, draw clearly so others can guess, and laugh at the wildly wrong answers along the way.",
      features: [
        {
          title: "Simple drawing tools",
          description:
            "A brush in a few sizes, a color palette, a fill bucket and an eraser are all you get, which keeps the focus on quick, clear sketches rather than art skill.",
        },
        {
          title: "Hints over time",
          description: "The word's length appears as blanks, and letters are revealed as the timer runs down, so even a puzzling drawing gets easier to guess.",
        },
        {
          title: "Private rooms",
          description:
            "Create a private room, choose the number of rounds and drawing time, and add your own list of words, then share the link with friends or family.",
        },
      ],
      benefits: [
        "No drawing talent needed: stick figures and arrows win plenty of rounds.",
        "Works for groups of different ages, from kids to grandparents.",
        "Custom word lists turn it into a themed game for a class, a club or a birthday.",
        "Everything happens in the browser; everyone just opens the same room link.",
        "Builds quick thinking and vocabulary while feeling like a party game.",
        "Short rounds keep everyone involved, since each player takes a turn at drawing.",
      ],
      faq: [
        {
          question: "How does a game of Skribbl.io work?",
          answer:
            "Players take turns as the artist. The artist chooses one of a few words and draws it before time runs out, while the others type guesses in the chat. Correct guessers earn more points the faster they are, and the artist earns points when people guess. After the set number of rounds, the player with the most points wins.",
        },
        {
          question: "How do I play Skribbl.io with only my friends?",
          answer:
            "Choose the option to create a private room, set your rules and copy the invite link. Send that link to the people you want to play with; only people who have it can join. The host can start the game once everyone is in.",
        },
        {
          question: "Can I use my own words in Skribbl.io?",
          answer:
            "Yes, in a private room. Type your custom words into the settings, separated by commas, and choose whether to mix them with the built-in words or use only yours. It is a great way to play with names of classmates' favorite animals, school subjects or holiday themes.",
        },
        {
          question: "Is Skribbl.io safe for kids?",
          answer:
            "Drawing and guessing is a friendly game, but public rooms put children with strangers who can type in the chat and draw whatever they like. For younger players, a private room with family or friends is the better choice. Players can also vote to kick someone who is being unkind.",
        },
      ],
    },
  },
  {
    keyword: "gartic-phone",
    title: "Gartic Phone: The Telephone Drawing Game Online",
    description:
      "Play Gartic Phone in your browser: write a prompt, draw what the last player wrote, describe what they drew, then watch the whole chain replay.",
    metaKeywords: [
      "gartic phone",
      "garticphone",
      "play gartic phone",
      "gartic phone online",
      "gartic phone modes",
      "gartic phone how to play",
      "telephone drawing game",
      "broken telephone game online",
      "party drawing game",
    ],
    gameSearch: "gartic skribbl quick",
    content: {
      heroTitle: "Gartic Phone: Watch a Sentence Turn into Chaos",
      heroDescription:
        "Gartic Phone, from the Brazilian studio Onrizon, is the telephone game with drawings. Everyone writes a silly sentence, the next player draws it, the next describes that drawing in words, and so on around the group. At the end each chain is replayed step by step, and the gap between the first line and the last is where the laughs are.",
      features: [
        {
          title: "Write, draw, describe",
          description:
            "Turns alternate between writing and drawing, and you only see the step just before yours, so small misunderstandings snowball in the funniest ways.",
        },
        {
          title: "The big reveal",
          description:
            "Once everyone has played, the host steps through each album from the first prompt to the final guess, so the whole group sees how it drifted.",
        },
        {
          title: "Extra modes",
          description:
            "Beyond the normal game, the host can pick variations, such as an animation mode where players build a short flip-book together one frame at a time.",
        },
      ],
      benefits: [
        "No winners or losers in the normal mode, which keeps it relaxed for mixed ages.",
        "Bad drawings make the game better, so nobody needs to be good at art.",
        "Everyone plays at the same time, so nobody sits waiting for a turn.",
        "The host shares one link and friends join from their own devices.",
        "Good for family calls, classroom breaks and parties where people are in different places.",
      ],
      faq: [
        {
          question: "How do I start a Gartic Phone game with friends?",
          answer:
            "Pick a nickname and an avatar, then start a game as the host and copy the invite link. Send it to your friends; they open it and join your lobby. When everyone is in, choose a mode and start. It works best with a few players or more, since longer chains get funnier.",
        },
        {
          question: "What is the difference between Gartic Phone and Skribbl.io?",
          answer:
            "Skribbl.io is a competitive guessing game: one person draws and everyone races to type the word for points. Gartic Phone is cooperative and about the chain of misunderstandings, with everyone drawing and writing at once and no scoreboard in the normal mode. Both are in our catalog.",
        },
        {
          question: "Is Gartic Phone suitable for children?",
          answer:
            "The game suits all ages, but the content comes from the players, so it is only as friendly as the group. Playing in a private lobby with family, friends or classmates is the safest way, and the host can remove a player who is spoiling the fun.",
        },
      ],
    },
  },
  {
    keyword: "codenames",
    title: "Codenames Online: Play the Word Spy Game in a Browser",
    description:
      "Play Codenames online with friends: spymasters give one-word clues, teams guess their agents and everyone avoids the assassin. Rules and clue tips.",
    metaKeywords: [
      "codenames",
      "codenames online",
      "play codenames",
      "codenames game",
      "codenames rules",
      "codenames spymaster",
      "codenames clue tips",
      "word party game online",
      "team word game",
    ],
    gameSearch: "codenames connections gartic",
    content: {
      heroTitle: "Codenames: One Word, One Number, Big Decisions",
      heroDescription:
        "Codenames is the party word game designed by Vlaada Chvátil and published by Czech Games Edition in 2015, here in its browser edition. Two teams face a grid of 25 words. Each spymaster knows which words are their agents and gives one-word clues to guide teammates, while everyone tries to steer well clear of the assassin.",
      features: [
        {
          title: "Spymasters and guessers",
          description:
            "The spymaster sees the secret key and gives a single word plus a number. Teammates talk it over and touch cards one at a time, hoping each one is their color.",
        },
        {
          title: "Risky guesses",
          description:
            "A neutral bystander ends your turn, the other team's card helps them, and the assassin loses the game on the spot, so every extra guess is a choice.",
        },
        {
          title: "Made for remote play",
          description: "Create a room, share the link and split into teams. It works well over a video call, with each player on their own screen.",
        },
      ],
      benefits: [
        "The official browser edition from the game's own publisher.",
        "Great for groups of four or more, split into two teams.",
        "Builds vocabulary and lateral thinking without feeling like homework.",
        "Every game is different, since the word grid is dealt at random.",
        "Spymasters and guessers swap roles, so everyone gets to try both.",
        "Quiet players shine as spymasters, where careful thinking beats speed.",
      ],
      faq: [
        {
          question: "How do you play Codenames?",
          answer:
            "Split into red and blue teams and choose one spymaster for each. On your turn, the spymaster says one word and a number, such as 'ocean 2', meaning two words on the grid relate to the ocean. Teammates guess cards one at a time; they can keep going while they find their own color, up to one more than the number. The first team to find all its agents wins, unless someone touches the assassin first.",
        },
        {
          question: "What makes a good Codenames clue?",
          answer:
            "Link two or three of your words with something they all share, and check that none of the other team's words, and especially the assassin, fit the clue too. A safe clue for two cards is often better than a risky clue for four. Clues must be a single word and cannot be one of the words on the board.",
        },
        {
          question: "Is this the official Codenames?",
          answer:
            "The browser version in our catalog is published by Czech Games Edition, the company behind the board game. We are not connected to them; we simply list the game so you can open it from here. The boxed game is sold in shops if you prefer playing around a table.",
        },
      ],
    },
  },
  {
    keyword: "pokerogue",
    title: "PokeRogue: What It Is and Where Official Pokémon Lives",
    description:
      "PokeRogue is a fan-made browser roguelike, not an official Pokémon game. Here is what it is, where to find official Pokémon games, and similar games to try.",
    metaKeywords: [
      "pokerogue",
      "poke rogue",
      "pokerogue game",
      "what is pokerogue",
      "is pokerogue official",
      "pokemon roguelike",
      "official pokemon games",
      "monster collecting games",
      "games like pokerogue",
    ],
    gameSearch: "rpg pets",
    content: {
      heroTitle: "PokeRogue: A Fan Game, Explained Honestly",
      heroDescription:
        "PokeRogue is a free, fan-made browser game that mixes Pokémon-style battles with a roguelike run: pick a starting team, fight wave after wave, choose rewards between battles and start again when your team falls. It is not an official product of Nintendo, Game Freak or The Pokémon Company, and it is not hosted on Zowii.",
      features: [
        {
          title: "Not an official game",
          description:
            "PokeRogue was made by fans, not by the companies behind Pokémon, and it is not licensed or endorsed by them. We do not host it or link to it.",
        },
        {
          title: "Where official Pokémon lives",
          description:
            "The official Pokémon website lists every current game, from the main series on Nintendo Switch to official mobile games on the App Store and Google Play.",
        },
        {
          title: "Similar games to play here",
          description:
            "For team battles and collecting in the browser, try Stick Ranger's party of four, Taming.io's pets that fight beside you, or Florr.io's petal loadouts.",
        },
      ],
      benefits: [
        "Official Pokémon games come with proper age ratings and parental controls on their platforms.",
        "Several official Pokémon games are free to start on phones, downloaded from official app stores.",
        "Stick Ranger rewards the same kind of team planning: choose classes, gear them up and clear stages.",
        "Taming.io lets you raise creatures that fight beside you, in a survival setting.",
        "Florr.io has the collect, equip and try-again loop that roguelike fans enjoy.",
      ],
      faq: [
        {
          question: "Is PokeRogue an official Pokémon game?",
          answer:
            "No. PokeRogue is a fan project built around Pokémon characters. It is not made, licensed or endorsed by Nintendo, Game Freak or The Pokémon Company. Official games are listed on the official Pokémon website and sold or downloaded through official stores such as the Nintendo eShop, the App Store and Google Play.",
        },
        {
          question: "Can I play PokeRogue on Zowii?",
          answer:
            "No, we do not host it and we do not link to it. If you love Pokémon, the official games are the way to go. If you want a team-building battle game to play in the browser right now, Stick Ranger, Taming.io and Florr.io in our catalog are a good place to start.",
        },
        {
          question: "Which official Pokémon games can kids play?",
          answer:
            "The main series games come out on Nintendo Switch, and there are official free-to-start mobile games such as Pokémon GO and Pokémon Unite on the App Store and Google Play. Each shows its age rating on its store page. Ask a parent before downloading anything or buying in-game items, and avoid sites that offer free copies of paid games.",
        },
      ],
    },
  },
  {
    keyword: "tetris",
    title: "Tetris: Official Versions and Falling-Block Games to Play",
    description:
      "Where to play official Tetris, how the game works, and two independent falling-block games you can play in your browser on Zowii: TETR.IO and Jstris.",
    metaKeywords: [
      "tetris",
      "play tetris",
      "tetris online",
      "tetris free",
      "official tetris",
      "tetris rules",
      "tetris tips",
      "falling block game",
      "block stacking game",
      "games like tetris",
    ],
    gameSearch: "tetr jstris",
    content: {
      heroTitle: "Tetris and the Art of Clearing Lines",
      heroDescription:
        "Tetris was created by Alexey Pajitnov in 1984, and official versions today come from The Tetris Company and its licensed partners. The idea has never changed: seven shapes fall one at a time, you turn and slide them into place, and every full row disappears. In our catalog, TETR.IO and Jstris are independent falling-block games inspired by it.",
      features: [
        {
          title: "Official Tetris",
          description:
            "The Tetris Company manages the Tetris brand. Its official website has a free browser version, and licensed Tetris games are sold on consoles and in official app stores.",
        },
        {
          title: "Independent games here",
          description:
            "TETR.IO and Jstris are made by independent developers, not by The Tetris Company. Both offer solo modes and online battles against other players.",
        },
        {
          title: "Skills that carry over",
          description: "Reading the next pieces, keeping the stack flat and holding a piece for later work the same way in every falling-block game.",
        },
      ],
      benefits: [
        "One of the easiest games to learn, yet strong players keep improving for years.",
        "Short games fit anywhere, from a coffee break to the bus ride home.",
        "Trains quick spatial thinking: you learn to turn shapes in your head.",
        "Online versus modes turn line clears into attacks on an opponent.",
        "Sprint modes give a clear personal best to beat.",
        "Calm at slow speeds, intense at high ones, so it suits many moods.",
      ],
      faq: [
        {
          question: "Where can I play official Tetris?",
          answer:
            "Official Tetris is made and licensed through The Tetris Company. Its official website offers a free version you can play in a browser, and licensed Tetris games are available on game consoles and through the official App Store and Google Play. Look for the official branding and avoid sites offering downloads of paid Tetris games.",
        },
        {
          question: "Is official Tetris in your catalog?",
          answer:
            "No. Our catalog has TETR.IO and Jstris, two independent falling-block games in the browser with their own names and styles. They are not made or endorsed by The Tetris Company.",
        },
        {
          question: "What are the basic rules of Tetris?",
          answer:
            "Pieces made of four squares fall into a well ten squares wide. Move and rotate each one so it lands where you want, and any row that fills completely is cleared. Clearing four rows at once with the long straight piece scores the most. The game ends when the stack reaches the top.",
        },
        {
          question: "How do I get better at Tetris?",
          answer:
            "Keep your stack as flat as possible and avoid leaving covered holes. Leave one column open at the side for the long piece so you can clear four lines at once. Look at the next-piece preview rather than only the falling piece, and use hold (in versions that have it) to save a piece for the right moment.",
        },
      ],
    },
  },
  {
    keyword: "tetr-io",
    title: "TETR.IO: Competitive Block Stacking in Your Browser",
    description:
      "Play TETR.IO online: 40-line sprints, Blitz, ranked Tetra League and custom rooms. Controls, handling settings and tips for sending more garbage.",
    metaKeywords: [
      "tetr io",
      "tetr.io",
      "tetrio",
      "play tetr io",
      "tetr io online",
      "tetra league",
      "tetr io 40 lines",
      "tetr io controls",
      "tetr io handling settings",
      "online block stacking battle",
    ],
    gameSearch: "tetr jstris",
    content: {
      heroTitle: "TETR.IO: Stack, Spin and Send Garbage",
      heroDescription:
        "TETR.IO, made by the developer osk, is a modern block-stacking game built around competition. Chase a personal best in 40 Lines or Blitz, then take on real opponents, where every line you clear sends rows of garbage into their field. It is an independent game, not an official Tetris product.",
      features: [
        {
          title: "Solo challenges",
          description:
            "40 Lines is a race to clear forty lines as quickly as you can, and Blitz asks for the highest score in two minutes. Both keep a personal best.",
        },
        {
          title: "Versus play",
          description:
            "Ranked Tetra League matches you with players near your level, and custom rooms let friends battle privately. Combos and spins send more garbage.",
        },
        {
          title: "Fine-tuned handling",
          description: "Settings such as DAS, ARR and soft-drop speed control exactly how fast pieces move, and every key can be rebound to suit your hands.",
        },
      ],
      benefits: [
        "Clear personal bests make improvement easy to measure.",
        "Ranked matchmaking pairs you with players of similar skill.",
        "Private rooms let friends or a class play together.",
        "Detailed settings mean the game feels right on your keyboard.",
        "A clean, modern look with optional effects you can tone down.",
      ],
      faq: [
        {
          question: "What are the TETR.IO controls?",
          answer:
            "The arrow keys move pieces and soft drop, and Space hard drops. Rotating each way, spinning a piece 180 degrees and holding a piece all have their own keys; open the settings to see the current bindings, change any of them and adjust how fast pieces slide.",
        },
        {
          question: "Do I need an account to play TETR.IO?",
          answer:
            "The start screen shows whether you can play without signing up; either way, ranked Tetra League and saved records need a free TETR.IO account. Choose a username that reveals nothing personal, and keep your password to yourself.",
        },
        {
          question: "Is TETR.IO the official Tetris?",
          answer:
            "No. It is an independent block-stacking game by osk. Official Tetris games come from The Tetris Company and its licensed partners. Jstris, also in our catalog, is another independent falling-block game with a simpler look.",
        },
      ],
    },
  },
  {
    keyword: "subway-surfers",
    title: "Subway Surfers: Play the Endless Runner Online",
    description:
      "Play Subway Surfers in your browser: dodge trains, jump barriers and collect coins while escaping the inspector. Controls, power-ups and high-score tips.",
    metaKeywords: [
      "subway surfers",
      "subway surfers online",
      "play subway surfers",
      "subway surfers browser",
      "subway surfers controls",
      "subway surfers hoverboard",
      "subway surfers power ups",
      "subway surfers tips",
      "endless runner game",
      "train runner game",
    ],
    gameSearch: "runner",
    content: {
      heroTitle: "Subway Surfers: Dodge Trains, Grab Coins",
      heroDescription:
        "Subway Surfers, first released by Sybo Games with Kiloo in 2012, sends Jake and friends sprinting along the railway with the inspector and his dog close behind. Switch between three lanes, jump over barriers, roll under signs and ride the roofs of passing trains while you collect coins and power-ups for a bigger score.",
      features: [
        {
          title: "Three lanes, four moves",
          description:
            "Every obstacle is solved by going left, right, up or down. The challenge is reading what is coming fast enough as the speed keeps rising.",
        },
        {
          title: "Power-ups",
          description:
            "Jetpacks lift you above the tracks, Super Sneakers give high jumps, the coin magnet pulls in coins and the multiplier doubles your points while it lasts.",
        },
        {
          title: "Hoverboards",
          description: "Activate a hoverboard and it absorbs one crash, which can save a long run when the screen gets crowded.",
        },
      ],
      benefits: [
        "Four directions are all you need, so even young players pick it up quickly.",
        "Runs last as long as you do, so every game is a new attempt at a best score.",
        "Bright cartoon art and a playful chase with nothing frightening.",
        "Missions give small goals, such as collecting a number of coins, to aim for.",
        "Plays in the browser on a keyboard, with official apps for phones and tablets.",
      ],
      faq: [
        {
          question: "What are the Subway Surfers controls on a computer?",
          answer:
            "Use the left and right arrow keys to switch lanes, the up arrow to jump and the down arrow to roll. On phones and tablets you swipe in the same four directions and double-tap to switch on a hoverboard; on a keyboard, the game's controls screen shows which key does it.",
        },
        {
          question: "How do I get a higher score in Subway Surfers?",
          answer:
            "Your score multiplier matters more than anything else, and it grows as you complete missions, so work through them. Run on top of trains when you can, since the roofs have fewer obstacles. Save hoverboards for when the game is fast, and always look one obstacle ahead rather than at the one in front of you.",
        },
        {
          question: "Is Subway Surfers free to play?",
          answer:
            "Yes, the browser version in our catalog is free and needs no download. The official mobile apps are also free from the App Store and Google Play, with optional in-app purchases. Purchases should be a family decision, and sites or videos promising free coins or keys are scams.",
        },
        {
          question: "Who made Subway Surfers?",
          answer:
            "Subway Surfers was created by the Danish studio Sybo Games together with Kiloo and first released in May 2012. It has been updated ever since with new characters, boards and a World Tour that moves the game to a new city for each season.",
        },
      ],
    },
  },
  {
    keyword: "temple-run",
    title: "Temple Run: Play Temple Run 2 in Your Browser",
    description:
      "Play Temple Run 2 online: grab the idol and run, turning, jumping and sliding along cliffs and mines. Where the original Temple Run lives, plus tips.",
    metaKeywords: [
      "temple run",
      "temple run 2",
      "play temple run",
      "temple run online",
      "temple run browser",
      "temple run controls",
      "temple run tips",
      "imangi studios",
      "running game online",
    ],
    gameSearch: "runner",
    content: {
      heroTitle: "Temple Run 2: Grab the Idol, Then Run",
      heroDescription:
        "Imangi Studios released Temple Run on phones in 2011 and Temple Run 2 in 2013, and the sequel is the one you can play in your browser here. After stealing a cursed idol you flee a huge monster along jungle paths, cliff edges and mine tracks, turning at each corner, leaping gaps and sliding under branches for as long as your nerve holds.",
      features: [
        {
          title: "Corners come fast",
          description: "Unlike lane runners, Temple Run 2 makes you turn left or right at every bend. Turn too late and you run straight off the path.",
        },
        {
          title: "Varied terrain",
          description: "Zip lines, mine carts and crumbling cliff paths break up the running and ask for different timing.",
        },
        {
          title: "Coins and gems",
          description: "Collect coins along the path to unlock upgrades and characters, and look out for gems, which are rarer and more useful.",
        },
      ],
      benefits: [
        "Simple controls that any age can learn in one run.",
        "Tension builds naturally as the speed rises, with no timers or menus in the way.",
        "Every new run is another go at beating your distance.",
        "Upgrades bought with collected coins make future runs a little easier.",
        "The cartoon monster chase is exciting without being gruesome.",
      ],
      faq: [
        {
          question: "How do you control Temple Run 2 on a computer?",
          answer:
            "The arrow keys do the work: left and right turn at corners, up jumps and down slides. The game shows its controls when it starts, including how to move across the path to pick up coins. On phones, you swipe in the same directions and tilt the device.",
        },
        {
          question: "Can I play the original Temple Run here?",
          answer:
            "Our catalog has Temple Run 2 in the browser. The Temple Run games on phones come from Imangi Studios through the official App Store and Google Play, so download them there if you want the mobile versions.",
        },
        {
          question: "What other running games are like Temple Run?",
          answer:
            "Subway Surfers is the best-known lane runner, Slope is a fast neon ball runner and Run 3 has you running on the walls and ceiling of space tunnels. All three are in our catalog and play in the browser.",
        },
      ],
    },
  },
  {
    keyword: "geometry-dash",
    title: "Geometry Dash: Where to Get It and Similar Browser Games",
    description:
      "Geometry Dash is RobTop Games' rhythm platformer on Steam and official app stores. Here is how it works, the free official options, and games to try now.",
    metaKeywords: [
      "geometry dash",
      "geometry dash online",
      "geometry dash free",
      "geometry dash lite",
      "play geometry dash",
      "geometry dash levels",
      "rhythm platformer",
      "games like geometry dash",
      "one button platformer",
    ],
    gameSearch: "platformer slope",
    content: {
      heroTitle: "Geometry Dash and Games with the Same Rhythm",
      heroDescription:
        "Geometry Dash is a rhythm-based platformer by RobTop Games, released in 2013. Your little cube slides forward on its own, and one button makes it jump in time with the music over spikes and gaps. It is not in our catalog; the official game is sold on Steam and mobile app stores. The precision platformers here scratch a similar itch.",
      features: [
        {
          title: "Get it from RobTop",
          description:
            "The full Geometry Dash is a paid game on Steam, the App Store and Google Play. RobTop Games also offers a free Lite version on the official mobile stores.",
        },
        {
          title: "How it plays",
          description:
            "Levels are synced to music, and the cube turns into a ship, a ball and other forms along the way. One touch on a spike sends you back to the start.",
        },
        {
          title: "Try these in the meantime",
          description:
            "OvO and Celeste Classic are precise, retry-friendly platformers, Slope is an endless reaction test, and Run 3 keeps you jumping through space tunnels.",
        },
      ],
      benefits: [
        "The official Lite version is a free, safe way to try Geometry Dash on a phone.",
        "Precision platformers teach patience: each retry gets you a little further.",
        "OvO's short levels make it easy to practice one tricky jump at a time.",
        "Celeste Classic gives instant retries, so difficult screens never feel unfair.",
        "Slope and Run 3 bring the same one-more-try pull, with speed instead of music setting the pace.",
      ],
      faq: [
        {
          question: "Can I play Geometry Dash in a browser?",
          answer:
            "Not the official game: RobTop Games releases it for Steam and mobile, and it is not in our catalog. Browser copies on other sites are unofficial. If you want a similar challenge in a tab right now, try OvO, Celeste Classic, Run 3 or Slope.",
        },
        {
          question: "Is there a free version of Geometry Dash?",
          answer:
            "Yes, officially: RobTop Games publishes Geometry Dash Lite and other free spin-offs on the official mobile app stores, with fewer levels than the full game. The full version is a paid game. Sites offering the full game as a free download are unofficial and can carry malware, so stick to the official stores.",
        },
        {
          question: "Why is Geometry Dash so hard?",
          answer:
            "It expects exact timing, and a single mistake restarts the level. Practice mode, which places checkpoints, is the best way to learn a level before attempting it in one go. The music helps too: many jumps line up with the beat.",
        },
      ],
    },
  },
  {
    keyword: "among-us",
    title: "Among Us: Where to Play It and Party Games to Try Now",
    description:
      "Among Us is Innersloth's social deduction game on official app stores, Steam and consoles. How it works, age ratings, safety settings and games to play now.",
    metaKeywords: [
      "among us",
      "among us online",
      "play among us",
      "among us free",
      "among us pc",
      "among us age rating",
      "among us parents guide",
      "games like among us",
      "social deduction game",
      "impostor game",
    ],
    gameSearch: "codenames gartic skribbl",
    content: {
      heroTitle: "Among Us: Crewmates, Impostors and Where to Find It",
      heroDescription:
        "Among Us, made by Innersloth and released in 2018, puts a crew on a spaceship where a few players are secretly impostors. Crewmates finish tasks and call meetings to vote someone out; impostors sabotage and try not to get caught. It is not in our catalog, so here is where to get the official game and which browser party games you can play right away.",
      features: [
        {
          title: "Free on phones, paid on PC",
          description:
            "Among Us is free to download on phones and tablets from the official App Store and Google Play. On PC it is sold on Steam, and console versions are in each console's official store.",
        },
        {
          title: "How a round works",
          description:
            "Crewmates win by finishing tasks or voting out every impostor. Impostors win by outnumbering the crew. Discussion and bluffing during meetings are the heart of the game.",
        },
        {
          title: "Party games to play now",
          description:
            "Codenames, Gartic Phone and Skribbl.io are in our catalog. They bring the same talk-it-over, laugh-together feeling to a group, right in the browser.",
        },
      ],
      benefits: [
        "Because the phone version is already free, a 'free download' site has nothing legitimate to offer.",
        "Child accounts on Innersloth's system default to Quick Chat, which uses prewritten phrases only.",
        "Codenames rewards careful thinking and teamwork, much like a good meeting in Among Us.",
        "Gartic Phone is cooperative and silly, a nice change for groups that want no losers.",
        "Skribbl.io private rooms let a group of friends play with no strangers involved.",
      ],
      faq: [
        {
          question: "Can I play Among Us on Zowii?",
          answer:
            "No. Among Us is made by Innersloth and is not in our catalog. Get it from official sources: the App Store or Google Play on mobile, where it is free, Steam on PC, or the official console stores. For a group game in the browser right now, try Codenames, Gartic Phone or Skribbl.io.",
        },
        {
          question: "What age rating does Among Us have?",
          answer:
            "Among Us is rated E10+ (Everyone 10+) by the ESRB and PEGI 7 in Europe, and each app store shows its own rating on the listing. The cartoon crewmates can be knocked out by impostors in short, cartoony animations, and players chat with each other, so parents may want to watch a round or two.",
        },
        {
          question: "What safety settings does Among Us have for kids?",
          answer:
            "Innersloth accounts ask for a birth date. Players under 13 get Quick Chat by default, which only allows prewritten messages, and a parent can manage their account permissions. Players can also block and report others. Make sure the correct birth date is entered so these settings apply.",
        },
        {
          question: "Is there a free Among Us for PC?",
          answer:
            "The official free version is the mobile one. On PC, Among Us is a paid game on official stores such as Steam. Websites offering a free PC download or an unlocked version are unofficial and can be unsafe, so avoid them, and check with a parent before paying for the real one.",
        },
      ],
    },
  },
  {
    keyword: "stumble-guys",
    title: "Stumble Guys: Where to Get It and Games to Play Now",
    description:
      "Stumble Guys is a free party knockout game on official app stores, Steam and consoles. Here is how it plays, plus similar physics party games to play in your browser.",
    metaKeywords: [
      "stumble guys",
      "stumble guys online",
      "play stumble guys",
      "stumble guys free",
      "stumble guys pc",
      "stumble guys gems",
      "games like stumble guys",
      "party knockout game",
      "obstacle course game",
    ],
    gameSearch: "bonk snowball random",
    content: {
      heroTitle: "Stumble Guys and Other Wobbly Party Games",
      heroDescription:
        "Stumble Guys is a party knockout game where a crowd of wobbly characters races through obstacle courses, round after round, until one winner is left. It was made by the Finnish studio Kitka Games and is now run by Scopely. We do not host it, but our catalog has bouncy physics games you can play in the browser right now.",
      features: [
        {
          title: "Where to download it",
          description:
            "Stumble Guys is free on the official App Store and Google Play, and on Steam for PC. Console players can check their console's official store for a version.",
        },
        {
          title: "Round after round",
          description:
            "Each round is a short course or survival challenge: spinning bars, falling tiles, slippery slopes. Only part of the crowd qualifies each time, until the final round crowns a winner.",
        },
        {
          title: "Physics party games here",
          description:
            "Bonk.io is a last-ball-standing bumper game, Snowball.io knocks players off a crumbling ice platform, and Basket Random and Soccer Random are floppy two-button sports games.",
        },
      ],
      benefits: [
        "The official game is free, so there is no need for unofficial downloads or modified versions.",
        "Gems, the game's currency, come only through the game itself: gem generators are scams.",
        "Bonk.io has the same chaotic bumping, in 2D and in the browser.",
        "Snowball.io's shrinking arena gives the same last-one-standing tension.",
        "Basket Random and Soccer Random work on one keyboard, so two people can play side by side.",
      ],
      faq: [
        {
          question: "Can I play Stumble Guys on Zowii?",
          answer:
            "No, we do not carry it. Get it from the official App Store, Google Play or Steam, or look for it in your console's official store. To play something similar in the browser right now, try Bonk.io, Snowball.io, Basket Random or Soccer Random.",
        },
        {
          question: "Are free gem sites for Stumble Guys real?",
          answer:
            "No. Sites and videos promising free gems, or asking for your login to add them, are scams and can get an account stolen. Gems come from playing, from official events and from purchases inside the official game. Kids should never type their login into another site, and should ask before buying anything in the game.",
        },
      ],
    },
  },
  {
    keyword: "fall-guys",
    title: "Fall Guys: Where to Play and Browser Games Like It",
    description:
      "Fall Guys is a free party royale from Mediatonic and Epic Games on PC and consoles. How it plays, what parents should know, and similar physics games to play now.",
    metaKeywords: [
      "fall guys",
      "fall guys online",
      "play fall guys",
      "fall guys free",
      "fall guys pc",
      "fall guys age rating",
      "games like fall guys",
      "jelly bean game",
      "party royale game",
    ],
    gameSearch: "bonk snowball ovo",
    content: {
      heroTitle: "Fall Guys: Jelly Beans, Obstacle Courses, One Crown",
      heroDescription:
        "Fall Guys, made by Mediatonic and released in 2020, fills an obstacle course with clumsy jelly-bean characters and narrows the crowd round by round until one player grabs the crown. Since 2022 it has been free to play and published by Epic Games on PC and consoles. It is not in our catalog, but similar browser games are.",
      features: [
        {
          title: "Free through Epic",
          description:
            "Fall Guys is free on PC through the Epic Games Store and on PlayStation, Xbox and Nintendo Switch through their official stores. It needs an Epic Games account.",
        },
        {
          title: "Qualify or go home",
          description:
            "Races over spinning platforms, team ball games and survival rounds follow each other, and only the players who qualify move on. Grabbing, diving and bumping add to the fun.",
        },
        {
          title: "Browser picks with a wobble",
          description:
            "Bonk.io and Snowball.io are about knocking rivals off the arena, and OvO is a quick-fire obstacle platformer for anyone who loves the racing rounds.",
        },
      ],
      benefits: [
        "The jelly-bean characters just tumble and bounce, and the shop sells optional cosmetics.",
        "Epic's parental controls let parents manage chat, friend requests and spending.",
        "In Bonk.io you steer a bouncing ball, and a well-timed heavy bump feels as good as a perfect Fall Guys dive.",
        "Snowball.io plays like a Fall Guys survival round: the ice breaks away until one player is left.",
        "OvO's short obstacle levels are a great way to practice precise jumps and dives.",
      ],
      faq: [
        {
          question: "Can I play Fall Guys in a browser?",
          answer:
            "No. Fall Guys is not a browser game and it is not in our catalog. It is free to play through the Epic Games Store on PC and through the official PlayStation, Xbox and Nintendo Switch stores. For something similar in the browser, try Bonk.io, Snowball.io or OvO.",
        },
        {
          question: "Is Fall Guys suitable for young children?",
          answer:
            "Its content is gentle: the jelly-bean characters simply fall, wobble and get back up. Ratings can differ by region, so check the one shown on your console or store page. It is an online game with optional purchases, so parents can use Epic Games' parental controls to manage chat, friends and spending.",
        },
        {
          question: "Do I have to pay for Fall Guys?",
          answer:
            "No, the game has been free to play since June 2022. It sells optional cosmetic items in its store. Ignore any site promising free currency or unlocked items in exchange for your login; those are scams.",
        },
      ],
    },
  },
  {
    keyword: "brawl-stars",
    title: "Brawl Stars: Where to Get It and Arena Games to Play Now",
    description:
      "Brawl Stars is Supercell's free mobile arena brawler on official app stores. How its modes work, what parents should know, and browser games like it.",
    metaKeywords: [
      "brawl stars",
      "brawl stars online",
      "play brawl stars",
      "brawl stars pc",
      "brawl stars modes",
      "brawl stars gems",
      "brawl stars age rating",
      "games like brawl stars",
      "top down arena shooter",
    ],
    gameSearch: "zombsroyale yohoho tank",
    content: {
      heroTitle: "Brawl Stars and Top-Down Arena Games in Your Browser",
      heroDescription:
        "Brawl Stars is a free mobile game from Supercell, the Finnish studio behind Clash of Clans, launched worldwide in December 2018. Pick a Brawler, team up in three-on-three modes or try to survive Showdown, all in matches that last a few minutes. It is a phone game and not in our catalog, but we do have top-down arena games to play in a browser.",
      features: [
        {
          title: "A phone game from Supercell",
          description: "Brawl Stars is free to download from the official App Store and Google Play. Supercell makes it for phones and tablets.",
        },
        {
          title: "Modes in short bursts",
          description:
            "Modes include Gem Grab, where a team collects and holds gems, Brawl Ball, a soccer-style mode, and Showdown, where the last Brawler or pair standing wins.",
        },
        {
          title: "Top-down picks in a tab",
          description:
            "ZombsRoyale.io is a top-down battle royale, YoHoHo.io is a short pirate brawl, and Tank Trouble, Diep.io and Arras.io are arena games with cartoon tanks.",
        },
      ],
      benefits: [
        "Modified 'private server' versions are unofficial and can put an account at risk; stick to the real app.",
        "Club chat and friend invites are part of the game, so talk with kids about whom they accept.",
        "ZombsRoyale.io gives a Showdown-like battle royale from the same top-down view.",
        "YoHoHo.io rounds are short and silly, good for a quick session.",
        "Tank Trouble works on one keyboard for two or three players in the same room.",
      ],
      faq: [
        {
          question: "Can I play Brawl Stars on a computer?",
          answer:
            "Brawl Stars is made for phones and tablets, and the official way to get it is the App Store or Google Play. Be wary of websites claiming to offer Brawl Stars in a browser or as a PC download. For a similar game in the browser, try ZombsRoyale.io or YoHoHo.io.",
        },
        {
          question: "What should parents know about Brawl Stars?",
          answer:
            "The fighting is cartoonish and has no blood, but matches are online with other players, there is club and team chat, and the game sells gems and other items for real money. Store age ratings differ by country and store, so check the listing on your child's device; Supercell's terms also set their own age rules. Use the phone's purchase settings so a parent approves any spending.",
        },
        {
          question: "How do I get gems in Brawl Stars safely?",
          answer:
            "Only inside the official game: through rewards for playing and through the in-game shop. Sites or videos offering free gems in exchange for your Supercell ID, password or a code are scams. Never share your login, and get a parent's OK before any purchase.",
        },
      ],
    },
  },
  {
    keyword: "fortnite",
    title: "Fortnite: Where to Play It Officially and Games Like It",
    description:
      "Fortnite is Epic Games' free battle royale for PC, consoles and mobile. Where to get it, its age rating, V-Bucks safety, and browser games like it to try.",
    metaKeywords: [
      "fortnite",
      "fortnite online",
      "play fortnite",
      "fortnite free",
      "fortnite age rating",
      "fortnite v bucks",
      "fortnite parental controls",
      "games like fortnite",
      "fortnite building practice",
      "fortnite browser",
    ],
    gameSearch: "1v1 battle-royale",
    content: {
      heroTitle: "Fortnite: The Official Way In, and What to Play Here",
      heroDescription:
        "Fortnite, from Epic Games, arrived in 2017 and grew into one of the best-known battle royales, with building, Zero Build matches, Lego Fortnite, racing and music modes under one roof. It is free to play through Epic's official channels, not in a browser and not in our catalog. For quick build-and-shoot practice in a tab, 1v1.LOL and ZombsRoyale.io are in our catalog.",
      features: [
        {
          title: "Official ways in",
          description:
            "Fortnite is free on PC through the Epic Games Launcher and on PlayStation, Xbox and Nintendo Switch through their official stores. Mobile availability depends on your device and country; fortnite.com lists the options.",
        },
        {
          title: "Many modes in one game",
          description:
            "Battle Royale with or without building, the survival-crafting Lego Fortnite, Rocket Racing, the rhythm game Fortnite Festival and player-made islands all live in the same launcher.",
        },
        {
          title: "Browser games like it",
          description:
            "1v1.LOL is a build-and-shoot game with box fights and practice maps, and ZombsRoyale.io is a top-down battle royale with looting and a shrinking zone.",
        },
      ],
      benefits: [
        "1v1.LOL practice maps let you rehearse building edits without a match at stake.",
        "ZombsRoyale.io teaches zone timing and looting in short rounds.",
        "Epic's parental controls cover chat, friend requests, purchases and playtime reports.",
        "Younger players get restricted cabined accounts until a parent gives consent.",
        "V-Bucks only come from Epic: in-game purchases, official gift cards and in-game rewards.",
      ],
      faq: [
        {
          question: "Can I play Fortnite in a browser?",
          answer:
            "No. Fortnite is not a browser game and we do not host it. Get it from Epic Games: the Epic Games Launcher on PC, the official PlayStation, Xbox and Nintendo Switch stores, and on mobile where Epic currently offers it. Anything claiming to be Fortnite in a browser tab or a cracked download is unofficial. For similar action in a browser, try 1v1.LOL or ZombsRoyale.io.",
        },
        {
          question: "What age rating does Fortnite have?",
          answer:
            "Fortnite is rated T (Teen) by the ESRB and PEGI 12 in Europe, mainly for cartoon-style violence in its battle royale. Online play includes voice and text chat with other players. Some modes and player-made islands carry their own ratings inside the game, so parents may want to look at what their child plays.",
        },
        {
          question: "How do I get V-Bucks safely?",
          answer:
            "Only through Epic's official ways: buying them in the game, redeeming an official V-Bucks gift card sold by real retailers on Epic's website, or earning some through in-game rewards such as the Battle Pass. 'Free V-Bucks' generators, giveaways that ask for your login, and code sites are scams that steal accounts. Children should get a grown-up's OK before buying anything or entering account details.",
        },
        {
          question: "What parental controls does Fortnite have?",
          answer:
            "Epic Games accounts have parental controls protected by a PIN. Parents can limit voice and text chat, require approval for friend requests, restrict purchases, set the maximum age rating for content and receive weekly playtime reports. For younger players (under 13 in many countries), Epic uses cabined accounts with features such as chat and purchases switched off until a parent gives consent.",
        },
      ],
    },
  },
  {
    keyword: "wordle",
    title: "Wordle: Play the Daily Word Puzzle Online",
    description:
      "Play Wordle, the daily five-letter word puzzle: six tries, colored clues and one word for everyone. How it works, hard mode and smart starting words.",
    metaKeywords: [
      "wordle",
      "play wordle",
      "wordle online",
      "wordle today",
      "wordle game",
      "wordle hard mode",
      "wordle tips",
      "best wordle starting word",
      "daily word puzzle",
      "five letter word game",
    ],
    gameSearch: "wordle connections codenames typeracer",
    content: {
      heroTitle: "Wordle: Five Letters, Six Tries, One Word a Day",
      heroDescription:
        "Wordle was created by Josh Wardle, went public in October 2021 and has been published by The New York Times since early 2022. Type a five-letter word and the tiles turn green for a right letter in the right place, yellow for a right letter in the wrong place and gray for a letter that is not there. Everyone gets the same puzzle each day.",
      features: [
        {
          title: "Color clues",
          description:
            "Green, yellow and gray tell you a lot from each guess. The trick is to use all three kinds of information at once, not just the green letters.",
        },
        {
          title: "Hard mode",
          description:
            "In hard mode every revealed hint must be used in later guesses: greens stay in place and yellows must appear somewhere. It makes lucky guessing much harder.",
        },
        {
          title: "One puzzle a day",
          description: "A new word arrives each day, so it takes only a few minutes and gives friends and families something to compare over breakfast.",
        },
      ],
      benefits: [
        "Takes about five minutes, which makes it an easy daily habit.",
        "Builds vocabulary and spelling without feeling like a lesson.",
        "Sharing the colored grid without the letters means you can compare results without spoilers.",
        "Gentle enough for kids who are confident readers, with no timer.",
        "Pairs well with Connections, another daily word puzzle in our catalog.",
      ],
      faq: [
        {
          question: "What is a good first word in Wordle?",
          answer:
            "Pick a word with common letters and several vowels, such as one containing A, E, R, S and T. The goal of the first guess is to learn which letters are in the word, not to get it right. A second guess using five different letters often leaves only a few possibilities.",
        },
        {
          question: "Is Wordle free, and who makes it?",
          answer:
            "Yes, the daily Wordle is free to play. Josh Wardle created it, and The New York Times bought it in January 2022 and has published it since; the version in our catalog is the Times' own page. The site may offer an optional account to save your streak, but you can play without one.",
        },
        {
          question: "What are other games like Wordle?",
          answer:
            "Connections, also from The New York Times, asks you to sort sixteen words into four groups. Codenames is a team word game for groups, and TypeRacer turns typing into a race. You can open all three from our catalog.",
        },
      ],
    },
  },
  {
    keyword: "2048",
    title: "2048: Play the Sliding Number Puzzle Online",
    description:
      "Play 2048 in your browser: slide tiles, merge matching numbers and build the 2048 tile. How the game works and the corner strategy that helps most.",
    metaKeywords: ["2048", "2048 game", "play 2048", "2048 online", "2048 puzzle", "2048 strategy", "2048 tips", "number merge game", "sliding tile puzzle"],
    gameSearch: "2048 merge",
    content: {
      heroTitle: "2048: Double Up Until You Reach 2048",
      heroDescription:
        "2048 was made by Italian developer Gabriele Cirulli in March 2014, reportedly over a weekend, inspired by the puzzle games 1024 and Threes. Every swipe pushes all tiles on the four-by-four grid in one direction, and two equal numbers that meet merge into their sum. Keep the board from filling up long enough to build a single 2048 tile.",
      features: [
        {
          title: "One move, every tile",
          description: "All tiles slide at once, so each move changes the whole board. Learning to predict where everything will land is the first big step.",
        },
        {
          title: "A new tile every turn",
          description: "After each move a 2 or, less often, a 4 appears in an empty square. Leaving space for it is what keeps a game alive.",
        },
        {
          title: "Keep going past 2048",
          description: "Reaching 2048 wins the game, but you can carry on toward 4096 and beyond if the board still has room.",
        },
      ],
      benefits: [
        "Rules fit in one sentence, but planning ahead takes real practice.",
        "Playable with arrow keys or swipes, so it works on almost any device.",
        "No timer, so you can think as long as you like about each move.",
        "A quiet, single-player puzzle with nothing to buy and no chat.",
        "Tile Merge, an original merging puzzle made for Zowii, is a similar game to try next.",
      ],
      faq: [
        {
          question: "What is the best strategy for 2048?",
          answer:
            "Pick a corner and keep your biggest tile there. Mostly use just two or three directions, such as left, down and right, so the big tile never gets pulled out of its corner. Build a chain of tiles along one edge in descending order, so each merge feeds the next.",
        },
        {
          question: "How do you control 2048?",
          answer:
            "On a computer, use the arrow keys to slide the tiles. On a phone or tablet, swipe in the direction you want. If no move can change the board, the game is over.",
        },
        {
          question: "Who created 2048?",
          answer:
            "Gabriele Cirulli released 2048 as a free, open-source web game in March 2014. He credited the games 1024 and Threes as inspiration, and the original is the version listed in our catalog.",
        },
      ],
    },
  },
  {
    keyword: "chess-online",
    title: "Chess Online: Play Free Chess in Your Browser",
    description:
      "Play chess online for free on Lichess: games against people or the computer, daily puzzles and every time control. Tips for beginners and parents.",
    metaKeywords: [
      "chess online",
      "play chess online",
      "free chess online",
      "chess against computer",
      "chess with friends online",
      "chess puzzles",
      "lichess",
      "online chess for kids",
      "blitz chess online",
      "chess960",
    ],
    gameSearch: "chess generals dominion hearts",
    content: {
      heroTitle: "Chess Online: A Full Chess Club in a Browser Tab",
      heroDescription:
        "Our catalog's chess is Lichess, the free, open-source chess site started by Thibault Duplessis in 2010. Play a quick game against the computer, send a friend a link to a private game, or find an opponent anywhere in the world at bullet, blitz, rapid or classical speeds. Between games, tactics puzzles and the analysis board help you improve.",
      features: [
        {
          title: "Every kind of game",
          description:
            "From one-minute bullet to long classical games and correspondence chess played over days, plus variants such as Chess960 where the back row is shuffled.",
        },
        {
          title: "Puzzles and analysis",
          description: "Tactics puzzles from real games train your eye for forks and pins, and the analysis board shows where a game turned after it ends.",
        },
        {
          title: "Play with a friend",
          description:
            "Create a game, choose the time control and share the link. Your friend opens it and the game starts, which is handy for families and chess clubs.",
        },
      ],
      benefits: [
        "Free to play, with no paid tier needed for any feature.",
        "Computer opponents at several levels, from beginner-friendly to very strong.",
        "Kid mode on Lichess switches off chat and messaging for younger players.",
        "Puzzles take a minute or two each, perfect for short practice sessions.",
        "Ratings pair you with opponents close to your strength once you have an account.",
      ],
      faq: [
        {
          question: "Do I need an account to play chess online here?",
          answer:
            "No account is needed to play the computer or to play a friend with a shared link. Rated games against other players and keeping your history need a free Lichess account. Pick a username that keeps your real name private.",
        },
        {
          question: "Is online chess safe for children?",
          answer:
            "Chess itself is as family-friendly as games get. The main thing to manage is chat with strangers: Lichess has a kid mode in its settings that turns off chat and messages, and parents can set it up on a child's account. Playing friends by link is another good way to keep things private.",
        },
        {
          question: "How can a beginner get better at chess?",
          answer:
            "Play slower games, at least ten minutes each, so you have time to think. Before every move, check what your opponent's last move threatens. Do a few puzzles each day to learn common tactics, and look at your lost games on the analysis board to find the moment things went wrong.",
        },
      ],
    },
  },
  {
    keyword: "cookie-clicker",
    title: "Cookie Clicker: Play the Classic Idle Game Online",
    description:
      "Play Cookie Clicker in your browser: bake cookies, hire grandmas, build factories and chase golden cookies. How it works, saving tips and smart upgrades.",
    metaKeywords: [
      "cookie clicker",
      "play cookie clicker",
      "cookie clicker online",
      "cookie clicker game",
      "cookie clicker golden cookie",
      "cookie clicker ascend",
      "cookie clicker tips",
      "cookie clicker save",
      "idle clicker game",
      "incremental game",
    ],
    gameSearch: "clicker idle",
    content: {
      heroTitle: "Cookie Clicker: One Cookie, Then Billions",
      heroDescription:
        "Cookie Clicker, by the French developer Orteil, appeared in 2013 and helped make idle games famous. You start by clicking a giant cookie, then spend what you bake on cursors, grandmas, farms, factories and far stranger buildings that bake for you. Before long the numbers have so many digits that the game switches to words like quadrillion.",
      features: [
        {
          title: "Buildings that bake for you",
          description:
            "Each building type produces cookies every second and costs more each time you buy one. Balancing cheap buildings with expensive ones is the core puzzle.",
        },
        {
          title: "Golden cookies",
          description:
            "Every so often a golden cookie appears on screen for a short time. Click it for a bonus, such as a burst of cookies or a big temporary boost to production.",
        },
        {
          title: "Ascending",
          description: "When progress slows you can ascend: start again from zero but earn heavenly chips and prestige that make every later run faster.",
        },
      ],
      benefits: [
        "Play in short bursts: the cookies keep piling up while the tab stays open.",
        "Gentle humor in the news ticker and upgrade descriptions.",
        "Teaches a feel for growth, costs and investment without any real money.",
        "No reflexes needed, so it suits players of any age.",
        "The browser version is free; a paid edition with extras exists on Steam for those who want it.",
      ],
      faq: [
        {
          question: "Does Cookie Clicker save my progress?",
          answer:
            "Yes, the browser version saves automatically in your browser's storage. Clearing your browsing data or switching to another browser or device will lose it, so open Options and use Export save now and then to keep a backup code. Import save brings it back.",
        },
        {
          question: "What should I buy first in Cookie Clicker?",
          answer:
            "Early on, buy a few cursors and grandmas, then work up to farms and mines as they become affordable. Upgrades that double a building's output are usually better value than another building. Always click golden cookies when they appear, since they can give hours of production at once.",
        },
        {
          question: "When should I ascend in Cookie Clicker?",
          answer:
            "There is no single right time, but many players ascend for the first time once they can earn several heavenly chips, usually after the game starts to feel slow. The heavenly upgrades you buy afterward, including ones that let you earn while the game is closed, make the next run much quicker.",
        },
      ],
    },
  },
  {
    keyword: "geoguessr",
    title: "GeoGuessr: Guess Where in the World You Are",
    description:
      "Play GeoGuessr: dropped somewhere on Street View, you read the clues and guess on the map. How it works, account and subscription facts, and tips.",
    metaKeywords: [
      "geoguessr",
      "play geoguessr",
      "geoguessr online",
      "geoguessr free",
      "geoguessr tips",
      "geoguessr duels",
      "geography game online",
      "guess the location game",
      "street view game",
    ],
    gameSearch: "geo maps",
    content: {
      heroTitle: "GeoGuessr: Read the Road Signs, Find the Country",
      heroDescription:
        "GeoGuessr was created by Swedish developer Anton Wallén and launched in May 2013. It drops you at a random spot on Street View imagery and asks one question: where are you? Look around for road signs, language, cars, plants and the style of houses, then place a pin on the world map. The closer your guess, the more points you score.",
      features: [
        {
          title: "Detective work",
          description:
            "Which side of the road cars drive on, the script on a shop sign, the color of road lines or the shape of utility poles can all narrow a guess down to one region.",
        },
        {
          title: "Solo and versus modes",
          description: "Play classic five-round games alone, or face other players in head-to-head duels where being closer than your opponent is what counts.",
        },
        {
          title: "Account and subscription",
          description:
            "Unlike most games in our catalog, GeoGuessr needs its own account, and some modes and unlimited play are part of its paid subscription.",
        },
      ],
      benefits: [
        "A fun way to learn countries, languages and landscapes without a textbook.",
        "Every round is different, since locations come from all over the world.",
        "Slow and thoughtful, so it suits players who like puzzles more than reflexes.",
        "Great for families and classrooms to solve together, talking through the clues.",
        "GeoFS and MapsTD, also in our catalog, use real-world maps in a flight simulator and a tower defense game.",
      ],
      faq: [
        {
          question: "Is GeoGuessr free to play?",
          answer:
            "GeoGuessr asks you to create an account with it. It has offered a limited amount of free play, while a paid subscription unlocks more modes and unlimited games. Details change from time to time, so check GeoGuessr's own pricing page. Children should ask a parent before signing up or entering payment details.",
        },
        {
          question: "What are the best tips for GeoGuessr beginners?",
          answer:
            "First decide which side of the road traffic drives on, which rules out much of the world. Then look for writing: the alphabet and language on signs often point to a country. Check the vegetation and soil color, and if the sun is visible, remember that in the southern hemisphere it appears in the northern part of the sky.",
        },
        {
          question: "Are there other map games like GeoGuessr?",
          answer:
            "GeoFS is a flight simulator that lets you fly over map imagery of the whole globe, and MapsTD turns real streets into a tower defense map. Both are in our catalog and are good companions for anyone who loves exploring maps.",
        },
      ],
    },
  },
];
