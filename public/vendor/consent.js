// Local stand-in for the privacy/consent vendor: consent is granted and announced to
// the tag manager through the data layer.
(function () {
  window.dataLayer = window.dataLayer || [];
  window.dataLayer.push({ event: 'consent-ready', analytics: true, marketing: true });
})();
