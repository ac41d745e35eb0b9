// API docs page: a "try it" form whose path has {parameters} fills them in before it goes.
(function () {
  "use strict";
  document.querySelectorAll("form.try").forEach(function (form) {
    form.addEventListener("submit", function (ev) {
      var path = form.dataset.path;
      if (path.indexOf("{") < 0) {
        form.querySelectorAll("input, select").forEach(function (el) { if (!el.value) { el.disabled = true; } });
        setTimeout(function () { form.querySelectorAll("[disabled]").forEach(function (el) { el.disabled = false; }); }, 0);
        return;
      }
      ev.preventDefault();
      var query = new URLSearchParams();
      form.querySelectorAll("input, select").forEach(function (el) {
        if (el.dataset.in === "path") {
          path = path.replace("{" + el.name + "}", encodeURIComponent(el.value));
        } else if (el.value) {
          query.append(el.name, el.value);
        }
      });
      var qs = query.toString();
      window.location.assign(path + (qs ? "?" + qs : ""));
    });
  });
})();
