"""The page's one script: live updates over server-sent events.

Each message names the parts that changed (their new HTML, made and escaped by the server) and
where the rounds table changed from. ``EventSource`` reconnects by itself after a drop and
sends the last message's id, so the server can send what was missed; should the browser give
up (the server was restarted or stopped), the script opens a new stream a few seconds later.
Without scripts the page is complete as served; it only stops following the game.
"""

SCRIPT = """
(function () {
  "use strict";
  var body = document.body, rows = document.getElementById("rounds");
  var source = null, retry = null, late = null, last = new Date();
  function stamp() {
    var at = document.querySelector("#notice time");
    if (at) { at.textContent = last.toLocaleTimeString(document.documentElement.lang); }
  }
  function apply(message) {
    var blocks = message.blocks || {};
    Object.keys(blocks).forEach(function (id) {
      var old = document.getElementById(id);
      if (old) { old.outerHTML = blocks[id]; }
    });
    if (message.title) { document.title = message.title; }
    if (message.rows && rows) {
      while (rows.rows.length > message.rows.from) { rows.deleteRow(-1); }
      rows.insertAdjacentHTML("beforeend", message.rows.html.join(""));
    }
    body.dataset.version = message.version;
    last = new Date();
    body.dispatchEvent(new CustomEvent("scorekeeper:updated"));
  }
  function online() {
    clearTimeout(late);
    late = null;
    body.classList.remove("offline");
  }
  function lost() {
    if (late === null && !body.classList.contains("gone")) {
      late = setTimeout(function () { stamp(); body.classList.add("offline"); }, 1500);
    }
  }
  function gone() {
    online();
    stamp();
    body.classList.add("gone");
    if (source) { source.close(); }
  }
  function check() {
    // the stream was refused: is the address itself gone (403, 404), or only the server?
    fetch(location.href, {cache: "no-store"}).then(function (answer) {
      if (answer.status === 403 || answer.status === 404) { gone(); } else { later(); }
    }, later);
  }
  function later() {
    lost();
    if (retry === null) { retry = setTimeout(open, 3000); }
  }
  function open() {
    retry = null;
    var since = encodeURIComponent(body.dataset.version);
    source = new EventSource(body.dataset.stream + "?v=" + since);
    source.addEventListener("parts", function (event) {
      online();
      apply(JSON.parse(event.data));
    });
    source.onopen = online;
    source.onerror = function () {
      lost();
      if (source.readyState === EventSource.CLOSED) { check(); }
    };
  }
  open();
})();
"""
