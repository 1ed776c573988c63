/* hig serve: reloads the page when a new build (or a preview of it) is served, keeping the scroll position (the reading mode is kept
   by the site itself, in the address and in storage); shows a failed build's errors over the page, whose last
   good version stays. Added by the server to every page it serves; never part of a built site. */
(function () {
  'use strict';
  var script = document.currentScript;
  var loadedBuild = script && script.getAttribute('data-build');
  var scrollKey = 'hig.serve.scroll:' + location.pathname;
  var overlay = null;

  function restoreScroll() {
    var saved = null;
    try { saved = sessionStorage.getItem(scrollKey); sessionStorage.removeItem(scrollKey); } catch (e) { /* storage off */ }
    if (saved !== null) window.scrollTo(0, Number(saved) || 0);
  }

  /** This page's path in the site folder (`pages/sheets.html`), as the server names the pages of a preview. */
  function sitePath() {
    var path = location.pathname.replace(/^\/+/, '');
    if (path === '' || path.charAt(path.length - 1) === '/') path += 'index.html';
    try { return decodeURIComponent(path); } catch (e) { return path; }
  }

  function reload() {
    try { sessionStorage.setItem(scrollKey, String(window.scrollY)); } catch (e) { /* storage off */ }
    location.reload();
  }

  /** The failed build's errors, as text (never as HTML: messages quote sources). */
  function showErrors(errors) {
    if (!overlay) {
      overlay = document.createElement('div');
      overlay.id = 'hig-serve-errors';
      overlay.setAttribute('role', 'alert');
      overlay.style.cssText = 'position:fixed;left:0;right:0;bottom:0;max-height:50vh;overflow:auto;z-index:2147483647;' +
        'margin:0;padding:12px 16px;background:#2b0b0b;color:#ffe9e9;border-top:3px solid #e5484d;' +
        'font:13px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;white-space:pre-wrap';
      document.body.appendChild(overlay);
    }
    overlay.textContent = 'hig serve: the build failed; this page is the last good build.\n\n' + errors.join('\n');
  }

  function hideErrors() {
    if (overlay) { overlay.remove(); overlay = null; }
  }

  function connect() {
    var socket = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/__hig/live');
    // Marks the root while the page listens for builds, so a test (or a curious reader) can tell an edit saved now
    // will reload it.
    socket.onopen = function () { document.documentElement.dataset.higLive = 'open'; };
    socket.onmessage = function (event) {
      var status = JSON.parse(event.data);
      if (status.errors && status.errors.length) { showErrors(status.errors); return; }
      hideErrors();
      if (status.build === loadedBuild) return;
      // A preview reloads only the pages it lists, and a full build leaves the previewed pages it made the same:
      // any other page adopts the new build's name as it is.
      var listed = status.reload || status.kept;
      var here = sitePath();
      if (listed && (listed.indexOf(here) >= 0) === !!status.kept) loadedBuild = status.build;
      else reload();
    };
    // The server stopped or restarted: try again; the status it sends on reconnecting tells whether to reload.
    socket.onclose = function () {
      document.documentElement.dataset.higLive = 'closed';
      setTimeout(connect, 1000);
    };
  }

  if (document.readyState === 'complete') restoreScroll();
  else window.addEventListener('load', restoreScroll);
  connect();
})();
