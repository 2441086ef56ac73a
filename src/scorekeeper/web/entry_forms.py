"""The entry page's questions, each a panel in the lower part of the screen: this phone's name
(asked once, kept in localStorage), taking over from another keeper (asked before it is done),
the round's end (who went out or blocked, the pips left by seat) and an adjustment (seat,
points, note). Each builds its elements with the main script's helpers (``window.__entry``)
and hands a finished tap to its queue; a panel's choices are buttons that say whether they
are pressed, so a screen reader hears the choice.
"""

ENTRY_FORMS = """
(function () {
  "use strict";
  const E = window.__entry, W = E.words, make = E.make, button = E.button, say = E.say;

  function field(labelWords, input) {
    const id = "f-" + Math.random().toString(36).slice(2);
    const label = make("label", "", labelWords);
    label.htmlFor = id;
    input.id = id;
    return [label, input];
  }
  function input(type, mode) {
    const el = make("input");
    el.type = type;
    if (mode) { el.inputMode = mode; }
    return el;
  }
  function pick(choices, onPick) {
    // a row of buttons, one of them pressed: who went out, whose total to adjust
    const box = make("div", "choices");
    const made = choices.map((choice) => {
      const el = button(choice.words, "choice", () => {
        made.forEach((other) => other.setAttribute("aria-pressed", String(other === el)));
        onPick(choice.value);
      });
      el.setAttribute("aria-pressed", "false");
      return el;
    });
    box.append(...made);
    return box;
  }
  function actions(saveWords, onSave, close) {
    const row = make("div", "row");
    const save = button(saveWords, "save", onSave);
    row.append(save, button(W.cancel, "cancel", close));
    return [row, save];
  }

  function named(close) {
    const form = make("form", "named");
    const box = input("text");
    box.placeholder = W.name_hint;
    box.maxLength = 40;
    box.autocomplete = "off";
    const [row, save] = actions(W.name_save, () => {}, close);
    row.lastChild.remove();  // asked once: nothing to cancel to
    save.type = "submit";
    form.append(...field(W.name_ask, box), row);
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const given = box.value.trim();
      if (!given) { box.focus(); return; }
      close();
      E.named(given);
    });
    return [form];
  }
  function take(close) {
    const asked = make("p", "", say(W.take_over_ask, {who: E.keeperName()}));
    const [row] = actions(W.take_over, () => { close(); E.claim(true); }, close);
    return [asked, row];
  }
  function ended(close) {
    const seats = E.seats();
    let out;  // undefined: not chosen yet; null: blocked
    const choices = seats.map((seat, i) => ({words: say(W.went_out, {name: seat.name}), value: i}));
    choices.push({words: W.blocked, value: null});
    const [row, save] = actions(W.end_save, () => {
      const pips = {};
      boxes.forEach((box, i) => { if (box.value.trim() !== "") { pips[i] = Number(box.value); } });
      const bad = Object.values(pips).some((n) => !Number.isInteger(n) || n < 0);
      if (out === undefined || bad) { return; }
      close();
      E.add({do: "round_end", out: out, pips: pips}, W.end_tap);
    }, close);
    save.disabled = true;
    const grid = make("div", "pips");
    const boxes = seats.map((seat) => {
      const box = input("number", "numeric");
      box.min = "0";
      box.max = "168";
      grid.append(...field(seat.name, box));
      return box;
    });
    const who = pick(choices, (value) => { out = value; save.disabled = false; });
    return [make("h2", "", W.end_title), who, make("p", "hint", W.pips), grid, row];
  }
  function adjusted(close) {
    const seats = E.seats();
    let seat;
    const points = input("number", "decimal"), note = input("text");
    note.maxLength = 200;
    const [row, save] = actions(W.adjust_save, () => {
      const value = Number(points.value);
      if (seat === undefined || !points.value.trim() || !Number.isInteger(value)) { return; }
      close();
      const words = say(W.adjust_tap, {name: seats[seat].name, points: value});
      E.add({do: "adjust", seat: seat, points: value, note: note.value.trim()}, words);
    }, close);
    const whole = () => points.value.trim() !== "" && Number.isInteger(Number(points.value));
    const ready = () => { save.disabled = seat === undefined || !whole(); };
    points.addEventListener("input", ready);
    const choices = seats.map((s, i) => ({words: s.name, value: i}));
    const who = pick(choices, (value) => { seat = value; ready(); });
    ready();
    return [make("h2", "", W.adjust_title), who, ...field(W.adjust_points, points),
            ...field(W.adjust_note, note), row];
  }
  window.__entryAsk = {name: named, take: take, end: ended, adjust: adjusted};
})();
"""
