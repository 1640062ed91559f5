// Live list: re-fetch the list when an approval changes (server-sent events), every 15 s anyway
// (so pending approvals flip to expired), and re-render ages and countdowns every 10 s.
"use strict";
(function () {
  var list = document.getElementById("approvals");
  var status = document.getElementById("stream-status");
  if (!list) { return; }

  function setStatus(text) { if (status) { status.textContent = text; } }

  function duration(seconds) {
    seconds = Math.max(0, Math.floor(seconds));
    if (seconds < 60) { return seconds + " s"; }
    if (seconds < 3600) { return Math.floor(seconds / 60) + " min"; }
    return Math.floor(seconds / 3600) + " h " + Math.floor((seconds % 3600) / 60) + " min";
  }

  function renderTimes() {
    var now = Date.now() / 1000;
    list.querySelectorAll("article.approval").forEach(function (article) {
      var created = Number(article.dataset.created), expires = Number(article.dataset.expires);
      var age = article.querySelector(".age time");
      if (age && created) { age.textContent = duration(now - created) + " ago"; }
      var left = article.querySelector(".expires");
      if (left && article.dataset.status === "pending") {
        left.textContent = now >= expires ? "expired" : "expires in " + duration(expires - now);
      }
    });
  }

  var fetching = false;
  function refresh() {
    if (fetching) { return; }
    fetching = true;
    fetch("/console/fragment", { credentials: "same-origin", cache: "no-store" }).then(function (response) {
      if (response.status === 401) { window.location.assign("/console/signin"); return null; }
      return response.ok ? response.text() : null;
    }).then(function (html) {
      // Keep the focused button's place: replace only when the content changed (each render seals
      // a fresh CSRF value, so those are left out of the comparison).
      var bare = function (text) { return text.replace(/name="csrf" value="[^"]*"/g, ""); };
      if (html !== null && html !== undefined && bare(html) !== bare(list.innerHTML)) { list.innerHTML = html; }
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
