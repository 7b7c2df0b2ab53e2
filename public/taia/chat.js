// Local stand-in for the chatbot vendor's loader (QA and browser tests): a bottom-right
// frame from our own origin. The frame reports its open/minimised state with FROM_IFRAME.
(function () {
  if (document.querySelector('iframe[data-chat-frame]')) {
    return;
  }
  var frame = document.createElement('iframe');
  frame.src = '/taia/frame.html';
  frame.title = 'Chat with Lumi';
  frame.className = 'taia-chat-frame taia-chat-frame--minimised';
  frame.setAttribute('data-chat-frame', '');
  document.body.appendChild(frame);
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.origin !== window.location.origin || event.source !== frame.contentWindow) {
      return;
    }
    if (data && data.type === 'FROM_IFRAME' && data.payload && 'minimised' in data.payload) {
      frame.classList.toggle('taia-chat-frame--minimised', Boolean(data.payload.minimised));
    }
  });
})();
