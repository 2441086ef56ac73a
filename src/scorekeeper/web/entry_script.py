"""The entry page's script: the pad drawn from ``GET pad``, and the taps' queue.

Every tap gets a fresh random id and goes into a queue kept in localStorage before anything is
sent; the queue goes to the server in order, one request at a time, and a tap leaves it only
when the server's answer says it was kept (the server applies each id once, so a tap resent
after a lost answer, a reload or a restart is kept once: ``again``). A fetch that fails leaves
the queue as it is and says how many wait; the page tries again when the browser says it is
online and on its 2-second timer, which also re-reads the pad while the page is visible (so
taps from the terminal or another phone show). The first refusal stops the queue and is shown
with the tap it refused; the user discards it and the rest, or tries again. The page claims
the keeping on load under a name it asked once; a phone that does not keep it is a view that
says who does and offers to take over, after asking. Only DOM text is set, never markup.
"""

from scorekeeper.web.entry_draw import ENTRY_DRAW

ENTRY_SCRIPT = (
    """
(function () {
  "use strict";
  const W = JSON.parse(document.getElementById("words").textContent);
  const body = document.body, token = body.dataset.token, lang = document.documentElement.lang;
  const QUEUE = "scorekeeper.entry." + token + ".queue";
  const TOOLS = ["round_end", "adjust", "undo", "redo"];
  let pad = null, keeper = null, stopped = null, asking = null, lastKept = "", name = "";
  let sending = false, claiming = false, offline = false, gone = false, asked = 0, shown = 0;
  const painted = {};

  function load(key, fallback) {
    try { const v = localStorage.getItem(key); return v === null ? fallback : JSON.parse(v); }
    catch (error) { return fallback; }
  }
  function save(key, value) {
    try { localStorage.setItem(key, JSON.stringify(value)); } catch (error) { /* private mode */ }
  }
  function fresh() {
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.from(bytes, (b) => (b + 256).toString(16).slice(1)).join("");
  }
  let device = load("scorekeeper.device", "");
  if (!device) { device = fresh(); save("scorekeeper.device", device); }
  let queue = load(QUEUE, []);
  if (!Array.isArray(queue)) { queue = []; }

  function say(template, values) {
    const filled = (all, key) => (key in values ? String(values[key]) : all);
    return template.replace(/\\{(\\w+)\\}/g, filled);
  }
  function count(phrase, n) {
    return say(phrase.forms[phrase.index[n < 200 ? n : 100 + (n % 100)]], {count: n});
  }
  function make(tag, cls, words) {
    const el = document.createElement(tag);
    if (cls) { el.className = cls; }
    if (words !== undefined) { el.textContent = words; }
    return el;
  }
  function button(words, cls, action) {
    const el = make("button", cls, words);
    el.type = "button";
    el.addEventListener("click", action);
    return el;
  }

  function request(method, path, data) {
    const headers = {"X-Entry-Token": token, "X-Entry-Device": device};
    // a request the network swallowed (a phone locked mid-request) fails after 10 s, so
    // the queue moves on: resending the same id is safe
    const cut = new AbortController(), late = setTimeout(() => cut.abort(), 10000);
    const init = {method: method, headers: headers, cache: "no-store", signal: cut.signal};
    if (data !== undefined) {
      headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(data);
    }
    return fetch(path, init).then((answer) => {
      const json = (answer.headers.get("content-type") || "").indexOf("json") >= 0;
      const read = json ? answer.json() : answer.text();
      return read.then((data) => ({status: answer.status, data: data}));
    }).finally(() => clearTimeout(late));
  }
  function lose() { gone = true; render(); }
  function down() { offline = true; render(); }
  function withWho(data) {
    const seen = Object.assign({}, data.pad || pad || {});
    seen.keeper = {you: false, who: data.who || null};
    return seen;
  }
  function accept(seen, n, mayClaim) {
    // an answer to an older request than the pad shown (a poll overtaken by a tap) is late
    offline = false;
    if (seen && n >= shown) {
      shown = n;
      pad = seen;
      keeper = seen.keeper || {you: true, who: null};
    }
    if (!keeper) { return; }
    render();
    if (!keeper.you && !keeper.who && mayClaim && name) { claim(false); return; }
    pump();
  }
  function refresh() {
    const n = ++asked;
    request("GET", "pad").then((r) => {
      if (r.status === 403 || r.status === 404) { lose(); return; }
      if (r.status === 200) { accept(r.data, n, true); }
    }, down);
  }
  function claim(takeOver) {
    if (claiming || gone) { return; }
    claiming = true;
    const n = ++asked;
    request("POST", "claim", {name: name, take_over: takeOver}).then((r) => {
      claiming = false;
      if (r.status === 403 || r.status === 404) { lose(); return; }
      if (r.status === 200 && stopped && stopped.keeper) { stopped = null; }  // kept here again
      if (r.status === 200) { accept(r.data, n, false); }
      else if (r.status === 409) { accept(withWho(r.data), n, false); }
    }, () => { claiming = false; down(); });
  }

  function add(tap, label) {
    const id = fresh();
    queue.push({id: id, tap: Object.assign({}, tap, {id: id}), label: label, at: Date.now()});
    save(QUEUE, queue);  // kept on the phone before anything is sent
    lastKept = "";
    render();
    pump();
  }
  function pump() {
    if (sending || stopped || gone || !queue.length || !keeper || !keeper.you) { render(); return; }
    sending = true;
    const first = queue[0], n = ++asked;
    render();
    request("POST", "tap", first.tap).then((r) => {
      sending = false;
      answered(first, r, n);
    }, () => { sending = false; down(); });
  }
  function answered(first, r, n) {
    const data = r.data || {};
    if (r.status === 200 && data.tap_id === first.id && data.kept) {
      queue = queue.filter((entry) => entry.id !== first.id);
      save(QUEUE, queue);
      // a round end asked of the table is not "kept" in the players' sense until accepted:
      // the word's panel says it waits
      const word = data.pad && data.pad.word;
      lastKept = word && word.id === first.id && word.state !== "accepted" ? "" : first.label;
      accept(data.pad, n, false);
    } else if (r.status === 200) {
      stopped = {entry: first, why: data.refusal || ""};
      accept(data.pad, n, false);
    } else if (r.status === 409 && !data.who) {
      keeper = {you: false, who: null};  // the server forgot its keeper (a restart): claim again
      claim(false);
    } else if (r.status === 409) {
      stopped = {entry: first, why: say(W.other, {who: data.who}), keeper: true};
      accept(withWho(data), n, false);
    } else if (r.status === 403 || r.status === 404) {
      lose();
    } else if (r.status === 429 || r.status >= 500) {
      setTimeout(pump, 1000);  // the server's pace, or a server on its way back
    } else {
      stopped = {entry: first, why: typeof data === "string" ? data : ""};
      render();
    }
  }
  function discard() {
    queue = [];
    save(QUEUE, queue);
    stopped = null;
    render();
  }
  function retry() { stopped = null; pump(); }
  function word(sent) {
    // another phone's word on the round end asked (entry_word): the pad it answers is shown
    const n = ++asked;
    return request("POST", "word", sent).then((r) => {
      if (r.status === 200 && r.data && r.data.pad) { accept(r.data.pad, n, false); }
      else if (r.status === 409) { accept(withWho(r.data || {}), n, false); }
      return r;
    });
  }

"""
    + ENTRY_DRAW
    + """
  function ask(what, about) {
    asking = what;
    const box = document.getElementById("ask");
    box.replaceChildren(...window.__entryAsk[what](close, about));
    box.hidden = false;
    render();
    const first = box.querySelector("input, button");
    if (first) { first.focus(); }
  }
  function close() {
    asking = null;
    const box = document.getElementById("ask");
    box.hidden = true;
    box.replaceChildren();
    render();
  }
  function named(given) {
    name = given;
    save("scorekeeper.phone", given);
    claim(false);
  }
  window.__entry = {add: add, claim: claim, say: say, make: make, button: button, words: W,
                    named: named, seats: () => (pad ? pad.seats : []),
                    pad: () => pad, ask: ask,  // the tile picker's (entry_tiles)
                    keeper: () => keeper, word: word,  // the word's panel (entry_word)
                    keeperName: () => (keeper && keeper.who) || ""};

  function wake() {
    if (gone || document.visibilityState !== "visible" || sending || claiming) { return; }
    if (name && !keeper) { claim(false); } else { refresh(); }
  }
  addEventListener("online", () => { offline = false; wake(); });
  document.addEventListener("visibilitychange", wake);
  addEventListener("pageshow", (event) => { if (event.persisted) { wake(); } });
  setInterval(wake, 2000);
  document.addEventListener("DOMContentLoaded", () => {
    name = load("scorekeeper.phone", "");
    render();
    if (name) { claim(false); } else { refresh(); ask("name"); }
  });
})();
"""
)
