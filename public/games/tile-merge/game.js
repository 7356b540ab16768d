(function () {
  "use strict";

  var kit = window.ZowiiGameKit;

  var SIZE = 4;
  var WIN_VALUE = 2048;
  var SLIDE_MS = 120;
  var SWIPE_MIN_PX = 30;
  var BEST_KEY = "zowii-tile-merge-best";

  var VECTORS = {
    up: { dr: -1, dc: 0 },
    down: { dr: 1, dc: 0 },
    left: { dr: 0, dc: -1 },
    right: { dr: 0, dc: 1 },
  };

  var stage = kit.byId("stage");
  var wrap = kit.byId("board-wrap");
  var cellLayer = kit.byId("cells");
  var tileLayer = kit.byId("tiles");
  var scoreboard = kit.createScoreboard(BEST_KEY);
  var overlay = kit.createOverlay();

  var grid = [];
  var score = 0;
  var nextTileId = 1;
  var hasWon = false;
  var keepPlaying = false;
  var isOver = false;
  var tileElements = new Map();
  var leavingElements = [];
  var leavingTimer = 0;

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
    scoreboard.show(score);
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
      overlay.show("You made " + WIN_VALUE + "!", "Keep going for an even bigger tile?", "Keep going");
    } else if (!canMove()) {
      isOver = true;
      overlay.show("No more moves", scoreboard.summary(score), "Play again");
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
    leavingElements.forEach(function (element) {
      element.remove();
    });
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

  function newGame() {
    removeLeavingTiles();
    tileElements.forEach(function (element) {
      element.remove();
    });
    tileElements.clear();
    grid = emptyGrid();
    score = 0;
    scoreboard.startRound();
    hasWon = false;
    keepPlaying = false;
    isOver = false;
    overlay.hide();
    spawnTile();
    spawnTile();
    render([]);
    scoreboard.show(score);
  }

  function onOverlayButton() {
    if (hasWon && !keepPlaying && !isOver) {
      keepPlaying = true;
      overlay.hide();
    } else {
      newGame();
    }
  }

  function onKeyDown(event) {
    if (event.key !== " " && event.key !== "Enter") return;
    if (kit.isOnButton(event) || event.repeat || !overlay.isOpen()) return;
    event.preventDefault();
    onOverlayButton();
  }

  function resize() {
    var room = kit.innerSize(stage);
    var size = Math.max(160, Math.floor(Math.min(room.width, room.height)));
    kit.setBoxSize(wrap, size, size);
    // Tile text scales with the board; three- and four-digit tiles shrink further via CSS.
    wrap.style.fontSize = Math.round(size / 9.5) + "px";
  }

  function init() {
    buildCells();
    newGame();
    kit.start({
      stage: stage,
      resize: resize,
      direction: move,
      keydown: onKeyDown,
      board: wrap,
      // One swipe makes one move, even if the finger keeps going.
      pointer: { swipeDistance: SWIPE_MIN_PX, swipe: move },
      clicks: { "overlay-button": onOverlayButton, "new-game-button": newGame },
    });
  }

  init();
})();
