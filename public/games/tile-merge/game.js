(function () {
  "use strict";

  var SIZE = 4;
  var WIN_VALUE = 2048;
  var SLIDE_MS = 120;
  var SWIPE_MIN_PX = 30;
  var BEST_KEY = "zowii-tile-merge-best";

  var VECTORS = {
    up: { dr: -1, dc: 0 },
    down: { dr: 1, dc: 0 },
    left: { dr: 0, dc: -1 },
    right: { dr: 0, dc: 1 }
  };

  var KEY_TO_DIRECTION = {
    ArrowUp: "up", KeyW: "up", w: "up", W: "up",
    ArrowDown: "down", KeyS: "down", s: "down", S: "down",
    ArrowLeft: "left", KeyA: "left", a: "left", A: "left",
    ArrowRight: "right", KeyD: "right", d: "right", D: "right"
  };

  var stage = document.getElementById("stage");
  var wrap = document.getElementById("board-wrap");
  var cellLayer = document.getElementById("cells");
  var tileLayer = document.getElementById("tiles");
  var scoreEl = document.getElementById("score");
  var bestEl = document.getElementById("best");
  var overlay = document.getElementById("overlay");
  var overlayTitle = document.getElementById("overlay-title");
  var overlayText = document.getElementById("overlay-text");
  var overlayButton = document.getElementById("overlay-button");
  var newGameButton = document.getElementById("new-game-button");

  var grid = [];
  var score = 0;
  var best = readBest();
  var bestAtStart = best;
  var nextTileId = 1;
  var hasWon = false;
  var keepPlaying = false;
  var isOver = false;
  var tileElements = new Map();
  var leavingElements = [];
  var leavingTimer = 0;
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

  function emptyGrid() {
    var rows = [];
    for (var r = 0; r < SIZE; r++) rows.push(new Array(SIZE).fill(null));
    return rows;
  }

  function createTile(value, flags) {
    return { id: nextTileId++, value: value, isNew: !!flags.isNew, merged: !!flags.merged };
  }

  function emptyCells() {
    var cells = [];
    for (var r = 0; r < SIZE; r++) {
      for (var c = 0; c < SIZE; c++) {
        if (!grid[r][c]) cells.push([r, c]);
      }
    }
    return cells;
  }

  function spawnTile() {
    var cells = emptyCells();
    if (!cells.length) return;
    var spot = cells[Math.floor(Math.random() * cells.length)];
    grid[spot[0]][spot[1]] = createTile(Math.random() < 0.9 ? 2 : 4, { isNew: true });
  }

  // Cells of one row or column, listed from the edge the tiles slide toward.
  function lineCells(line, vector) {
    var cells = [];
    for (var i = 0; i < SIZE; i++) {
      var k = vector.dr + vector.dc > 0 ? SIZE - 1 - i : i;
      cells.push(vector.dc !== 0 ? [line, k] : [k, line]);
    }
    return cells;
  }

  function slideLine(cells, nextGrid, leaving) {
    var result = { moved: false, gained: 0 };
    var filled = 0;
    var previous = null;
    cells.forEach(function (cell) {
      var tile = grid[cell[0]][cell[1]];
      if (!tile) return;
      tile.isNew = false;
      tile.merged = false;
      if (previous && !previous.merged && previous.value === tile.value) {
        var target = cells[filled - 1];
        var joined = createTile(tile.value * 2, { merged: true });
        leaving.push({ tile: previous, at: target }, { tile: tile, at: target });
        nextGrid[target[0]][target[1]] = joined;
        previous = joined;
        result.gained += joined.value;
        result.moved = true;
        return;
      }
      var spot = cells[filled++];
      nextGrid[spot[0]][spot[1]] = tile;
      if (spot[0] !== cell[0] || spot[1] !== cell[1]) result.moved = true;
      previous = tile;
    });
    return result;
  }

  function move(direction) {
    if (isOver || (hasWon && !keepPlaying)) return;
    var vector = VECTORS[direction];
    var nextGrid = emptyGrid();
    var leaving = [];
    var moved = false;
    var gained = 0;
    for (var line = 0; line < SIZE; line++) {
      var result = slideLine(lineCells(line, vector), nextGrid, leaving);
      moved = moved || result.moved;
      gained += result.gained;
    }
    if (!moved) return;
    grid = nextGrid;
    score += gained;
    spawnTile();
    render(leaving);
    updateScore();
    checkForEnd();
  }

  function canMove() {
    if (emptyCells().length) return true;
    for (var r = 0; r < SIZE; r++) {
      for (var c = 0; c < SIZE; c++) {
        var value = grid[r][c].value;
        if (c + 1 < SIZE && grid[r][c + 1].value === value) return true;
        if (r + 1 < SIZE && grid[r + 1][c].value === value) return true;
      }
    }
    return false;
  }

  function highestValue() {
    var highest = 0;
    grid.forEach(function (row) {
      row.forEach(function (tile) {
        if (tile && tile.value > highest) highest = tile.value;
      });
    });
    return highest;
  }

  function checkForEnd() {
    if (!hasWon && highestValue() >= WIN_VALUE) {
      hasWon = true;
      showOverlay("You made " + WIN_VALUE + "!", "Keep going for an even bigger tile?", "Keep going");
    } else if (!canMove()) {
      isOver = true;
      var note = score > bestAtStart ? " \u2014 new best!" : "";
      showOverlay("No more moves", "Score: " + score + note, "Play again");
    }
  }

  function tileClassName(tile, r, c) {
    var digits = String(tile.value).length;
    var names = ["tile", "r" + r, "c" + c, tile.value > WIN_VALUE ? "vbig" : "v" + tile.value];
    if (digits >= 3) names.push("d" + Math.min(digits, 5));
    if (tile.isNew) names.push("new");
    if (tile.merged) names.push("merged");
    return names.join(" ");
  }

  function removeLeavingTiles() {
    window.clearTimeout(leavingTimer);
    leavingElements.forEach(function (element) { element.remove(); });
    leavingElements = [];
  }

  function render(leaving) {
    removeLeavingTiles();
    // Tiles swallowed by a merge slide into place under the new tile, then go away.
    leaving.forEach(function (entry) {
      var element = tileElements.get(entry.tile.id);
      if (!element) return;
      tileElements.delete(entry.tile.id);
      element.className = tileClassName(entry.tile, entry.at[0], entry.at[1]) + " leaving";
      leavingElements.push(element);
    });
    if (leavingElements.length) leavingTimer = window.setTimeout(removeLeavingTiles, SLIDE_MS);

    for (var r = 0; r < SIZE; r++) {
      for (var c = 0; c < SIZE; c++) {
        var tile = grid[r][c];
        if (tile) placeTile(tile, r, c);
      }
    }
  }

  function placeTile(tile, r, c) {
    var element = tileElements.get(tile.id);
    if (!element) {
      element = document.createElement("div");
      element.textContent = String(tile.value);
      tileElements.set(tile.id, element);
      tileLayer.appendChild(element);
    }
    element.className = tileClassName(tile, r, c);
  }

  function buildCells() {
    for (var r = 0; r < SIZE; r++) {
      for (var c = 0; c < SIZE; c++) {
        var cell = document.createElement("div");
        cell.className = "cell r" + r + " c" + c;
        cellLayer.appendChild(cell);
      }
    }
  }

  function updateScore() {
    scoreEl.textContent = String(score);
    if (score > best) {
      best = score;
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

  function newGame() {
    removeLeavingTiles();
    tileElements.forEach(function (element) { element.remove(); });
    tileElements.clear();
    grid = emptyGrid();
    score = 0;
    bestAtStart = best;
    hasWon = false;
    keepPlaying = false;
    isOver = false;
    overlay.hidden = true;
    spawnTile();
    spawnTile();
    render([]);
    updateScore();
  }

  function onOverlayButton() {
    if (hasWon && !keepPlaying && !isOver) {
      keepPlaying = true;
      overlay.hidden = true;
    } else {
      newGame();
    }
  }

  function onKeyDown(event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    var direction = KEY_TO_DIRECTION[event.key] || KEY_TO_DIRECTION[event.code];
    if (direction) {
      event.preventDefault();
      move(direction);
      return;
    }
    if (event.key !== " " && event.key !== "Enter") return;
    // A focused button already reacts to Space and Enter by itself.
    if (event.target instanceof HTMLButtonElement || event.repeat || overlay.hidden) return;
    event.preventDefault();
    onOverlayButton();
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
    // One swipe makes one move, even if the finger keeps going.
    swipeStart = null;
    if (Math.abs(dx) > Math.abs(dy)) move(dx > 0 ? "right" : "left");
    else move(dy > 0 ? "down" : "up");
  }

  function resize() {
    var styles = window.getComputedStyle(stage);
    var availableWidth = stage.clientWidth - parseFloat(styles.paddingLeft) - parseFloat(styles.paddingRight);
    var availableHeight = stage.clientHeight - parseFloat(styles.paddingTop) - parseFloat(styles.paddingBottom);
    var size = Math.max(160, Math.floor(Math.min(availableWidth, availableHeight)));
    wrap.style.width = size + "px";
    wrap.style.height = size + "px";
    // Tile text scales with the board; three- and four-digit tiles shrink further via CSS.
    wrap.style.fontSize = Math.round(size / 9.5) + "px";
  }

  function bindEvents() {
    document.addEventListener("keydown", onKeyDown);
    wrap.addEventListener("pointerdown", onPointerDown);
    wrap.addEventListener("pointermove", onPointerMove);
    wrap.addEventListener("pointerup", function () { swipeStart = null; });
    wrap.addEventListener("pointercancel", function () { swipeStart = null; });
    overlayButton.addEventListener("click", onOverlayButton);
    newGameButton.addEventListener("click", newGame);
    window.addEventListener("resize", resize);
    if (window.ResizeObserver) new ResizeObserver(resize).observe(stage);
  }

  function init() {
    buildCells();
    resize();
    bindEvents();
    newGame();
    document.body.dataset.gameReady = "true";
  }

  init();
})();
