/* hig site: reading modes, the sidebar drawer, copy-link buttons, source locations, the rules filter, images
   that fail to load, keyboard shortcuts. The mode itself is applied before first paint by the small script in
   each page's <head>. The site's own words are in the pages (SiteStrings), never in this script. */
(function () {
  'use strict';
  var MODES = ['sbs', 'inter', 'en', 'ko'];
  var html = document.documentElement;

  function currentMode() { return html.getAttribute('data-mode') || 'sbs'; }

  /** Applies a mode, remembers it, and writes it into the address so a shared link opens the same way. */
  function setMode(mode) {
    if (MODES.indexOf(mode) < 0) return;
    html.setAttribute('data-mode', mode);
    try { localStorage.setItem('hig.mode', mode); } catch (e) { /* storage may be off */ }
    var url = new URL(location.href);
    url.searchParams.set('mode', mode);
    try { history.replaceState(null, '', url.toString()); } catch (e) { /* some file:// setups refuse */ }
    document.querySelectorAll('[data-set-mode]').forEach(function (b) {
      b.setAttribute('aria-pressed', String(b.getAttribute('data-set-mode') === mode));
    });
    carryModeInLinks(mode);
    updateHead(mode);
  }

  /** In Korean mode the page is Korean to crawlers and readers alike: language, description, canonical address. */
  function updateHead(mode) {
    html.setAttribute('lang', mode === 'ko' ? 'ko' : 'en');
    var description = document.querySelector('meta[name="description"]');
    if (description) {
      if (!description.hasAttribute('data-en')) description.setAttribute('data-en', description.getAttribute('content'));
      var ko = description.getAttribute('data-ko');
      description.setAttribute('content', mode === 'ko' && ko ? ko : description.getAttribute('data-en'));
    }
    var canonical = document.querySelector('link[rel="canonical"]');
    if (canonical && document.querySelector('link[rel="alternate"][hreflang]')) {
      if (!canonical.hasAttribute('data-base')) canonical.setAttribute('data-base', canonical.getAttribute('href'));
      var base = canonical.getAttribute('data-base');
      canonical.setAttribute('href', mode === 'ko' || mode === 'en' ? base + '?mode=' + mode : base);
    }
  }

  /** Internal links carry the mode too, so it survives even where storage is not shared (file:// in some browsers). */
  function carryModeInLinks(mode) {
    document.querySelectorAll('a[data-internal]').forEach(function (a) {
      var href = a.getAttribute('data-href') || a.getAttribute('href');
      a.setAttribute('data-href', href);
      var hash = href.indexOf('#'), base = hash < 0 ? href : href.slice(0, hash), frag = hash < 0 ? '' : href.slice(hash);
      a.setAttribute('href', base ? base + '?mode=' + mode + frag : frag);
    });
  }

  function copyText(text, button) {
    function done(ok) {
      var label = button.querySelector('.copy-label'), doneLabel = button.querySelector('.copy-done');
      if (!label || !doneLabel || !ok) return;
      label.hidden = true;
      doneLabel.hidden = false;
      setTimeout(function () { label.hidden = false; doneLabel.hidden = true; }, 1500);
    }
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(function () { done(true); }, function () { fallback(); });
    } else fallback();
    function fallback() {
      var field = document.createElement('textarea');
      field.value = text;
      field.setAttribute('readonly', '');
      field.className = 'vh';
      document.body.appendChild(field);
      field.select();
      var ok = false;
      try { ok = document.execCommand('copy'); } catch (e) { ok = false; }
      document.body.removeChild(field);
      done(ok);
    }
  }

  function setupRulesFilter() {
    var form = document.getElementById('rule-filter');
    if (!form) return;
    var platform = form.elements.platform, kind = form.elements.kind, count = document.getElementById('rule-count');
    var rows = document.querySelectorAll('[data-rule-kind]');
    function apply() {
      var shown = 0;
      rows.forEach(function (row) {
        var platforms = row.getAttribute('data-platforms').split(' ');
        var ok = (!kind.value || row.getAttribute('data-rule-kind') === kind.value) &&
          (!platform.value || platforms.indexOf(platform.value) >= 0 || platforms.indexOf('all') >= 0);
        row.hidden = !ok;
        if (ok) shown++;
      });
      count.textContent = String(shown);
    }
    var params = new URL(location.href).searchParams;
    if (params.get('platform')) platform.value = params.get('platform');
    if (params.get('kind')) kind.value = params.get('kind');
    form.addEventListener('change', apply);
    form.addEventListener('submit', function (e) { e.preventDefault(); apply(); });
    apply();
  }

  /** search.js (and, after it, the index) loads only when someone starts to search. */
  function loadSearch() {
    if (window.HIGSearch || document.getElementById('search-script')) return;
    var script = document.createElement('script');
    script.id = 'search-script';
    script.src = (html.getAttribute('data-root') || '') + 'assets/search.js';
    document.head.appendChild(script);
  }

  /** The sidebar is a drawer behind the menu button on narrow screens. */
  function setupSidebar() {
    var button = document.querySelector('.menu-button'), sidebar = document.getElementById('sidebar');
    if (!button || !sidebar) return;
    function open(on) {
      html.classList.toggle('nav-open', on);
      button.setAttribute('aria-expanded', String(on));
      if (on) { var first = sidebar.querySelector('[aria-current="page"]') || sidebar.querySelector('a, summary, button'); if (first) first.focus(); }
    }
    button.addEventListener('click', function () { open(!html.classList.contains('nav-open')); });
    document.addEventListener('keydown', function (e) {
      if (e.key === 'Escape' && html.classList.contains('nav-open')) { open(false); button.focus(); }
    });
    document.addEventListener('click', function (e) {
      if (html.classList.contains('nav-open') && !sidebar.contains(e.target) && !button.contains(e.target)) open(false);
    });
    var current = sidebar.querySelector('[aria-current="page"]');
    if (current && sidebar.scrollHeight > sidebar.clientHeight) {
      sidebar.scrollTop = Math.max(0, current.offsetTop - sidebar.clientHeight / 3);
    }
  }

  /** An image that does not load tries its other colour variant, then becomes a placeholder with its alt text. */
  function setupImages() {
    var note = document.getElementById('img-missing-note');
    document.addEventListener('error', function (e) {
      var img = e.target;
      if (!img || img.tagName !== 'IMG') return;
      var fallback = img.getAttribute('data-fallback');
      if (fallback && img.getAttribute('src') !== fallback) {
        var picture = img.parentNode && img.parentNode.tagName === 'PICTURE' ? img.parentNode : null;
        if (picture) picture.querySelectorAll('source').forEach(function (s) { s.remove(); });
        img.setAttribute('src', fallback);
        return;
      }
      var box = document.createElement('a');
      box.className = 'img-missing';
      box.href = img.currentSrc || img.src;
      box.rel = 'external';
      var alt = document.createElement('span');
      alt.className = 'img-missing-alt';
      alt.textContent = img.alt;
      box.appendChild(alt);
      var label = document.createElement('span');
      label.className = 'img-missing-note';
      if (note) label.appendChild(note.content.cloneNode(true));
      box.appendChild(label);
      var target = img.parentNode && img.parentNode.tagName === 'PICTURE' ? img.parentNode : img;
      target.replaceWith(box);
    }, true);
    // Images that failed before this script ran.
    document.querySelectorAll('img').forEach(function (img) {
      if (img.complete && img.naturalWidth === 0 && img.getAttribute('src')) img.dispatchEvent(new Event('error'));
    });
  }

  /** `?q=` (the search form without script, the 404 page) searches at once; the 404 page's box drives the header's. */
  function setupSearchEntry() {
    var box = document.getElementById('q');
    if (!box) return;
    function searchFor(text) {
      box.value = text;
      loadSearch();
      box.dispatchEvent(new Event('input'));
    }
    var proxy = document.querySelector('[data-search-proxy]');
    if (proxy) {
      var words = decodeURIComponent(location.pathname.split('/').pop() || '').replace(/\.html?$/, '').replace(/[-_]+/g, ' ').trim();
      if (words && words !== '404') { proxy.value = words; searchFor(words); }
      proxy.addEventListener('input', function () { searchFor(proxy.value); });
      proxy.form.addEventListener('submit', function (e) { e.preventDefault(); box.form.requestSubmit ? box.form.requestSubmit() : null; });
    }
    var query = new URL(location.href).searchParams.get('q');
    if (query) searchFor(query);
  }

  /** Follows the page's previous or next link, keeping the mode. */
  function follow(rel) {
    var link = document.querySelector('.pager a[rel="' + rel + '"]');
    if (link) location.href = link.href;
  }

  function setup() {
    html.classList.add('js');
    var box = document.getElementById('q');
    if (box) {
      box.addEventListener('focus', loadSearch);
      box.addEventListener('input', loadSearch);
      if (document.activeElement === box || box.value) loadSearch();
    }
    document.querySelectorAll('[data-set-mode]').forEach(function (b) {
      b.addEventListener('click', function () { setMode(b.getAttribute('data-set-mode')); });
    });
    setMode(currentMode());

    document.addEventListener('click', function (e) {
      var button = e.target.closest && e.target.closest('button[data-copy]');
      if (!button) return;
      var url = new URL(location.href);
      url.hash = button.getAttribute('data-copy');
      copyText(url.toString(), button);
    });

    setupSidebar();
    setupImages();
    setupSearchEntry();
    var keys = document.getElementById('keys');
    document.querySelectorAll('.keys-button').forEach(function (b) {
      b.addEventListener('click', function () { if (keys && keys.showModal) keys.showModal(); });
    });
    document.querySelectorAll('[data-close-dialog]').forEach(function (b) {
      b.addEventListener('click', function () { var d = b.closest('dialog'); if (d) d.close(); });
    });

    var sources = document.getElementById('show-sources');
    if (sources) {
      sources.addEventListener('click', function () {
        var on = !html.classList.contains('show-sources');
        html.classList.toggle('show-sources', on);
        sources.setAttribute('aria-pressed', String(on));
      });
    }

    document.addEventListener('keydown', function (e) {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      var t = e.target, tag = t && t.tagName;
      if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || (t && t.isContentEditable)) return;
      if (keys && keys.open) return;
      if (e.key === '?') { e.preventDefault(); if (keys && keys.showModal) keys.showModal(); }
      else if (e.key === '/') { var q = document.getElementById('q'); if (q) { e.preventDefault(); q.focus(); } }
      else if (e.key === '[' || (e.key === 'ArrowLeft' && !e.shiftKey)) follow('prev');
      else if (e.key === ']' || (e.key === 'ArrowRight' && !e.shiftKey)) follow('next');
      else if (e.key === 'm') setMode(MODES[(MODES.indexOf(currentMode()) + 1) % MODES.length]);
      else if (e.key >= '1' && e.key <= '4') setMode(MODES[Number(e.key) - 1]);
      else if (e.key === 's' && sources) sources.click();
    });
    setupRulesFilter();
    setupTranslationState();
    // Printing opens translator material; afterwards it closes what was closed.
    var opened = [];
    window.addEventListener('beforeprint', function () {
      opened = Array.prototype.filter.call(document.querySelectorAll('details:not([open])'), function (d) { d.open = true; return true; });
    });
    window.addEventListener('afterprint', function () { opened.forEach(function (d) { d.open = false; }); opened = []; });
  }
  /** Two remembered settings: show the current English in place of outdated Korean; hide suggestions. */
  function setupTranslationState() {
    [['outdated-english', 'outdated-english'], ['hide-suggestions', 'hide-suggestions']].forEach(function (pair) {
      var button = document.getElementById(pair[0]), key = 'hig.' + pair[1];
      var on = false;
      try { on = localStorage.getItem(key) === '1'; } catch (e) { /* storage may be off */ }
      html.classList.toggle(pair[1], on);
      if (!button) return;
      button.setAttribute('aria-pressed', String(on));
      button.addEventListener('click', function () {
        var now = !html.classList.contains(pair[1]);
        html.classList.toggle(pair[1], now);
        button.setAttribute('aria-pressed', String(now));
        try { localStorage.setItem(key, now ? '1' : '0'); } catch (e) { /* storage may be off */ }
      });
    });
  }
  window.HIGSite = { setMode: setMode, modes: MODES };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', setup); else setup();
})();
