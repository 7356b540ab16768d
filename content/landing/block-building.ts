import type { LandingPage } from "./schema";

export const blockBuildingPages: LandingPage[] = [
  {
    keyword: "minecraft-survival-guide",
    title: "Minecraft Survival Guide: Your First Night and Beyond",
    description: "A plain-language Minecraft survival guide: what to do on day one, how to get through the first night and what to aim for next.",
    metaKeywords: [
      "minecraft survival guide",
      "minecraft first night",
      "how to survive in minecraft",
      "minecraft beginner tips",
      "minecraft survival tips",
      "what to do first in minecraft",
      "minecraft shelter",
      "minecraft food for beginners",
    ],
    gameSearch: "survival",
    content: {
      heroTitle: "Minecraft Survival Guide: Get Through the First Night",
      heroDescription:
        "Survival mode drops you into a world with empty hands and about ten minutes of daylight. This guide walks through the order that works: wood, tools, food, shelter, light and a bed, then where to head next. When you want a quick survival round without installing anything, the browser games below are ready.",
      features: [
        {
          title: "Day one in the right order",
          description:
            "Punch a tree for logs, turn them into planks and make a crafting table, then a wooden pickaxe. Use it to mine stone and upgrade to stone tools before the sun starts to set.",
        },
        {
          title: "A safe first night",
          description:
            "Dig into a hillside or build a small box, close the doorway and light it with torches, because monsters spawn in the dark. A bed made from three wool and three planks lets you sleep through the night.",
        },
        {
          title: "Survival loops in a browser",
          description:
            "Starve.io, Devast.io and the survival mode of Bloxd.io use the same gather, craft and shelter loop, and they open in a browser tab with nothing to install.",
        },
      ],
      benefits: [
        "Keep food in your hotbar: cooked meat from cows, pigs or chickens restores far more hunger than raw meat or berries.",
        "Never dig straight down, where you can drop into a cave or lava. Dig a staircase so you can always walk back up.",
        "Carry a stack of dirt or cobblestone to seal off caves, climb out of holes or block a path in a hurry.",
        "Torches need a stick and coal. No coal nearby? Smelt logs in a furnace to make charcoal, which works just as well.",
        "Use your bed to set your spawn point, so losing a fight sends you back home instead of to where the world began.",
        "Iron is the next big step: iron tools, a shield and a bucket of water make caves much less frightening.",
      ],
      faq: [
        {
          question: "Is this an official Minecraft guide?",
          answer:
            "No. It is general advice written by us, and Zowii is not affiliated with Mojang or Microsoft. Minecraft is a paid game you buy from minecraft.net or an official store such as the Microsoft Store, PlayStation Store, Nintendo eShop, App Store or Google Play. Some recipes and behaviors differ slightly between Java and Bedrock Editions and between versions.",
        },
        {
          question: "What should I do when a creeper comes toward me?",
          answer:
            "Back away. A creeper hisses for a moment before it explodes, so hitting it and stepping back, or hitting it while sprinting to knock it away, stops many blasts. A bow lets you deal with it from a distance, and creepers avoid cats and ocelots.",
        },
        {
          question: "How do I stop going hungry in survival?",
          answer:
            "Early on, hunt a few animals and cook the meat in a furnace or on a campfire. Then plant the wheat seeds you get from breaking grass near water to make bread, and fence in a few animals so you have a steady supply.",
        },
      ],
    },
  },
  {
    keyword: "minecraft-texture-packs",
    title: "Minecraft Texture Packs: Where to Get Them and How to Install",
    description:
      "How Minecraft texture (resource) packs work, where to get them safely, and how to switch them on from the game's own menu in Java and Bedrock Edition.",
    metaKeywords: [
      "minecraft texture packs",
      "minecraft resource packs",
      "how to install texture packs minecraft",
      "minecraft texture packs bedrock",
      "minecraft texture packs java",
      "minecraft marketplace texture packs",
      "safe minecraft texture packs",
      "16x texture pack",
      "programmer art minecraft",
    ],
    gameSearch: "minecraft bloxd",
    content: {
      heroTitle: "Minecraft Texture Packs, Installed the Safe Way",
      heroDescription:
        "A texture pack, now called a resource pack, changes how blocks, items and mobs look without changing how the game plays. Here is where to find trustworthy packs, how to switch them on from the game's own menu, and what a genuine pack file looks like. Want a different blocky look right now? Try the browser worlds below.",
      features: [
        {
          title: "Bedrock: the Marketplace",
          description:
            "On consoles, phones, tablets and Windows, browse packs in the in-game Marketplace, then turn one on under Settings, Global Resources, or for a single world in its Resource Packs settings.",
        },
        {
          title: "Java: Options, Resource Packs",
          description:
            "In Java Edition, open Options, then Resource Packs, and click Open Pack Folder. Drop the pack's .zip file in, then move the pack to the Selected side of the list and click Done.",
        },
        {
          title: "A free pack already inside",
          description:
            "Java Edition ships with Programmer Art, the older textures from before the 2019 texture refresh, ready in the Resource Packs list. It is a zero-risk way to see how packs work.",
        },
      ],
      benefits: [
        "A real pack is a .zip file for Java or a .mcpack file for Bedrock. Anything that arrives as an .exe or wants you to run an installer is not a texture pack.",
        "No texture pack ever needs your Microsoft account password. Close any page that asks for it.",
        "Resolution matters: 16x packs keep the default pixel size and run almost anywhere, while 128x and higher may need a much stronger graphics card.",
        "In Java you can stack packs; the one at the top of the Selected list wins, so a small tweak pack can sit over a full one.",
        "Packs are cosmetic only. A pack that promises free items, Minecoins or a free copy of the game is a trick.",
        "Kids: ask a parent before downloading anything or spending Minecoins, even from a site you have heard of.",
      ],
      faq: [
        {
          question: "Where can I get Minecraft texture packs safely?",
          answer:
            "Start with the official sources: the Marketplace inside Bedrock Edition and minecraft.net. For Java Edition, CurseForge and Modrinth are long-running, well-known hosts; download from the pack's own page there, not from reupload sites or video links that bounce you through several ad pages. Zowii has no tie to Mojang or to these sites, and we do not host packs.",
        },
        {
          question: "Why does Java say my pack was made for an older version?",
          answer:
            "Java shows that warning when a pack's format number does not match your game version. Many older packs still mostly work, but blocks added later will keep their default look. Check the pack's page for an updated release.",
        },
        {
          question: "Do I need to own Minecraft to use texture packs?",
          answer:
            "Yes. A pack only changes the look of a copy of Minecraft you already own; it cannot unlock the game. For something blocky and free right now, Minecraft Classic and Bloxd.io run in the browser.",
        },
      ],
    },
  },
  {
    keyword: "minecraft-shaders-for-low-end-pc",
    title: "Minecraft Shaders for Low-End PCs: Settings That Matter",
    description:
      "Want shaders on a laptop or older PC? Which Minecraft settings cost the most frames, how Java shader loaders work, and where to download packs safely.",
    metaKeywords: [
      "minecraft shaders for low end pc",
      "lightweight minecraft shaders",
      "minecraft shaders laptop",
      "minecraft shaders integrated graphics",
      "minecraft fps boost",
      "iris shaders",
      "optifine shaders",
      "sodium minecraft",
      "minecraft vibrant visuals",
      "minecraft lag fix",
    ],
    gameSearch: "minecraft bloxd",
    content: {
      heroTitle: "Minecraft Shaders on a Low-End PC, Without the Slideshow",
      heroDescription:
        "Shaders add moving shadows, waving leaves and soft light, but on a laptop with integrated graphics they can drag the frame rate down to a crawl. This guide explains which settings cost the most, how Java Edition loads shader packs and how to download them safely. If your computer needs a break from shaders, the browser worlds below are an easy alternative.",
      features: [
        {
          title: "Render distance first",
          description:
            "Render distance is the biggest single lever. Dropping it to 6 to 8 chunks frees up more performance than any other change, and a shader pack's shadow distance setting works the same way.",
        },
        {
          title: "Shadows, clouds, reflections",
          description:
            "In a shader pack's menu, lower shadow resolution, switch off volumetric light and clouds, and turn off reflections. Many packs include a low profile that does all of this in one click.",
        },
        {
          title: "The Java loader route",
          description:
            "Java Edition needs a loader for shader packs. Iris, used with the Fabric loader and the Sodium performance mod, is a popular choice; OptiFine is the older all-in-one option.",
        },
      ],
      benefits: [
        "Close browsers and background apps before playing; shaders need all the graphics memory a laptop can spare.",
        "Plug the laptop in and pick a high-performance power mode, since many laptops slow their graphics on battery.",
        "Update your graphics driver from Intel, AMD or Nvidia or through Windows Update, never from a pop-up ad.",
        "Try a pack designed to be light before a famous heavy one; showcase screenshots are usually taken on powerful PCs.",
        "Aim for a steady 30 to 60 frames per second. A smooth game looks better in motion than a pretty one that stutters.",
        'An "FPS booster" from a video link or pop-up that comes as an .exe is a red flag; a shader pack is a .zip file.',
      ],
      faq: [
        {
          question: "Can a low-end PC run Minecraft shaders at all?",
          answer:
            "Often, yes, with the right choices. On Java, use Sodium with Iris, pick a lightweight pack or the lowest profile of a bigger one, and keep render distance around 6 to 8 chunks. Very old integrated graphics may still struggle, and that is normal.",
        },
        {
          question: "Where should I download shader packs and loaders?",
          answer:
            "From the author's official page, Modrinth or CurseForge, and Iris or OptiFine from their own official sites. A shader pack is a .zip file you drop into the shaderpacks folder from the game's Shader Packs menu; you never unzip it, run a program or type a password. Younger players should get a parent's help with any download.",
        },
        {
          question: "Do shaders work on Bedrock Edition or consoles?",
          answer:
            "Bedrock Edition does not support Java-style shader packs. Instead, in 2025 Mojang added an official graphics mode called Vibrant Visuals to Bedrock on supported devices, and some Windows PCs with compatible graphics cards can also use ray tracing. On a weaker device, look in the Video settings and choose the simpler graphics mode to gain speed.",
        },
      ],
    },
  },
  {
    keyword: "minecraft-house-ideas",
    title: "Minecraft House Ideas for Every Skill Level",
    description:
      "Minecraft house ideas from a first-night cottage to a hillside home, treehouse or modern build, with simple block palettes and tricks that make each look finished.",
    metaKeywords: [
      "minecraft house ideas",
      "minecraft starter house",
      "easy minecraft house",
      "minecraft modern house",
      "minecraft treehouse",
      "minecraft underground house",
      "minecraft cottage",
      "cool minecraft houses",
      "minecraft house interior ideas",
    ],
    gameSearch: "minecraft bloxd starve devast taming",
    content: {
      heroTitle: "Minecraft House Ideas You Can Actually Build",
      heroDescription:
        "Stuck living in a cobblestone box? These house ideas range from a cozy starter cottage to a hillside hideout, a treehouse and a clean modern home, each with a simple block palette and one trick that makes it look finished. Try out shapes in the free browser building and base-building games below, then bring the plan into your own world.",
      features: [
        {
          title: "Starter cottage",
          description:
            "A cobblestone base, oak plank walls framed by log pillars at each corner and a spruce stair roof. A 7 by 9 footprint fits a bed, chests, a furnace and a crafting table.",
        },
        {
          title: "Hillside hideout",
          description:
            "Carve into a hill and build only the front: a round doorway, lanterns and a small garden. It is quick, safe on the first nights and uses the stone and dirt you dig out.",
        },
        {
          title: "Modern home or treehouse",
          description:
            "For modern, mix white concrete or quartz with glass panes and flat slab roofs. For a treehouse, build a deck around a thick dark oak or jungle trunk and add ladders and fence railings.",
        },
      ],
      benefits: [
        "Odd widths such as 7, 9 or 11 blocks give you a centered door and a roof with one neat ridge.",
        "Let the roof hang one block past the walls; the overhang adds shadow and instantly looks less boxy.",
        "Set windows one block into the wall and add trapdoor shutters or a flower box underneath.",
        "Furnish with real blocks: barrels as cupboards, a smoker as a stove, a cauldron as a sink and banners as curtains.",
        "Light the inside and the yard so monsters cannot spawn next to your front door.",
      ],
      faq: [
        {
          question: "What is a good first house in Minecraft survival?",
          answer:
            "Something small you can finish before dark: a 7 by 7 room of planks with a log frame, a door, two windows and a simple stair roof. You can build a bigger home later and turn the first one into storage.",
        },
        {
          question: "Which blocks look good together?",
          answer:
            "Pick three or four: a main wall block, a frame block, a roof block and one accent. Oak planks with spruce logs and a dark oak roof is a classic, and sandstone with cut sandstone and acacia suits a desert. Too many materials make a house look messy.",
        },
        {
          question: "Can I practice house designs without owning Minecraft?",
          answer:
            "Yes. Minecraft Classic, Mojang's free browser re-release of its earliest creative mode, has a small block set that is perfect for testing shapes, and Bloxd.io has creative worlds with more materials. Sketching a floor plan on squared paper works surprisingly well too.",
        },
      ],
    },
  },
  {
    keyword: "minecraft-building-tips",
    title: "Minecraft Building Tips: Make Your Builds Look Better",
    description:
      "Real Minecraft building principles, from depth and block palettes to roof shapes, scale and landscaping, explained simply so your next build looks less like a box.",
    metaKeywords: [
      "minecraft building tips",
      "how to build better in minecraft",
      "minecraft building ideas",
      "minecraft block palette",
      "minecraft roof tips",
      "minecraft build depth",
      "minecraft landscaping",
      "minecraft architecture tips",
    ],
    gameSearch: "minecraft bloxd",
    content: {
      heroTitle: "Minecraft Building Tips That Fix the Flat-Box Look",
      heroDescription:
        "Great Minecraft builds rarely depend on rare blocks. They come from a few habits: breaking up flat walls, choosing a small palette, getting the roof right and making the land around a build look lived in. Here are those habits in plain words, plus two blocky browser games where you can practice straight away.",
      features: [
        {
          title: "Depth beats decoration",
          description:
            "Push pillars out and windows in by one block, and use stairs, slabs, walls and trapdoors to shape edges. A wall with three layers of depth looks detailed even in plain blocks.",
        },
        {
          title: "Palettes and gradients",
          description:
            "Choose a main block, a trim block and a roof block. For weathered walls, blend into similar blocks, such as stone bricks turning cracked and mossy near the ground.",
        },
        {
          title: "Shape before detail",
          description:
            "Get the outline right first. An L-shaped footprint, a tower or a side wing beats a perfect cube, and two-block doors keep the building at a sensible scale for a player.",
        },
      ],
      benefits: [
        "Mark the footprint with wool or dirt first; moving a few marker blocks is easier than rebuilding a wall.",
        "Full stairs make a steep, storybook roof, while mixing stairs and slabs gives a gentler slope.",
        "Landscape last: paths, flowers, leaf bushes and a little unevenness in the ground make a build belong to its spot.",
        "Borrow from real buildings; half-timbered houses, barns and lighthouses translate well into blocks.",
        "Test big ideas in a creative world before spending hard-won survival materials.",
        "Step back and look from far away; problems with shape are easier to spot from a distance.",
      ],
      faq: [
        {
          question: "Why do my Minecraft houses look boring?",
          answer:
            "Usually the walls are flat, the roof is flat and everything is one material. Add one block of depth to the frame, use a sloped roof with an overhang and break up the walls with a trim block. Those three changes fix most beginner builds.",
        },
        {
          question: "Should I build in Creative or Survival?",
          answer:
            "Both help. Creative is great for planning because every block is free and flying makes big shapes easy. Survival makes you value every block. Many builders design in Creative, then rebuild the finished plan in Survival.",
        },
        {
          question: "How do I make a build look good at night?",
          answer:
            "Treat light as part of the design. Lanterns hung on chains or fence posts, lamps set along paths and warmly lit windows make a build glow after dark, and enough light around it stops monsters from spawning at the door. Make doorways and paths the brightest spots so the eye knows where to go.",
        },
      ],
    },
  },
  {
    keyword: "minecraft-redstone-for-beginners",
    title: "Minecraft Redstone for Beginners: Power, Signals, First Builds",
    description:
      "Learn Minecraft redstone from scratch: power sources, dust, repeaters, torches and pistons, with simple first builds to try in a creative world.",
    metaKeywords: [
      "minecraft redstone for beginners",
      "how does redstone work",
      "minecraft redstone basics",
      "easy redstone builds",
      "minecraft piston door",
      "redstone repeater",
      "redstone torch",
      "minecraft observer",
      "redstone circuits",
    ],
    gameSearch: "logic sandbox",
    content: {
      heroTitle: "Redstone for Beginners: How Minecraft's Wiring Works",
      heroDescription:
        "Redstone is Minecraft's version of electricity. A power source such as a lever sends a signal along redstone dust to something that reacts, like a door, lamp or piston. Once you know how the signal travels and fades, hidden doors and automatic farms stop looking like magic. Like logic puzzles and tinkering? The puzzle and sandbox games below scratch the same itch.",
      features: [
        {
          title: "Inputs, wires, outputs",
          description:
            "Inputs include levers, buttons, pressure plates and daylight sensors. Redstone dust is the wire. Outputs include doors, lamps, pistons, note blocks and dispensers.",
        },
        {
          title: "Signal strength",
          description:
            "A signal starts at strength 15 and loses one level for every block of dust, so it dies after 15 blocks. A repeater boosts it back to full and can add a short delay.",
        },
        {
          title: "Torches flip the signal",
          description:
            "A redstone torch is on by default and turns off when the block it sits on is powered. That simple inverter is behind many clocks, hidden doors and logic gates.",
        },
      ],
      benefits: [
        "Practice in a creative flat world so you can test ideas without mining a single ore.",
        "In survival, mine redstone ore with an iron pickaxe or better; it is most common deep underground.",
        "A good first build is a two-block-tall hidden door moved by two sticky pistons and a lever.",
        "An observer sends a pulse when the block in front of it changes, the heart of many automatic sugar cane and melon farms.",
        "A comparator can read how full a chest or hopper is, so a circuit can react when storage fills up.",
        "Java and Bedrock redstone behave a little differently, so follow tutorials made for your edition.",
      ],
      faq: [
        {
          question: "What should my first redstone build be?",
          answer:
            "Start with a lever wired to a redstone lamp, then a door opened by a pressure plate, then a small hidden door with sticky pistons. Each one teaches a single idea: power, inputs and moving blocks. An automatic farm using an observer and a piston is a useful next step.",
        },
        {
          question: "Why is my redstone circuit not working?",
          answer:
            "Check the usual suspects: the dust may not actually point into the device, the signal may have run out after 15 blocks, or a repeater may be facing backward. Placing a redstone lamp along the line is a quick way to see where the power stops.",
        },
        {
          question: "Do I need mods to learn redstone?",
          answer:
            "No. Levers, dust, repeaters, comparators, observers and pistons are all part of the base game in both Java and Bedrock Editions, so an ordinary creative world is all you need to experiment.",
        },
      ],
    },
  },
  {
    keyword: "minecraft-farming-guide",
    title: "Minecraft Farming Guide: Crops, Animals and Water",
    description:
      "A Minecraft farming guide for beginners: how to till, water and light crops, which foods to grow first, and how to breed animals for a steady food supply.",
    metaKeywords: [
      "minecraft farming guide",
      "how to farm in minecraft",
      "minecraft wheat farm",
      "minecraft crop farm",
      "minecraft animal farm",
      "how to breed animals minecraft",
      "minecraft food farm",
      "minecraft farm layout",
    ],
    gameSearch: "crafting pets animals",
    content: {
      heroTitle: "Minecraft Farming Guide: Never Go Hungry Again",
      heroDescription:
        "A good farm turns survival from scavenging into comfortable living. This guide covers how farmland and water work, what to plant first, how to breed cows, sheep, pigs and chickens, and a few easy upgrades. The browser games below also reward gathering, taming and growing, with nothing to install.",
      features: [
        {
          title: "Water and farmland",
          description:
            "Till dirt or grass with a hoe. One water block keeps farmland moist up to four blocks away in every direction, so a 9 by 9 plot with water in the middle is the classic layout.",
        },
        {
          title: "What to grow first",
          description:
            "Wheat seeds drop from breaking grass, and wheat makes bread. Carrots and potatoes from village farms can be planted directly, and a baked potato is an easy, filling meal.",
        },
        {
          title: "Breeding animals",
          description:
            "Feed two animals of the same kind to breed them: wheat for cows and sheep, seeds for chickens, and carrots, potatoes or beetroot for pigs. Fence them in with a gate.",
        },
      ],
      benefits: [
        "Crops need light to grow, so torches or lanterns around the field keep them growing after dark.",
        "Jumping or falling onto farmland tramples it back to dirt, so walk, don't hop, across your fields.",
        "Sugar cane grows on sand or dirt right beside water and gives you paper for books and maps.",
        "Pumpkins and melons need an empty dirt or grass block next to the stem for the fruit to appear.",
        "Bone meal, crafted from skeleton bones, speeds crops up; a few uses often take a plant straight to harvest when food is running low.",
        "Wheat turns golden brown when it is ready; harvest it and replant a seed to keep the field going.",
      ],
      faq: [
        {
          question: "Why are my crops not growing?",
          answer:
            "The usual reasons are no water within four blocks, too little light, or you being too far away, since crops only grow in the area loaded around a player. Stay nearby, add water and light, and they will catch up.",
        },
        {
          question: "What is the best food for beginners?",
          answer:
            "Cooked steak and cooked porkchop fill the most hunger of the common foods, so a cow or pig pen is a great early goal. Bread and baked potatoes are easy backups from crops, and golden carrots are excellent later on.",
        },
        {
          question: "How do I get more animals quickly?",
          answer:
            "Breed the pair you have, then breed the adults again once they are ready, which takes a few minutes. Babies grow up on their own, and feeding them their favorite food speeds that up a little. A lit, fenced pen with a gate keeps the herd together and safe from monsters at night.",
        },
      ],
    },
  },
  {
    keyword: "minecraft-seeds",
    title: "Minecraft Seeds Explained: How to Use and Share Them",
    description:
      "What a Minecraft seed is, how to enter one when creating a world in Java or Bedrock, why seeds depend on the game version, and how to share them safely.",
    metaKeywords: [
      "minecraft seeds",
      "how to use minecraft seeds",
      "minecraft seed command",
      "best minecraft seeds",
      "minecraft seed map",
      "minecraft bedrock seeds",
      "minecraft java seeds",
      "what is a minecraft seed",
    ],
    gameSearch: "exploration open-world",
    content: {
      heroTitle: "Minecraft Seeds: One Code, One Whole World",
      heroDescription:
        "Every Minecraft world grows from a seed, a number that decides where the mountains, villages and oceans go. Type the same seed into the same version and you get the same world as a friend. Here is how to enter a seed, find the seed of a world you already have, and avoid the catches. For more worlds to wander, try the exploration games below.",
      features: [
        {
          title: "Entering a seed",
          description:
            "When creating a world, find the seed field in the world options of Java or Bedrock. Words work too, since the game turns them into a number. Leave it blank for a random world.",
        },
        {
          title: "Finding your world's seed",
          description:
            "In Java Edition, type /seed in chat; in a single-player world this normally works even without cheats. In Bedrock Edition, the seed is shown in the world's settings.",
        },
        {
          title: "Version matters",
          description:
            "A seed makes the same world only in a matching version. Terrain changed a lot in the 1.18 update, so older seed lists often lead somewhere else. Since then, Java and Bedrock share most terrain.",
        },
      ],
      benefits: [
        'Seeds are just numbers or words. A "seed download" that wants you to run a program is not a seed.',
        "Share a seed with friends and race to the same village, or compare bases built from the same spawn.",
        "Seed map websites such as Chunkbase show biomes and structures in advance, though they can spoil the surprise.",
        "Note each favorite seed with its edition and version number so it still works later.",
        "For a challenge, take a random seed and settle wherever you spawn.",
      ],
      faq: [
        {
          question: "Why does a seed from a video give me a different world?",
          answer:
            "Most likely the video used a different version or edition. Check the version in the description and play the same one if you can. Also make sure world type settings such as Large Biomes or Amplified match.",
        },
        {
          question: "Can a seed give me free items or Minecoins?",
          answer:
            "No. A seed only decides how the world is generated; it cannot add items, currency or accounts, so any site or video promising that is a scam. Minecoins are only sold through the game's own Marketplace and official stores.",
        },
        {
          question: "Are seeds safe for kids to use?",
          answer:
            "Typing a seed is completely safe, because it is only a number. The risk is the websites around seed lists, so stick to well-known pages, skip download buttons and ask a parent before clicking links from comments or chats.",
        },
      ],
    },
  },
  {
    keyword: "minecraft-mods-safety",
    title: "Minecraft Mods Safety: A Guide for Players and Parents",
    description:
      "How to use Minecraft mods safely: Add-Ons on Bedrock, trusted hosts like CurseForge and Modrinth for Java, the signs of a fake mod, and backup habits.",
    metaKeywords: [
      "minecraft mods safety",
      "are minecraft mods safe",
      "safe minecraft mods",
      "minecraft mods for kids",
      "minecraft add-ons",
      "curseforge minecraft",
      "modrinth minecraft",
      "minecraft mod virus",
      "how to install minecraft mods safely",
    ],
    gameSearch: "sandbox crafting",
    content: {
      heroTitle: "Minecraft Mods, Safely: What to Download and What to Skip",
      heroDescription:
        "Mods can add new creatures, machines and whole dimensions, but a mod is code that runs on your computer, so where it comes from really matters. This guide covers the safer places to get mods and Add-Ons, the warning signs of a fake, and the habits that protect your worlds and your account. Parents will find a short checklist in the questions below.",
      features: [
        {
          title: "Bedrock: Marketplace Add-Ons",
          description:
            "On consoles, phones, tablets and Windows, the safest way to add new content is through Add-Ons in the in-game Marketplace, which come from approved creators.",
        },
        {
          title: "Java: trusted hosts only",
          description:
            "Java mods are .jar files run by a loader such as Fabric, NeoForge or Forge. Get loaders from their official sites and mods from CurseForge or Modrinth, which list versions and loaders.",
        },
        {
          title: "Spot a fake",
          description:
            "Red flags: a mod that comes as an .exe, a page asking for your Microsoft password, a mod promising free Minecoins or a free game, and links that bounce through several ad pages.",
        },
      ],
      benefits: [
        "Make a separate launcher installation for modded play, so your normal game stays untouched.",
        "Copy your saves folder before adding mods; a broken mod can damage a world.",
        "Match everything: the Minecraft version, the loader and each mod's version must line up.",
        "Add mods a few at a time, so when something crashes you know which one caused it.",
        "Even big hosts have had rare incidents, such as malware found in some uploads in 2023, so favor popular mods with long histories.",
        "Kids: ask a parent before downloading any mod, and never share your login with a mod, server or friend.",
      ],
      faq: [
        {
          question: "Are Minecraft mods safe?",
          answer:
            "Popular mods from established hosts are usually fine, but every mod is a program, so the risk is real. Stick to CurseForge, Modrinth and official project pages for Java, or the Marketplace for Bedrock, avoid reupload sites and keep backups. We are not connected to Mojang or to any of these hosts.",
        },
        {
          question: "Can I use mods on a console or phone?",
          answer:
            "Not Java mods. Consoles and phones run Bedrock Edition, which uses Add-Ons from the Marketplace instead; some are free and some cost Minecoins bought through official stores. Phones and PCs can also import .mcaddon files, but only do that from creators you trust and with a parent's OK.",
        },
        {
          question: "What should parents check before a child installs a mod?",
          answer:
            "Do the first install together. Check that the download comes from an official host, that the mod file is a .jar (Java) or an .mcpack or .mcaddon (Bedrock) rather than an .exe, and that nothing asks for a password or payment. Microsoft family settings can also require approval for Marketplace purchases.",
        },
      ],
    },
  },
  {
    keyword: "minecraft-servers-for-kids",
    title: "Minecraft Servers for Kids: A Parent's Guide",
    description:
      "How to choose a safer Minecraft multiplayer setup for kids: Realms, friends-only worlds, featured servers, chat settings and Microsoft family controls.",
    metaKeywords: [
      "minecraft servers for kids",
      "kid friendly minecraft servers",
      "safe minecraft servers",
      "minecraft realms for kids",
      "minecraft parental controls",
      "minecraft multiplayer safety",
      "minecraft chat settings",
      "family friendly minecraft server",
    ],
    gameSearch: "minecraft bloxd co-op",
    content: {
      heroTitle: "Minecraft Servers for Kids: Safer Ways to Play Together",
      heroDescription:
        "Playing with others is half the fun of Minecraft, but public servers mix children with strangers and open chat. This parent-friendly guide ranks the safer options, from a private Realm for invited friends to moderated featured servers, and shows which settings control chat and multiplayer. None of it replaces checking in with your child.",
      features: [
        {
          title: "Private first",
          description:
            "Minecraft Realms is Mojang's paid subscription for a private world that only invited players can join. Opening a world to players on your home network or to invited friends is free and also keeps strangers out.",
        },
        {
          title: "Featured servers on Bedrock",
          description:
            "Bedrock's Servers tab lists a small set of featured partner servers with minigames and moderation. They are busier and more public than a Realm, so review chat settings first.",
        },
        {
          title: "Family controls that work",
          description:
            "A Microsoft family group lets parents block multiplayer, limit chat to friends or turn it off, and approve purchases. Bedrock follows these fully; Java honors some, such as a multiplayer block, so check your edition.",
        },
      ],
      benefits: [
        "Look for servers with clear rules, active moderators, chat filters and an easy way to report players.",
        "Keep younger kids' gaming in a shared room, so you can hear what is going on.",
        "Teach kids never to share their real name, school, address, photos or passwords in chat, even with friendly players.",
        "Anyone who asks to move the chat to another app, offers gifts out of nowhere or asks for secrecy is a reason to stop and tell a parent.",
        "Java servers are run by independent people; read the server's rules and age guidance before joining.",
        "Ask a parent before buying ranks or items on any server, and only pay through clearly official store pages.",
      ],
      faq: [
        {
          question: "What is the safest way for a child to play Minecraft online?",
          answer:
            "A private world with people you know: a Realm, a world shared with invited friends, or play on the same home network. Pair that with friends-only chat in Microsoft family settings. Public servers can suit older kids, but they involve strangers.",
        },
        {
          question: "Are there Minecraft servers made for kids?",
          answer:
            "Some servers describe themselves as family-friendly and use strict chat filters, and Bedrock's featured servers are partners listed inside the game. Rules and moderation change over time, so visit together, read the rules and watch a session before deciding. We do not run or vouch for any server and are not affiliated with Mojang or Microsoft.",
        },
        {
          question: "Does my child need to pay to play on servers?",
          answer:
            "Each player needs their own copy of Minecraft, and some consoles require an online subscription for multiplayer. A Realm costs a monthly fee paid by its owner; invited friends join without paying for it.",
        },
      ],
    },
  },
  {
    keyword: "minecraft-education-edition",
    title: "Minecraft Education Edition: A Guide for Families",
    description:
      "What Minecraft Education (formerly Education Edition) is, how schools get it, what lessons and coding tools it includes, and how it differs from the regular game.",
    metaKeywords: [
      "minecraft education edition",
      "minecraft education",
      "minecraft for school",
      "minecraft education code builder",
      "minecraft education free trial",
      "minecraft classroom",
      "minecraft hour of code",
      "minecraft education login",
    ],
    gameSearch: "brain geography typing",
    content: {
      heroTitle: "Minecraft Education Edition, Explained for Families",
      heroDescription:
        "Minecraft Education, once called Education Edition, is the classroom version of Minecraft from Mojang and Microsoft, with lesson worlds, coding tools and teacher settings. It is licensed mainly to schools and organizations rather than sold like the regular game. Here is what it includes and how students get in. For learning games to open at home today, see the picks below.",
      features: [
        {
          title: "Lessons across subjects",
          description:
            "A built-in library of lessons and worlds covers math, science, history, language arts and digital citizenship, and teachers can build their own lessons too.",
        },
        {
          title: "Code Builder",
          description:
            "Code Builder lets students program an in-game Agent robot with blocks, JavaScript or Python using tools such as Microsoft MakeCode. Many classrooms use it for Hour of Code activities.",
        },
        {
          title: "Made for classrooms",
          description:
            "Teachers get settings to manage chat, lock worlds against changes and place characters that give instructions. Extras include a chemistry pack, a camera and a portfolio for student work.",
        },
      ],
      benefits: [
        "Students sign in with school Microsoft 365 accounts, so no separate gaming account is needed.",
        "It runs on Windows, Mac, Chromebook and iPad, among other devices, which suits mixed school setups.",
        "It is based on Bedrock Edition, so the controls and blocks feel familiar to kids who play at home.",
        "Classmates join each other's worlds with a picture-based join code rather than on public servers.",
        "Home copies of Minecraft and Minecraft Education are separate products and cannot join each other's worlds.",
      ],
      faq: [
        {
          question: "Is Minecraft Education Edition free?",
          answer:
            "Not in general. Schools get licenses, often through their Microsoft 365 Education plans, and a limited free trial has been offered to school accounts. Offers change, so check education.minecraft.net for the current options before planning around one.",
        },
        {
          question: "Can my child use Minecraft Education at home?",
          answer:
            "If the school has given them a license, they can usually sign in at home with the same school account on a supported device. Otherwise, the version for home is the regular Minecraft, which is bought separately.",
        },
        {
          question: "How is it different from regular Minecraft?",
          answer:
            "Education adds lessons, classroom settings, Code Builder and science features such as the chemistry elements, and play is tied to school accounts. Regular Minecraft has the Marketplace, public servers and Realms, and anyone can buy it.",
        },
      ],
    },
  },
  {
    keyword: "minecraft-parkour",
    title: "Minecraft Parkour: Jumps, Tips and Practice Courses",
    description:
      "Get better at Minecraft parkour: sprint jumps, neo jumps, ladder and ice tricks, and how to build a practice course, plus parkour games to play in the browser.",
    metaKeywords: [
      "minecraft parkour",
      "minecraft parkour tips",
      "minecraft parkour maps",
      "how to get better at parkour minecraft",
      "minecraft neo jump",
      "minecraft sprint jump",
      "minecraft parkour course",
      "parkour games online",
    ],
    gameSearch: "parkour runner platformer",
    content: {
      heroTitle: "Minecraft Parkour: From Short Gaps to Neo Jumps",
      heroDescription:
        "Parkour in Minecraft means crossing a course of floating blocks without falling, and it rewards timing far more than gear. Learn the core jumps, how sprinting and ceiling tricks stretch your distance, and how to build a practice course. Want to jump right now? Bloxd.io's parkour mode and the platformers below load straight in the browser.",
      features: [
        {
          title: "Know your distances",
          description:
            "A well-timed sprint jump clears gaps of up to about four blocks on flat ground. Jumping up a block at the same time shortens the gap you can make; dropping down lengthens it.",
        },
        {
          title: "Jump at the last moment",
          description:
            "For short hops, sneak to the very edge first, since sneaking stops you falling off. For long jumps, take a sprint run-up and press jump on the final block.",
        },
        {
          title: "The tricky jump types",
          description:
            "Neo jumps curve around the side of a wall in mid-air. Ladder jumps land on a single climbable block. A block just above your head lets you chain fast sprint jumps, and ice adds speed.",
        },
      ],
      benefits: [
        "Build your own practice course in a creative world: 2-block gaps first, then 3, then 4.",
        "Turn off View Bobbing in the video settings if the swaying camera makes jumps harder to judge.",
        "Switch to third-person view now and then to see exactly where your feet are on a block.",
        "Repeat one jump ten times in a row; steady timing matters more than any setting.",
        "Give long jumps a run-up: a block or two of sprinting before the edge gets you to full speed.",
      ],
      faq: [
        {
          question: "What is the longest jump in Minecraft parkour?",
          answer:
            "On flat ground with no potions or other help, a sprint jump across a gap of about four blocks is generally treated as the limit. Jumping down to a lower block, using ice or a ceiling above you, or drinking a Potion of Leaping lets you go farther.",
        },
        {
          question: "Where can I find Minecraft parkour maps?",
          answer:
            "Bedrock players can browse parkour maps in the in-game Marketplace. Java players can build their own or play parkour areas on well-known servers. Skip any map download that arrives as an .exe or asks for your password, and kids should ask a parent first.",
        },
        {
          question: "Can I try parkour without Minecraft?",
          answer:
            "Yes. Bloxd.io has a blocky 3D parkour mode and OvO is a fast 2D parkour platformer, and both run in the browser. Neither is connected to Mojang, but both make good warm-ups before a Minecraft parkour map.",
        },
      ],
    },
  },
  {
    keyword: "minecraft-skins",
    title: "Minecraft Skins: How to Change Your Look Safely",
    description:
      "How to change your Minecraft skin in Java and Bedrock, Classic versus Slim arms, making your own skin, and how to avoid unsafe skin sites and fake offers.",
    metaKeywords: [
      "minecraft skins",
      "how to change minecraft skin",
      "minecraft skin editor",
      "make your own minecraft skin",
      "minecraft bedrock skins",
      "minecraft java skins",
      "minecraft dressing room",
      "minecraft skin packs",
      "free minecraft skins safe",
    ],
    gameSearch: "drawing minecraft",
    content: {
      heroTitle: "Minecraft Skins: Change Your Look the Safe Way",
      heroDescription:
        "Your skin is the picture wrapped around your Minecraft character, and changing it costs nothing in either edition. Here is how to switch skins from the official menus, what the Classic and Slim arm styles mean, how to paint your own and which skin offers to ignore. Like designing? The drawing games below make a fun warm-up.",
      features: [
        {
          title: "Java: the launcher",
          description:
            "Open the Minecraft Launcher, choose Java Edition and the Skins tab, then add a new skin from a PNG file. Choose Classic for wider arms like Steve or Slim for narrower arms like Alex.",
        },
        {
          title: "Bedrock: the Dressing Room",
          description:
            "Open the Dressing Room from the main menu to build a character from free and paid parts, or pick Marketplace skin packs. On Windows, phones and tablets you can also import a skin file.",
        },
        {
          title: "Paint your own",
          description:
            "A Java skin is a small 64 by 64 pixel image. Start from a template, paint it in any pixel editor and remember that a second layer adds hats, jackets and sleeves on top.",
        },
      ],
      benefits: [
        "A skin is only a PNG image. A skin that downloads as an .exe, or a site that wants your password to apply it, is a trick.",
        "Skins change only how you look; no skin download can give you free Minecoins, capes or items.",
        "Keep personal details off your skin: no real name, school name or photo of yourself.",
        "Bedrock's Character Creator has plenty of free items, so you can make a unique look without spending anything.",
        "Kids: ask a parent before buying skin packs with Minecoins or uploading a skin found online.",
      ],
      faq: [
        {
          question: "Are Minecraft skins free?",
          answer:
            "Changing your skin is free in both editions, and you can upload or design your own in Java and on most Bedrock devices. Some Marketplace skin packs and Character Creator items cost Minecoins, which are bought through official stores. No website hands out free Minecoins; those offers are scams.",
        },
        {
          question: "Where can I find Minecraft skins safely?",
          answer:
            "Use the official Dressing Room and Marketplace, or a well-known skin gallery where you download a PNG image directly. Never enter your Microsoft password on a skin site; you apply a skin yourself through the official launcher, minecraft.net or the game. We have no connection to Mojang or to any skin gallery.",
        },
        {
          question: "What is the difference between Classic and Slim skins?",
          answer:
            "It is the arm width: Classic arms are four pixels wide, like Steve's, and Slim arms are three pixels wide, like Alex's. Pick the model the skin was drawn for, or the arms will look stretched or show gaps.",
        },
      ],
    },
  },
  {
    keyword: "minecraft-enchanting-guide",
    title: "Minecraft Enchanting Guide: Table, Bookshelves and Anvils",
    description:
      "A beginner's Minecraft enchanting guide: building the table, placing 15 bookshelves for level 30, using anvils and books, and the enchantments that matter most.",
    metaKeywords: [
      "minecraft enchanting guide",
      "how to enchant in minecraft",
      "minecraft enchanting table",
      "minecraft bookshelves enchanting",
      "best minecraft enchantments",
      "minecraft anvil",
      "minecraft mending",
      "minecraft enchanted books",
    ],
    gameSearch: "rpg crafting",
    content: {
      heroTitle: "Minecraft Enchanting Guide: Get the Gear You Want",
      heroDescription:
        "Enchanting turns ordinary diamond tools and armor into the gear that carries you through the late game. This guide explains how the enchanting table, lapis lazuli and bookshelves work together, how anvils combine enchantments and which ones to chase first. Enjoy gearing up a character? The crafting and role-playing games below load in seconds.",
      features: [
        {
          title: "Build the table",
          description:
            "Craft an enchanting table from a book, two diamonds and four obsidian. Each enchantment costs experience levels plus one to three lapis lazuli, so collect lapis whenever you find it.",
        },
        {
          title: "Fifteen bookshelves",
          description:
            "Place up to 15 bookshelves around the table with one empty block between them and the table. With all 15, the table offers level 30 enchantments, the strongest it gives.",
        },
        {
          title: "Anvils and books",
          description:
            'An anvil combines two items or applies an enchanted book. Each use raises the next cost, and in Java survival a cost of 40 levels shows "Too Expensive!", so plan your combinations.',
        },
      ],
      benefits: [
        "Mending repairs gear with experience orbs but never appears on the table; get it from librarian villagers, fishing or treasure chests.",
        "Unbreaking and Efficiency on a diamond pickaxe is the classic first goal for any miner.",
        "Fortune gives extra diamonds, coal and lapis from ore, while Silk Touch collects the block itself; one tool cannot have both.",
        "A grindstone strips enchantments other than curses and returns a little experience, handy for clearing a bad roll.",
        "Librarian villagers trade enchanted books for emeralds, so you can choose exactly the enchantment you want.",
        "Sharpness, Protection and Feather Falling are strong early picks for fighting and staying alive.",
      ],
      faq: [
        {
          question: "Why does my enchanting table only show low levels?",
          answer:
            "It needs bookshelves. Place up to 15 around it with a one-block gap and keep that gap completely empty; even a torch or carpet in the way can block a shelf. With all 15 working, the bottom option reaches level 30.",
        },
        {
          question: "Can I change the enchantments on offer?",
          answer:
            "Yes. The offers change every time you enchant something, so enchanting a cheap item such as a book at a low level gives you a fresh set. Removing some bookshelves also lowers the levels shown if you want cheaper options.",
        },
        {
          question: "What is the best enchantment in Minecraft?",
          answer:
            "Many players name Mending, because it keeps favorite gear working almost forever. Unbreaking, Efficiency, Fortune and Protection are close behind. The best set depends on whether you mostly mine, build or fight.",
        },
      ],
    },
  },
  {
    keyword: "minecraft-nether-guide",
    title: "Minecraft Nether Guide: Portals, Piglins and Netherite",
    description:
      "A Minecraft Nether guide for first trips: building a portal, what to pack, staying safe around piglins and ghasts, finding fortresses and mining ancient debris.",
    metaKeywords: [
      "minecraft nether guide",
      "how to make a nether portal",
      "minecraft nether tips",
      "minecraft piglins gold",
      "minecraft nether fortress",
      "minecraft ancient debris",
      "how to get netherite",
      "minecraft blaze rods",
    ],
    gameSearch: "survival platformer",
    content: {
      heroTitle: "Minecraft Nether Guide: Survive Your First Trip",
      heroDescription:
        "The Nether is Minecraft's fiery second dimension: seas of lava, dark fortresses, gold-loving piglins and the netherite you need for the best gear. This guide covers building a portal, packing for the trip, staying friends with piglins, and finding blaze rods and ancient debris. For a quick warm-up, try the platformers and survival games below.",
      features: [
        {
          title: "Build the portal",
          description:
            "Make an obsidian frame at least four blocks wide and five tall (corners optional) and light it with flint and steel. No diamond pickaxe? Pour water onto lava source blocks to form obsidian in place.",
        },
        {
          title: "Pack before you go",
          description:
            "Bring iron armor or better, a sword, a bow, food, blocks for bridging, cobblestone for quick walls and flint and steel to relight your portal if a ghast's fireball puts it out.",
        },
        {
          title: "Know who is dangerous",
          description:
            "Wear at least one piece of gold armor so most piglins stay calm. Zombified piglins ignore you unless you hit one, then the whole group attacks. Blazes guard the fortresses.",
        },
      ],
      benefits: [
        "Never sleep in a bed in the Nether: it explodes. A respawn anchor charged with glowstone sets your spawn there instead.",
        "One block traveled in the Nether equals eight in the Overworld, so Nether tunnels make fast routes between far-off bases.",
        "Blaze rods from fortress blazes become blaze powder for brewing and eyes of ender for finding the End.",
        "Ancient debris sits low in the Nether and shrugs off explosions, which is why beds and TNT are a favorite way to uncover it.",
        "Four netherite scrap and four gold ingots make one netherite ingot, used at a smithing table with an upgrade template to improve diamond gear.",
        "Water boils away in the Nether, so pack fire resistance potions rather than a water bucket for emergencies.",
      ],
      faq: [
        {
          question: "How do I find my way back to the portal?",
          answer:
            "Write down the portal's coordinates before you leave it: press F3 in Java, or turn on Show Coordinates in a Bedrock world's settings. Also mark your path by placing blocks or torches on one side only, so you can follow them home.",
        },
        {
          question: "Is the Nether too scary for young players?",
          answer:
            "It is the most dangerous part of the early game, with lava and fire everywhere, but it is not gory. Younger players can explore on Peaceful difficulty, which removes most hostile mobs, while they learn the terrain.",
        },
        {
          question: "Where do I find a Nether fortress?",
          answer:
            "Fortresses are large structures of dark nether brick, often with long bridges over lava seas. Explore along open valleys where you can see far, and follow any long brick walkway you spot. Bring a few blocks to wall off blazes while you collect their rods.",
        },
      ],
    },
  },
  {
    keyword: "minecraft-classic",
    title: "Minecraft Classic: Play the 2009 Original in Your Browser",
    description:
      "Minecraft Classic is Mojang's free browser version of the 2009 creative mode, re-released in 2019. What it includes, how invite links work and how it compares today.",
    metaKeywords: [
      "minecraft classic",
      "minecraft classic online",
      "minecraft classic browser",
      "play minecraft classic",
      "minecraft 2009",
      "classic.minecraft.net",
      "original minecraft",
      "minecraft classic multiplayer",
    ],
    gameSearch: "minecraft bloxd retro",
    content: {
      heroTitle: "Minecraft Classic: The 2009 Original, Free in a Browser",
      heroDescription:
        "In 2019, for the game's tenth anniversary, Mojang put the original 2009 creative mode back online as Minecraft Classic. It is free, runs in a browser tab and keeps the old look, just 32 blocks and even the original bugs. Open it from our catalog; the game itself is served by Mojang, and friends can join your world through a shared link.",
      features: [
        {
          title: "Pure creative building",
          description:
            "There is no survival, crafting, hunger or monsters. You place and break blocks in a compact world, and a palette of 32 blocks, mostly colored wool, pushes you to be inventive.",
        },
        {
          title: "Build with up to nine friends",
          description:
            "Start a world, share its invite link, and up to nine other players can build alongside you. Anyone with the link can join, so share it only with people you know.",
        },
        {
          title: "A piece of game history",
          description:
            "Classic shows where Minecraft began, before crafting arrived in 2010 and before the Nether, redstone or villagers joined the game. It is a fun comparison if you know the modern game.",
        },
      ],
      benefits: [
        "Free and official: it is made by Mojang, with nothing to buy and nothing to install.",
        "Works on most computers with a modern browser, a keyboard and a mouse.",
        "Simple controls: move with WASD, jump with space, break blocks with a left click and place them with a right click.",
        "Sand falls and water spreads, so plan for them when you build near the shore.",
        "A gentle way for young builders to try Minecraft-style play before a family decides on the full game.",
      ],
      faq: [
        {
          question: "Is Minecraft Classic really free and official?",
          answer:
            "Yes. Mojang re-released it at classic.minecraft.net in May 2019 to celebrate Minecraft's tenth anniversary, and it is free to play in a browser. It is in our catalog, but we are not connected to Mojang or Microsoft.",
        },
        {
          question: "How is Classic different from the Minecraft you buy?",
          answer:
            "Classic is creative mode only, with 32 blocks and no crafting, mobs, hunger or redstone. The full, paid game adds survival, the Nether and the End, farming, enchanting, hundreds of blocks and regular updates.",
        },
        {
          question: "Is Minecraft Classic safe for kids?",
          answer:
            "The building itself is simple and gentle. The main thing to know is that anyone who has your invite link can join your world and change it, so share the link only with friends and family.",
        },
      ],
    },
  },
  {
    keyword: "games-like-minecraft",
    title: "Games Like Minecraft: Building and Survival Picks",
    description:
      "Games like Minecraft for every kind of player: free browser picks to play right now, plus well-known block-building games from official stores.",
    metaKeywords: [
      "games like minecraft",
      "minecraft alternatives",
      "free games like minecraft",
      "games like minecraft online",
      "browser games like minecraft",
      "block building games",
      "sandbox games like minecraft",
      "survival crafting games",
      "minecraft style games",
    ],
    gameSearch: "sandbox survival crafting",
    content: {
      heroTitle: "Games Like Minecraft to Play Right Now",
      heroDescription:
        "Love Minecraft's mix of gathering, crafting and building? You can get a similar feeling in the browser in seconds: Bloxd.io for blocky building and parkour, Minecraft Classic for the 2009 original, and Starve.io or Devast.io for gather-and-survive rounds. Here is what each does best on Zowii, plus a few full games worth a look from official stores.",
      features: [
        {
          title: "Blocky worlds in a tab",
          description:
            "Bloxd.io offers creative building, survival and parkour in a voxel world, and Minecraft Classic is Mojang's own free re-release of its 2009 creative mode. Both start in the browser.",
        },
        {
          title: "Gather, craft, survive",
          description:
            "Starve.io and Devast.io keep the survival loop: collect wood and stone, craft tools, build a shelter and stay fed. Taming.io adds pets, and MooMoo.io mixes base building with battles.",
        },
        {
          title: "Sandbox experiments",
          description:
            "Sandspiel, Sandboxels and Powder Game let you pour, burn and mix elements, and Little Alchemy 2 is all about combining things to discover new ones.",
        },
      ],
      benefits: [
        "Terraria, by Re-Logic, is a 2D take on digging, building and boss fights, sold for PC, consoles and phones.",
        "Luanti, formerly called Minetest, is a free, open-source voxel game engine with many community-made games, downloaded from its official site.",
        "Dragon Quest Builders 2 from Square Enix blends block building with a story and quests.",
        "Roblox is a free platform full of player-made building games; parents should review its chat and spending settings first.",
        "Minecraft itself comes only from minecraft.net, official stores and official subscriptions; a free full download anywhere else is not legitimate.",
        "Choose by what you love most, whether that is building, surviving, exploring or playing with friends.",
      ],
      faq: [
        {
          question: "Is there a free game like Minecraft?",
          answer:
            "Yes. Minecraft Classic is a free, official browser game from Mojang, Bloxd.io is a free blocky browser game with building and parkour modes, and Luanti is free, open-source software from its official site. The full Minecraft is a paid game.",
        },
        {
          question: "What is the closest thing to Minecraft in a browser?",
          answer:
            "Bloxd.io is the closest overall, mixing building, survival and parkour in a 3D block world with other players. For pure building, try Minecraft Classic. For crafting and survival from a top-down view, try Starve.io or Devast.io.",
        },
        {
          question: "Are these games safe for kids?",
          answer:
            "Many multiplayer browser games put you in public rooms with strangers and sometimes chat, so younger kids should play with a parent nearby and use private or solo modes where offered. We are not affiliated with any of these games, so check each game's own settings.",
        },
      ],
    },
  },
];
