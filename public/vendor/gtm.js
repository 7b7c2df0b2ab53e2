// Local stand-in for the tag manager: it takes over window.dataLayer (events pushed so
// far and from now on are kept in window.__tagManagerEvents for QA). Like a real
// container it does not touch the anti-flicker hide: the page's loader ends that on this
// script's load event (docs/decisions/017-anti-flicker-hide.md).
(function () {
  var dataLayer = (window.dataLayer = window.dataLayer || []);
  var seen = (window.__tagManagerEvents = dataLayer.slice());
  var push = dataLayer.push.bind(dataLayer);
  dataLayer.push = function () {
    Array.prototype.push.apply(seen, arguments);
    return push.apply(null, arguments);
  };
  dataLayer.push({ event: 'gtm.js', 'gtm.start': Date.now() });
})();
