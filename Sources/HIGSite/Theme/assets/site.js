/* hig site: reading modes, copy-link buttons, source locations, the rules filter, keyboard shortcuts.
   The mode itself is applied before first paint by the small script in each page's <head>. */
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
      var label = button.querySelector('.copy-label');
      if (!label) return;
      var old = label.textContent;
      label.textContent = ok ? 'Copied' : 'Press Ctrl+C';
      setTimeout(function () { label.textContent = old; }, 1500);
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
      if (e.key === '/') { var q = document.getElementById('q'); if (q) { e.preventDefault(); q.focus(); } }
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
