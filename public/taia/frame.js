// The local chat UI inside the frame: posts the vendor's messages to the page and
// shows what the page sends (minimise, queryChat, enable-viewcart-cta).
(function () {
  var origin = window.location.origin;
  var panel = document.getElementById('panel');
  var post = function (message) {
    window.parent.postMessage(message, origin);
  };
  var setMinimised = function (minimised) {
    panel.hidden = minimised;
    post({ type: 'FROM_IFRAME', payload: { minimised: minimised } });
  };
  document.getElementById('toggle').addEventListener('click', function () {
    setMinimised(!panel.hidden);
  });
  document.querySelectorAll('[data-send]').forEach(function (button) {
    button.addEventListener('click', function () {
      var type = button.getAttribute('data-send');
      if (type === 'ADDTOCART_CLICK') {
        var productId = button.getAttribute('data-product-id');
        post(productId ? { type: type, productId: productId } : { type: type });
      } else if (type === 'REDIRECT_URL') {
        post({ type: type, url: button.getAttribute('data-url') });
      } else {
        post({ type: type, payload: { text: 'Hello from Lumi' } });
      }
    });
  });
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.origin !== origin || !data || typeof data.type !== 'string') {
      return;
    }
    var entry = document.createElement('li');
    entry.textContent =
      data.type + (data.payload === undefined ? '' : ' ' + JSON.stringify(data.payload));
    document.getElementById('log').appendChild(entry);
    if (data.type === 'minimise') {
      setMinimised(data.payload !== false);
    } else if (data.type === 'queryChat') {
      setMinimised(false);
      document.getElementById('query').textContent = String(data.payload || '');
    } else if (data.type === 'enable-viewcart-cta') {
      document.getElementById('view-cart').hidden = false;
    }
  });
})();
