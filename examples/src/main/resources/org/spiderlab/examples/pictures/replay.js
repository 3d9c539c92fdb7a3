// The replay of a certificate in a SpiderLab page (spiderlab draw GAME -o OUT.html --cert C).
// The data (start position, legal moves, per-move checks, verdict, reading) was computed by the
// verifier in Java; this script only plays the moves, draws the board and checks every move
// against the verifier's pile sizes. The board is read back by the browser test.
(function () {
  "use strict";
  var D = JSON.parse(document.getElementById("spiderlab-data").textContent);
  var SVG = "http://www.w3.org/2000/svg";
  var SYM = ["\u2660", "\u2665", "\u2663", "\u2666"];
  var G = D.geometry;
  var N = D.moves.length;
  var step = 0;
  var timer = null;
  var checkpoints = {};

  function decode(code) {
    var down = code % 2 === 1;
    var x = Math.floor(code / 2);
    return {rank: Math.floor(x / D.suits), suit: x % D.suits + 1, down: down};
  }
  function label(c) {
    var s = c.suit <= 4 ? c.rank + SYM[c.suit - 1] : c.rank + ":" + c.suit;
    return c.down ? "[" + s + "]" : s;
  }
  function styleOf(rank) {
    var lo = 0, hi = D.rankStyles.length - 1;
    while (lo < hi) {
      var mid = (lo + hi + 1) >> 1;
      if (D.rankStyles[mid][0] <= rank) { lo = mid; } else { hi = mid - 1; }
    }
    return D.rankStyles[lo][1];
  }
  function copy(s) {
    return {piles: s.piles.map(function (p) { return p.slice(); }), dealt: s.dealt,
      cleared: s.cleared};
  }
  function parse(text) {
    var f = text.split(" ");
    if (f[0] === "m") { return {kind: "m", src: +f[1] - 1, h: +f[2], dst: +f[3] - 1}; }
    if (f[0] === "c") { return {kind: "c", src: +f[1] - 1}; }
    return {kind: "d"};
  }
  function turnTop(p) {
    if (p.length > 0 && p[p.length - 1] % 2 === 1) { p[p.length - 1] -= 1; }
  }
  // plays move k (0-based) on state s, then compares with the verifier's pile sizes
  function play(s, k) {
    var m = parse(D.moves[k]);
    var guard = D.guards[k];
    var got;
    if (m.kind === "m") {
      var src = s.piles[m.src];
      var run = src.splice(src.length - m.h, m.h);
      Array.prototype.push.apply(s.piles[m.dst], run);
      turnTop(src);
      got = [src.length, s.piles[m.dst].length];
    } else if (m.kind === "c") {
      var p = s.piles[m.src];
      p.splice(p.length - D.maxRank, D.maxRank);
      turnTop(p);
      s.cleared += 1;
      got = [p.length, s.cleared];
    } else {
      var deal = D.stock[s.dealt];
      for (var j = 0; j < s.piles.length; j++) { s.piles[j].push(deal[j]); }
      s.dealt += 1;
      got = [D.stock.length - s.dealt, s.piles[0].length];
    }
    if (got[0] !== guard[0] || got[1] !== guard[1]) {
      var msg = "the replay differs from the verifier after move " + (k + 1) + " ("
        + D.moves[k] + "): got " + got + ", the verifier has " + guard;
      document.getElementById("check").textContent = msg;
      console.error(msg);
    }
  }
  function stateAt(k) {
    var base = Math.floor(k / 64) * 64;
    while (base > 0 && !checkpoints[base]) { base -= 64; }
    var s = copy(checkpoints[base]);
    for (var i = base; i < k; i++) {
      play(s, i);
      if ((i + 1) % 64 === 0 && !checkpoints[i + 1]) { checkpoints[i + 1] = copy(s); }
    }
    return s;
  }
  function el(name, attrs, parent, text) {
    var e = document.createElementNS(SVG, name);
    for (var a in attrs) { if (attrs.hasOwnProperty(a)) { e.setAttribute(a, attrs[a]); } }
    if (text !== undefined) { e.textContent = text; }
    if (parent) { parent.appendChild(e); }
    return e;
  }
  function draw(s, last) {
    var per = function (size) { return G.fold === 0 ? Math.max(size, 1) : G.fold; };
    var cols = [];
    s.piles.forEach(function (p, i) {
      var n = per(p.length), from = 0;
      do { cols.push([i, from, Math.min(n, p.length - from)]); from += n; } while (from < p.length);
    });
    var pitch = G.cardW + G.gap, rows = [], C = G.columns;
    cols.forEach(function (c, k) {
      var h = G.head + (c[2] <= 1 ? G.cardH : (c[2] - 1) * G.step + G.cardH);
      var r = Math.floor(k / C);
      rows[r] = Math.max(rows[r] || 0, h);
    });
    var tops = [], y = G.margin;
    rows.forEach(function (h, r) { tops[r] = y; y += h + G.rowGap; });
    var dealsLeft = D.stock.length - s.dealt;
    var dealRows = Math.ceil(s.piles.length / C);
    var stockTop = y;
    y += 16 + dealsLeft * (16 + dealRows * 22);
    var width = 2 * G.margin + Math.min(C, cols.length) * pitch;
    var svg = el("svg", {width: width, height: y + G.margin, id: "sheet"});
    var defs = el("defs", {}, svg);
    var pat = el("pattern", {id: "hatch", width: 5, height: 5, patternUnits: "userSpaceOnUse",
      patternTransform: "rotate(45)"}, defs);
    el("rect", {width: 1.6, height: 5, fill: "#000", "fill-opacity": 0.3}, pat);
    var moved = {}, src = -1;
    if (last) {
      if (last.kind === "m") { moved[last.dst] = last.h; src = last.src; }
      if (last.kind === "c") { src = last.src; }
      if (last.kind === "d") { s.piles.forEach(function (p, i) { moved[i] = 1; }); }
    }
    cols.forEach(function (c, k) {
      var pile = c[0], from = c[1], count = c[2], cards = s.piles[pile];
      var x = G.margin + (k % C) * pitch + 3, top = tops[Math.floor(k / C)];
      var g = el("g", {"class": "pile" + (pile === src && from === 0 ? " src" : ""),
        "data-pile": pile + 1, transform: "translate(" + x + "," + top + ")"}, svg);
      el("title", {}, g, "pile " + (pile + 1) + (D.roles[pile] ? ": " + D.roles[pile] : ""));
      el("text", {"class": "n", y: 12}, g, String(pile + 1));
      var lab = from === 0 ? D.labels[pile] : ["cont.", (from + 1) + "-" + (from + count)];
      lab.forEach(function (t, i) { el("text", {"class": "l", y: 24 + 10 * i}, g, t); });
      if (count === 0) {
        el("rect", {"class": "empty", x: -3, y: G.head, width: G.cardW, height: G.cardH, rx: 3},
          g);
      }
      var firstMoved = cards.length - (moved[pile] || 0);
      for (var j = 0; j < count; j++) {
        var idx = from + j, c = decode(cards[idx]), cy = G.head + j * G.step;
        var cls = "card s" + styleOf(c.rank) + (idx >= firstMoved ? " moved" : "");
        el("rect", {"class": cls, x: -3, y: cy, width: G.cardW, height: G.cardH, rx: 3}, g);
        if (c.down) {
          el("rect", {"class": "down", x: -3, y: cy, width: G.cardW, height: G.cardH, rx: 3}, g);
        }
        el("text", {"class": "card" + (c.suit === 2 || c.suit === 4 ? " r" : "")
          + (c.down ? " down" : ""), y: cy + 11, "data-pile": pile + 1, "data-index": idx}, g,
          label(c));
      }
    });
    el("text", {x: G.margin, y: stockTop + 12}, svg, dealsLeft === 0 ? "stock: empty"
      : "stock: " + dealsLeft + (dealsLeft === 1 ? " deal" : " deals") + " left");
    for (var d = s.dealt, dy = stockTop + 12; d < D.stock.length; d++) {
      dy += 16;
      el("text", {x: G.margin, y: dy}, svg, "deal " + (d + 1));
      D.stock[d].forEach(function (code, j) {
        var c = decode(code), x = G.margin + (j % C) * pitch;
        var t = dy + 4 + Math.floor(j / C) * 22;
        el("rect", {"class": "card s" + styleOf(c.rank), x: x, y: t, width: G.cardW,
          height: 18, rx: 3}, svg);
        el("text", {"class": "stockcard" + (c.suit === 2 || c.suit === 4 ? " r" : ""), x: x + 3,
          y: t + 13}, svg, label(c));
      });
      dy += dealRows * 22;
    }
    var board = document.getElementById("board");
    while (board.firstChild) { board.removeChild(board.firstChild); }
    board.appendChild(svg);
  }
  function showProgress() {
    var P = D.progress;
    if (!P) { return; }
    var values = P.slots.map(function () { return P.initial; });
    P.changes.forEach(function (c) { if (c[0] <= step) { values[c[1]] = c[2]; } });
    var slots = document.getElementById("slots");
    while (slots.firstChild) { slots.removeChild(slots.firstChild); }
    values.forEach(function (v, i) {
      var s = document.createElement("span");
      s.className = v === "true" ? "true" : v === "false" ? "false" : "open";
      s.setAttribute("data-slot", P.slots[i]);
      s.textContent = P.slots[i] + " = " + v;
      slots.appendChild(s);
    });
    var notes = document.getElementById("notes");
    while (notes.firstChild) { notes.removeChild(notes.firstChild); }
    var shown = P.notes.filter(function (n) { return n[0] <= step; });
    shown.forEach(function (n, i) {
      var li = document.createElement("li");
      li.textContent = n[1];
      if (n[0] === step || i === shown.length - 1) { li.className = "latest"; }
      notes.appendChild(li);
    });
  }
  function go(k) {
    step = Math.max(0, Math.min(N, k));
    var s = stateAt(step);
    draw(s, step > 0 ? parse(D.moves[step - 1]) : null);
    var status = document.getElementById("status");
    status.textContent = (step === 0 ? "start (move 0 of " + N + ")"
      : "move " + step + " of " + N + ": " + D.moves[step - 1])
      + " \u00b7 foundation: " + s.cleared + (s.cleared === 1 ? " run" : " runs")
      + " \u00b7 stock: " + (D.stock.length - s.dealt) + " deals left";
    var v = document.getElementById("verdict");
    if (step === N) {
      v.textContent = "verifier: " + D.verdict;
      v.className = D.verdictKind === "won" ? "won" : "bad";
    } else {
      v.textContent = "the verifier's verdict is shown after the last move (" + N + ")";
      v.className = "";
    }
    var items = document.getElementById("moves").children;
    for (var i = 0; i < items.length; i++) {
      items[i].className = i === step - 1 ? "current" : i >= step ? "later" : "";
    }
    var side = document.getElementById("moves");
    if (step > 0 && items[step - 1]) { // scroll the move list only, never the page
      var top = items[step - 1].offsetTop;
      if (top < side.scrollTop || top > side.scrollTop + side.clientHeight - 20) {
        side.scrollTop = Math.max(0, top - side.clientHeight / 2);
      }
    }
    document.getElementById("slider").value = step;
    document.getElementById("jump").value = step;
    showProgress();
  }
  function stop() {
    if (timer !== null) { clearInterval(timer); timer = null; }
    document.getElementById("play").textContent = "play";
  }
  function on(id, f) { document.getElementById(id).addEventListener("click", f); }

  checkpoints[0] = {piles: D.piles.map(function (p) { return p.slice(); }), dealt: 0, cleared: 0};
  if (!D.replay) {
    draw(checkpoints[0], null);
    return;
  }
  var list = document.getElementById("moves");
  D.moves.forEach(function (m, i) {
    var li = document.createElement("li");
    li.textContent = m;
    li.addEventListener("click", function () { stop(); go(i + 1); });
    list.appendChild(li);
  });
  document.getElementById("slider").max = N;
  document.getElementById("jump").max = N;
  on("first", function () { stop(); go(0); });
  on("back", function () { stop(); go(step - 1); });
  on("forward", function () { stop(); go(step + 1); });
  on("last", function () { stop(); go(N); });
  on("go", function () { stop(); go(parseInt(document.getElementById("jump").value, 10) || 0); });
  document.getElementById("jump").addEventListener("keydown", function (e) {
    if (e.key === "Enter") { stop(); go(parseInt(e.target.value, 10) || 0); }
  });
  document.getElementById("slider").addEventListener("input", function (e) {
    stop(); go(parseInt(e.target.value, 10));
  });
  on("play", function () {
    if (timer !== null) { stop(); return; }
    if (step === N) { go(0); }
    document.getElementById("play").textContent = "pause";
    timer = setInterval(function () {
      if (step >= N) { stop(); } else { go(step + 1); }
    }, 1000 / (parseFloat(document.getElementById("speed").value) || 2));
  });
  document.addEventListener("keydown", function (e) {
    if (e.target && e.target.tagName === "INPUT") { return; }
    if (e.key === "ArrowRight") { stop(); go(step + 1); }
    if (e.key === "ArrowLeft") { stop(); go(step - 1); }
    if (e.key === "Home") { stop(); go(0); }
    if (e.key === "End") { stop(); go(N); }
  });
  var hash = /^#move=(\d+)$/.exec(window.location.hash);
  go(hash ? parseInt(hash[1], 10) : D.start);
}());
