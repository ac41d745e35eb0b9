// Article page: when the address names an evidence span (#ev-f3, #cite), light up every
// piece of it and move the keyboard focus to its label. (The server already marks the fact of
// ?fact=f3, so the page reads right without this script.)
(function () {
  "use strict";
  function current() {
    var id = decodeURIComponent(location.hash.slice(1));
    var anchor = id ? document.getElementById(id) : null;
    if (!anchor || !anchor.dataset.key) { return; }  // the fact the page was asked for (?fact=) stays lit
    document.querySelectorAll("mark.current").forEach(function (m) { m.classList.remove("current"); });
    var key = anchor.dataset.key;
    document.querySelectorAll("mark.ev").forEach(function (m) {
      if ((m.dataset.keys || "").split(" ").indexOf(key) >= 0) { m.classList.add("current"); }
    });
    anchor.focus({ preventScroll: true });
    anchor.scrollIntoView({ block: "center" });
  }
  window.addEventListener("hashchange", current);
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", current);
  } else {
    current();
  }
})();
