(function () {
  "use strict";

  var kit = window.ZowiiGameKit;
  var byId = kit.byId;

  // All game logic runs in this fixed world size; the canvas is scaled to fit the screen.
  var WORLD_W = 400;
  var WORLD_H = 500;
  var PADDLE_W = 84;
  var PADDLE_H = 12;
  var PADDLE_Y = WORLD_H - 40;
  var PADDLE_SPEED = 480;
  var BALL_R = 7;
  var COLS = 8;
  var SIDE_MARGIN = 14;
  var BRICK_GAP = 6;
  var BRICK_H = 18;
  var BRICK_TOP = 56;
  var BASE_SPEED = 260;
  var LEVEL_SPEED = 25;
  var HIT_SPEED = 2;
  var MAX_SPEED = 500;
  var MAX_BOUNCE_ANGLE = Math.PI / 3;
  var START_LIVES = 3;
  var TAP_MAX_PX = 10;
  var BEST_KEY = "zowii-brick-breaker-best";
  var ROW_COLORS = ["#f472b6", "#fb923c", "#facc15", "#4ade80", "#38bdf8", "#a78bfa", "#f87171", "#2dd4bf"];
  var ACCENT = "#38bdf8";

  var FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

  var stage = byId("stage");
  var wrap = byId("board-wrap");
  var canvas = byId("board");
  var ctx = canvas.getContext("2d");
  var livesEl = byId("lives");
  var playButton = byId("play-button");
  var scoreboard = kit.createScoreboard(BEST_KEY);
  var overlay = kit.createOverlay();

  var game = null;
  var keys = { left: false, right: false };
  var pointerX = null;
  var fades = [];

  function levelSpeed(level) {
    return Math.min(MAX_SPEED, BASE_SPEED + (level - 1) * LEVEL_SPEED);
  }

  function buildBricks(level) {
    var rows = Math.min(4 + level, ROW_COLORS.length);
    var width = (WORLD_W - SIDE_MARGIN * 2 - BRICK_GAP * (COLS - 1)) / COLS;
    var bricks = [];
    for (var row = 0; row < rows; row++) {
      for (var col = 0; col < COLS; col++) {
        bricks.push({
          x: SIDE_MARGIN + col * (width + BRICK_GAP),
          y: BRICK_TOP + row * (BRICK_H + BRICK_GAP),
          w: width,
          h: BRICK_H,
          color: ROW_COLORS[row],
          points: (rows - row) * 5 + 5,
          alive: true,
        });
      }
    }
    return bricks;
  }

  function createGame() {
    return {
      phase: "serve",
      score: 0,
      lives: START_LIVES,
      level: 1,
      speed: levelSpeed(1),
      bricks: buildBricks(1),
      paddleX: WORLD_W / 2,
      ball: { x: WORLD_W / 2, y: PADDLE_Y - BALL_R, vx: 0, vy: 0 },
    };
  }

  function setPhase(phase) {
    game.phase = phase;
    var labels = { serve: "Launch", running: "Pause", paused: "Resume", over: "Play again" };
    playButton.textContent = labels[phase];
    if (phase === "paused") {
      overlay.show("Paused", "Take a breather.", "Resume");
    } else if (phase === "over") {
      overlay.show("Game over", scoreboard.summary(game.score), "Play again");
    } else {
      overlay.hide();
    }
  }

  function updateHud() {
    scoreboard.show(game.score);
    livesEl.textContent = String(game.lives);
  }

  function launch() {
    var angle = (Math.random() - 0.5) * (Math.PI / 3);
    game.ball.vx = Math.sin(angle) * game.speed;
    game.ball.vy = -Math.cos(angle) * game.speed;
    setPhase("running");
  }

  function restart() {
    game = createGame();
    scoreboard.startRound();
    fades = [];
    updateHud();
    setPhase("serve");
  }

  function primaryAction() {
    if (game.phase === "serve") launch();
    else if (game.phase === "running") setPhase("paused");
    else if (game.phase === "paused") setPhase("running");
    else restart();
  }

  function pause() {
    keys.left = false;
    keys.right = false;
    if (game.phase === "running") setPhase("paused");
  }

  function movePaddle(dt) {
    var direction = (keys.right ? 1 : 0) - (keys.left ? 1 : 0);
    if (direction !== 0) game.paddleX += direction * PADDLE_SPEED * dt;
    else if (pointerX !== null) game.paddleX = pointerX;
    var half = PADDLE_W / 2;
    game.paddleX = Math.max(half, Math.min(WORLD_W - half, game.paddleX));
  }

  function bounceOffWalls(ball) {
    if (ball.x < BALL_R) {
      ball.x = BALL_R;
      ball.vx = Math.abs(ball.vx);
    } else if (ball.x > WORLD_W - BALL_R) {
      ball.x = WORLD_W - BALL_R;
      ball.vx = -Math.abs(ball.vx);
    }
    if (ball.y < BALL_R) {
      ball.y = BALL_R;
      ball.vy = Math.abs(ball.vy);
    }
  }

  function bounceOffPaddle(ball) {
    var left = game.paddleX - PADDLE_W / 2;
    var right = game.paddleX + PADDLE_W / 2;
    var touching = ball.vy > 0 && ball.y + BALL_R >= PADDLE_Y && ball.y - BALL_R <= PADDLE_Y + PADDLE_H && ball.x >= left - BALL_R && ball.x <= right + BALL_R;
    if (!touching) return;
    // Where the ball lands on the paddle decides the bounce angle, so players can aim.
    var offset = Math.max(-1, Math.min(1, (ball.x - game.paddleX) / (PADDLE_W / 2)));
    var angle = offset * MAX_BOUNCE_ANGLE;
    ball.vx = Math.sin(angle) * game.speed;
    ball.vy = -Math.cos(angle) * game.speed;
    ball.y = PADDLE_Y - BALL_R;
  }

  function circleHitsRect(ball, rect) {
    var nearestX = Math.max(rect.x, Math.min(ball.x, rect.x + rect.w));
    var nearestY = Math.max(rect.y, Math.min(ball.y, rect.y + rect.h));
    var dx = ball.x - nearestX;
    var dy = ball.y - nearestY;
    return dx * dx + dy * dy < BALL_R * BALL_R;
  }

  function reflectFromBrick(ball, brick) {
    var fromLeft = ball.x + BALL_R - brick.x;
    var fromRight = brick.x + brick.w - (ball.x - BALL_R);
    var fromTop = ball.y + BALL_R - brick.y;
    var fromBottom = brick.y + brick.h - (ball.y - BALL_R);
    // The side with the smallest overlap is the one the ball came through.
    if (Math.min(fromLeft, fromRight) < Math.min(fromTop, fromBottom)) {
      ball.vx = fromLeft < fromRight ? -Math.abs(ball.vx) : Math.abs(ball.vx);
    } else {
      ball.vy = fromTop < fromBottom ? -Math.abs(ball.vy) : Math.abs(ball.vy);
    }
  }

  function hitBrick(ball) {
    var brick = game.bricks.find(function (candidate) {
      return candidate.alive && circleHitsRect(ball, candidate);
    });
    if (!brick) return;
    brick.alive = false;
    reflectFromBrick(ball, brick);
    game.score += brick.points;
    setBallSpeed(ball, Math.min(MAX_SPEED, game.speed + HIT_SPEED));
    if (!kit.prefersReducedMotion()) fades.push({ brick: brick, life: 1 });
    updateHud();
    if (
      !game.bricks.some(function (b) {
        return b.alive;
      })
    )
      clearLevel();
  }

  function setBallSpeed(ball, speed) {
    var current = Math.hypot(ball.vx, ball.vy) || 1;
    game.speed = speed;
    ball.vx *= speed / current;
    ball.vy *= speed / current;
  }

  function moveBall(dt) {
    var ball = game.ball;
    // Small sub-steps keep a fast ball from skipping through thin bricks.
    var steps = Math.max(1, Math.ceil((game.speed * dt) / (BALL_R * 0.5)));
    var h = dt / steps;
    for (var i = 0; i < steps && game.phase === "running"; i++) {
      ball.x += ball.vx * h;
      ball.y += ball.vy * h;
      bounceOffWalls(ball);
      bounceOffPaddle(ball);
      hitBrick(ball);
      if (ball.y - BALL_R > WORLD_H) loseLife();
    }
  }

  function resetBallOnPaddle() {
    game.ball.vx = 0;
    game.ball.vy = 0;
    game.ball.x = game.paddleX;
    game.ball.y = PADDLE_Y - BALL_R;
  }

  function loseLife() {
    game.lives -= 1;
    game.speed = levelSpeed(game.level);
    updateHud();
    resetBallOnPaddle();
    setPhase(game.lives > 0 ? "serve" : "over");
  }

  function clearLevel() {
    game.level += 1;
    game.speed = levelSpeed(game.level);
    game.bricks = buildBricks(game.level);
    resetBallOnPaddle();
    setPhase("serve");
  }

  function update(dt) {
    if (game.phase === "serve" || game.phase === "running") movePaddle(dt);
    if (game.phase === "serve") resetBallOnPaddle();
    if (game.phase === "running") moveBall(dt);
    fades.forEach(function (fade) {
      fade.life -= dt * 4;
    });
    fades = fades.filter(function (fade) {
      return fade.life > 0;
    });
  }

  function drawBackground() {
    var gradient = ctx.createLinearGradient(0, 0, 0, WORLD_H);
    gradient.addColorStop(0, "#161642");
    gradient.addColorStop(1, "#0d0d28");
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, WORLD_W, WORLD_H);
  }

  function drawBricks() {
    game.bricks.forEach(function (brick) {
      if (!brick.alive) return;
      ctx.fillStyle = brick.color;
      kit.roundedRect(ctx, brick.x, brick.y, brick.w, brick.h, 5);
      ctx.fill();
      ctx.fillStyle = "rgba(255, 255, 255, 0.28)";
      ctx.fillRect(brick.x + 5, brick.y + 3, brick.w - 10, 3);
    });
  }

  function drawFades() {
    fades.forEach(function (fade) {
      var brick = fade.brick;
      var grow = (1 - fade.life) * 6;
      ctx.globalAlpha = Math.max(0, fade.life);
      ctx.fillStyle = brick.color;
      kit.roundedRect(ctx, brick.x - grow, brick.y - grow / 2, brick.w + grow * 2, brick.h + grow, 5);
      ctx.fill();
    });
    ctx.globalAlpha = 1;
  }

  function drawPaddle() {
    ctx.fillStyle = ACCENT;
    kit.roundedRect(ctx, game.paddleX - PADDLE_W / 2, PADDLE_Y, PADDLE_W, PADDLE_H, PADDLE_H / 2);
    ctx.fill();
  }

  function drawBall() {
    ctx.save();
    ctx.shadowColor = ACCENT;
    ctx.shadowBlur = 12;
    ctx.fillStyle = "#ffffff";
    ctx.beginPath();
    ctx.arc(game.ball.x, game.ball.y, BALL_R, 0, Math.PI * 2);
    ctx.fill();
    ctx.restore();
  }

  function drawServeHint() {
    ctx.fillStyle = "#dcdcf5";
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.font = "bold 22px " + FONT;
    ctx.fillText("Level " + game.level, WORLD_W / 2, WORLD_H * 0.62);
    ctx.font = "16px " + FONT;
    ctx.fillText("Tap, click or press Space to launch", WORLD_W / 2, WORLD_H * 0.62 + 30);
  }

  function draw() {
    ctx.setTransform(canvas.width / WORLD_W, 0, 0, canvas.height / WORLD_H, 0, 0);
    drawBackground();
    drawBricks();
    drawFades();
    drawPaddle();
    drawBall();
    if (game.phase === "serve") drawServeHint();
  }

  function frame(time, elapsedMs) {
    // Cap the step so a hidden tab or slow frame never teleports the ball.
    update(Math.min(elapsedMs / 1000, 1 / 30));
    draw();
  }

  function resize() {
    var room = kit.innerSize(stage);
    var scale = Math.max(0.3, Math.min(room.width / WORLD_W, room.height / WORLD_H));
    kit.sizeCanvas(wrap, canvas, Math.floor(WORLD_W * scale), Math.floor(WORLD_H * scale));
  }

  function toWorldX(clientX) {
    var rect = canvas.getBoundingClientRect();
    return ((clientX - rect.left) / rect.width) * WORLD_W;
  }

  var KEY_ACTIONS = {
    ArrowLeft: "left",
    a: "left",
    ArrowRight: "right",
    d: "right",
    ArrowUp: "launch",
    w: "launch",
    " ": "toggle",
    Enter: "toggle",
    p: "pause",
  };

  function keyAction(event) {
    // Physical WASD positions also work on non-QWERTY keyboards.
    var physical = { KeyA: "a", KeyD: "d", KeyW: "w" }[event.code];
    var key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    return KEY_ACTIONS[physical || key];
  }

  function onKeyDown(event) {
    var action = keyAction(event);
    if (!action) return;
    if (action === "toggle" && kit.isOnButton(event)) return;
    event.preventDefault();
    if (action === "left" || action === "right") {
      keys[action] = true;
      pointerX = null;
    } else if (event.repeat) {
      return;
    } else if (action === "launch") {
      if (game.phase === "serve") launch();
    } else if (action === "toggle" || game.phase === "running" || game.phase === "paused") {
      primaryAction();
    }
  }

  function onKeyUp(event) {
    var action = keyAction(event);
    if (action === "left" || action === "right") keys[action] = false;
  }

  function followPointer(event) {
    pointerX = toWorldX(event.clientX);
  }

  function onPointerMove(event, pressed) {
    // A mouse steers by hovering; a finger or pen only while it touches.
    if (pressed || event.pointerType === "mouse") followPointer(event);
  }

  function onTap() {
    if (game.phase === "serve" || game.phase === "paused") primaryAction();
  }

  function init() {
    restart();
    kit.start({
      stage: stage,
      resize: resize,
      keydown: onKeyDown,
      keyup: onKeyUp,
      board: wrap,
      pointer: { tapDistance: TAP_MAX_PX, press: followPointer, move: onPointerMove, tap: onTap },
      clicks: { "overlay-button": primaryAction, "play-button": primaryAction, "restart-button": restart },
      pause: pause,
      frame: frame,
    });
  }

  init();
})();
