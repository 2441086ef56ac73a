"""The page's one script: live updates over server-sent events.

The pages of one server share one stream (``mux``): a shared worker holds it and hands each
tab the messages of its view; where the browser has no shared workers, the tab opens that
stream for its own view. Each message names the parts that changed (their new HTML, made and
escaped by the server), where the rounds table changed from, and the version its difference
applies to: a tab at another version asks for every part. ``EventSource`` reconnects by
itself after a drop, with the versions it was opened for, so the server sends what was missed.
Should the browser give up, the script asks for the page once: a 403 or 404 means the address
is gone (a new one was given), which the page says in a big banner; else it tries again a few
seconds later. Without scripts the page is complete as served; it only stops following.
"""

SCRIPT = """
(function () {
  "use strict";
  var body = document.body, rows = document.getElementById("rounds");
  var view = body.dataset.view, root = body.dataset.root;
  var port = null, source = null, retry = null, late = null, last = new Date();
  function stamp() {
    var at = document.querySelector("#notice time");
    if (at) { at.textContent = last.toLocaleTimeString(document.documentElement.lang); }
  }
  function apply(message) {
    if (message.view !== view || message.version === body.dataset.version) { return; }
    if (message.base && message.base !== body.dataset.version) {
      if (port) { port.postMessage({view: view, version: body.dataset.version}); }
      return;  // a difference to another version than ours: every part is asked for
    }
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
  function state(word) {
    if (word === "open") { online(); } else if (word === "gone") { gone(); } else { lost(); }
  }
  function check() {
    // the stream was refused: is the address itself gone (403, 404), or only the server?
    fetch(root, {cache: "no-store"}).then(function (answer) {
      if (answer.status === 403 || answer.status === 404) { gone(); } else { later(); }
    }, later);
  }
  function later() {
    lost();
    if (retry === null) { retry = setTimeout(own, 3000); }
  }
  function own() {
    // no shared worker here: this tab's own stream, of its own view
    retry = null;
    var views = encodeURIComponent(view + ":" + body.dataset.version);
    source = new EventSource(root + "stream?views=" + views);
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
  function shared() {
    try {
      port = new SharedWorker(root + "worker.js", {name: "scorekeeper"}).port;
    } catch (error) {
      return false;
    }
    port.onmessage = function (event) {
      if (event.data.parts) { online(); apply(event.data.parts); }
      if (event.data.state) { state(event.data.state); }
    };
    port.start();
    port.postMessage({view: view, version: body.dataset.version});
    addEventListener("pagehide", function () { port.postMessage({bye: true}); });
    addEventListener("pageshow", function (event) {  // back from the history's cache
      if (event.persisted) { port.postMessage({view: view, version: body.dataset.version}); }
    });
    return true;
  }
  if (!(window.SharedWorker && shared())) { own(); }
})();
"""
