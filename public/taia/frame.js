// The local chat UI inside the frame, standing in for the vendor's: a launcher, a panel that
// answers from a small keyword table, and the vendor's messages to the page (FROM_IFRAME,
// ADDTOCART_CLICK, REDIRECT_URL). It follows what the page sends: minimise, queryChat
// ({query}), enable-viewcart-cta. With ?qa it also shows raw message buttons and a log.
(function () {
  var origin = window.location.origin;
  var panel = document.getElementById('panel');
  var launcher = document.getElementById('launcher');
  var messages = document.getElementById('messages');
  var input = document.getElementById('question');
  var qa = new URLSearchParams(window.location.search).has('qa');
  var greeted = false;

  // The vendor's panel is set up to speak in the host page's typeface. The stand-in takes the
  // page's own @font-face rules (same origin), so frame.css can name the page's font stack and
  // no font file is fetched twice; a sheet it may not read is left out.
  if (window.parent !== window) {
    var faces = new CSSStyleSheet();
    Array.prototype.forEach.call(window.parent.document.styleSheets, function (sheet) {
      try {
        Array.prototype.forEach.call(sheet.cssRules, function (rule) {
          if (rule.type === CSSRule.FONT_FACE_RULE) {
            faces.insertRule(rule.cssText);
          }
        });
      } catch {
        // another origin's sheet: its rules are not ours to read
      }
    });
    document.adoptedStyleSheets = [faces];
  }

  // the vendor knows the catalogue; these are the mock catalogue's ids (fixtures/products.ts)
  var PRODUCTS = {
    omega: { id: 1001, name: 'Omega-3 Fish Oil', price: '$34.00', slug: 'omega-3' },
    vitaminD: { id: 1002, name: 'Vitamin D3 + K2', price: '$24.00', slug: 'vitamin-d3-k2' },
    magnesium: {
      id: 1003,
      name: 'Magnesium Glycinate',
      price: '$29.00',
      slug: 'magnesium-glycinate',
    },
    probiotic: { id: 1004, name: 'Daily Probiotic', price: '$39.00', slug: 'daily-probiotic' },
    multi: {
      id: 1005,
      name: 'Complete Multivitamin',
      price: '$44.00',
      slug: 'complete-multivitamin',
    },
  };
  var ANSWERS = [
    {
      match: /omega|fish oil|epa|dha|heart|brain/i,
      text: 'Our Omega-3 Fish Oil gives 1,000 mg of EPA and DHA in triglyceride form, which the body absorbs well. Most people take two softgels with a meal.',
      product: PRODUCTS.omega,
    },
    {
      match: /vitamin d|d3|k2|bone|immun|winter/i,
      text: 'Vitamin D3 + K2 pairs 2,000 IU of D3 with K2 (MK-7), which helps direct calcium to your bones. One capsule a day with food.',
      product: PRODUCTS.vitaminD,
    },
    {
      match: /sleep|magnesium|relax|stress|cramp/i,
      text: 'Many customers reach for Magnesium Glycinate in the evening: it is gentle on the stomach and supports rest and muscle recovery.',
      product: PRODUCTS.magnesium,
    },
    {
      match: /gut|probiotic|digest|bloat/i,
      text: 'Daily Probiotic has 10 strains and 25 billion CFU, shelf-stable, no fridge needed.',
      product: PRODUCTS.probiotic,
    },
    {
      match: /multi|energy|everyday|start/i,
      text: 'If you want one simple daily step, start with the Complete Multivitamin: methylated B vitamins and chelated minerals in three capsules a day.',
      product: PRODUCTS.multi,
    },
    {
      match: /test|science|quality|pure|lab/i,
      text: 'Every batch is tested by an independent lab for identity, purity and potency before it ships. You can read how we choose ingredients on our science page.',
      link: { label: 'Read about our science', url: '/science' },
    },
    {
      match: /ship|deliver|order|track|return/i,
      text: 'US orders over $75 ship free and usually arrive in 3–5 business days. You can follow an order from your account.',
      link: { label: 'Track an order', url: '/account/orders' },
    },
  ];
  var FALLBACK =
    "I can help you compare products, explain an ingredient or check on an order. Could you tell me a little more about what you're looking for?";

  var post = function (message) {
    window.parent.postMessage(message, origin);
  };

  var scrollToEnd = function () {
    messages.scrollTop = messages.scrollHeight;
  };

  var addBubble = function (from, text) {
    var item = document.createElement('div');
    item.className = 'bubble bubble--' + from;
    var body = document.createElement('p');
    body.textContent = text;
    item.appendChild(body);
    messages.appendChild(item);
    scrollToEnd();
    return item;
  };

  var actionButton = function (label, onClick) {
    var button = document.createElement('button');
    button.type = 'button';
    button.className = 'action';
    button.textContent = label;
    button.addEventListener('click', onClick);
    return button;
  };

  var addProductCard = function (item, product) {
    var card = document.createElement('div');
    card.className = 'product';
    var image = document.createElement('img');
    image.src = '/images/products/' + product.slug + '.svg';
    image.alt = '';
    image.width = 48;
    image.height = 48;
    var text = document.createElement('p');
    text.innerHTML = '<strong></strong><span></span>';
    text.firstChild.textContent = product.name;
    text.lastChild.textContent = product.price;
    card.append(image, text);
    card.appendChild(
      actionButton('Add to cart', function () {
        post({ type: 'ADDTOCART_CLICK', productId: product.id });
      }),
    );
    item.appendChild(card);
  };

  var answer = function (question) {
    var found = ANSWERS.find(function (entry) {
      return entry.match.test(question);
    });
    var item = addBubble('assistant', found ? found.text : FALLBACK);
    if (found && found.product) {
      addProductCard(item, found.product);
    }
    if (found && found.link) {
      item.appendChild(
        actionButton(found.link.label, function () {
          post({ type: 'REDIRECT_URL', url: found.link.url });
        }),
      );
    }
    scrollToEnd();
  };

  var ask = function (question) {
    var text = String(question || '').trim();
    if (!text) {
      return;
    }
    greet();
    addBubble('user', text);
    post({ type: 'FROM_IFRAME', payload: { text: text } });
    answer(text);
  };

  var greet = function () {
    if (!greeted) {
      greeted = true;
      addBubble(
        'assistant',
        "Hi, I'm Lumi. Ask me about our supplements, ingredients or your order.",
      );
    }
  };

  var setMinimised = function (minimised) {
    panel.hidden = minimised;
    launcher.hidden = !minimised;
    launcher.setAttribute('aria-expanded', String(!minimised));
    post({ type: 'FROM_IFRAME', payload: { minimised: minimised } });
    if (!minimised) {
      greet();
    }
  };

  // focus follows only the shopper's own clicks: a minimise sent by the page (the search
  // field's focus) must not pull focus into the frame
  launcher.addEventListener('click', function () {
    setMinimised(false);
    input.focus();
  });
  var minimiseByHand = function () {
    setMinimised(true);
    launcher.focus();
  };
  document.getElementById('minimise').addEventListener('click', minimiseByHand);
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape' && !panel.hidden) {
      minimiseByHand();
    }
  });
  document.getElementById('composer').addEventListener('submit', function (event) {
    event.preventDefault();
    ask(input.value);
    input.value = '';
  });
  document.querySelectorAll('[data-ask]').forEach(function (chip) {
    chip.addEventListener('click', function () {
      ask(chip.getAttribute('data-ask'));
    });
  });

  var qaPanel = document.getElementById('qa');
  qaPanel.hidden = !qa;
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
    if (qa) {
      var entry = document.createElement('li');
      entry.textContent =
        data.type + (data.payload === undefined ? '' : ' ' + JSON.stringify(data.payload));
      document.getElementById('log').appendChild(entry);
    }
    if (data.type === 'minimise') {
      setMinimised(data.payload !== false);
    } else if (data.type === 'queryChat') {
      // the page sends {query, minimised}; a bare string is accepted too
      var query =
        data.payload && typeof data.payload === 'object' ? data.payload.query : data.payload;
      setMinimised(false);
      ask(query);
    } else if (data.type === 'enable-viewcart-cta') {
      var item = addBubble('assistant', "Done, it's in your cart.");
      item.appendChild(
        actionButton('View cart', function () {
          post({ type: 'REDIRECT_URL', url: '/cart' });
        }),
      );
      scrollToEnd();
    }
  });
})();
