// Local stand-in for the chatbot vendor's loader (QA and browser tests): a launcher in the
// bottom-right corner that opens into a chat panel, served from our own origin. The frame
// reports its open/minimised state with FROM_IFRAME and the page frame follows it. A page
// address with `?chat-qa` also shows the frame's QA controls (raw vendor messages, log).
(function () {
  if (document.querySelector('iframe[data-chat-frame]')) {
    return;
  }
  var frame = document.createElement('iframe');
  var qa = new URLSearchParams(window.location.search).has('chat-qa');
  frame.src = '/taia/frame.html' + (qa ? '?qa' : '');
  frame.title = 'Chat with Lumi';
  frame.className = 'taia-chat-frame taia-chat-frame--minimised';
  frame.setAttribute('data-chat-frame', '');
  frame.setAttribute('data-state', 'minimised');
  document.body.appendChild(frame);
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.origin !== window.location.origin || event.source !== frame.contentWindow) {
      return;
    }
    if (data && data.type === 'FROM_IFRAME' && data.payload && 'minimised' in data.payload) {
      var minimised = Boolean(data.payload.minimised);
      frame.classList.toggle('taia-chat-frame--minimised', minimised);
      frame.setAttribute('data-state', minimised ? 'minimised' : 'open');
    }
  });
})();
