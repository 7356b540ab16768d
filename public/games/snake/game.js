(function () {
  "use strict";

  var kit = window.ZowiiGameKit;

  var GRID = 20;
  var START_INTERVAL_MS = 150;
  var MIN_INTERVAL_MS = 70;
  var SPEED_UP_MS = 3;
  var SWIPE_MIN_PX = 24;
  var MAX_QUEUED_TURNS = 2;
  var BEST_KEY = "zowii-snake-best";

  var DIRECTIONS = {
    up: { x: 0, y: -1 },
    down: { x: 0, y: 1 },
    left: { x: -1, y: 0 },
    right: { x: 1, y: 0 },
  };

  var COLORS = {
    boardDark: "#111130",
    boardLight: "#16163c",
    berry: "#ff6b9a",
    berryShine: "#ffd1e0",
    leaf: "#4ade80",
    eye: "#ffffff",
    pupil: "#10102a",
  };

  var stage = kit.byId("stage");
  var wrap = kit.byId("board-wrap");
  var canvas = kit.byId("board");
  var ctx = canvas.getContext("2d");
  var playButton = kit.byId("play-button");
  var scoreboard = kit.createScoreboard(BEST_KEY);
  var overlay = kit.createOverlay();

  var state = null;
  var boardSize = 0;
  var elapsedSinceStep = 0;

  function createState() {
    var middle = Math.floor(GRID / 2);
    var snake = [
      { x: middle, y: middle },
      { x: middle - 1, y: middle },
      { x: middle - 2, y: middle },
    ];
    return {
      snake: snake,
      direction: "right",
      turnQueue: [],
      food: placeFood(snake),
      score: 0,
      interval: START_INTERVAL_MS,
      phase: "ready",
    };
  }

  function occupies(cells, point) {
    return cells.some(function (cell) {
      return cell.x === point.x && cell.y === point.y;
    });
  }

  function placeFood(snake) {
    var free = [];
    for (var y = 0; y < GRID; y++) {
      for (var x = 0; x < GRID; x++) {
        if (!occupies(snake, { x: x, y: y })) free.push({ x: x, y: y });
      }
    }
    return free.length ? free[Math.floor(Math.random() * free.length)] : null;
  }

  function isOpposite(a, b) {
    return DIRECTIONS[a].x + DIRECTIONS[b].x === 0 && DIRECTIONS[a].y + DIRECTIONS[b].y === 0;
  }

  function latestDirection() {
    var queue = state.turnQueue;
    return queue.length ? queue[queue.length - 1] : state.direction;
  }

  function steer(direction) {
    if (state.phase === "over") return;
    if (state.phase !== "running") setPhase("running");
    var current = latestDirection();
    if (direction === current || isOpposite(direction, current)) return;
    if (state.turnQueue.length >= MAX_QUEUED_TURNS) return;
    state.turnQueue.push(direction);
  }

  function isOutside(point) {
    return point.x < 0 || point.y < 0 || point.x >= GRID || point.y >= GRID;
  }

  function step() {
    if (state.turnQueue.length) state.direction = state.turnQueue.shift();
    var move = DIRECTIONS[state.direction];
    var head = state.snake[0];
    var next = { x: head.x + move.x, y: head.y + move.y };
    var eating = state.food !== null && next.x === state.food.x && next.y === state.food.y;
    // The tail moves out of the way this step unless the snake is growing.
    var body = eating ? state.snake : state.snake.slice(0, -1);

    if (isOutside(next) || occupies(body, next)) {
      setPhase("over");
      return;
    }
    state.snake.unshift(next);
    if (eating) {
      eat();
    } else {
      state.snake.pop();
    }
  }

  function eat() {
    state.score += 1;
    state.interval = Math.max(MIN_INTERVAL_MS, state.interval - SPEED_UP_MS);
    state.food = placeFood(state.snake);
    scoreboard.show(state.score);
    if (state.food === null) setPhase("over");
  }

  function setPhase(phase) {
    state.phase = phase;
    elapsedSinceStep = 0;
    if (phase === "ready") {
      overlay.show("Ready?", "Eat the berries to grow longer.", "Start");
      playButton.textContent = "Start";
    } else if (phase === "running") {
      overlay.hide();
      playButton.textContent = "Pause";
    } else if (phase === "paused") {
      overlay.show("Paused", "Take a breather.", "Resume");
      playButton.textContent = "Resume";
    } else {
      overlay.show("Game over", scoreboard.summary(state.score), "Play again");
      playButton.textContent = "Play again";
    }
  }

  function newRound() {
    state = createState();
    scoreboard.startRound();
    scoreboard.show(state.score);
  }

  function restart() {
    newRound();
    setPhase("running");
  }

  function togglePlay() {
    if (state.phase === "running") setPhase("paused");
    else if (state.phase === "over") restart();
    else setPhase("running");
  }

  function pause() {
    if (state.phase === "running") setPhase("paused");
  }

  function frame(time, delta) {
    if (state.phase === "running") {
      // Cap the catch-up so a slow frame never makes the snake jump several cells.
      elapsedSinceStep = Math.min(elapsedSinceStep + delta, state.interval * 2);
      while (elapsedSinceStep >= state.interval && state.phase === "running") {
        elapsedSinceStep -= state.interval;
        step();
      }
    }
    draw(time);
  }

  function draw(time) {
    var cell = boardSize / GRID;
    var ratio = canvas.width / boardSize;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    drawBoard(cell);
    if (state.food) drawBerry(state.food, cell, time);
    drawSnake(cell);
  }

  function drawBoard(cell) {
    ctx.fillStyle = COLORS.boardDark;
    ctx.fillRect(0, 0, boardSize, boardSize);
    ctx.fillStyle = COLORS.boardLight;
    for (var y = 0; y < GRID; y++) {
      for (var x = y % 2; x < GRID; x += 2) {
        ctx.fillRect(x * cell, y * cell, cell, cell);
      }
    }
  }

  function drawBerry(food, cell, time) {
    var pulse = kit.prefersReducedMotion() ? 1 : 1 + 0.08 * Math.sin(time / 180);
    var cx = (food.x + 0.5) * cell;
    var cy = (food.y + 0.55) * cell;
    var radius = cell * 0.34 * pulse;
    ctx.fillStyle = COLORS.berry;
    ctx.beginPath();
    ctx.arc(cx, cy, radius, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = COLORS.berryShine;
    ctx.beginPath();
    ctx.arc(cx - radius * 0.35, cy - radius * 0.35, radius * 0.25, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = COLORS.leaf;
    ctx.beginPath();
    ctx.ellipse(cx + radius * 0.3, cy - radius * 1.05, radius * 0.45, radius * 0.2, -0.5, 0, Math.PI * 2);
    ctx.fill();
  }

  function drawSnake(cell) {
    var length = state.snake.length;
    var inset = cell * 0.08;
    for (var i = length - 1; i >= 0; i--) {
      var part = state.snake[i];
      var lightness = 62 - Math.min(22, (i / Math.max(1, length - 1)) * 22);
      ctx.fillStyle = "hsl(142, 72%, " + lightness + "%)";
      kit.roundedRect(ctx, part.x * cell + inset, part.y * cell + inset, cell - inset * 2, cell - inset * 2, cell * 0.3);
      ctx.fill();
    }
    drawEyes(state.snake[0], cell);
  }

  function drawEyes(head, cell) {
    var move = DIRECTIONS[state.direction];
    var cx = (head.x + 0.5) * cell;
    var cy = (head.y + 0.5) * cell;
    var forward = cell * 0.12;
    var side = cell * 0.2;
    var eyes = [1, -1].map(function (sign) {
      return {
        x: cx + move.x * forward - move.y * side * sign,
        y: cy + move.y * forward + move.x * side * sign,
      };
    });
    eyes.forEach(function (eye) {
      ctx.fillStyle = COLORS.eye;
      ctx.beginPath();
      ctx.arc(eye.x, eye.y, cell * 0.14, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = COLORS.pupil;
      ctx.beginPath();
      ctx.arc(eye.x + move.x * cell * 0.05, eye.y + move.y * cell * 0.05, cell * 0.07, 0, Math.PI * 2);
      ctx.fill();
    });
  }

  function resize() {
    var room = kit.innerSize(stage);
    // Whole-pixel cells keep the grid lines crisp.
    var cellSize = Math.max(6, Math.floor(Math.min(room.width, room.height) / GRID));
    boardSize = cellSize * GRID;
    kit.sizeCanvas(wrap, canvas, boardSize, boardSize);
  }

  function onKeyDown(event) {
    var isToggleKey = event.key === " " || event.key === "Enter" || event.key === "p" || event.key === "P";
    if (!isToggleKey || event.repeat) return;
    if (kit.isOnButton(event) && event.key !== "p" && event.key !== "P") return;
    event.preventDefault();
    togglePlay();
  }

  function directionTowardTap(clientX, clientY) {
    var rect = canvas.getBoundingClientRect();
    var cell = rect.width / GRID;
    var head = state.snake[0];
    var dx = clientX - (rect.left + (head.x + 0.5) * cell);
    var dy = clientY - (rect.top + (head.y + 0.5) * cell);
    var current = latestDirection();
    if (current === "left" || current === "right") return dy < 0 ? "up" : "down";
    return dx < 0 ? "left" : "right";
  }

  function onTap(event) {
    if (state.phase === "running") steer(directionTowardTap(event.clientX, event.clientY));
    else togglePlay();
  }

  function init() {
    newRound();
    setPhase("ready");
    kit.start({
      stage: stage,
      resize: resize,
      direction: steer,
      keydown: onKeyDown,
      board: wrap,
      // Several turns can come from one long drag, and a tap beside the head turns toward it.
      pointer: { swipeDistance: SWIPE_MIN_PX, swipe: steer, repeatSwipes: true, tap: onTap },
      clicks: { "overlay-button": togglePlay, "play-button": togglePlay, "restart-button": restart },
      pause: pause,
      frame: frame,
    });
  }

  init();
})();
