"""The tile picker (tile mode of the entry page): the 28 tiles as a grid of big buttons, drawn
from the pad's ``tiles`` into ``<section id="picker">`` by the page's ``drawPad``.

A tile button's accessible name is the tile in the page's words ("3-5", "double 6"); what it
fits and earns (or the pad's ``why``) is its description. A tile with one way sends that way's
``tap`` at once, through the page's queue (``window.__entry.add``); with several, the page asks
which (the board's question, each way's words and price) in its question panel. A tile that
fits nowhere is dimmed, never sent: tapping it says why. While taps wait to be sent the pad is
behind them, so a tile then sends its halves alone and the server, the umpire, finds the way
(or asks, as a refusal). The round end's hands are picked from the same grid (``entry_hands``
takes the grid over while its panel is open). Only DOM text is set, never markup.
"""

ENTRY_TILES = """
(function () {
  "use strict";
  const E = window.__entry, W = E.words, make = E.make, button = E.button, say = E.say;
  let chosen = null, confirming = null, why = "", last = null, drawn = "", revision = -1;

  function tileName(tile) {
    const [low, high] = tile.split(":");
    if (low !== high) { return low + "-" + high; }
    return low === "0" ? W.double_blank : say(W.double, {half: low});
  }
  function number(price) { return Number(String(price).replace("\\u2212", "-")); }
  function prices(ways) {
    // one price, or the lowest and the highest of the ways (the board's "+10…+15")
    const all = ways.map((w) => w.price).sort((a, b) => number(a) - number(b));
    return all[0] === all[all.length - 1] ? all[0] : all[0] + "\\u2026" + all[all.length - 1];
  }
  function mark(t) {
    const f = t.fits;
    if (f.indexOf("lead") >= 0) { return "\\u25cf"; }
    return (f.indexOf("left") >= 0 ? "\\u2190" : "") + (f.indexOf("right") >= 0 ? "\\u2192" : "");
  }
  function about(t) {
    if (t.on_line) { return W.on_line; }
    if (!t.ways.length) { return t.why || ""; }
    const f = t.fits, price = prices(t.ways);
    if (f.indexOf("lead") >= 0) { return say(W.fits_lead, {price: price}); }
    const which = f.length > 1 ? W.fits_both : f[0] === "left" ? W.fits_left : W.fits_right;
    return say(which, {price: price});
  }
  function label(t, way) { return tileName(t.tile) + (way && way.words ? " " + way.words : ""); }

  function tapped(t, free) {
    const H = window.__entryHands;
    if (H && H.active()) { H.toggle(t); redraw(); return; }
    why = "";
    // behind waiting taps the pad is stale, but a tile on its line stays there (bar an undo)
    if (free && !t.on_line) {
      E.add({do: "tile", tile: t.tile.replace(":", "-")}, label(t));
      return;
    }
    if (!t.ways.length) { why = t.why || W.on_line; redraw(); return; }
    if (t.ways.length === 1) { E.add(t.ways[0].tap, label(t, t.ways[0])); return; }
    chosen = t;
    E.ask("way");
  }
  function face(t) {
    const el = make("span", "face");
    t.tile.split(":").forEach((half) => el.append(make("span", "half", half)));
    return el;
  }
  function tileButton(t, i, open, free) {
    const H = window.__entryHands, hands = H && H.active();
    const look = hands ? H.look(t) : null;
    const fits = (free && !t.on_line) || t.ways.length > 0;
    const el = button("", "tile", () => tapped(t, free));
    el.setAttribute("aria-label", tileName(t.tile));
    el.classList.toggle("laid", t.on_line);
    el.classList.toggle("dim", hands ? look.off : !fits);
    const shown = hands ? look.mark : t.on_line ? "\\u2014" : free ? "" : mark(t);
    const note = make("span", "mark", shown);
    const said = make("span", "sr", hands ? look.about : free && !t.on_line ? "" : about(t));
    said.id = "tile-about-" + i;
    el.setAttribute("aria-describedby", said.id);
    if (!hands && !free && t.ways.length) { note.append(make("span", "cost", prices(t.ways))); }
    el.append(face(t), note, said);
    if (hands) { el.setAttribute("aria-pressed", String(look.pressed)); }
    if (hands ? look.off : !fits) { el.setAttribute("aria-disabled", "true"); }
    el.disabled = !hands && !open;
    return el;
  }
  function ends(pad) {
    const line = pad.line;
    if (!line.started) { return W.lead_any; }
    const left = say(W.left, {end: line.ends.left.words});
    const right = say(W.right, {end: line.ends.right.words});
    return say(W.ends, {ends: left + " \\u00b7 " + right});
  }
  function over(pad) {
    const ended = pad.round.ended;
    if (!ended) { return pad.line.blocked ? W.blocked : ""; }
    const end = (pad.buttons.find((b) => b.tap.do === "round_end") || {label: ""}).label;
    return say(ended.waits ? W.over_waits : W.over_closed, {end: end});
  }
  function build(pad, open, free) {
    const head = make("div", "line");
    head.append(make("p", "ends", ends(pad)));
    if (pad.stock.words) { head.append(make("p", "stock", pad.stock.words)); }
    if (pad.line.chain.length) { head.append(make("p", "chain", pad.line.chain.join(" "))); }
    const told = make("p", "why", why || over(pad));
    told.setAttribute("role", "status");
    const grid = make("div", "tiles");
    grid.append(...pad.tiles.map((t, i) => tileButton(t, i, open, free)));
    return [head, told, grid];
  }
  function draw(picker, pad, open, free) {
    last = [picker, pad, open, free];
    if (pad.revision !== revision) { revision = pad.revision; why = ""; }  // said of the last
    const H = window.__entryHands;
    const key = JSON.stringify([pad.tiles, pad.line, pad.stock, pad.round, open, free, why,
                                H && H.active() ? H.key() : null]);
    if (drawn === key) { return; }  // a poll that changed nothing swaps no button
    drawn = key;
    picker.replaceChildren(...build(pad, open, free));
  }
  function redraw() { if (last) { draw(...last); } }

  function way(close) {
    const t = chosen, box = make("div", "choices");
    t.ways.forEach((w, i) => {
      const el = button("", "choice way", () => { close(); E.add(w.tap, label(t, w)); });
      el.setAttribute("aria-label", w.words);
      const price = make("span", "price", w.price);
      const said = make("span", "sr", say(W.way_about, {price: w.price, leaves: w.leaves}));
      said.id = "way-about-" + i;
      el.setAttribute("aria-describedby", said.id);
      el.append(make("span", "label", w.words), price, said);
      box.append(el);
    });
    const row = make("div", "row");
    row.append(button(W.cancel, "cancel", close));
    return [make("h2", "", t.ask || tileName(t.tile)), box, row];
  }
  function sure(close) {
    const b = confirming, row = make("div", "row");
    const yes = () => { close(); E.add(Object.assign({}, b.tap, {sure: true}), b.label); };
    row.append(button(say(W.sure, {fact: b.label}), "save", yes),
               button(W.cancel, "cancel", close));
    return [make("p", "", b.ask), row];
  }
  window.__entryAsk.way = way;
  window.__entryAsk.sure = sure;
  window.__entryTiles = {
    draw: draw, redraw: redraw, name: tileName,
    // a button whose pad entry asks first (a pass the draw rule does not expect)
    confirm: (b) => { confirming = b; E.ask("sure"); },
  };
})();
"""
