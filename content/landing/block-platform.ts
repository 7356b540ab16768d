import type { LandingPage } from "./schema";

export const blockPlatformPages: LandingPage[] = [
  {
    keyword: "roblox-codes",
    title: "Roblox Codes: Where Real Codes Come From",
    description:
      "The three kinds of Roblox codes (promo codes, experience codes and gift card PINs), where each one is redeemed, and how to spot a fake code site.",
    metaKeywords: [
      "roblox codes",
      "roblox codes that work",
      "how to redeem roblox codes",
      "where to enter roblox codes",
      "roblox item codes",
      "roblox game codes",
      "roblox experience codes",
      "roblox code redeem",
      "are roblox code generators real",
      "roblox codes for kids",
    ],
    gameSearch: "parkour platformer",
    content: {
      heroTitle: "Roblox Codes, Sorted Out",
      heroDescription:
        "A 'Roblox code' can mean three different things: a promo code for a free avatar item, a code typed into one experience's own Codes menu, or the PIN on a gift card. Each goes in a different place, and none of them come from generators. While you sort it out, the parkour and platform games below play free in your browser.",
      features: [
        {
          title: "Promo codes: free items",
          description:
            "Official Roblox promo codes unlock free avatar items such as hats or accessories. You redeem them on Roblox's own page, roblox.com/promocodes, while signed in, and most stop working once their event ends.",
        },
        {
          title: "Experience codes: one game only",
          description:
            "Many experiences have their own Codes or Rewards menu. The developers post codes in the experience description or their Roblox group, and the reward, such as coins or a boost, only works inside that one game.",
        },
        {
          title: "Gift card PINs: paid credit",
          description:
            "The PIN on a gift card bought from a real store adds the value printed on the card when entered at roblox.com/redeem. Real PINs cost money, so nobody gives working ones away on a website.",
        },
      ],
      benefits: [
        "Type codes exactly as written: many experience codes care about capital letters, and one wrong character is the most common reason a code fails.",
        "Expired codes are normal. A list that still shows old codes is simply out of date, not hiding a secret trick.",
        "A real code never needs your password. If a site asks you to log in there to 'claim' something, close the tab.",
        "Code generators, 'human verification' pages and 'enter your username for Robux' sites are scams, every single time.",
        "Kids: check with a parent before typing account details or a gift card PIN anywhere at all.",
        "Zowii is not connected with Roblox; the games below are separate browser games that need no code or download.",
      ],
      faq: [
        {
          question: "Why does a Roblox code say it is invalid or expired?",
          answer:
            "Most codes are time-limited. Promo codes tied to an event stop working when it ends, and developers switch experience codes off whenever they choose. Check spelling and capital letters, make sure you are typing it in the right place (promo codes on roblox.com/promocodes, experience codes inside that experience, gift card PINs at roblox.com/redeem), and look for current codes from the official source rather than a copied list.",
        },
        {
          question: "Are Roblox code generators or free Robux code sites real?",
          answer:
            "No. Robux cannot be generated, and codes are created only by Roblox, its official partners or an experience's own developers. Generator sites exist to collect passwords, push surveys and downloads, or show you ads. Real Robux come only through Roblox itself: buying them, redeeming a gift card, a paid Premium membership, or, for creators, selling their own creations on the platform. Skip any video or site that promises otherwise.",
        },
      ],
    },
  },
  {
    keyword: "roblox-gift-cards",
    title: "Roblox Gift Cards: Buying and Redeeming Safely",
    description:
      "Where Roblox gift cards are really sold, how to redeem one on roblox.com, and the gift card scams to watch for, written for kids and parents.",
    metaKeywords: [
      "roblox gift cards",
      "roblox gift card",
      "where to buy roblox gift cards",
      "how to redeem roblox gift card",
      "roblox gift card redeem",
      "digital roblox gift card",
      "roblox gift card not working",
      "roblox gift card scams",
      "robux gift card",
      "roblox gift card for kids",
    ],
    gameSearch: "bloxd clicker skribbl gartic",
    content: {
      heroTitle: "Roblox Gift Cards Without the Guesswork",
      heroDescription:
        "A Roblox gift card is a prepaid card or digital code that adds credit or Robux to a Roblox account. Buy it from a real store or Roblox's own gift card page, scratch off the PIN at home, and redeem it at roblox.com/redeem. The games listed below, meanwhile, cost nothing at all to play.",
      features: [
        {
          title: "Buy from real retailers",
          description:
            "Roblox lists where its cards are sold on its gift card page. Supermarkets, electronics stores and well-known online shops are fine; auction listings and 'discount code' sellers are where fakes and used codes turn up.",
        },
        {
          title: "Redeem on roblox.com",
          description:
            "Sign in, go to roblox.com/redeem, type the PIN and confirm. The credit goes to whichever account is signed in, so check the username first when redeeming for a child or a friend.",
        },
        {
          title: "Keep the card and receipt",
          description:
            "Hold on to the card and the receipt until the balance shows up. If a PIN does not work, Roblox support and the store will both want to see them.",
        },
      ],
      benefits: [
        "Check the package before you buy: a torn seal or a scratched PIN area can mean someone has already copied the code.",
        "Roblox will never ask you to pay a fine, fee or bill with a gift card. Anyone who does is a scammer.",
        "Never send a photo of the card or read out the PIN to someone online, even a friend who offers to 'add it for you'.",
        "A gift card makes a natural spending limit for kids: the amount on the card is all there is, with no bank card saved on the account.",
        "Kids: ask a parent before buying or redeeming a card, and let them see the balance change.",
        "We are not part of Roblox and sell nothing here; the browser games on Zowii are free to play, supported by ads.",
      ],
      faq: [
        {
          question: "Where do I enter a Roblox gift card code?",
          answer:
            "Sign in on roblox.com and go to roblox.com/redeem, then type the PIN from the back of the card, or from the email if it is a digital card. It does not go on the promo-code page or inside an experience. If the page says the code is invalid, look for mixed-up letters and numbers such as O and 0, then contact Roblox support with your receipt.",
        },
        {
          question: "Are free Roblox gift card codes online real?",
          answer:
            "No. A gift card PIN only exists because someone paid for the card, so gift card generators and the websites, videos and giveaways handing out 'unused codes' are scams: the codes are fake or already used, and the real aim is your password or personal details. The safe ways to get a card are to buy one from a real store or to receive one as a present from someone you know.",
        },
      ],
    },
  },
  {
    keyword: "roblox-promo-codes",
    title: "Roblox Promo Codes: How to Redeem Them",
    description: "How official Roblox promo codes work, where to redeem them, why they expire, and why any promo code that promises Robux is fake.",
    metaKeywords: [
      "roblox promo codes",
      "roblox promo code",
      "roblox promocodes page",
      "redeem roblox promo code",
      "roblox promo codes for items",
      "roblox promo code expired",
      "free roblox items",
      "roblox event codes",
      "how do roblox promo codes work",
    ],
    gameSearch: "bloxd sandbox",
    content: {
      heroTitle: "Roblox Promo Codes: The Official Way",
      heroDescription:
        "Roblox promo codes are short words or phrases that unlock a free avatar item, often during an event or a campaign with a partner brand. They are typed in on the official page at roblox.com/promocodes, each one works once per account, and they do not hand out Robux. If you would rather build than hunt for codes, try the sandbox games below.",
      features: [
        {
          title: "One page to redeem",
          description:
            "Sign in on roblox.com, open roblox.com/promocodes, type the code and press Redeem. The item lands in your inventory, ready to wear from the avatar editor.",
        },
        {
          title: "Where real codes appear",
          description:
            "Codes are announced through Roblox's own channels and by its official partners, for example during a live event. If the only source is an anonymous list, be cautious.",
        },
        {
          title: "Most are time-limited",
          description: "A promo code usually works for a set period and then quietly stops. That is why old 'all working codes' lists fail so often.",
        },
      ],
      benefits: [
        "Promo codes are free. Nobody legitimate asks for a payment, a survey or an app install first, and promo code generators are scams.",
        "Redeeming happens on roblox.com while you are signed in, so no other site ever needs your username or password.",
        "Watch for look-alike links with extra letters or odd endings; type roblox.com into the address bar yourself.",
        "If a code fails, check spaces and spelling, then accept that it may have expired instead of trying code after code from random sites.",
        "Kids: if a promo code page wants a parent's card details or your password, stop and show a grown-up.",
        "The browser games below are not Roblox and have nothing to do with its codes; they are simply free building and sandbox fun while you wait for the next event.",
      ],
      faq: [
        {
          question: "What is the difference between promo codes and experience codes?",
          answer:
            "Promo codes come from Roblox and its partners and are redeemed at roblox.com/promocodes for avatar items. Experience codes come from the developers of one experience and are typed into that experience's own Codes menu for in-game rewards like coins or boosts. A promo code will not work inside an experience, and an experience code will not work on the promo-code page.",
        },
        {
          question: "How do I wear an item I got from a promo code?",
          answer:
            "Redeemed items go to your inventory. Open the avatar editor in the Roblox app or on the website, look in the matching category, such as accessories, and select the item to put it on. If it is missing, check that you are signed in to the same account you used to redeem the code.",
        },
      ],
    },
  },
  {
    keyword: "roblox-free-accounts",
    title: "Free Roblox Accounts: The Safe, Official Way",
    description:
      "Roblox accounts are free to make on roblox.com. Here is why shared 'free accounts' lists are stolen or scams, and how to set up a safe account for a child.",
    metaKeywords: [
      "free roblox accounts",
      "roblox free account",
      "make a roblox account",
      "create roblox account",
      "roblox sign up",
      "roblox account for kids",
      "roblox accounts with robux",
      "are free roblox accounts safe",
      "roblox account security",
    ],
    gameSearch: "bloxd skribbl gartic",
    content: {
      heroTitle: "Every Roblox Account Is Free to Make",
      heroDescription:
        "You never need someone else's Roblox account: signing up on roblox.com or in the official app costs nothing. For a child under 13, a parent should sit with them while the account is made. The 'free accounts' people share online are stolen or bait for scams. The browser games below need no account at all.",
      features: [
        {
          title: "Sign-up takes minutes",
          description:
            "Pick a username that gives nothing away about who you are, choose a strong password, and enter your real birthday. The birthday matters: it decides which safety and chat settings the account starts with.",
        },
        {
          title: "Why shared accounts are trouble",
          description:
            "An account posted on a list belongs to someone who lost it. The owner can take it back, Roblox can close it, and whoever posted it may still have the password or email.",
        },
        {
          title: "Lock your own account",
          description:
            "Add an email address and turn on 2-Step Verification in Settings. Then a stolen or guessed password alone is not enough for someone else to get in.",
        },
      ],
      benefits: [
        "An account 'with Robux and rare items' that costs nothing is always too good to be true; the real goal is your password or a payment.",
        "Never trade accounts or share your login with friends, even best friends; it is one of the most common ways accounts get lost.",
        "Using a real birthday keeps age-based protections switched on; a fake older age can remove chat filtering meant for kids.",
        "Parents can connect their own account or email through Parental Controls, which is easiest to do right at sign-up.",
        "Bloxd.io and the drawing party games on Zowii let you play with just a nickname, so there is no account to lose.",
      ],
      faq: [
        {
          question: "Is it safe to use a free Roblox account someone shared online?",
          answer:
            "No. Those accounts were almost always taken from their real owners through fake login pages or leaked passwords. Using one breaks Roblox's rules, the owner can recover it at any time, and 'account generator' or 'account list' sites are scams that often ask you to log in on a fake page so they can steal your own account too. Making your own account is free and takes a few minutes.",
        },
        {
          question: "How do I set up a Roblox account for my child?",
          answer:
            "Create it together on roblox.com or in the official app, using your child's real birthday so age-based protections apply. Then open Settings to add your email, turn on 2-Step Verification, review chat and spending options, and link a parent account through Parental Controls. Roblox's own guide for parents explains the current options, which change from time to time.",
        },
      ],
    },
  },
  {
    keyword: "roblox-updates",
    title: "Roblox Updates: How to Stay Current",
    description:
      "How Roblox and its experiences get updated, how to update the app on each kind of device, and where to find real update news instead of rumors.",
    metaKeywords: [
      "roblox updates",
      "roblox update",
      "new roblox update",
      "how to update roblox",
      "roblox not updating",
      "roblox game updates",
      "roblox update log",
      "roblox patch notes",
      "roblox events",
    ],
    gameSearch: "bloxd exploration",
    content: {
      heroTitle: "What an Update Means on Roblox",
      heroDescription:
        "Roblox updates in two layers. Roblox Corporation releases new versions of the app itself, and each experience is updated separately by its own developers, who can add maps, items or events at any time. Knowing which is which makes it easier to fix a 'please update' message and to find real news rather than rumors.",
      features: [
        {
          title: "Updating the app",
          description:
            "On phones, tablets and consoles, Roblox updates through the official app store like any other app. On a computer, the Roblox player checks for a new version each time it starts.",
        },
        {
          title: "Experience updates",
          description:
            "A developer can change their experience whenever they like. Many post an update log in the experience description or their Roblox group, and big experiences often announce a release time ahead.",
        },
        {
          title: "Where real news lives",
          description:
            "Roblox posts platform news on its official blog and social accounts, and changes for creators on its Developer Forum. A video titled 'leaked update' is guesswork at best.",
        },
      ],
      benefits: [
        "If Roblox says it needs an update, get it from the official store or roblox.com, never from a link someone sends you.",
        "Missing a feature that others can see? Leave and rejoin: you may still be on a server running the older version.",
        "Seasonal and sponsored events come and go, so items tied to them may only be available for a short time.",
        "Parents: Roblox adds and renames safety settings now and then, so revisit Parental Controls every few months.",
        "Between updates, the browser games below load in seconds with nothing to install or patch.",
      ],
      faq: [
        {
          question: "Why does Roblox keep asking me to update?",
          answer:
            "Roblox releases new versions often, and an old version may stop connecting to servers. On a phone, tablet or console, open the official app store and update Roblox there. On a computer, close Roblox completely and start it again so it can fetch the new version; if that fails, reinstall from roblox.com. Never download an 'update' from any other website.",
        },
        {
          question: "How do I know when my favorite experience will update?",
          answer:
            "Check the experience page for an update log or a countdown, and look at the developer's Roblox group, which is linked from the experience page. Some developers also run official community pages. Rumors and 'leak' videos often get dates wrong, so the developer's own posts are the ones to trust.",
        },
      ],
    },
  },
  {
    keyword: "roblox-download",
    title: "Roblox Download: Official Sources Only",
    description:
      "Where to download Roblox safely: roblox.com for computers and official app stores for phones, tablets and consoles. Plus browser games that need no download.",
    metaKeywords: [
      "roblox download",
      "download roblox",
      "roblox download pc",
      "roblox download for windows",
      "roblox download mac",
      "roblox app download",
      "install roblox",
      "roblox on chromebook",
      "is roblox free to download",
      "safe roblox download",
    ],
    gameSearch: "bloxd minecraft crafting",
    content: {
      heroTitle: "Download Roblox from the Right Place",
      heroDescription:
        "Roblox is free to download. On Windows and Mac, get it from roblox.com; on phones and tablets, from the App Store or Google Play; on Xbox, PlayStation and Meta Quest, from each device's own store. Any other download site is a risk. If you cannot install apps right now, the blocky building and crafting games below run in a browser tab.",
      features: [
        {
          title: "Computers: roblox.com",
          description:
            "Sign in on roblox.com, open any experience and press Play. The first time, the site offers to install the Roblox player, and the installer comes straight from Roblox.",
        },
        {
          title: "Phones, tablets, consoles",
          description:
            "Search for Roblox in your device's official store and check that the publisher is Roblox Corporation before installing. Fake look-alike apps copy the name and icon.",
        },
        {
          title: "One app, every experience",
          description:
            "You only install Roblox once. Every experience, from Brookhaven to Tower of Hell, opens inside it, so a site offering a separate download of one Roblox game is not genuine.",
        },
      ],
      benefits: [
        "Roblox is free; a site asking you to pay for the download, or to fill in a survey first, is a scam.",
        "'Modded' Roblox apps, executors and unlocked clients break Roblox's rules, can carry malware and can get an account banned.",
        "On a school or shared computer, ask before installing anything, and respect the filters that are in place.",
        "Older computers and phones can run busy experiences slowly; lowering the graphics quality in the settings helps.",
        "Parents: set up Parental Controls straight after installing, before a child starts exploring.",
        "Zowii's browser games open in a tab with no install, handy on a borrowed laptop or when storage space is full.",
      ],
      faq: [
        {
          question: "Can I play Roblox in a web browser without downloading?",
          answer:
            "Not really. The Roblox website lets you browse experiences, manage your account and change settings, but the experiences themselves run in the Roblox app. On many Chromebooks, the official route is the Android app from Google Play. The games on this page are different: they are made for the browser, so they open in a tab with nothing to install.",
        },
        {
          question: "Is it safe to download Roblox from other websites?",
          answer:
            "No. Only roblox.com and the official app stores give you the real Roblox. Copies on other sites can be out of date, bundled with unwanted software, or altered to steal your login. If a link in chat or a video description offers a 'special' Roblox download, don't open it.",
        },
      ],
    },
  },
  {
    keyword: "roblox-tips",
    title: "Roblox Tips for Beginners and Families",
    description:
      "Practical Roblox tips: smoother performance, smarter spending, a safer account and kinder chat, with browser games for practicing your jumps.",
    metaKeywords: [
      "roblox tips",
      "roblox tips for beginners",
      "roblox tips and tricks",
      "how to get better at roblox",
      "roblox settings tips",
      "roblox lag fix",
      "roblox safety tips",
      "roblox tips for parents",
      "roblox beginner guide",
    ],
    gameSearch: "parkour runner",
    content: {
      heroTitle: "Roblox Tips That Actually Help",
      heroDescription:
        "Good Roblox habits are less about secret tricks and more about settings and common sense: a graphics level your device can handle, a budget for Robux, an account nobody else can get into, and knowing when to block someone. Here are the tips worth knowing, plus quick browser games to sharpen your timing.",
      features: [
        {
          title: "Smoother play",
          description:
            "If an experience stutters, open the in-game menu, switch Graphics Mode to Manual and lower the quality a few steps. Closing other apps and tabs helps too, especially on phones.",
        },
        {
          title: "Spend with a plan",
          description:
            "Agree on a Robux budget before opening any shop, and read what a purchase really gives you. A game pass usually lasts, while boosts and one-time items are gone once used.",
        },
        {
          title: "Protect your account",
          description:
            "Turn on 2-Step Verification and keep your email up to date. That way a leaked or guessed password alone cannot lock you out of everything you have built.",
        },
      ],
      benefits: [
        "Use Block and Report on anyone who is rude, asks for personal details, or tries to move the chat to another app.",
        "Check an experience's maturity label and description before joining, especially on a younger player's account.",
        "Ignore 'free items' links in chat or comments; real free items are listed in Roblox's own Marketplace.",
        "Privacy settings let you choose who can join you or message you; 'friends only' is a calm place to start.",
        "Take a short break after a run of fails: a snack and a stretch often make a tricky level feel easier.",
        "Warm up your jumping and timing in our browser parkour and runner games before a tough obby.",
      ],
      faq: [
        {
          question: "How can I make Roblox run better on an older device?",
          answer:
            "Lower the graphics quality in the in-game settings, close other apps and browser tabs, and let a hot phone cool down, since heat slows it. Busy experiences with big maps are heavier than small obbies, so lighter games suit older hardware. Keeping the device and the Roblox app updated from the official store can also help.",
        },
        {
          question: "What is the most important Roblox safety tip?",
          answer:
            "Keep your password to yourself. No friend, moderator, YouTuber or code site ever needs it, and anyone who asks for it in chat is trying to take your account. Add 2-Step Verification, and if a parent manages your settings, tell them whenever something in a game makes you uncomfortable.",
        },
      ],
    },
  },
  {
    keyword: "best-roblox-games",
    title: "Best Roblox Games: Well-Loved Picks by Style",
    description:
      "Some of the best-known Roblox experiences by style, from Adopt Me! and Brookhaven to Tower of Hell, with tips for choosing and similar free browser games.",
    metaKeywords: [
      "best roblox games",
      "top roblox games",
      "best roblox games to play",
      "most popular roblox games",
      "good roblox games",
      "best roblox games for kids",
      "roblox games to play with friends",
      "best roblox experiences",
      "roblox game recommendations",
    ],
    gameSearch: "bloxd parkour clicker skribbl gartic",
    content: {
      heroTitle: "The Best Roblox Games, by What You Enjoy",
      heroDescription:
        "There is no single best Roblox game, because the platform holds almost every style. Some experiences have stayed popular for years: Adopt Me! for raising pets, Brookhaven for relaxed role-play, Tower of Hell for climbing, Natural Disaster Survival for chaotic rounds. Start with the style you like, then try the browser picks below.",
      features: [
        {
          title: "Role-play and pets",
          description:
            "Adopt Me! is built around adopting and raising pets and decorating a home, while Brookhaven is a town where players pick houses, cars and jobs and invent their own stories.",
        },
        {
          title: "Climbing challenges",
          description:
            "Tower of Hell stacks random obstacle sections into a tower with no checkpoints, so one slip can cost a lot of progress. It is tough, and great for learning precise jumps.",
        },
        {
          title: "Short rounds with friends",
          description:
            "Natural Disaster Survival drops everyone on a map, announces a disaster such as a flood or tornado, and asks you to last until the round ends. Easy to join for a few minutes.",
        },
      ],
      benefits: [
        "Popular does not always mean right for every age; open the experience page and check its maturity label first.",
        "Games are more fun with people you know in real life, and many experiences let you join a friend's server directly.",
        "Play a few sessions before buying any pass; by then you will know whether it is worth the Robux.",
        "Roblox's charts shift all the time, so treat any 'best of' list as a starting point rather than a final ranking.",
        "Our browser picks cover similar moods: Bloxd.io for blocky building, OvO for parkour, clickers for a tycoon feel, and drawing games for laughs.",
      ],
      faq: [
        {
          question: "What are good Roblox games for younger kids?",
          answer:
            "Gentle options include Adopt Me! for pets and home decorating, Brookhaven for pretend play, and Natural Disaster Survival for silly short rounds. Whatever you pick, check the experience's maturity label, choose chat settings that suit your child's age, and play alongside them the first few times.",
        },
        {
          question: "How do I find new Roblox games I will like?",
          answer:
            "Browse the charts and search in the Roblox app, ask what your friends are playing, and read an experience's description and maturity label before joining. Ten minutes of play tells you more than any list. If you want something right now without installing anything, the browser games on this page are a quick alternative.",
        },
      ],
    },
  },
  {
    keyword: "fun-roblox-games",
    title: "Fun Roblox Games for Laughs and Silly Rounds",
    description:
      "Roblox games that are simply fun: minigame collections, pretend jobs, wobbly physics and quick rounds with friends, plus free browser party games to try now.",
    metaKeywords: [
      "fun roblox games",
      "fun roblox games to play with friends",
      "funny roblox games",
      "silly roblox games",
      "fun roblox games for kids",
      "roblox party games",
      "roblox minigames",
      "fun games on roblox",
      "roblox games when bored",
    ],
    gameSearch: "skribbl gartic random",
    content: {
      heroTitle: "Fun Roblox Games: When You Just Want to Laugh",
      heroDescription:
        "The most fun Roblox experiences tend to be short, chaotic and social: minigame collections that switch every round, characters that wobble and flop, jobs played badly on purpose. They reward laughing more than winning. Here are the kinds worth trying, and browser party games that share the same silly spirit.",
      features: [
        {
          title: "Minigame collections",
          description:
            "Experiences that cycle through tiny games, like races, memory tests and last-one-standing floors, never let a round drag on. Lose one and the next starts a minute later.",
        },
        {
          title: "Pretend jobs",
          description:
            "In Work at a Pizza Place, players take jobs as cashier, cook, delivery driver or manager, and the fun is in how well, or how badly, the team keeps the orders moving.",
        },
        {
          title: "Wobbly physics",
          description:
            "Ragdoll and physics experiences let characters tumble, bounce and fling across the map. Nobody plays them for the score; the ridiculous falls are the whole point.",
        },
      ],
      benefits: [
        "Short rounds suit short breaks: pick games where one match lasts a few minutes, not an hour.",
        "Joining friends you know in real life keeps the jokes friendly, and most experiences let you follow a friend into their server.",
        "The funniest games rarely need spending; skip passes until you are sure you will keep playing.",
        "Drawing and guessing games are just as funny in a browser: Skribbl.io and Gartic Phone work well for a family game night.",
        "Basket Random and Soccer Random on Zowii use one key per player, so two people can share a keyboard and laugh at the flops.",
        "Laughing at a wipeout is part of it; keep chat kind when a teammate messes up.",
      ],
      faq: [
        {
          question: "What Roblox games are fun to play with friends?",
          answer:
            "Look for experiences built around rounds and teamwork: minigame collections, disaster survival, pretend-job games like Work at a Pizza Place, or an obby you race up together. Invite friends you know in real life and join their server from your friends list. For a quick laugh on one screen, browser party games are a handy extra.",
        },
        {
          question: "Are funny Roblox games okay for kids?",
          answer:
            "Most silly party and physics experiences are light-hearted, but each one is made by a different creator, so check the maturity label and description before a child joins. Keep chat settings suitable for their age, and ask them to tell you if anyone is unkind. Roblox's Parental Controls also let you limit which maturity levels an account can join.",
        },
      ],
    },
  },
  {
    keyword: "scary-roblox-games",
    title: "Scary Roblox Games: A Guide to Mild Spooky Fun",
    description:
      "A family-minded look at spooky Roblox games: the kinds that exist, how to use maturity labels and parental controls, and gentler picks to start with.",
    metaKeywords: [
      "scary roblox games",
      "spooky roblox games",
      "scary games on roblox",
      "scary roblox games for kids",
      "not too scary roblox games",
      "roblox games like doors",
      "roblox halloween games",
      "scary roblox games to play with friends",
      "roblox escape games",
    ],
    gameSearch: "zombie dark",
    content: {
      heroTitle: "Scary Roblox Games, at a Comfortable Level",
      heroDescription:
        "Spooky Roblox experiences range from silly haunted houses to jumpy chases down dark corridors. The right amount of scary depends on the player, so start gentle, play with the lights on and a friend nearby, and check each game's maturity label first. Below are browser games with a mild survival thrill and no jump scares.",
      features: [
        {
          title: "Escape-the-monster games",
          description:
            "In Piggy, made by MiniToon, players hunt for keys and items to escape each map while Piggy chases them. It looks cartoonish and blocky, but the sudden chases still make people jump.",
        },
        {
          title: "Room-by-room tension",
          description:
            "Doors sends players through a hotel one numbered door at a time, hiding in closets when a creature called Rush comes down the hall. It leans on jump scares, so it suits older kids best.",
        },
        {
          title: "Gentler spooky picks",
          description:
            "Halloween events, haunted-house treasure hunts and goofy 'survive the night' games give shivers without shocks. For young players, look for a Minimal or Mild maturity label.",
        },
      ],
      benefits: [
        "Play alongside a child the first time: a grown-up on the couch turns a jump scare into a laugh.",
        "Turn the volume down; eerie music and sudden sounds do most of the scaring.",
        "Parents can choose which maturity levels a child's account may join in Roblox's Parental Controls.",
        "Playing in a group spreads out the fear, and many spooky games are built for friends working together.",
        "Stop when it stops being fun; leaving a game that feels like too much is always fine, especially before bed.",
        "Our zombie defense and survival games offer a mild 'hold the line' thrill with nothing jumping out at you.",
      ],
      faq: [
        {
          question: "What is a good first scary Roblox game for kids?",
          answer:
            "Start with light, cartoonish spooky fun: Halloween events, haunted-house hunts, or chase games played in a group. Piggy is often the next step up, and Doors is better saved for older kids who enjoy jump scares. Check each experience's maturity label and description, and play the first session together.",
        },
        {
          question: "How do Roblox maturity labels help with scary games?",
          answer:
            "Each experience shows a content maturity label (at the time of writing, Minimal, Mild, Moderate or Restricted) based on a questionnaire its creator fills in, covering things like fear, violence and blood. Roblox adjusts these labels from time to time. Parents can limit which levels an account may join in Parental Controls. Labels are a helpful guide, but watching or playing together is still the best check.",
        },
      ],
    },
  },
  {
    keyword: "roblox-horror-games",
    title: "Roblox Horror Games: Types, Ages and Safety",
    description:
      "How horror works on Roblox: chapter stories, co-op escapes and monster-versus-players rounds, plus Roblox's age labels and a family-safe way to play.",
    metaKeywords: [
      "roblox horror games",
      "horror games on roblox",
      "best roblox horror games",
      "roblox horror games to play with friends",
      "roblox horror games for teens",
      "roblox story horror games",
      "co-op horror roblox",
      "roblox horror age rating",
      "multiplayer horror roblox",
    ],
    gameSearch: "survival",
    content: {
      heroTitle: "Roblox Horror Games: What to Expect",
      heroDescription:
        "Horror on Roblox is usually built for teamwork: friends explore dark maps together, solve puzzles under pressure and run when something shows up. Well-known examples include Doors, The Mimic and Piggy. How intense they feel varies a lot, so maturity labels and a family chat come first. For a gentler thrill, try the survival games below.",
      features: [
        {
          title: "Chapter stories",
          description:
            "Some horror experiences tell a story across chapters, each with a new map, puzzle and threat. The Mimic is a well-known example, with a Japanese-inspired setting.",
        },
        {
          title: "Co-op escapes",
          description:
            "In games like Doors, a small group moves through rooms together, reading clues and listening for warnings. Each creature has a rule to learn, which turns fear into problem solving.",
        },
        {
          title: "Monster versus players",
          description:
            "Round-based horror lets a bot or one player be the monster while everyone else tries to escape. Piggy offers both styles, and rounds stay short enough to shake off.",
        },
      ],
      benefits: [
        "Read the maturity label on the experience page: its notes on fear, violence and blood tell you more than the thumbnail.",
        "Experiences labeled Restricted are only for older users who have verified their age, and younger accounts cannot join them.",
        "Set a stop time before starting; horror is easier to walk away from in the afternoon than at midnight.",
        "Speakers at a low volume take the edge off; save headphones for players who enjoy the jumps.",
        "Keep chat limited to friends for younger teens, since horror lobbies full of strangers can get loud.",
        "For tension without jump scares, Starve.io and Devast.io ask you to stay fed, warm and safe by gathering and building.",
      ],
      faq: [
        {
          question: "How old should you be to play Roblox horror games?",
          answer:
            "It depends on the game and the child. Roblox shows a maturity label on every experience, and parents can limit which labels an account may join; Restricted experiences are only for older, age-verified users. For everything else, a parent knows best: watch a few minutes of gameplay together, read the description, and decide from there.",
        },
        {
          question: "Why are horror games so popular on Roblox?",
          answer:
            "Horror works well with friends. Being scared together is funny afterward, puzzles need teamwork, and short chapters fit a quick session. Many creators also give each monster simple rules to learn, so players improve with practice and feel brave when they finally reach the end.",
        },
      ],
    },
  },
  {
    keyword: "roblox-parental-controls",
    title: "Roblox Parental Controls: A Parent's Setup Guide",
    description:
      "How to set up Roblox Parental Controls: linking a parent account, spending limits, chat, maturity labels and screen time, plus puzzle games to play in the browser.",
    metaKeywords: [
      "roblox parental controls",
      "how to set up roblox parental controls",
      "roblox parent account",
      "roblox spending limit",
      "roblox chat settings for kids",
      "roblox content maturity settings",
      "is roblox safe for kids",
      "roblox screen time limit",
      "roblox parent pin",
      "roblox safety for parents",
    ],
    gameSearch: "puzzle",
    content: {
      heroTitle: "Roblox Parental Controls, Step by Step",
      heroDescription:
        "Roblox gives parents real tools: you can link your own account to your child's, limit spending, choose who can chat with them, decide which maturity labels they may join and set screen time. The options live in Settings and change from time to time, so here is what to look for. Puzzle games that open straight in the browser sit below.",
      features: [
        {
          title: "Link a parent account",
          description:
            "In your child's Settings, the Parental Controls section lets you connect a parent's account or email. After that, you can review and change key settings yourself.",
        },
        {
          title: "Spending and chat",
          description:
            "Set a monthly spending limit and turn on spending notifications, then pick who can chat with your child, down to no one. Roblox already filters chat more strictly for younger users.",
        },
        {
          title: "Content and time",
          description:
            "Choose the highest maturity label your child may join, such as Minimal or Mild for young kids, and add a daily screen time limit if you want one.",
        },
      ],
      benefits: [
        "Set everything up together with your child; kids are more likely to speak up about problems when they helped choose the rules.",
        "Turn on 2-Step Verification and keep the settings under a linked parent account, or a parent PIN where Roblox offers one, so they cannot be quietly changed.",
        "Use your child's real birthday; age-based defaults only work when the age is right.",
        "Gift cards are a tidy way to give Robux without saving a bank card on the account.",
        "Remind kids that nobody on Roblox, staff included, needs their password, address or school name.",
        "Device controls on phones, tablets and consoles, such as purchase approval, add a second layer on top of Roblox's own.",
      ],
      faq: [
        {
          question: "Can I see what my child is doing on Roblox?",
          answer:
            "A linked parent account lets you review and change key settings, and Roblox's current tools can show things like spending and time played. Beyond settings, the simplest check is to play together now and then: ask your child to show you their favorite experiences and who is on their friends list.",
        },
        {
          question: "Is Roblox safe for young children?",
          answer:
            "Roblox has real safety features, including chat filtering, maturity labels and parental controls, but it is a huge platform of user-made games with many other players. It works best for young children with settings chosen by a parent, limited chat, a spending limit and a grown-up nearby. Roblox's own age guidance and pages for parents are worth reading before your child starts.",
        },
      ],
    },
  },
  {
    keyword: "roblox-obby-games",
    title: "Roblox Obby Games: Tips for Obstacle Courses",
    description: "What a Roblox obby is, how checkpoints and kill bricks work, tips to clear tough jumps, and free browser parkour games to practice on.",
    metaKeywords: [
      "roblox obby games",
      "roblox obby",
      "best roblox obbies",
      "obby games",
      "roblox parkour games",
      "easy roblox obby",
      "roblox obby for kids",
      "tower of hell",
      "how to get better at obbies",
      "obstacle course games",
    ],
    gameSearch: "parkour platformer runner",
    content: {
      heroTitle: "Obby Games: Roblox's Obstacle Courses",
      heroDescription:
        "An obby (short for obstacle course) is a chain of jumps, moving platforms and glowing 'lava' parts that send you back when touched. Most give you checkpoints along the way; some, like Tower of Hell, make you climb in one go. They are easy to learn and hard to master. The browser parkour and runner games below scratch the same itch.",
      features: [
        {
          title: "How an obby is built",
          description:
            "Stages follow one after another, each ending at a checkpoint pad that becomes your new starting point. Touch a kill brick and you pop back to your last checkpoint to try again.",
        },
        {
          title: "Timing beats speed",
          description:
            "Most falls come from rushing. Watch a moving platform for one full cycle before you go, and jump from the very edge of a part to get the most distance.",
        },
        {
          title: "Camera control",
          description:
            "On a computer, switch on Shift Lock in the settings, then press Shift to keep the camera behind you for straight jumps. On a phone, line up the camera before you press jump.",
        },
      ],
      benefits: [
        "Many longer obbies save your stage, so short sessions still add up to progress.",
        "Paid 'skip stage' buttons are optional; clearing the stage yourself feels far better.",
        "Practice one tricky jump over and over rather than restarting the whole course each time.",
        "Obbies suit most ages and usually use cartoon hazards, though a quick look at the maturity label never hurts.",
        "Race a friend up the same obby: same stages, same rules, plenty of laughing at each other's falls.",
        "OvO and Run 3 on Zowii train the same sense of timing, with no account needed.",
      ],
      faq: [
        {
          question: "What does obby mean on Roblox?",
          answer:
            "Obby is short for obstacle course. It is one of the oldest game types on Roblox: you run and jump across platforms, dodge hazards and reach checkpoints until you touch the finish. Obbies are also a favorite first project in Roblox Studio, because a few colored parts are enough to make one.",
        },
        {
          question: "How do I get better at hard obbies?",
          answer:
            "Slow down, learn one section at a time, and watch moving parts before you jump. Shift Lock on a computer makes straight jumps easier, and a smooth frame rate matters, since lag causes missed landings. After a string of fails, take a short break; your timing is usually sharper when you come back.",
        },
      ],
    },
  },
  {
    keyword: "roblox-tycoon-games",
    title: "Roblox Tycoon Games: How Tycoons Work",
    description:
      "How Roblox tycoon games work, from droppers and conveyors to upgrades and rebirths, with tips to grow faster and free idle clicker games in the browser.",
    metaKeywords: [
      "roblox tycoon games",
      "roblox tycoon",
      "best roblox tycoons",
      "tycoon games",
      "roblox tycoon games for kids",
      "roblox rebirth",
      "roblox tycoon tips",
      "roblox simulator games",
      "idle tycoon games",
      "business tycoon games",
    ],
    gameSearch: "idle clicker management",
    content: {
      heroTitle: "Roblox Tycoons: Build It Up From One Button",
      heroDescription:
        "A tycoon starts you on an empty plot with a single button. Buy a dropper, watch it make parts that ride a conveyor into a collector, then spend the cash on more machines, walls and upgrades. Before long a factory, restaurant or theme park fills the plot. The idle and clicker games below share that joy of watching numbers grow.",
      features: [
        {
          title: "The classic loop",
          description:
            "Droppers make income, conveyors carry it, and the collector turns it into cash. Each button you step on buys the next piece, so the tycoon builds itself in front of you.",
        },
        {
          title: "Rebirths",
          description:
            "Many tycoons let you reset your build in exchange for a permanent bonus, usually called a rebirth. You start over, but everything earns faster the next time around.",
        },
        {
          title: "Themes for every taste",
          description:
            "Beyond factories there are tycoons about restaurants, theme parks, shops and space bases. The idea stays the same: earn, buy, expand, and decorate however you like.",
        },
      ],
      benefits: [
        "Buy income upgrades before decorations; more money per second makes everything else arrive sooner.",
        "Not every tycoon saves your progress, so check before leaving the server after a long session.",
        "In tycoons where other players can enter your base, build the walls or owner-only doors early.",
        "Cash-doubling passes are tempting; decide with a parent whether they are worth real money, or enjoy the slower climb.",
        "Tycoons teach simple money sense: spend a little now, or save up for something that pays back more.",
        "Cookie Clicker and Universal Paperclips are browser cousins of the tycoon loop, all about growing numbers.",
      ],
      faq: [
        {
          question: "What is the difference between a tycoon and a simulator on Roblox?",
          answer:
            "A tycoon is about building: you buy machines and rooms on your own plot until it turns into a business. A simulator on Roblox usually means repeating an action, like clicking, lifting or collecting, to grow a stat and unlock new areas. Many games mix the two, with upgrades, pets and rebirths in both.",
        },
        {
          question: "Do you need Robux to enjoy tycoon games?",
          answer:
            "No. Tycoons are made to be played for free; paid passes usually just speed things up or add extras. Growing your base slowly is part of the fun, and it is worth talking to a parent before buying any pass. Idle and clicker games in the browser give a similar feeling at no cost.",
        },
      ],
    },
  },
  {
    keyword: "roblox-studio-for-beginners",
    title: "Roblox Studio for Beginners: Your First Steps",
    description:
      "A friendly start with Roblox Studio: where to get it officially, the windows you will use, how to build and test a first obby, and beginner Luau scripting.",
    metaKeywords: [
      "roblox studio for beginners",
      "roblox studio tutorial",
      "how to use roblox studio",
      "how to make a roblox game",
      "roblox studio download",
      "roblox scripting for beginners",
      "learn luau",
      "roblox studio basics",
      "make your own roblox game",
      "roblox game creation for kids",
    ],
    gameSearch: "sandbox drawing",
    content: {
      heroTitle: "Roblox Studio for Beginners",
      heroDescription:
        "Roblox Studio is the free tool used to make Roblox experiences. Download it from Roblox's Creator Hub for Windows or Mac, sign in with your Roblox account, and start from a template. A first project can be as simple as a few floating platforms. To warm up, the sandbox and drawing games below reward the same urge to build.",
      features: [
        {
          title: "The windows that matter",
          description:
            "Explorer lists everything in your game, Properties shows the settings of whatever you select, and the Toolbox holds ready-made items. The Part button adds blocks to move, scale and rotate.",
        },
        {
          title: "Build, anchor, test",
          description:
            "Check the Anchored box on platforms so they do not fall, then press Play to walk around your world as a player. Stop, tweak and play again; quick testing is how good obbies get made.",
        },
        {
          title: "First lines of code",
          description:
            "Scripts in Studio use Luau, a language based on Lua. A classic first script makes a part send players back to their checkpoint when touched: the famous obby kill brick.",
        },
      ],
      benefits: [
        "Roblox's Creator Hub has free official tutorials and documentation, a far better teacher than random videos with download links.",
        "Be careful with free models from the Toolbox: open what you add and delete any scripts you did not expect.",
        "Save often, and publish to Roblox for a cloud copy; the experience can stay private while you work on it.",
        "Start tiny: one finished five-stage obby teaches more than a huge world that never gets done.",
        "Young creators: show a parent what you are making, and ask before publishing or chatting with other builders.",
        "Line Rider and Powder Game are playful ways to think about physics and level layout between Studio sessions.",
      ],
      faq: [
        {
          question: "Is Roblox Studio free, and where do I get it?",
          answer:
            "Yes, Roblox Studio is free. Download it from Roblox's official Creator Hub at create.roblox.com, or from the Create section of roblox.com, and sign in with your Roblox account. It runs on Windows and Mac computers, not on phones or tablets. Don't download Studio from any other site.",
        },
        {
          question: "Do I need to know how to code to start?",
          answer:
            "No. You can build a whole obby from parts, colors and a template without writing code. When you are ready, Luau scripting lets you add moving platforms, kill bricks and scoreboards, and the beginner tutorials on the Creator Hub walk you through it one small script at a time.",
        },
      ],
    },
  },
  {
    keyword: "games-like-roblox",
    title: "Games Like Roblox You Can Play in a Browser",
    description:
      "Browser games with a Roblox feel: blocky building in Bloxd.io, parkour platformers, tycoon-style clickers and party games. Free to play with no download.",
    metaKeywords: [
      "games like roblox",
      "games similar to roblox",
      "roblox alternatives",
      "browser games like roblox",
      "games like roblox no download",
      "free games like roblox",
      "roblox style games online",
      "online games like roblox for kids",
      "blocky games online",
      "games like roblox on chromebook",
    ],
    gameSearch: "bloxd minecraft parkour platformer clicker skribbl gartic",
    content: {
      heroTitle: "Games Like Roblox, Right in Your Browser",
      heroDescription:
        "Roblox is really many games in one: building, obstacle courses, tycoons and party rounds. No single browser game does all of that, but each style has a good match here. Bloxd.io gives you a blocky world with parkour and creative modes, OvO brings precise platforming, and clickers and party games cover the rest.",
      features: [
        {
          title: "Blocky worlds",
          description:
            "Bloxd.io and Minecraft Classic let you place and break blocks in a 3D world from a browser tab. Bloxd.io adds parkour courses and survival modes, a bit like hopping between experiences.",
        },
        {
          title: "Obby-style challenges",
          description:
            "If obbies are your favorite, OvO and Run 3 test timing and precision the same way: fall, respawn, try again, and finally land the jump.",
        },
        {
          title: "Tycoon and party moods",
          description:
            "Cookie Clicker scratches the watch-the-numbers-grow itch of a tycoon, while Skribbl.io and Gartic Phone bring the silly group fun of a Roblox party game.",
        },
      ],
      benefits: [
        "Nothing to install: these games open in a tab, so there is no app to download or keep updated.",
        "No account is needed to start; where a game asks for a nickname, pick one that is not your real name.",
        "The games are free to play, and Zowii shows ads to keep it that way.",
        "Multiplayer games here may show public nicknames or chat, so the same habits apply: be kind and share nothing personal.",
        "Most rounds last a few minutes, which makes them a good fit for a quick break.",
        "Want the real Roblox too? It is free from roblox.com and official app stores, and we are not affiliated with Roblox Corporation.",
      ],
      faq: [
        {
          question: "Is there a version of Roblox that runs in a browser?",
          answer:
            "Roblox's website is for browsing experiences and managing your account, but the experiences themselves run in the official Roblox app from roblox.com or the app stores. That is why browser games like Bloxd.io are popular alternatives: they give a similar blocky, play-with-others feel without installing anything.",
        },
        {
          question: "Which browser game is most like Roblox?",
          answer:
            "It depends which part of Roblox you love. For building and exploring blocky worlds, try Bloxd.io. For obbies, OvO or Run 3. For tycoon-style progress, Cookie Clicker. For laughing with friends, Skribbl.io or Gartic Phone. Trying two or three is the quickest way to find your favorite.",
        },
      ],
    },
  },
];
