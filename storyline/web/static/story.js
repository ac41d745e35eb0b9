// Story page: the coverage chart and the timeline chart (plotly, served by the app).
// Data comes from the JSON block #chart-data; every label is escaped before plotly sees it.
(function () {
  "use strict";
  function esc(s) {
    return String(s == null ? "" : s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  }
  var DAY = 86400000;
  // A date range that shows a single day sensibly: pad by a day or 5 % of the span.
  function range(dates) {
    var t = dates.map(function (d) { return Date.parse(d); }).filter(function (x) { return !isNaN(x); });
    if (!t.length) { return undefined; }
    var lo = Math.min.apply(null, t), hi = Math.max.apply(null, t);
    var pad = Math.max(DAY, (hi - lo) * 0.05);
    return [new Date(lo - pad).toISOString().slice(0, 10), new Date(hi + pad).toISOString().slice(0, 10)];
  }
  function dateAxis(dates) {
    var r = range(dates);
    var axis = { type: "date", tickformat: "%b %d, %Y", range: r };
    if (r && Date.parse(r[1]) - Date.parse(r[0]) <= 14 * DAY) { axis.dtick = DAY; }
    return axis;
  }
  function draw() {
    var node = document.getElementById("chart-data");
    if (!node || !window.Plotly) { return; }
    var data = JSON.parse(node.textContent);
    var config = { displaylogo: false, responsive: true, modeBarButtonsToRemove: ["select2d", "lasso2d"] };
    var font = { family: "system-ui, -apple-system, Segoe UI, Roboto, sans-serif", size: 13, color: "#1b1f24" };
    var cov = document.getElementById("coverage-chart");
    if (cov && data.coverage.length) {
      var traces = data.coverage.map(function (c) {
        return { type: "bar", name: esc(c.outlet), x: c.days, y: c.counts, width: c.days.map(function () { return DAY * 0.8; }),
                 hovertemplate: esc(c.outlet) + ": %{y} on %{x}<extra></extra>" };
      });
      Plotly.newPlot(cov, traces, {
        barmode: "stack", font: font, margin: { l: 40, r: 10, t: 10, b: 40 }, height: 260,
        xaxis: dateAxis([].concat.apply([], data.coverage.map(function (c) { return c.days; }))),
        yaxis: { title: { text: "articles" }, dtick: 1 },
        legend: { orientation: "h", y: -0.25 }
      }, config);
      document.querySelectorAll(".nojs").forEach(function (n) { n.classList.add("sr-only"); });
    } else if (cov) {
      cov.textContent = "No publication dates.";
      cov.classList.add("empty");
    }
    var tl = document.getElementById("timeline-chart");
    if (tl && data.events.length) {
      Plotly.newPlot(tl, [{
        type: "scatter", mode: "markers", x: data.events.map(function (e) { return e.date; }),
        y: data.events.map(function () { return 0; }),
        text: data.events.map(function (e) { return esc(e.when) + "<br>" + esc(e.text.slice(0, 90)); }),
        hoverinfo: "text+x", marker: { size: 12, color: "#0b5cad", symbol: "diamond" }
      }], {
        font: font, height: 140, margin: { l: 10, r: 10, t: 10, b: 40 }, showlegend: false,
        xaxis: dateAxis(data.events.map(function (e) { return e.date; })),
        yaxis: { visible: false, range: [-1, 1] }
      }, config);
    }
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", draw);
  } else {
    draw();
  }
})();

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
