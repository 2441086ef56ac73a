"""The entry page's drawing, part of its script's one closure (``entry_script``): the keeper's
line, the seats, the status (what waits, a refusal, what was kept) and the pad's buttons.

Each part is rebuilt only when what it shows changed, so the 2-second poll never swaps a
button under a finger. A fact's accessible name is its name alone (``aria-label``); its price
is a separate element that describes it (``aria-describedby``). Text only, never markup.
"""

ENTRY_DRAW = """
  function paint(id, key, build) {
    // rebuilt only when what it shows changed, so a poll never swaps a button under a finger
    if (painted[id] === key) { return; }
    painted[id] = key;
    document.getElementById(id).replaceChildren(...build());
  }
  function total(value) {
    // a debt's word smaller than its digits (as the display shows it), so four digits fit
    const el = make("span", "total" + (value < 0 ? " debt" : ""));
    if (value >= 0) { el.textContent = String(value); return el; }
    W.debt.split(/(\\{points\\})/).forEach((part) => {
      if (part === "{points}") { el.append(String(-value)); }
      else if (part) { el.append(make("span", "word", part)); }
    });
    return el;
  }
  function drawKeeper() {
    const k = keeper || {you: false, who: null};
    paint("keeper", JSON.stringify([k, !!pad]), () => {
      if (!pad) { return [make("span", "note", W.loading)]; }
      if (k.you) { return [make("span", "", W.you)]; }
      if (!k.who) { return [make("span", "", W.nobody)]; }
      return [make("span", "", say(W.other, {who: k.who})),
              button(W.take_over, "take", () => ask("take"))];
    });
  }
  function drawSeats() {
    // a round end asked of the table holds the pad: its seats are not offered to lead
    const waits = !!(pad.word && (pad.word.state === "asked" || pad.word.state === "queried"));
    const mine = !!(keeper && keeper.you && !pad.finished && !waits);
    // who leads is asked at a round's start; a pad that says its round has begun (tile mode's
    // "round") needs no hint
    const hint = mine && !(pad.round && pad.round.started);
    paint("seats", JSON.stringify([pad.seats, mine, hint]), () => pad.seats.map((seat, i) => {
      const card = make(mine ? "button" : "div", "seat" + (seat.turn ? " turn" : ""));
      card.append(make("span", "name", seat.name), total(seat.total));
      if (seat.turn) { card.append(make("span", "badge", W.to_play)); }
      // a club night between rounds: the player's place in the event, in the server's words
      if (seat.standing) { card.append(make("span", "standing", seat.standing)); }
      if (mine) {
        card.type = "button";
        card.setAttribute("aria-pressed", seat.turn ? "true" : "false");
        const leads = say(W.leads_tap, {name: seat.name});
        card.addEventListener("click", () => add({do: "turn", seat: i}, leads));
      }
      return card;
    }).concat(hint ? [make("p", "hint", W.leads)] : []));
  }
  function drawStatus() {
    const refused = stopped && stopped.entry.id;
    const key = [gone, offline, queue.length, refused, lastKept, pad && pad.finished];
    paint("status", JSON.stringify(key), () => {
      const parts = [];
      if (gone) { return [make("p", "gone", W.gone)]; }
      if (offline) { parts.push(make("p", "offline", W.offline)); }
      if (queue.length) { parts.push(make("p", "waiting", count(W.waiting, queue.length))); }
      if (stopped) { parts.push(refusal()); }
      if (lastKept && !queue.length) {
        parts.push(make("p", "kept", say(W.kept, {tap: lastKept})));
      }
      if (pad && pad.finished) { parts.push(make("p", "note", W.finished)); }
      return parts;
    });
  }
  function refusal() {
    const box = make("div", "refusal");
    box.setAttribute("role", "alert");
    const at = new Date(stopped.entry.at).toLocaleTimeString(lang);
    const which = {tap: stopped.entry.label, time: at, why: stopped.why};
    box.append(make("p", "", say(W.refused, which)));
    const row = make("div", "row");
    row.append(button(count(W.discard, queue.length), "discard", discard),
               button(W.retry, "retry", retry));
    box.append(row);
    return box;
  }
  function drawPad() {
    const mine = !!(keeper && keeper.you) && !gone;
    const open = !stopped && !asking;
    const free = queue.length > 0;  // taps on their way: the server umpires what the pad can't
    document.getElementById("pad").hidden = !mine || !!asking;  // a question takes its place
    paint("pad", JSON.stringify([pad.buttons, mine, open, free]), () => {
      if (!mine) { return []; }  // a phone that only follows has nothing to tap
      const facts = make("div", "facts"), tools = make("div", "tools");
      pad.buttons.forEach((b, i) => {
        const tool = TOOLS.indexOf(b.tap.do) >= 0;
        const el = button("", tool ? "tool" : "fact", () => pressed(b));
        el.setAttribute("aria-label", b.name);
        el.append(make("span", "label", b.label));
        if (b.price !== null && b.price !== undefined) {
          const price = make("span", "price", b.price);
          price.id = "price-" + i;
          el.setAttribute("aria-describedby", price.id);
          el.append(price);
        }
        el.disabled = !open || !(b.enabled || free);
        (tool ? tools : facts).append(el);
      });
      return [facts, tools];
    });
    // tile mode: the tile picker (entry_tiles.py) stays while a question is open (the round
    // end's hands are picked from its grid)
    const picker = document.getElementById("picker");
    picker.hidden = pad.mode !== "tiles" || !mine;
    if (!picker.hidden) { window.__entryTiles.draw(picker, pad, open, free); }  // entry_tiles
  }
  function pressed(b) {
    if (b.tap.do === "round_end") { ask("end"); }
    else if (b.tap.do === "adjust") { ask("adjust"); }
    else if (b.ask) { window.__entryTiles.confirm(b); }  // a pass the draw rule doesn't expect
    else { add(b.tap, b.label); }
  }
  function render() {
    drawKeeper();
    if (!pad) { return; }
    drawSeats();
    drawStatus();
    drawPad();
    if (window.__entryWord) { window.__entryWord.draw(pad, keeper); }  // entry_word
  }

"""
