// Story page: a link to a fact row (#fact-f3) shows the matrix box below the sticky section bar and
// the row just under the box's sticky outlet header, so the row and its column names are both in view.
(function () {
  "use strict";
  function land() {
    var id = decodeURIComponent(location.hash.slice(1));
    var row = id.indexOf("fact-") === 0 ? document.getElementById(id) : null;
    var box = row && row.closest(".matrix-box");
    if (!box) { return; }
    box.scrollIntoView({ block: "start" });
    var head = box.querySelector("thead");
    box.scrollTop = row.offsetTop - (head ? head.offsetHeight : 0);
  }
  window.addEventListener("hashchange", land);
  window.addEventListener("load", land);
})();
