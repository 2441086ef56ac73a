"""The round end in tile mode (the entry page's "end" in a match kept tile by tile): who went
out (or the block), as the pad's ``round.ended`` says where the round ended itself, and each
hand's tiles picked from the tile picker's grid: a player is tapped, then the tiles left in
their hand; where the preset scores pips (``round.pips_score``) a hand may be given as its pips
instead. The tap is the desk's ``round_end`` with ``hands`` by seat (``entry/tile_taps.py``);
the server checks the hands against the line and the app's counts (the ``held`` shown).
While the panel is open the grid is this module's: a tile's mark is whose hand holds it.
"""

ENTRY_HANDS = """
(function () {
  "use strict";
  const E = window.__entry, W = E.words, make = E.make, button = E.button, say = E.say;
  const plain = window.__entryAsk.end;
  let state = null;  // while the panel is open: the seat being filled and each seat's tiles
  let counts = [];

  function count(phrase, n) {
    return say(phrase.forms[phrase.index[n < 200 ? n : 100 + (n % 100)]], {count: n});
  }
  function holder(tile) {
    for (const seat in state.hands) {
      if (state.hands[seat].indexOf(tile) >= 0) { return Number(seat); }
    }
    return null;
  }
  function laid(t) {
    // on this round's line: the pad's, or the closed round's (the pad's line is the next one's)
    const ended = E.pad().round.ended;
    return t.on_line || !!(ended && ended.laid.indexOf(t.tile) >= 0);
  }
  function look(t) {
    const seat = holder(t.tile), seats = E.seats();
    if (laid(t)) { return {off: true, pressed: false, mark: "\\u2014", about: W.on_line}; }
    if (seat === null) { return {off: false, pressed: false, mark: "", about: ""}; }
    const name = seats[seat].name;
    return {off: false, pressed: seat === state.seat, mark: name.slice(0, 3),
            about: say(W.held_by, {name: name})};
  }
  function toggle(t) {
    if (laid(t) || state.seat === null) { return; }
    const seat = holder(t.tile);
    if (seat !== null) { state.hands[seat] = state.hands[seat].filter((x) => x !== t.tile); }
    if (seat !== state.seat) { state.hands[state.seat].push(t.tile); }
    counted();
  }
  function counted() {
    const seats = E.seats(), ended = E.pad().round.ended;
    counts.forEach((el, i) => {
      const n = state.hands[i].length, held = ended ? ended.held[i] : null;
      const words = count(W.hand_of, n).replace("{name}", seats[i].name);
      el.textContent = held === null || held === undefined ? words : words + " / " + held;
      el.setAttribute("aria-pressed", String(i === state.seat));
    });
  }
  function who(seats, ended, chosen) {
    if (ended) {
      const out = ended.out;
      return make("p", "", out === null ? W.blocked : say(W.went_out, {name: seats[out].name}));
    }
    const box = make("div", "choices");
    const choices = seats.map((s, i) => [say(W.went_out, {name: s.name}), i]);
    choices.push([W.blocked, null]);
    const made = choices.map(([words, value]) => {
      const el = button(words, "choice", () => {
        made.forEach((other) => other.setAttribute("aria-pressed", String(other === el)));
        chosen(value);
      });
      el.setAttribute("aria-pressed", "false");
      return el;
    });
    box.append(...made);
    return box;
  }
  function hands(seats, pips) {
    const grid = make("div", "hands"), boxes = [];
    counts = seats.map((seat, i) => {
      const el = button("", "choice hand", () => {
        state.seat = i; counted(); window.__entryTiles.redraw();
      });
      grid.append(el);
      if (pips) {
        const box = make("input");
        box.type = "number"; box.inputMode = "numeric"; box.min = "0"; box.max = "168";
        box.setAttribute("aria-label", say(W.pips_of, {name: seat.name}));
        box.placeholder = W.pips_word;
        boxes[i] = box;
        grid.append(box);
      }
      return el;
    });
    grid.classList.toggle("with-pips", pips);
    return [grid, boxes];
  }
  function tap(out, boxes) {
    const tap = {do: "round_end", out: out, pips: {}, hands: {}};
    E.seats().forEach((s, i) => {
      const box = boxes[i], typed = box ? box.value.trim() : "";
      if (state.hands[i].length) { tap.hands[i] = state.hands[i].slice(); }
      else if (typed !== "" && Number.isInteger(Number(typed))) { tap.pips[i] = Number(typed); }
    });
    return tap;
  }
  function ended(close) {
    const pad = E.pad();
    if (!pad || pad.mode !== "tiles") { return plain(close); }
    const seats = pad.seats, over = pad.round.ended, pips = !!pad.round.pips_score;
    let out = over ? over.out : undefined;  // undefined: not chosen yet; null: blocked
    state = {seat: 0, hands: {}};
    seats.forEach((s, i) => { state.hands[i] = []; });
    const done = () => { state = null; counts = []; close(); };
    const row = make("div", "row");
    const save = button(W.end_save, "save", () => {
      if (out === undefined) { return; }
      const made = tap(out, boxes);
      done();
      E.add(made, W.end_tap);
    });
    save.disabled = out === undefined;
    row.append(save, button(W.cancel, "cancel", done));
    const chooser = who(seats, over, (value) => { out = value; save.disabled = false; });
    const [grid, boxes] = hands(seats, pips);
    counted();
    window.__entryTiles.redraw();
    return [make("h2", "", W.end_title), chooser,
            make("p", "hint", pips ? W.hands_pips : W.hands_hint), grid, row];
  }
  window.__entryAsk.end = ended;
  window.__entryHands = {
    active: () => state !== null, look: look, toggle: toggle,
    key: () => JSON.stringify(state),
  };
})();
"""
