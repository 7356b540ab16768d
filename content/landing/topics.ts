import type { LandingPage } from "./schema";

export const topicPages: LandingPage[] = [
  {
    keyword: "free-games",
    title: "Free Games Online: Play in Your Browser, No Download",
    description:
      "Free browser games you can start right away: classics, puzzles, io games and more. How we keep them free (ads) and what to know about extras.",
    metaKeywords: [
      "free games",
      "free online games",
      "free games to play",
      "free browser games",
      "free games no download",
      "play free games now",
      "free classic games",
      "free games for kids",
      "free games for pc",
    ],
    gameSearch: "classic",
    content: {
      heroTitle: "Free Games, Honestly Free",
      heroDescription:
        "Almost every game on Zowii can be started for free in a browser tab. We pay for the site by showing ads, not by charging players. Some games come from other studios that run their own optional shops or accounts, and we say where that is the case rather than hiding it.",
      features: [
        {
          title: "Classics that last",
          description: "Snake, brick breaking, Pac-Man, solitaire and chess all have free versions here, each a favorite that has held up for decades.",
        },
        {
          title: "Nothing to install",
          description: "Games open in your browser, so there is no setup file to trust and nothing left behind on the computer when you are done.",
        },
        {
          title: "Clear about the catch",
          description: "Ads pay for the portal. A few outside games, such as GeoGuessr, need their own account or keep some modes for subscribers.",
        },
      ],
      benefits: [
        "Try many different genres without spending anything",
        "Most games need no account, so there are no extra passwords to manage",
        "Families on a budget get plenty of variety for free",
        "Our own games, such as Zowii Snake and Brick Breaker, were made for this portal",
        "Sharing is easy: send a link and a friend can play the same game in seconds",
      ],
      faq: [
        {
          question: "How can the games be free?",
          answer:
            "Ads shown on the portal pay for hosting and running it. Many of the games are made by other studios, which earn money in their own ways, such as ads inside their game or optional cosmetic purchases. You can start nearly every game we list without paying, though a few, like GeoGuessr, ask for an account or keep some modes for subscribers.",
        },
        {
          question: "Are free game sites safe?",
          answer:
            "Games that run inside the page are generally the safer choice, because nothing gets installed. Be wary of any site that says you must download a program, update a 'player' or enter card details to play a free game, and close it. Keep your browser up to date, and never type a password into a pop-up inside a game.",
        },
        {
          question: "Are free downloads of paid games real?",
          answer:
            "No. A 'free download' of a game that normally costs money is a pirated copy, and such files often carry malware. If a game costs money, buy it from its official store. If you want to spend nothing, stick to games that are genuinely free, like the ones here.",
        },
      ],
    },
  },
  {
    keyword: "online-games",
    title: "Online Games: Play Live with People Around the World",
    description:
      "Multiplayer browser games where real people share the arena: io games, shooters, sports and party games. How online play works and how to keep it smooth.",
    metaKeywords: [
      "online games",
      "play online games",
      "multiplayer online games",
      "free online multiplayer games",
      "online games with friends",
      "browser multiplayer games",
      "io games online",
      "online games no download",
      "real time online games",
    ],
    gameSearch: "multiplayer",
    content: {
      heroTitle: "Online Games Where Every Opponent Is a Real Person",
      heroDescription:
        "Online games connect your browser to a game server, so the snake you dodge or the team you face is another person somewhere else. That makes every round unpredictable. Most games in our catalog have an online side, from giant io arenas to private drawing rooms for friends.",
      features: [
        {
          title: "Drop-in arenas",
          description: "Agar.io, Slither.io and Paper.io 2 put you in a shared arena within seconds, with no lobby and no waiting for a full team.",
        },
        {
          title: "Private rooms",
          description: "Skribbl.io and HaxBall let you open a room of your own and share the link, so you play with people you already know.",
        },
        {
          title: "Fair matchmaking",
          description: "TETR.IO and Lichess rate your play and pair you with opponents of similar skill, so each game is a fair test.",
        },
      ],
      benefits: [
        "Real opponents are more surprising than any computer player",
        "Play with friends who live in another town or country",
        "Co-op games like Zombs.io reward teamwork with friends and strangers alike",
        "Rating systems keep matches close as you improve",
        "Quick matchmaking means less waiting and more playing",
      ],
      faq: [
        {
          question: "Why does an online game lag?",
          answer:
            "Lag happens when messages between your computer and the game server take too long. A wired connection or sitting nearer the Wi-Fi router helps, and so does pausing big downloads and video streams on the same network. Many io games let you pick a server region; choose the one closest to you.",
        },
        {
          question: "Do online games make me sign up?",
          answer:
            "For most io games, no: you type a nickname and start. Some sites ask for a free account to save progress or to join ranked play and tournaments. Whatever you do, pick a nickname that does not include your real name, age or school.",
        },
        {
          question: "How do I deal with rude players?",
          answer:
            "Use the mute, block and report tools the game provides, and do not argue back in chat; leaving the room is always allowed. Private rooms with friends are the easiest way to avoid strangers altogether. Parents can find more advice in our Safety Center.",
        },
      ],
    },
  },
  {
    keyword: "video-games",
    title: "Video Games: A Friendly Guide to Genres and Platforms",
    description:
      "What video games are, where they came from, the main genres and platforms, and how age ratings work. A short guide, plus retro-style games to try now.",
    metaKeywords: [
      "video games",
      "what are video games",
      "video game genres",
      "video game history",
      "video game platforms",
      "video game age ratings",
      "esrb ratings",
      "pegi ratings",
      "retro video games",
    ],
    gameSearch: "retro",
    content: {
      heroTitle: "Video Games, from Pong to Your Browser",
      heroDescription:
        "Video games have grown from simple arcade machines into one of the world's biggest kinds of entertainment, played on consoles, computers, phones and in web browsers. This page is a short tour of the main genres and platforms, with a few retro-flavored games you can try here in seconds.",
      features: [
        {
          title: "Many platforms",
          description: "Games run on home consoles, handhelds, PCs, phones and in browsers. We are a browser portal, so everything here plays in a tab.",
        },
        {
          title: "Many genres",
          description:
            "Platformers, puzzles, shooters, sports, strategy, role-playing and more. Most games blend a few, like Retro Bowl mixing sport with team management.",
        },
        {
          title: "A long history",
          description:
            "Arcade hits of the 1970s and 1980s shaped ideas still used today, like high scores, lives and levels. Pac-Man and snake games keep those roots alive.",
        },
      ],
      benefits: [
        "Understand the words people use when they talk about games",
        "Knowing the genres helps you find games you will actually enjoy",
        "Age ratings give families a quick first check on suitability",
        "Retro-style games are simple enough for complete beginners",
        "Trying a genre in the browser costs nothing before you buy a bigger game",
      ],
      faq: [
        {
          question: "What was the first video game?",
          answer:
            "That depends on how you define it, and historians still debate it. Early experiments such as Tennis for Two (1958) and Spacewar! (1962) ran on laboratory and university computers. Pong, released by Atari in 1972, was one of the first big commercial hits and helped start the arcade era.",
        },
        {
          question: "What do age ratings like ESRB and PEGI mean?",
          answer:
            "They are rating systems that suggest the minimum age a game suits, based on content such as violence, language or in-game purchases. ESRB is used mainly in North America and PEGI in much of Europe. A rating is a starting point; parents can also read the content descriptions and try the game themselves.",
        },
        {
          question: "Where should I buy video games?",
          answer:
            "Buy console and PC games from official stores such as the PlayStation Store, the Microsoft Store on Xbox and Windows, the Nintendo eShop, Steam or the developer's own site, or from trusted retailers. We do not sell games; we are a free browser portal where you play in a tab.",
        },
      ],
    },
  },
  {
    keyword: "console-games",
    title: "Console Games Explained: PlayStation, Xbox and Nintendo",
    description:
      "A plain guide to console gaming: the main consoles, buying games safely and parental controls, plus free console-style games to play in a browser.",
    metaKeywords: [
      "console games",
      "video game consoles",
      "playstation games",
      "xbox games",
      "nintendo switch games",
      "console parental controls",
      "best console for family",
      "console games vs pc games",
      "console style browser games",
    ],
    gameSearch: "platformer sports",
    content: {
      heroTitle: "Console Games: What to Know Before You Play",
      heroDescription:
        "Consoles are gaming machines you plug into a TV or hold in your hands, and the big three makers today are Sony, Microsoft and Nintendo. We are a browser games portal, not a console store, so we cannot sell or run console games. This guide covers the basics and shows browser games in genres console players love.",
      features: [
        {
          title: "The three families",
          description: "Sony makes PlayStation, Microsoft makes Xbox and Nintendo makes the Switch family. Each has its own online store and games of its own.",
        },
        {
          title: "Built-in family settings",
          description: "All three offer parental controls for age ratings, spending, online chat and play time, often managed from a phone app.",
        },
        {
          title: "Console genres in a tab",
          description: "Platformers like Celeste Classic and sports games like Retro Bowl give a console-style feel on any computer, at no cost.",
        },
      ],
      benefits: [
        "Understand what you are buying before choosing a console",
        "Know where the official stores and family settings are",
        "Try a genre in the browser before spending money on a console game",
        "Browser games run on computers the family already owns",
        "Two-player browser sports games give a taste of couch co-op on a laptop",
      ],
      faq: [
        {
          question: "Can I play console games in a browser?",
          answer:
            "Not here. Console games are made for their own hardware and sold through official stores. Some console makers run official cloud-streaming subscriptions that can stream certain games to other screens, but those are their own paid services, not ours. What you can play here are free browser games in similar genres.",
        },
        {
          question: "How do I buy console games safely?",
          answer:
            "Use the console's official store (PlayStation Store, Microsoft Store on Xbox, Nintendo eShop) or a trusted retailer, including official gift cards bought in real shops. Avoid unofficial sellers and anyone who asks for your account password, and children should check with a parent before any purchase.",
        },
        {
          question: "Which console is best for a family?",
          answer:
            "There is no single right answer. Think about which games your family wants, who will play, whether a handheld would help, and the cost of games and online subscriptions over time. Check each console's parental controls, and try genres for free in a browser first to see what everyone enjoys.",
        },
      ],
    },
  },
  {
    keyword: "pc-games",
    title: "PC Games: A Guide to Gaming on Your Computer",
    description: "A guide to PC gaming: official stores, what specs mean, keyboard and mouse skills, and free browser games that run on almost any computer.",
    metaKeywords: [
      "pc games",
      "computer games",
      "free pc games",
      "pc games for low end pc",
      "pc game stores",
      "pc system requirements",
      "games for laptop",
      "browser games for pc",
      "strategy games pc",
      "fps games pc",
    ],
    gameSearch: "strategy fps",
    content: {
      heroTitle: "PC Gaming, from Big Downloads to Browser Tabs",
      heroDescription:
        "A computer is the most flexible gaming machine many families already own. Big PC games are bought and installed through stores like Steam, but plenty of fun needs no install at all. Strategy games and first-person shooters grew up on the PC, and both are well represented in our browser catalog.",
      features: [
        {
          title: "Keyboard and mouse",
          description: "Precise mouse aim suits shooters like Krunker.io, while quick clicks and careful timing decide the troop battles of Territorial.io.",
        },
        {
          title: "Official stores",
          description: "Steam, the Epic Games Store, GOG, the Microsoft Store and itch.io sell or give away PC games legally, often with regular sales.",
        },
        {
          title: "Modest hardware is fine",
          description: "Browser games need far less power than big PC releases, so they suit older laptops and Chromebooks as well as gaming PCs.",
        },
      ],
      benefits: [
        "Use the computer you already have, with no extra hardware",
        "Mouse control gives precise aim in shooters and fine control in strategy",
        "Chess on Lichess and the fog-of-war battles of Generals.io exercise planning",
        "Browser games leave nothing installed, saving disk space",
        "Easy to try a genre before buying a bigger game",
      ],
      faq: [
        {
          question: "What do system requirements mean?",
          answer:
            "Big PC games list minimum and recommended specs: processor, memory (RAM), graphics card and storage. Minimum means the game should run, usually at low settings; recommended means it should run smoothly. Browser games rarely list specs, but 3D ones run better in an up-to-date browser with hardware acceleration switched on.",
        },
        {
          question: "Where can I get free PC games legally?",
          answer:
            "Many developers release free games on itch.io, Steam has a free-to-play section, and the Epic Games Store regularly gives away games for a limited time. Open-source games are free too. Avoid 'cracked' downloads: they are illegal and a common way to spread malware.",
        },
        {
          question: "Do I need a gaming PC for browser games?",
          answer:
            "No. Most browser games run on an ordinary laptop. 3D shooters and driving games like Drift Hunters appreciate a bit more power, so if they stutter, close other tabs and keep your browser and graphics drivers updated.",
        },
      ],
    },
  },
  {
    keyword: "online-gaming",
    title: "Online Gaming Safety: A Practical Guide for Parents",
    description:
      "Practical online gaming safety for families: chat settings, private rooms, time limits, spending rules and why kids should never share personal details.",
    metaKeywords: [
      "online gaming",
      "online gaming safety",
      "online gaming for kids",
      "online gaming tips for parents",
      "gaming chat safety",
      "screen time gaming",
      "safe online games",
      "kids online gaming rules",
      "online gaming with friends",
    ],
    gameSearch: "skribbl gartic codenames",
    content: {
      heroTitle: "Online Gaming, Safely and Happily",
      heroDescription:
        "Online gaming lets kids play with friends across town or across the world, and most of it is good fun. A few simple habits make it safer: knowing who they are playing with, keeping personal details private, limiting chat and agreeing on screen time that fits family life.",
      features: [
        {
          title: "Play with people you know",
          description: "Skribbl.io, Gartic Phone and Codenames let you open a private room and share its link, so only the friends you invite can join.",
        },
        {
          title: "Chat settings first",
          description: "Before a child plays, find the game's chat options. Switch chat off, or limit it to friends, wherever the game allows.",
        },
        {
          title: "Agree on limits",
          description: "Decide together how long or how many rounds, where in the house gaming happens, and what to do if something feels wrong.",
        },
      ],
      benefits: [
        "Kids learn to recognize and avoid risky behavior online",
        "Families set clear rules before problems come up",
        "Private rooms keep party games among real friends",
        "Kids know they can tell a parent without getting into trouble",
        "Healthy routines leave time for sleep, homework and outdoor play",
      ],
      faq: [
        {
          question: "What personal details should kids never share while gaming?",
          answer:
            "Their full name, age, school, address, phone number, passwords, photos and where they are right now. Nicknames should not contain any of these either. Explain that people online are not always who they say they are, and that a real friend will never ask for a password or ask them to keep secrets from their parents.",
        },
        {
          question: "How much gaming time is reasonable?",
          answer:
            "There is no single number; it depends on age, the game and what else the day holds. Many families agree on a daily or weekly amount, keep devices out of bedrooms at night and use the timers built into phones, tablets and consoles. For match-based games, agreeing on a number of rounds avoids arguments halfway through a match.",
        },
        {
          question: "What should my child do if someone makes them uncomfortable?",
          answer:
            "Stop replying, leave the game and tell a trusted adult. Use the game's block and report tools, and take a screenshot if something is threatening. Make sure your child knows they will not be punished for telling you; that is what keeps them coming back to you.",
        },
        {
          question: "Do I need to watch every game my child plays?",
          answer:
            "Not every minute, but try new games together first. Playing alongside your child shows you how the game works, who they talk to and whether it suits them, and it is often fun for both of you. Our Safety Center has more tips for parents.",
        },
      ],
    },
  },
  {
    keyword: "gaming",
    title: "Gaming: What It Is and How to Enjoy It Well",
    description:
      "A friendly introduction to gaming as a hobby: kinds of games, how people play, keeping it balanced, and where to start with free browser games.",
    metaKeywords: [
      "gaming",
      "gaming for beginners",
      "what is gaming",
      "gaming hobby",
      "casual gaming",
      "browser gaming",
      "gaming terms explained",
      "healthy gaming habits",
      "gaming for families",
    ],
    gameSearch: "arcade",
    content: {
      heroTitle: "Gaming, Explained for Newcomers and Families",
      heroDescription:
        "Gaming covers everything from a quick round of snake on a lunch break to a months-long role-playing adventure or a team tournament, and people of every age share it as a hobby. If you are new to it, or a parent trying to understand it, this is a calm place to start.",
      features: [
        {
          title: "Start small",
          description: "Arcade games like Zowii Snake, Pac-Man or Brick Breaker teach the basics of controls and scoring in a couple of minutes.",
        },
        {
          title: "Find your style",
          description: "Some players love competition, some love building or stories, and others just want to relax. Genres help you find your kind of fun.",
        },
        {
          title: "Keep it balanced",
          description: "Gaming fits best alongside sleep, school, exercise and friends. Regular breaks rest your eyes and hands between sessions.",
        },
      ],
      benefits: [
        "A hobby that different generations can share",
        "Games can build problem solving, teamwork and persistence",
        "A gentle way into technology, and for some, into making games",
        "Arcade classics give instant fun with almost nothing to learn",
        "Browser gaming is affordable, with no console or subscription needed",
      ],
      faq: [
        {
          question: "How do I start gaming if I have never played?",
          answer:
            "Begin with simple games that use only a few keys, like snake or brick breaking, then try a puzzle such as 2048 and something relaxed like Slow Roads. Notice what you enjoy most: the challenge, the calm or the competition. That tells you which genres to explore next.",
        },
        {
          question: "Is gaming good or bad for you?",
          answer:
            "Like most hobbies, it depends on how much and what kind. Games can be social, creative and good for problem solving, while too much gaming can crowd out sleep, exercise and other things. Age-appropriate games, regular breaks and a healthy balance make the difference.",
        },
        {
          question: "What do gamers mean by lag, respawn and GG?",
          answer:
            "Lag is a delay caused by a slow connection. Respawning is coming back into the game after being knocked out. GG stands for 'good game' and is said at the end of a match as a friendly sign of respect; saying it sincerely, win or lose, is good sportsmanship.",
        },
      ],
    },
  },
  {
    keyword: "gaming-news",
    title: "Gaming News: Where to Find Reliable Game News",
    description:
      "Where trustworthy gaming news comes from, how to spot rumors and fake leaks, and what our Blog & News page covers. Plus daily puzzles for a break.",
    metaKeywords: [
      "gaming news",
      "video game news",
      "game updates",
      "reliable gaming news",
      "game patch notes",
      "new game releases",
      "gaming rumors",
      "browser games news",
    ],
    gameSearch: "wordle connections geoguessr",
    content: {
      heroTitle: "Gaming News You Can Trust",
      heroDescription:
        "Game news moves fast, and rumors move even faster. The most reliable information comes straight from developers and publishers, and from established outlets that check their facts. We are a games portal rather than a news outlet, so this page explains where to look and what our own blog covers.",
      features: [
        {
          title: "Go to the source",
          description:
            "Official developer blogs, publisher press pages, patch notes and official social accounts are where release dates and updates appear first.",
        },
        {
          title: "Established outlets",
          description:
            "Long-running games publications and the technology sections of major newspapers have editors, name their sources and correct mistakes openly.",
        },
        {
          title: "Our Blog & News page",
          description: "Our blog carries game reviews, articles on the technology behind browser games, and community news about the portal itself.",
        },
      ],
      benefits: [
        "Learn to tell confirmed news apart from rumors and leaks",
        "Avoid scams dressed up as news about free items or codes",
        "Follow the updates for the games you actually play",
        "Reading patch notes explains why a game suddenly plays differently",
        "Daily puzzles like Wordle and Connections make a nice break from the headlines",
      ],
      faq: [
        {
          question: "How can I tell if a gaming story is reliable?",
          answer:
            "Check who is reporting it and where they got it from. Reliable stories link to an official announcement or name their sources, and other established outlets confirm them. Be wary of anonymous leaks, screenshots without context, and posts that want you to click, log in or download something to see the news.",
        },
        {
          question: "Where do game updates get announced?",
          answer:
            "Usually on the game's official website or blog, in patch notes, on its store page or launcher, and on the studio's official social media and community channels. For browser games, the game's own site or changelog is often the best place to look.",
        },
        {
          question: "Does Zowii report gaming industry news?",
          answer:
            "Not breaking industry news. Our Blog & News page carries game reviews, technology articles about how browser games work, and community news about the portal, such as new games and features. For industry news, official developer channels and established outlets are the better source.",
        },
        {
          question: "Are news posts about free skins or currency real?",
          answer:
            "Posts promising free in-game currency, skins or codes through a website, survey or download are almost always scams. Real giveaways are announced on a game's official channels and never ask for your password. Kids should check with a parent before entering any account details.",
        },
      ],
    },
  },
  {
    keyword: "learn-game-design",
    title: "Learn Game Design: Free Tools and First Steps",
    description:
      "Start learning game design for free: paper prototypes, Scratch, Twine and Godot, tiny projects, playtesting and game jams. An honest beginner's path.",
    metaKeywords: [
      "learn game design",
      "game design for beginners",
      "how to become a game designer",
      "game design basics",
      "paper prototyping games",
      "playtesting",
      "scratch game design",
      "twine games",
      "game jams for beginners",
      "game design for kids",
    ],
    gameSearch: "celeste 2048 paperclips alchemy",
    content: {
      heroTitle: "Learn Game Design by Making Small Games",
      heroDescription:
        "Game design is deciding what the player does, why it is fun and how the game teaches itself. You can start today without buying anything: a pencil and paper, a free tool like Scratch or Twine, and one tiny idea. The games shown here are small designs worth studying for how much they do with very little.",
      features: [
        {
          title: "Prototype on paper",
          description: "Index cards, dice and a sketched board are enough to test a rule. If an idea is not fun on paper, better graphics rarely rescue it.",
        },
        {
          title: "Free beginner tools",
          description:
            "Scratch, created at the MIT Media Lab, uses drag-and-drop blocks, Twine builds branching stories, and Godot is a free, open-source engine for later.",
        },
        {
          title: "Playtest early",
          description: "Watch someone play without explaining anything. Where they get stuck or bored tells you exactly what to change next.",
        },
      ],
      benefits: [
        "Learn by finishing tiny games instead of planning one giant game",
        "2048 and Little Alchemy 2 show how a single clear rule can carry a whole game",
        "Celeste Classic began as a small Pico-8 game made in a few days, proof that small can be great",
        "Universal Paperclips tells a surprisingly complete story with little more than numbers and buttons",
        "Design mixes creativity, logic and real care for how players feel",
        "Game jams give you a theme, a deadline and a friendly community",
      ],
      faq: [
        {
          question: "How do I start learning game design with no experience?",
          answer:
            "Pick a tiny idea, such as a game with only one button, and make it as simply as you can. Scratch is great for younger learners, Twine for story games, and Godot when you want a full engine. Then let other people play it, note what confused them, and change one thing at a time.",
        },
        {
          question: "What is a prototype?",
          answer:
            "A prototype is a rough, quick version of a game built to answer one question, such as 'is jumping between moving platforms fun?'. It can be made of paper or plain colored shapes. The point is to learn fast and cheaply before you spend time on art and polish.",
        },
        {
          question: "What is playtesting, and how do I do it?",
          answer:
            "Playtesting means watching real people play your game. Explain as little as possible, stay quiet, and note where they hesitate, get stuck or smile. Ask a few open questions afterward. Test with different people, because your own knowledge of the game hides its problems from you.",
        },
        {
          question: "Do I need a degree to become a game designer?",
          answer:
            "You do not need one to start designing, and many designers learned by making and finishing small games. Courses can add structure and feedback. Either way, a few small, finished games that other people have played show your skills best. Jesse Schell's book The Art of Game Design is a popular companion for beginners.",
        },
      ],
    },
  },
  {
    keyword: "learn-game-development",
    title: "Learn Game Development: Free Tools and a First Project",
    description:
      "How to start making games for free: Scratch, Godot, Phaser and Twine compared, a first project to build, and how to share and playtest your game.",
    metaKeywords: [
      "learn game development",
      "game development for beginners",
      "how to make a game",
      "free game engine",
      "godot for beginners",
      "phaser html5 games",
      "scratch coding games",
      "make browser games",
      "game programming for kids",
      "first game project ideas",
    ],
    gameSearch: "zowii tile brick",
    content: {
      heroTitle: "Learn Game Development, One Small Project at a Time",
      heroDescription:
        "Making games means combining code, art, sound and design into something that runs. It takes practice, but the tools are free and the first steps are small. Remake a classic like snake or a brick breaker, finish it and share it, and you will learn more than months of planning could teach you.",
      features: [
        {
          title: "Pick a free tool",
          description:
            "Scratch for first steps, Godot for 2D and 3D games with its own scripting language, Phaser for HTML5 games in JavaScript, Twine for stories.",
        },
        {
          title: "Clone a classic first",
          description:
            "Snake, a brick breaker or a tile-merging puzzle are classic first projects, and the portal's own Zowii Snake, Brick Breaker and Tile Merge are small games of that kind.",
        },
        {
          title: "Finish and share",
          description: "Putting a finished game on itch.io or a simple web page and asking friends to play teaches lessons no tutorial covers.",
        },
      ],
      benefits: [
        "Programming becomes concrete when the result is a game you can play",
        "Small finished projects build skill and confidence faster than big unfinished ones",
        "Free, open-source tools like Godot cost nothing to learn",
        "Games made with Phaser run in any modern browser, so they are easy to share",
        "Game jams offer themes, deadlines and feedback from other makers",
      ],
      faq: [
        {
          question: "Which tool should a beginner use?",
          answer:
            "Younger beginners do well with Scratch, which uses drag-and-drop code blocks and runs in a browser. Godot is a free, open-source engine for 2D and 3D games with a friendly scripting language called GDScript. If you already know some JavaScript, Phaser is a popular framework for HTML5 browser games. Twine suits interactive stories with little or no code.",
        },
        {
          question: "What should my first game be?",
          answer:
            "Something small enough to finish in a week or two: Pong, snake, a brick breaker or a platformer with a single level. Finishing teaches things tutorials skip, like menus, scoring, restarting and fixing bugs. After that, add one new feature at a time rather than jumping straight into a giant dream project.",
        },
        {
          question: "Do I need to be good at math?",
          answer:
            "Basic arithmetic and a little geometry go a long way, and you pick up the rest as you need it, for example moving an object with a speed and a direction. Engines handle much of the heavy math for you. Patience and curiosity matter more than being a math whiz.",
        },
        {
          question: "How do I get feedback on my game?",
          answer:
            "Share a playable version with friends, family or a game-jam community, and watch them play if you can. Ask what they expected to happen and where they got stuck, fix the biggest problem first, then test again. Kids should ask a parent before joining online communities or posting their work publicly.",
        },
      ],
    },
  },
  {
    keyword: "games-for-kids",
    title: "Games for Kids: Free Browser Games and Tips for Parents",
    description:
      "Kid-friendly browser games with no account needed, plus practical tips for parents: chat settings, time limits, ads and never sharing personal details.",
    metaKeywords: [
      "games for kids",
      "kids games",
      "free games for kids",
      "online games for kids",
      "safe games for kids",
      "kids games no download",
      "educational games for kids",
      "games for children",
      "kid friendly games",
    ],
    gameSearch: "touch alchemy fireboy doodle",
    content: {
      heroTitle: "Games for Kids, Picked with Parents in Mind",
      heroDescription:
        "Good games for kids are easy to understand, kind in tone and free of chat with strangers. The picks here are single-player or side-by-side games: a snake, a brick breaker, a merge puzzle, an element-mixing game, a co-op temple and a classic maze chase. Below are tips to keep play safe and balanced.",
      features: [
        {
          title: "No chat with strangers",
          description: "These picks are played alone or side by side on one computer, so there is no open chat with people you do not know.",
        },
        {
          title: "Learning through play",
          description:
            "Little Alchemy 2 rewards curiosity as kids combine elements into new things, and Tile Merge quietly practices doubling numbers and planning ahead.",
        },
        {
          title: "Play together",
          description: "Fireboy and Watergirl is a two-player puzzle platformer that works well for a parent and child or a pair of siblings.",
        },
      ],
      benefits: [
        "No account or personal details are needed for these games",
        "Simple controls suit younger players, with touch support in the portal's own games",
        "Gentle challenges build patience and problem solving",
        "Short games make it easy to stick to an agreed time limit",
        "Parents can try each of these first in a few seconds",
      ],
      faq: [
        {
          question: "How do I keep my child safe on game sites?",
          answer:
            "Choose games without open chat for younger kids, or switch chat off in the settings. Teach them never to share their real name, age, school, address, photos or passwords, and to tell you if anyone online makes them uncomfortable. Sit with them for the first few sessions on any new site.",
        },
        {
          question: "Are there ads on this site?",
          answer:
            "Yes. Ads pay for the site so the games can stay free. Explain to your child that an ad is not part of the game, that they should not click on ads, and that they should come to you if anything asks for details or promises prizes.",
        },
        {
          question: "How much game time is OK for kids?",
          answer:
            "Every family is different. Many parents set a daily limit, use a kitchen timer or the device's own controls, and keep games in shared rooms rather than bedrooms. Short games like these make it easy to stop after a set number of rounds, leaving time for sleep, outdoor play and homework.",
        },
      ],
    },
  },
  {
    keyword: "family-games",
    title: "Family Games: Browser Games to Play Together",
    description:
      "Games the whole family can play together: drawing and guessing, co-op puzzles and silly two-button sports. Tips for a safe, happy family game night.",
    metaKeywords: [
      "family games",
      "family games online",
      "games to play as a family",
      "family game night",
      "free family games",
      "party games for family",
      "drawing games with family",
      "games for all ages",
      "co-op family games",
    ],
    gameSearch: "co-op skribbl gartic random",
    content: {
      heroTitle: "Family Games for Game Night in the Living Room",
      heroDescription:
        "The best family games let a seven-year-old and a grandparent laugh at the same moment. Drawing and guessing games, a two-player puzzle temple and floppy two-button sports put everyone on an equal footing, and they run on the laptop or tablet you already have.",
      features: [
        {
          title: "Draw and guess",
          description: "Gartic Phone and Skribbl.io turn doodles into party games. Open a private room so only your family can join.",
        },
        {
          title: "Solve it together",
          description: "Fireboy and Watergirl needs two players who cooperate, each with a hazard they must avoid while helping the other.",
        },
        {
          title: "Luck evens the field",
          description: "In Soccer Random and Basket Random the court, ball or players change every point, so the little ones can beat the grown-ups.",
        },
      ],
      benefits: [
        "Shared laughs without board game pieces to lose under the couch",
        "Private rooms keep the game among family members",
        "Works for mixed ages, from young kids to grandparents",
        "Quick rounds hold everyone's attention",
        "Playing together shows parents what their kids enjoy online",
        "Taking turns and being a good sport come naturally at a family game night",
      ],
      faq: [
        {
          question: "How do we play a drawing game as a family?",
          answer:
            "One person opens a private room in Skribbl.io or Gartic Phone and shares the link. Everyone joins from their own device, whether that is a phone, tablet or laptop. For younger kids, add your own list of easy words in Skribbl.io so everyone knows them.",
        },
        {
          question: "How can we keep family game time safe online?",
          answer:
            "Use private rooms instead of public ones, choose nicknames that do not reveal real names, and keep the game chat within the family. Agree on how long game night lasts before you start, and remind kids that ads on a page are not part of the game.",
        },
        {
          question: "What if we only have one computer?",
          answer:
            "Choose games made for sharing a keyboard, like Soccer Random, Basket Random and Fireboy and Watergirl, or take turns on single-player games like 2048 and cheer each other on. Connecting the computer to a TV makes it easier for everyone to watch.",
        },
      ],
    },
  },
  {
    keyword: "no-download-games",
    title: "No Download Games: Play Instantly in Your Browser",
    description:
      "Games that run in a browser tab with no installer: how they work, why they suit shared computers, and how to avoid fake 'download to play' sites.",
    metaKeywords: [
      "no download games",
      "games without downloading",
      "play games without download",
      "instant play games",
      "browser games",
      "html5 games",
      "3d browser games",
      "webgl games",
      "online games no install",
    ],
    gameSearch: "3d",
    content: {
      heroTitle: "No Download Games: Click and Play",
      heroDescription:
        "Modern browsers can run surprisingly rich games, including full 3D worlds, using web technologies like HTML5, JavaScript and WebGL. That means no installer, no updates to manage and nothing left on the computer afterward. The 3D games shown here prove how far browser games have come.",
      features: [
        {
          title: "Instant start",
          description: "A game loads in the tab within seconds. Close the tab and it is gone, which keeps shared and family computers tidy.",
        },
        {
          title: "3D without installing",
          description: "Krunker.io, Smash Karts, Drift Hunters and Minecraft Classic all draw 3D graphics right inside the browser using WebGL.",
        },
        {
          title: "Fewer risks",
          description: "With nothing to install, there is no setup file that could slip unwanted software onto the computer, and the game is just as fun.",
        },
      ],
      benefits: [
        "Saves storage space on laptops, tablets and phones",
        "Works on Windows, macOS, ChromeOS and Linux with one modern browser",
        "Always the latest version, since updates arrive when the page loads",
        "Easy to try many games and bookmark only the favorites",
        "Great for short breaks when installing a big game would not be worth it",
      ],
      faq: [
        {
          question: "How do games run without downloading?",
          answer:
            "Strictly speaking the browser does fetch the game's files, but only into its temporary storage, and it runs them inside a protected sandbox. HTML5 and JavaScript handle the game logic, WebGL draws 3D graphics, and WebSockets connect online players. Nothing is installed on your system.",
        },
        {
          question: "A site says I must download something to play. Should I?",
          answer:
            "For a browser game, no. Real browser games start in the page. Sites that insist on an installer, a 'video player update' or a browser extension before a free game will start may be trying to slip in unwanted software, so close the tab. When unsure, children should fetch a grown-up before clicking anything that installs.",
        },
        {
          question: "Why does a browser game run slowly?",
          answer:
            "Close other tabs and programs, update the browser, and check that hardware acceleration is switched on in its settings. 3D games need more power than 2D ones, so a simpler game may suit an older computer better. Online games also need a steady internet connection.",
        },
      ],
    },
  },
];
