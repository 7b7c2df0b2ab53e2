// Local stand-in for the tag manager: it takes over window.dataLayer (events pushed so
// far and from now on are kept in window.__tagManagerEvents for QA) and ends the
// anti-flicker hide.
(function () {
  var dataLayer = (window.dataLayer = window.dataLayer || []);
  var seen = (window.__tagManagerEvents = dataLayer.slice());
  var push = dataLayer.push.bind(dataLayer);
  dataLayer.push = function () {
    Array.prototype.push.apply(seen, arguments);
    return push.apply(null, arguments);
  };
  dataLayer.push({ event: 'gtm.js', 'gtm.start': Date.now() });
  document.documentElement.classList.remove('async-hide');
})();
