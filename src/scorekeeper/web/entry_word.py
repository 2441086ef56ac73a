"""The entry page's panel of the opponents' word (issue 26 item 4): the round end asked, in
the server's words (who went out or that it was blocked, each player's points for the round
and the total it would make), and what this phone may do about it.

On the keeper's phone it says that it waits (or who queried it) and offers Withdraw, the undo
that takes the ask back so it can be entered again. On the other phones at the entry address
it asks once which player this phone is (a seat picker, remembered in localStorage for this
address), then offers Accept and Query; the answer goes to ``POST word`` through the main
script (``window.__entry.word``), and a refusal is shown in the panel in the server's words.
Text only, never markup; every button is a real button with its words as its name.
"""

ENTRY_WORD = """
(function () {
  "use strict";
  const E = window.__entry, W = E.words, make = E.make, button = E.button;
  const SEAT = "scorekeeper.entry." + document.body.dataset.token + ".seat";
  let seat = null, said = "", shownKey = null, busy = false;
  try { const v = localStorage.getItem(SEAT); seat = v === null ? null : JSON.parse(v); }
  catch (error) { seat = null; }

  function pickSeat(i) {
    seat = i;
    try { localStorage.setItem(SEAT, JSON.stringify(i)); } catch (error) { /* private */ }
    shownKey = null;
    draw(E.pad(), E.keeper());
  }
  function send(w, answer) {
    if (busy || seat === null) { return; }
    busy = true;
    said = "";
    E.word({id: w.id, seat: seat, answer: answer}).then((r) => {
      busy = false;
      const data = r.data || {};
      said = r.status === 200 ? (data.refusal || "") : (typeof data === "string" ? data : "");
      shownKey = null;
      draw(E.pad(), E.keeper());
    }, () => { busy = false; shownKey = null; draw(E.pad(), E.keeper()); });
  }
  function figures(w) {
    const list = make("ul", "figures");
    w.seats.forEach((s) => {
      const line = make("li", "");
      line.append(make("span", "name", s.name), make("span", "points", s.points),
                  make("span", "after", E.say(W.word_total, {total: s.total})));
      list.append(line);
    });
    return list;
  }
  function seats(pad) {
    const box = make("div", "choices");
    box.setAttribute("role", "group");
    box.setAttribute("aria-label", W.word_seat);
    pad.seats.forEach((s, i) => {
      const el = button(s.name, "choice", () => pickSeat(i));
      el.setAttribute("aria-pressed", String(seat === i));
      box.append(el);
    });
    return box;
  }
  function answers(w, pad) {
    const parts = [make("p", "", W.word_seat), seats(pad)];
    const row = make("div", "row");
    const yes = button(W.word_accept, "accept", () => send(w, "accept"));
    const no = button(W.word_query, "query", () => send(w, "query"));
    [yes, no].forEach((el) => { el.disabled = seat === null || seat >= pad.seats.length; });
    row.append(yes, no);
    parts.push(row);
    if (seat === null) { parts.push(make("p", "hint", W.word_pick)); }
    return parts;
  }
  function draw(pad, keeper) {
    const box = document.getElementById("word");
    const w = pad && pad.word;
    box.hidden = !w;
    if (!w) { shownKey = null; return; }
    const mine = !!(keeper && keeper.you), waiting = w.state !== "accepted";
    const key = JSON.stringify([w, mine, seat, said, pad.seats.map((s) => s.name)]);
    if (key === shownKey) { return; }
    shownKey = key;
    const parts = [make("h2", "", w.title), make("p", "note", w.entered), figures(w),
                   make("p", "state " + w.state, w.status)];
    if (mine && waiting) {
      parts.push(make("p", "hint", W.word_others));
      parts.push(button(W.word_withdraw, "withdraw", () => E.add({do: "undo"}, W.word_withdrawn)));
    } else if (waiting) {
      parts.push(...answers(w, pad));
    }
    if (said) {
      const refused = make("p", "refused", said);
      refused.setAttribute("role", "alert");
      parts.push(refused);
    }
    box.replaceChildren(...parts);
  }
  window.__entryWord = {draw: draw};
})();
"""
