// Article page: when the address names an evidence span (#ev-f3, #cite), light up every
// piece of it and move the keyboard focus to its label.
(function () {
  "use strict";
  function current() {
    document.querySelectorAll("mark.current").forEach(function (m) { m.classList.remove("current"); });
    var id = decodeURIComponent(location.hash.slice(1));
    if (!id) { return; }
    var anchor = document.getElementById(id);
    if (!anchor || !anchor.dataset.key) { return; }
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
