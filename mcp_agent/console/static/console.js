// Times in the reader's own time zone, on every page. On the list: re-read it when an approval
// changes (server-sent events), every 15 s anyway (so pending approvals flip to expired), and
// re-render ages and countdowns every 10 s. A re-read replaces only the approvals whose data
// changed (data-revision), so the button or link a person is on keeps keyboard focus.
"use strict";
(function () {
  var list = document.getElementById("approvals");
  var status = document.getElementById("stream-status");

  function setStatus(text) { if (status) { status.textContent = text; } }

  function duration(seconds) {
    seconds = Math.max(0, Math.floor(seconds));
    if (seconds < 60) { return seconds + " s"; }
    if (seconds < 3600) { return Math.floor(seconds / 60) + " min"; }
    return Math.floor(seconds / 3600) + " h " + Math.floor((seconds % 3600) / 60) + " min";
  }

  var sameDay = new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit", second: "2-digit", timeZoneName: "short" });
  var otherDay = new Intl.DateTimeFormat(undefined, { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", timeZoneName: "short" });

  // <time class="local-time" datetime="…Z"> shows the moment in the browser's time zone; the
  // server's UTC text stays as the title, for whoever compares with a log.
  function localTimes(root) {
    root.querySelectorAll("time.local-time").forEach(function (time) {
      if (time.dataset.local === "1") { return; }
      var when = new Date(time.getAttribute("datetime"));
      if (isNaN(when.getTime())) { return; }
      var today = new Date();
      var format = when.toDateString() === today.toDateString() ? sameDay : otherDay;
      time.title = time.textContent;
      time.textContent = format.format(when);
      time.dataset.local = "1";
    });
  }

  localTimes(document);
  if (!list) { return; }

  function renderTimes() {
    var now = Date.now() / 1000;
    list.querySelectorAll("article.approval").forEach(function (article) {
      var created = Number(article.dataset.created), expires = Number(article.dataset.expires);
      var age = article.querySelector(".age");
      if (age && created) { age.textContent = duration(now - created) + " ago"; }
      var left = article.querySelector(".expires");
      if (left && article.dataset.status === "pending") {
        left.textContent = now >= expires ? "expired" : "expires in " + duration(expires - now);
      }
    });
  }

  function articles(root) {
    return Array.prototype.filter.call(root.children, function (node) { return node.matches("article.approval"); });
  }

  // Where focus was inside an approval that is being replaced, as a selector for its new copy.
  function focusedPart(article) {
    var active = document.activeElement;
    if (!active || !article.contains(active)) { return null; }
    if (active.matches("button[name=decision]")) { return 'button[name=decision][value="' + active.value + '"]'; }
    if (active.matches("a.detail")) { return "a.detail"; }
    return "";
  }

  // Bring the list in line with a freshly read one, comparing data (id and revision), never markup.
  function update(html) {
    var fresh = document.createElement("template");
    fresh.innerHTML = html;
    var incoming = articles(fresh.content);
    if (incoming.length === 0) {
      if (articles(list).length !== 0 || !list.querySelector(".empty")) { list.replaceChildren(fresh.content); }
      return;
    }
    var listed = {}, current = {};
    incoming.forEach(function (article) { listed[article.dataset.id] = true; });
    articles(list).forEach(function (article) {
      if (listed[article.dataset.id]) { current[article.dataset.id] = article; } else { article.remove(); }
    });
    var empty = list.querySelector(".empty");
    if (empty) { empty.remove(); }
    // Walk the fresh order; an unchanged approval is never moved (moving a node drops its focus).
    var expected = list.firstElementChild;
    incoming.forEach(function (article) {
      var kept = current[article.dataset.id];
      delete current[article.dataset.id];
      var node = article, part = null;
      if (kept && kept.dataset.revision === article.dataset.revision) {
        node = kept;
      } else if (kept) {
        part = focusedPart(kept);
        if (expected === kept) { expected = article; }
        kept.replaceWith(article);
      }
      if (node === expected) { expected = node.nextElementSibling; } else { list.insertBefore(node, expected); }
      if (node === article) { localTimes(article); }
      if (part !== null) { (part && article.querySelector(part) || article).focus(); }
    });
    renderTimes();
  }

  var fetching = false;
  function refresh() {
    if (fetching) { return; }
    fetching = true;
    fetch("/console/fragment", { credentials: "same-origin", cache: "no-store" }).then(function (response) {
      if (response.status === 401) { window.location.assign("/console/signin"); return null; }
      return response.ok ? response.text() : null;
    }).then(function (html) {
      if (typeof html === "string") { update(html); }
    }).catch(function () {}).then(function () { fetching = false; });
  }

  var source = null;
  function connect() {
    source = new EventSource("/console/events");
    source.onopen = function () { setStatus("live"); };
    source.onmessage = function () { refresh(); };
    source.onerror = function () {
      setStatus("reconnecting…");
      // A refused reconnect (401, 503) closes the source for good: try again ourselves.
      if (source.readyState === EventSource.CLOSED) {
        setTimeout(function () { refresh(); connect(); }, 5000);
      } else {
        refresh();
      }
    };
  }

  connect();
  setInterval(renderTimes, 10000);
  setInterval(refresh, 15000);
})();
