(function () {
  "use strict";

  var KEY_TO_DIRECTION = {
    ArrowUp: "up",
    KeyW: "up",
    w: "up",
    W: "up",
    ArrowDown: "down",
    KeyS: "down",
    s: "down",
    S: "down",
    ArrowLeft: "left",
    KeyA: "left",
    a: "left",
    A: "left",
    ArrowRight: "right",
    KeyD: "right",
    d: "right",
    D: "right",
  };

  var reducedMotionQuery = window.matchMedia("(prefers-reduced-motion: reduce)");

  function byId(id) {
    return document.getElementById(id);
  }

  function readNumber(key) {
    try {
      return parseInt(window.localStorage.getItem(key), 10) || 0;
    } catch (error) {
      return 0;
    }
  }

  function saveNumber(key, value) {
    try {
      window.localStorage.setItem(key, String(value));
    } catch (error) {
      // Storage can be blocked in sandboxed frames; the best score then lasts for this visit only.
    }
  }

  // Drives the #score and #best boxes and keeps the best score in localStorage under storageKey.
  function createScoreboard(storageKey) {
    var scoreEl = byId("score");
    var bestEl = byId("best");
    var best = readNumber(storageKey);
    var bestAtStart = best;

    return {
      startRound: function () {
        bestAtStart = best;
      },
      show: function (score) {
        scoreEl.textContent = String(score);
        if (score > best) {
          best = score;
          saveNumber(storageKey, best);
        }
        bestEl.textContent = String(best);
      },
      // Measured against the best from before this round, since show() has already raised it.
      summary: function (score) {
        return "Score: " + score + (score > bestAtStart ? " \u2014 new best!" : "");
      },
    };
  }

  function createOverlay() {
    var element = byId("overlay");
    var title = byId("overlay-title");
    var text = byId("overlay-text");
    var button = byId("overlay-button");

    return {
      show: function (titleText, bodyText, buttonLabel) {
        title.textContent = titleText;
        text.textContent = bodyText;
        button.textContent = buttonLabel;
        element.hidden = false;
      },
      hide: function () {
        element.hidden = true;
      },
      isOpen: function () {
        return !element.hidden;
      },
    };
  }

  // Arrow keys, and WASD by both character and physical position so other keyboard layouts work too.
  function directionForKey(event) {
    return KEY_TO_DIRECTION[event.key] || KEY_TO_DIRECTION[event.code];
  }

  // Leaves browser and system shortcuts alone.
  function hasModifier(event) {
    return event.ctrlKey || event.metaKey || event.altKey;
  }

  // A focused button already reacts to Space and Enter by itself.
  function isOnButton(event) {
    return event.target instanceof HTMLButtonElement;
  }

  function swipeDirection(dx, dy) {
    if (Math.abs(dx) > Math.abs(dy)) return dx > 0 ? "right" : "left";
    return dy > 0 ? "down" : "up";
  }

  // Follows presses of mouse, pen or finger on element. Options, all optional:
  //   swipeDistance + swipe(direction): a drag this far reports a swipe;
  //   repeatSwipes: keep measuring from where the last swipe fired, so one long drag can swipe again;
  //   tapDistance: a press that strays further than this is no longer a tap;
  //   tap(event): a release that neither swiped nor strayed;
  //   press(event): a press starts; move(event, pressed): the pointer moves, pressed or not.
  function watchPointer(element, options) {
    var press = null;
    var tapDistance = options.tapDistance || Infinity;

    function follow(event) {
      var dx = event.clientX - press.x;
      var dy = event.clientY - press.y;
      var distance = Math.hypot(dx, dy);
      if (options.swipe && distance >= options.swipeDistance) {
        press = options.repeatSwipes ? { x: event.clientX, y: event.clientY, moved: true } : null;
        options.swipe(swipeDirection(dx, dy));
      } else if (distance > tapDistance) {
        press.moved = true;
      }
    }

    element.addEventListener("pointerdown", function (event) {
      if (event.target.closest("button")) return;
      press = { x: event.clientX, y: event.clientY, moved: false };
      if (element.setPointerCapture) element.setPointerCapture(event.pointerId);
      if (options.press) options.press(event);
    });
    element.addEventListener("pointermove", function (event) {
      var pressed = press !== null;
      if (pressed) follow(event);
      if (options.move) options.move(event, pressed);
    });
    element.addEventListener("pointerup", function (event) {
      var wasTap = press !== null && !press.moved;
      press = null;
      if (wasTap && options.tap) options.tap(event);
    });
    element.addEventListener("pointercancel", function () {
      press = null;
    });
  }

  // The room left for the board inside element's padding.
  function innerSize(element) {
    var styles = window.getComputedStyle(element);
    return {
      width: element.clientWidth - parseFloat(styles.paddingLeft) - parseFloat(styles.paddingRight),
      height: element.clientHeight - parseFloat(styles.paddingTop) - parseFloat(styles.paddingBottom),
    };
  }

  function setBoxSize(element, width, height) {
    element.style.width = width + "px";
    element.style.height = height + "px";
  }

  // The canvas keeps one backing pixel per device pixel so drawing stays sharp on dense screens.
  function sizeCanvas(box, canvas, width, height) {
    var pixelRatio = window.devicePixelRatio || 1;
    setBoxSize(box, width, height);
    canvas.width = Math.round(width * pixelRatio);
    canvas.height = Math.round(height * pixelRatio);
  }

  // The element can change size while the window does not (a header that rewraps, say), so it is observed too.
  function onResize(element, callback) {
    window.addEventListener("resize", callback);
    if (window.ResizeObserver) new ResizeObserver(callback).observe(element);
  }

  function pauseWhenHidden(pause) {
    window.addEventListener("blur", pause);
    document.addEventListener("visibilitychange", function () {
      if (document.hidden) pause();
    });
  }

  // Calls step(time, elapsedMs) on every animation frame; the first frame has 0 ms elapsed.
  function startLoop(step) {
    var lastTime = 0;
    function frame(time) {
      var elapsed = lastTime ? time - lastTime : 0;
      lastTime = time;
      step(time, elapsed);
      window.requestAnimationFrame(frame);
    }
    window.requestAnimationFrame(frame);
  }

  // Read on every use so a change of the system setting applies at once.
  function prefersReducedMotion() {
    return reducedMotionQuery.matches;
  }

  function roundedRect(ctx, x, y, width, height, radius) {
    ctx.beginPath();
    ctx.moveTo(x + radius, y);
    ctx.arcTo(x + width, y, x + width, y + height, radius);
    ctx.arcTo(x + width, y + height, x, y + height, radius);
    ctx.arcTo(x, y + height, x, y, radius);
    ctx.arcTo(x, y, x + width, y, radius);
    ctx.closePath();
  }

  // The portal waits for this flag before it sends any input to the game.
  function markReady() {
    document.body.dataset.gameReady = "true";
  }

  // Wires up what every game has, then starts it. Options:
  //   stage, resize(): the board is fitted now and again whenever the stage changes size;
  //   direction(name): arrow keys and WASD; keydown(event), keyup(event): the game's other keys;
  //   board, pointer: presses on the board, as watchPointer's options;
  //   clicks: { buttonId: handler };
  //   pause(): optional, for when the window loses focus or the page is hidden;
  //   frame(time, elapsedMs): optional, run on every animation frame.
  function start(options) {
    options.resize();
    document.addEventListener("keydown", function (event) {
      if (hasModifier(event)) return;
      var direction = options.direction && directionForKey(event);
      if (direction) {
        event.preventDefault();
        options.direction(direction);
      } else if (options.keydown) {
        options.keydown(event);
      }
    });
    if (options.keyup) document.addEventListener("keyup", options.keyup);
    watchPointer(options.board, options.pointer);
    Object.keys(options.clicks).forEach(function (id) {
      byId(id).addEventListener("click", options.clicks[id]);
    });
    if (options.pause) pauseWhenHidden(options.pause);
    onResize(options.stage, options.resize);
    if (options.frame) startLoop(options.frame);
    markReady();
  }

  window.ZowiiGameKit = Object.freeze({
    byId: byId,
    createScoreboard: createScoreboard,
    createOverlay: createOverlay,
    isOnButton: isOnButton,
    innerSize: innerSize,
    setBoxSize: setBoxSize,
    sizeCanvas: sizeCanvas,
    prefersReducedMotion: prefersReducedMotion,
    roundedRect: roundedRect,
    start: start,
  });
})();
