(function () {
  "use strict";

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
    right: { x: 1, y: 0 }
  };

  var KEY_TO_DIRECTION = {
    ArrowUp: "up", KeyW: "up", w: "up", W: "up",
    ArrowDown: "down", KeyS: "down", s: "down", S: "down",
    ArrowLeft: "left", KeyA: "left", a: "left", A: "left",
    ArrowRight: "right", KeyD: "right", d: "right", D: "right"
  };

  var COLORS = {
    boardDark: "#111130",
    boardLight: "#16163c",
    berry: "#ff6b9a",
    berryShine: "#ffd1e0",
    leaf: "#4ade80",
    eye: "#ffffff",
    pupil: "#10102a"
  };

  var stage = document.getElementById("stage");
  var wrap = document.getElementById("board-wrap");
  var canvas = document.getElementById("board");
  var ctx = canvas.getContext("2d");
  var scoreEl = document.getElementById("score");
  var bestEl = document.getElementById("best");
  var overlay = document.getElementById("overlay");
  var overlayTitle = document.getElementById("overlay-title");
  var overlayText = document.getElementById("overlay-text");
  var overlayButton = document.getElementById("overlay-button");
  var playButton = document.getElementById("play-button");
  var restartButton = document.getElementById("restart-button");
  var reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");

  var state = null;
  var best = readBest();
  var boardSize = 0;
  var lastFrameTime = 0;
  var elapsedSinceStep = 0;
  var swipeStart = null;

  function readBest() {
    try {
      return parseInt(window.localStorage.getItem(BEST_KEY), 10) || 0;
    } catch (error) {
      return 0;
    }
  }

  function saveBest(value) {
    try {
      window.localStorage.setItem(BEST_KEY, String(value));
    } catch (error) {
      // Storage can be blocked in sandboxed frames; the best score then lasts for this visit only.
    }
  }

  function createState() {
    var middle = Math.floor(GRID / 2);
    var snake = [
      { x: middle, y: middle },
      { x: middle - 1, y: middle },
      { x: middle - 2, y: middle }
    ];
    return {
      snake: snake,
      direction: "right",
      turnQueue: [],
      food: placeFood(snake),
      score: 0,
      bestAtStart: best,
      interval: START_INTERVAL_MS,
      phase: "ready"
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
      endGame();
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
    updateScore();
    if (state.food === null) endGame();
  }

  function endGame() {
    var isNewBest = state.score > state.bestAtStart;
    setPhase("over");
    overlayText.textContent = "Score: " + state.score + (isNewBest ? " \u2014 new best!" : "");
  }

  function updateScore() {
    scoreEl.textContent = String(state.score);
    if (state.score > best) {
      best = state.score;
      saveBest(best);
    }
    bestEl.textContent = String(best);
  }

  function showOverlay(title, text, buttonLabel) {
    overlayTitle.textContent = title;
    overlayText.textContent = text;
    overlayButton.textContent = buttonLabel;
    overlay.hidden = false;
  }

  function setPhase(phase) {
    state.phase = phase;
    elapsedSinceStep = 0;
    if (phase === "ready") {
      showOverlay("Ready?", "Eat the berries to grow longer.", "Start");
      playButton.textContent = "Start";
    } else if (phase === "running") {
      overlay.hidden = true;
      playButton.textContent = "Pause";
    } else if (phase === "paused") {
      showOverlay("Paused", "Take a breather.", "Resume");
      playButton.textContent = "Resume";
    } else {
      showOverlay("Game over", "", "Play again");
      playButton.textContent = "Play again";
    }
  }

  function restart() {
    state = createState();
    updateScore();
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

  function frame(time) {
    var delta = lastFrameTime ? time - lastFrameTime : 0;
    lastFrameTime = time;
    if (state.phase === "running") {
      // Cap the catch-up so a slow frame never makes the snake jump several cells.
      elapsedSinceStep = Math.min(elapsedSinceStep + delta, state.interval * 2);
      while (elapsedSinceStep >= state.interval && state.phase === "running") {
        elapsedSinceStep -= state.interval;
        step();
      }
    }
    draw(time);
    window.requestAnimationFrame(frame);
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
      for (var x = (y % 2); x < GRID; x += 2) {
        ctx.fillRect(x * cell, y * cell, cell, cell);
      }
    }
  }

  function drawBerry(food, cell, time) {
    var pulse = reducedMotion.matches ? 1 : 1 + 0.08 * Math.sin(time / 180);
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

  function roundedRect(x, y, width, height, radius) {
    ctx.beginPath();
    ctx.moveTo(x + radius, y);
    ctx.arcTo(x + width, y, x + width, y + height, radius);
    ctx.arcTo(x + width, y + height, x, y + height, radius);
    ctx.arcTo(x, y + height, x, y, radius);
    ctx.arcTo(x, y, x + width, y, radius);
    ctx.closePath();
  }

  function drawSnake(cell) {
    var length = state.snake.length;
    var inset = cell * 0.08;
    for (var i = length - 1; i >= 0; i--) {
      var part = state.snake[i];
      var lightness = 62 - Math.min(22, (i / Math.max(1, length - 1)) * 22);
      ctx.fillStyle = "hsl(142, 72%, " + lightness + "%)";
      roundedRect(part.x * cell + inset, part.y * cell + inset, cell - inset * 2, cell - inset * 2, cell * 0.3);
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
        y: cy + move.y * forward + move.x * side * sign
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
    var styles = window.getComputedStyle(stage);
    var availableWidth = stage.clientWidth - parseFloat(styles.paddingLeft) - parseFloat(styles.paddingRight);
    var availableHeight = stage.clientHeight - parseFloat(styles.paddingTop) - parseFloat(styles.paddingBottom);
    // Whole-pixel cells keep the grid lines crisp.
    var cellSize = Math.max(6, Math.floor(Math.min(availableWidth, availableHeight) / GRID));
    var pixelRatio = window.devicePixelRatio || 1;
    boardSize = cellSize * GRID;
    wrap.style.width = boardSize + "px";
    wrap.style.height = boardSize + "px";
    canvas.width = Math.round(boardSize * pixelRatio);
    canvas.height = Math.round(boardSize * pixelRatio);
  }

  function onKeyDown(event) {
    var direction = KEY_TO_DIRECTION[event.key] || KEY_TO_DIRECTION[event.code];
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (direction) {
      event.preventDefault();
      steer(direction);
      return;
    }
    var isToggleKey = event.key === " " || event.key === "Enter" || event.key === "p" || event.key === "P";
    if (!isToggleKey || event.repeat) return;
    // A focused button already reacts to Space and Enter by itself.
    if (event.target instanceof HTMLButtonElement && event.key !== "p" && event.key !== "P") return;
    event.preventDefault();
    togglePlay();
  }

  function directionFromDrag(dx, dy) {
    if (Math.abs(dx) > Math.abs(dy)) return dx > 0 ? "right" : "left";
    return dy > 0 ? "down" : "up";
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

  function onPointerDown(event) {
    if (event.target.closest("button")) return;
    swipeStart = { x: event.clientX, y: event.clientY };
    if (wrap.setPointerCapture) wrap.setPointerCapture(event.pointerId);
  }

  function onPointerMove(event) {
    if (!swipeStart) return;
    var dx = event.clientX - swipeStart.x;
    var dy = event.clientY - swipeStart.y;
    if (Math.hypot(dx, dy) < SWIPE_MIN_PX) return;
    steer(directionFromDrag(dx, dy));
    // Start a fresh swipe from here so one long drag can make several turns.
    swipeStart = { x: event.clientX, y: event.clientY, moved: true };
  }

  function onPointerUp(event) {
    if (!swipeStart) return;
    var wasTap = !swipeStart.moved;
    swipeStart = null;
    if (!wasTap) return;
    if (state.phase === "running") steer(directionTowardTap(event.clientX, event.clientY));
    else togglePlay();
  }

  function bindEvents() {
    document.addEventListener("keydown", onKeyDown);
    wrap.addEventListener("pointerdown", onPointerDown);
    wrap.addEventListener("pointermove", onPointerMove);
    wrap.addEventListener("pointerup", onPointerUp);
    wrap.addEventListener("pointercancel", function () { swipeStart = null; });
    overlayButton.addEventListener("click", togglePlay);
    playButton.addEventListener("click", togglePlay);
    restartButton.addEventListener("click", restart);
    window.addEventListener("blur", pause);
    document.addEventListener("visibilitychange", function () {
      if (document.hidden) pause();
    });
    window.addEventListener("resize", resize);
    if (window.ResizeObserver) new ResizeObserver(resize).observe(stage);
  }

  function init() {
    state = createState();
    updateScore();
    setPhase("ready");
    resize();
    bindEvents();
    window.requestAnimationFrame(frame);
    document.body.dataset.gameReady = "true";
  }

  init();
})();
