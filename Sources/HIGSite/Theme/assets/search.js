/* hig site search: a static, sharded index loaded as scripts, so it works from file:// without a server.
   The query tokenizer mirrors Sources/HIGTokenizer/TokenScanner.swift (query mode), the tokenizer that also builds
   this site's index and search.sqlite; its tables (particles, closing punctuation, cluster extenders) are written
   into this file by the site emitter from the same Swift values. SearchScriptTokenizerTests runs both tokenizers on
   the same strings in Node and requires identical tokens. */
(function () {
  'use strict';

  // ---- Porter (1980) stemmer, a port of Sources/HIGTokenizer/PorterStemmer.swift ----
  function porter(w) {
    if (w.length <= 2) return w;
    var b = w.split(''), k = b.length - 1, j = 0;
    function cons(i) {
      var c = b[i];
      if (c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u') return false;
      if (c === 'y') return i === 0 ? true : !cons(i - 1);
      return true;
    }
    function m() {
      var n = 0, i = 0;
      for (;;) { if (i > j) return n; if (!cons(i)) break; i++; }
      i++;
      for (;;) {
        for (;;) { if (i > j) return n; if (cons(i)) break; i++; }
        i++; n++;
        for (;;) { if (i > j) return n; if (!cons(i)) break; i++; }
        i++;
      }
    }
    function vowelInStem() { for (var i = 0; i <= j; i++) if (!cons(i)) return true; return false; }
    function doublec(x) { return x >= 1 && b[x] === b[x - 1] && cons(x); }
    function cvc(i) {
      if (i < 2 || !cons(i) || cons(i - 1) || !cons(i - 2)) return false;
      var c = b[i];
      return c !== 'w' && c !== 'x' && c !== 'y';
    }
    function ends(s) {
      var l = s.length;
      if (l > k + 1) return false;
      if (s[l - 1] !== b[k]) return false;
      for (var p = k - l + 1, q = 0; q < l; p++, q++) if (b[p] !== s[q]) return false;
      j = k - l;
      return true;
    }
    function setTo(s) {
      b.length = k + 1;
      b.splice(j + 1, b.length - (j + 1));
      for (var q = 0; q < s.length; q++) b.push(s[q]);
      k = j + s.length;
    }
    function r(s) { if (m() > 0) setTo(s); }
    // step 1ab
    if (b[k] === 's') {
      if (ends('sses')) k -= 2;
      else if (ends('ies')) setTo('i');
      else if (b[k - 1] !== 's') k -= 1;
    }
    if (ends('eed')) { if (m() > 0) k -= 1; }
    else if ((ends('ed') || ends('ing')) && vowelInStem()) {
      k = j;
      if (ends('at')) setTo('ate');
      else if (ends('bl')) setTo('ble');
      else if (ends('iz')) setTo('ize');
      else if (doublec(k)) {
        k -= 1;
        var ch = b[k];
        if (ch === 'l' || ch === 's' || ch === 'z') k += 1;
      } else if (m() === 1 && cvc(k)) setTo('e');
    }
    if (k > 0) {
      // step 1c
      if (ends('y') && vowelInStem()) b[k] = 'i';
      // step 2
      switch (b[k - 1]) {
        case 'a': if (ends('ational')) r('ate'); else if (ends('tional')) r('tion'); break;
        case 'c': if (ends('enci')) r('ence'); else if (ends('anci')) r('ance'); break;
        case 'e': if (ends('izer')) r('ize'); break;
        case 'l':
          if (ends('bli')) r('ble'); else if (ends('alli')) r('al'); else if (ends('entli')) r('ent');
          else if (ends('eli')) r('e'); else if (ends('ousli')) r('ous');
          break;
        case 'o': if (ends('ization')) r('ize'); else if (ends('ation')) r('ate'); else if (ends('ator')) r('ate'); break;
        case 's':
          if (ends('alism')) r('al'); else if (ends('iveness')) r('ive'); else if (ends('fulness')) r('ful');
          else if (ends('ousness')) r('ous');
          break;
        case 't': if (ends('aliti')) r('al'); else if (ends('iviti')) r('ive'); else if (ends('biliti')) r('ble'); break;
        case 'g': if (ends('logi')) r('log'); break;
      }
      // step 3
      switch (b[k]) {
        case 'e': if (ends('icate')) r('ic'); else if (ends('ative')) r(''); else if (ends('alize')) r('al'); break;
        case 'i': if (ends('iciti')) r('ic'); break;
        case 'l': if (ends('ical')) r('ic'); else if (ends('ful')) r(''); break;
        case 's': if (ends('ness')) r(''); break;
      }
      // step 4
      var matched = false;
      switch (b[k - 1]) {
        case 'a': matched = ends('al'); break;
        case 'c': matched = ends('ance') || ends('ence'); break;
        case 'e': matched = ends('er'); break;
        case 'i': matched = ends('ic'); break;
        case 'l': matched = ends('able') || ends('ible'); break;
        case 'n': matched = ends('ant') || ends('ement') || ends('ment') || ends('ent'); break;
        case 'o':
          if (ends('ion') && j >= 0 && (b[j] === 's' || b[j] === 't')) matched = true; else matched = ends('ou');
          break;
        case 's': matched = ends('ism'); break;
        case 't': matched = ends('ate') || ends('iti'); break;
        case 'u': matched = ends('ous'); break;
        case 'v': matched = ends('ive'); break;
        case 'z': matched = ends('ize'); break;
      }
      if (matched && m() > 1) k = j;
      // step 5
      j = k;
      if (b[k] === 'e') { var a = m(); if (a > 1 || (a === 1 && !cvc(k - 1))) k -= 1; }
      if (b[k] === 'l' && doublec(k) && m() > 1) k -= 1;
    }
    return b.slice(0, k + 1).join('');
  }

  // ---- Tokenizer tables, written here by the site emitter (TokenizerTables.current) ----
  var T = /*hig:tokenizer-tables*/null;
  var SUFFIX_SET = {}, TWO_SAFE = {}, CLOSING = {}, APOSTROPHE = {};
  T.suffixes.forEach(function (s) { SUFFIX_SET[s] = 1; });
  T.twoSyllableSafe.forEach(function (s) { TWO_SAFE[s] = 1; });
  T.closing.forEach(function (c) { CLOSING[c] = 1; });
  T.apostrophes.forEach(function (c) { APOSTROPHE[c] = 1; });
  var SUFFIXES_LONGEST = T.suffixes.slice().sort(function (a, b) { return b.length - a.length; });
  var MARK = /\p{M}/u, LETTER = /[\p{L}\p{N}]/u;

  function isSyllable(cp) { return cp >= T.syllables[0] && cp <= T.syllables[1]; }
  /** Whether a code point belongs to the cluster before it (NFC.extendsCluster). */
  function extendsCluster(cp, c) {
    if (cp < 0x300 || isSyllable(cp)) return false;
    for (var i = 0; i < T.clusterExtenders.length; i++) {
      if (cp >= T.clusterExtenders[i][0] && cp <= T.clusterExtenders[i][1]) return true;
    }
    return MARK.test(c);
  }

  /** Stem length in syllables: the longest listed suffix stripped once, at least one syllable kept. */
  function stemLength(word, conservative) {
    var n = word.length;
    if (n < 2) return n;
    for (var i = 0; i < SUFFIXES_LONGEST.length; i++) {
      var s = SUFFIXES_LONGEST[i];
      if (s.length >= n) continue;
      if (conservative && n === 2 && !TWO_SAFE[s]) continue;
      if (word.slice(n - s.length) === s) return n - s.length;
    }
    return n;
  }

  /** Class of one cluster, NFC-normalised: 'latin' (with its lowercase text), 'hangul' (with its syllable),
      'apos', 'close' or 'sep'; CharacterClass.classify / classifyCluster. */
  function classify(cluster, single) {
    var cp = cluster.codePointAt(0);
    if (single && cp < 0x80) {
      if ((cp >= 0x41 && cp <= 0x5A) || (cp >= 0x61 && cp <= 0x7A)) return { kind: 'latin', text: cluster.toLowerCase(), stemmable: true };
      if (cp >= 0x30 && cp <= 0x39) return { kind: 'latin', text: cluster };
      return { kind: APOSTROPHE[cp] ? 'apos' : CLOSING[cp] ? 'close' : 'sep' };
    }
    var nfc = cluster.normalize('NFC'), first = nfc.codePointAt(0), c = String.fromCodePoint(first);
    if (isSyllable(first)) return { kind: 'hangul', text: c };
    if (LETTER.test(c)) return { kind: 'latin', text: lowercase(nfc) };
    return { kind: APOSTROPHE[first] ? 'apos' : CLOSING[first] ? 'close' : 'sep' };
  }
  /** Lowercase scalar by scalar, as Swift's String.lowercased() does (no context such as a final sigma). */
  function lowercase(text) {
    return Array.from(text).map(function (c) { return c.toLowerCase(); }).join('');
  }

  /** Words of a text: {kind: 'latin'|'hangul', text, stemmable, attached}; the last has `last` when the text does
      not end in a separator (the site searches the word being typed as a prefix). TokenScanner.scan. */
  function words(text) {
    var out = [], cur = null, prev = 'sep';
    function flush(kind) { if (cur && (!kind || cur.kind === kind)) { out.push(cur); cur = null; } }
    var cps = Array.from(text);
    for (var i = 0; i < cps.length;) {
      var cluster = cps[i], j = i + 1;
      while (j < cps.length && extendsCluster(cps[j].codePointAt(0), cps[j])) cluster += cps[j++];
      var c = classify(cluster, j === i + 1);
      i = j;
      if (c.kind === 'latin') {
        flush('hangul');
        if (!cur) cur = { kind: 'latin', text: '', stemmable: true };
        cur.text += c.text;
        if (!c.stemmable) cur.stemmable = false;
      } else if (c.kind === 'hangul') {
        flush('latin');
        if (!cur) cur = { kind: 'hangul', text: '', attached: prev === 'latin' || prev === 'close' || prev === 'apos' };
        cur.text += c.text;
      } else if (c.kind === 'apos') {
        // Between two letters (don't, Apple's) the apostrophe is dropped and the word goes on.
        if (!(cur && cur.kind === 'latin' && prev === 'latin')) flush();
      } else {
        flush();
      }
      if (prev === 'apos' && c.kind !== 'latin') flush('latin');
      prev = c.kind;
    }
    flush();
    if (out.length && prev !== 'sep' && prev !== 'close') out[out.length - 1].last = true;
    return out;
  }

  /** A Latin word's token: the Porter stem of an ASCII-letter word longer than two letters, else the word. */
  function latinToken(w) { return w.stemmable && w.text.length > 2 ? porter(w.text) : w.text; }

  /** The query tokens of a text, as BilingualTokenizer.tokens(in:mode: .query) gives them. */
  function tokens(text) {
    var out = [];
    words(text).forEach(function (w) {
      if (w.kind === 'latin') { out.push(latinToken(w)); return; }
      if (w.attached && SUFFIX_SET[w.text]) return;
      var m = stemLength(w.text, true);
      if (m === 1) { out.push(T.stemMarker + w.text[0]); return; }
      for (var i = 0; i + 1 < m; i++) out.push(w.text.slice(i, i + 2));
      out.push(w.text[m - 1]);
    });
    return out;
  }

  /** Query groups: every group must match; a group matches when any of its terms (or prefixes) does. The site
      index holds bigrams and =-marked one-syllable stems, not single syllables. */
  function queryGroups(query) {
    var groups = [], highlights = [];
    words(query).forEach(function (w) {
      if (w.kind === 'latin') {
        var stem = latinToken(w);
        var group = { terms: [stem], prefixes: [] };
        if (w.last) group.prefixes.push(w.text);
        groups.push(group);
        highlights.push({ kind: 'latin', text: stem.length < w.text.length ? stem : w.text });
      } else {
        if (w.attached && SUFFIX_SET[w.text]) return;
        var m = stemLength(w.text, true), stem = w.text.slice(0, m);
        if (m === 1) {
          groups.push({ terms: [T.stemMarker + stem], prefixes: w.last ? [stem] : [] });
        } else {
          for (var i = 0; i + 1 < m; i++) groups.push({ terms: [stem.slice(i, i + 2)], prefixes: [] });
        }
        highlights.push({ kind: 'hangul', text: stem, single: m === 1 });
      }
    });
    return { groups: groups, highlights: highlights };
  }

  // ---- Index loading: scripts call back into HIGSearch ----
  var root = document.documentElement.getAttribute('data-root') || '';
  var manifest = null, shards = {}, docs = {}, waiting = {};

  function load(key, src) {
    if (waiting[key]) return waiting[key].promise;
    var entry = {};
    entry.promise = new Promise(function (resolve, reject) {
      entry.resolve = resolve;
      var script = document.createElement('script');
      script.src = root + src;
      script.onerror = function () { reject(new Error('could not load ' + src)); };
      document.head.appendChild(script);
    });
    waiting[key] = entry;
    return entry.promise;
  }
  function arrived(key, value) { if (waiting[key]) waiting[key].resolve(value); }

  var api = window.HIGSearch = {
    manifest: function (m) { manifest = m; arrived('manifest', m); },
    terms: function (n, t) { shards[n] = t; arrived('t' + n, t); },
    docs: function (n, d) { docs[n] = d; arrived('d' + n, d); },
    porter: porter, stemLength: stemLength, words: words, tokens: tokens, queryGroups: queryGroups,
    search: function (query) { return search(query); },
    stats: { last: null }
  };

  function ensureManifest() { return manifest ? Promise.resolve(manifest) : load('manifest', 'search/manifest.js'); }

  function shardFor(term) {
    var starts = manifest.shards, lo = 0, hi = starts.length - 1;
    while (lo < hi) { var mid = (lo + hi + 1) >> 1; if (starts[mid] <= term) lo = mid; else hi = mid - 1; }
    return lo;
  }
  function shardsFor(group) {
    var set = {};
    group.terms.forEach(function (t) { set[shardFor(t)] = 1; });
    group.prefixes.forEach(function (p) {
      for (var s = shardFor(p), e = shardFor(p + '\uffff'); s <= e; s++) set[s] = 1;
    });
    return Object.keys(set).map(Number);
  }
  function loadShard(n) { return shards[n] ? Promise.resolve(shards[n]) : load('t' + n, 'search/t' + n + '.js'); }
  function loadDocs(n) { return docs[n] ? Promise.resolve(docs[n]) : load('d' + n, 'search/d' + n + '.js'); }

  /** Postings are base-36 gaps separated by commas. */
  function decode(postings) {
    var out = [], last = 0, parts = postings.split(',');
    for (var i = 0; i < parts.length; i++) { last += parseInt(parts[i], 36); out.push(last); }
    return out;
  }
  function union(lists) {
    if (lists.length === 1) return lists[0];
    var set = new Set();
    lists.forEach(function (l) { l.forEach(function (x) { set.add(x); }); });
    return Array.from(set).sort(function (a, b) { return a - b; });
  }
  function intersect(a, b) {
    var out = [], i = 0, j = 0;
    while (i < a.length && j < b.length) {
      if (a[i] === b[j]) { out.push(a[i]); i++; j++; } else if (a[i] < b[j]) i++; else j++;
    }
    return out;
  }
  function groupPostings(group) {
    var lists = [];
    group.shardList.forEach(function (n) {
      var shard = shards[n];
      group.terms.forEach(function (t) { if (shard[t]) lists.push(decode(shard[t])); });
      group.prefixes.forEach(function (p) {
        for (var term in shard) if (term.lastIndexOf(p, 0) === 0) lists.push(decode(shard[term]));
      });
    });
    return lists.length ? union(lists) : [];
  }

  /** Page number of a document: binary search over the cumulative document offsets. */
  function pageOf(doc) {
    var offsets = manifest.offsets, lo = 0, hi = offsets.length - 1;
    while (lo < hi) { var mid = (lo + hi + 1) >> 1; if (offsets[mid] <= doc) lo = mid; else hi = mid - 1; }
    return lo;
  }

  var MAX_PAGES = 12, MAX_HITS = 3;

  /** Runs a query; resolves to [{page, url, title, hits: [{anchor, kind, en, ko}]}]. */
  function search(query) {
    var parsed = queryGroups(query);
    if (!parsed.groups.length) return Promise.resolve({ results: [], highlights: [] });
    return ensureManifest().then(function () {
      var needed = {};
      parsed.groups.forEach(function (g) { g.shardList = shardsFor(g); g.shardList.forEach(function (n) { needed[n] = 1; }); });
      return Promise.all(Object.keys(needed).map(function (n) { return loadShard(Number(n)); }));
    }).then(function () {
      var lists = parsed.groups.map(groupPostings).sort(function (a, b) { return a.length - b.length; });
      var matches = lists[0];
      for (var i = 1; i < lists.length && matches.length; i++) matches = intersect(matches, lists[i]);
      // Score pages: a title match counts most, rules and headings more than prose.
      var pages = {};
      matches.forEach(function (doc) {
        var p = pageOf(doc), local = doc - manifest.offsets[p];
        var entry = pages[p] || (pages[p] = { page: p, score: 0, locals: [] });
        entry.score += local === 0 ? 20 : 1;
        entry.locals.push(local);
      });
      var ranked = Object.keys(pages).map(function (k) { return pages[k]; })
        .sort(function (a, b) { return b.score - a.score || a.page - b.page; });
      var total = ranked.length;
      ranked = ranked.slice(0, MAX_PAGES);
      return Promise.all(ranked.map(function (r) { return loadDocs(r.page); })).then(function () {
        var results = [];
        ranked.forEach(function (r) {
          var d = docs[r.page], hits = [];
          r.locals.forEach(function (local) {
            if (local === 0) return;
            var entry = d.d[local - 1];
            if (!entry || !verify(entry[2] + '\n' + entry[3], parsed.highlights)) return;
            hits.push({ anchor: entry[0], kind: entry[1], en: entry[2], ko: entry[3] });
          });
          var titleText = d.t[0] + '\n' + (d.t[1] || '');
          var titleHit = r.locals[0] === 0 && verify(titleText, parsed.highlights);
          if (!hits.length && !titleHit) return;
          hits.sort(function (a, b) { return weight(b.kind) - weight(a.kind); });
          results.push({ page: r.page, url: d.u, title: d.t, hits: hits.slice(0, MAX_HITS) });
        });
        return { results: results, highlights: parsed.highlights, total: total };
      });
    });
  }
  function weight(kind) { return kind === 'rule' ? 3 : kind === 'heading' ? 2 : 1; }

  /** Hangul stems must occur as written (bigrams alone can match across words). */
  function verify(text, highlights) {
    text = text.normalize('NFC').toLowerCase();
    return highlights.every(function (h) { return h.kind !== 'hangul' || text.indexOf(h.text) >= 0; });
  }

  // ---- Rendering ----
  function escapeHTML(s) {
    return s.replace(/[&<>"]/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]; });
  }
  function escapeRegExp(s) { return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'); }
  function highlightPattern(highlights) {
    var parts = highlights.map(function (h) {
      if (h.kind === 'latin') return '(?<![\\p{L}\\p{N}])' + escapeRegExp(h.text) + '[\\p{L}\\p{N}]*';
      if (h.single) return '(?<![\\uAC00-\\uD7A3])' + escapeRegExp(h.text);
      return escapeRegExp(h.text);
    });
    return parts.length ? new RegExp(parts.join('|'), 'giu') : null;
  }
  /** A window of the text around the first match, escaped, with matches marked. */
  function snippet(text, pattern) {
    if (!text) return '';
    text = text.normalize('NFC');
    var start = 0, match = null;
    if (pattern) { pattern.lastIndex = 0; match = pattern.exec(text); }
    if (match && match.index > 60) start = text.lastIndexOf(' ', match.index - 40) + 1 || match.index - 40;
    var piece = text.slice(start, start + 220), html = '', last = 0;
    if (pattern) {
      pattern.lastIndex = 0;
      var m;
      while ((m = pattern.exec(piece)) !== null) {
        if (!m[0].length) { pattern.lastIndex++; continue; }
        html += escapeHTML(piece.slice(last, m.index)) + '<mark>' + escapeHTML(m[0]) + '</mark>';
        last = m.index + m[0].length;
      }
    }
    html += escapeHTML(piece.slice(last));
    return (start > 0 ? '… ' : '') + html + (start + 220 < text.length ? ' …' : '');
  }

  var KIND_LABEL = { rule: 'Rule', heading: 'Heading' };

  function render(outcome, panel, query) {
    var pattern = highlightPattern(outcome.highlights);
    var html = '';
    if (!outcome.results.length) {
      html = '<p class="none">No results for <q>' + escapeHTML(query) + '</q> · <span lang="ko">결과 없음</span></p>';
    } else {
      html = '<p class="count">' + outcome.total + (outcome.total === 1 ? ' page' : ' pages') + '</p><ol class="hits">';
      outcome.results.forEach(function (r) {
        var url = root + r.url;
        html += '<li class="hit-page"><a class="hit-title" href="' + escapeHTML(url) + '"><span lang="en">' +
          snippet(r.title[0], pattern) + '</span>' + (r.title[1] ? ' <span lang="ko">' + snippet(r.title[1], pattern) + '</span>' : '') + '</a>';
        if (r.hits.length) {
          html += '<ul>';
          r.hits.forEach(function (h) {
            html += '<li><a class="hit" href="' + escapeHTML(url + '#' + h.anchor) + '">' +
              (KIND_LABEL[h.kind] ? '<span class="hit-kind">' + KIND_LABEL[h.kind] + '</span> ' : '') +
              '<span class="hit-en" lang="en">' + snippet(h.en, pattern) + '</span>' +
              (h.ko ? '<span class="hit-ko" lang="ko">' + snippet(h.ko, pattern) + '</span>' : '') + '</a></li>';
          });
          html += '</ul>';
        }
        html += '</li>';
      });
      html += '</ol>';
    }
    panel.innerHTML = html;
    panel.hidden = false;
  }

  // ---- The search box ----
  function carryMode(panel) {
    var mode = document.documentElement.getAttribute('data-mode');
    if (!mode) return;
    panel.querySelectorAll('a[href]').forEach(function (a) {
      var href = a.getAttribute('href'), hash = href.indexOf('#');
      var base = hash < 0 ? href : href.slice(0, hash), frag = hash < 0 ? '' : href.slice(hash);
      a.setAttribute('href', base + '?mode=' + mode + frag);
    });
  }

  function setup() {
    var input = document.getElementById('q'), panel = document.getElementById('results');
    if (!input || !panel) return;
    var form = input.form, serial = 0, timer = null;
    input.addEventListener('focus', function () { ensureManifest().catch(function () {}); });
    form.addEventListener('submit', function (e) {
      e.preventDefault();
      var first = panel.querySelector('a');
      if (first) first.click();
    });
    function run() {
      var query = input.value.trim(), mine = ++serial, started = performance.now();
      if (!query) { panel.hidden = true; panel.innerHTML = ''; return; }
      search(query).then(function (outcome) {
        if (mine !== serial) return;
        render(outcome, panel, query);
        carryMode(panel);
        api.stats.last = { query: query, ms: performance.now() - started, results: outcome.results.length };
        panel.setAttribute('data-done', String(mine));
      }).catch(function (error) {
        panel.hidden = false;
        panel.textContent = 'Search is unavailable: ' + error.message;
      });
    }
    api.run = run;
    // Loaded on demand: whatever was typed before this script arrived is searched now.
    if (document.activeElement === input) ensureManifest().catch(function () {});
    if (input.value.trim()) run();
    input.addEventListener('input', function () { clearTimeout(timer); timer = setTimeout(run, 60); });
    function links() { return Array.prototype.slice.call(panel.querySelectorAll('a')); }
    function move(delta) {
      var all = links(), i = all.indexOf(document.activeElement);
      if (!all.length) return;
      if (i < 0) { if (delta > 0) all[0].focus(); return; }
      if (i + delta < 0) { input.focus(); return; }
      all[Math.min(all.length - 1, i + delta)].focus();
    }
    function close() { panel.hidden = true; input.focus(); }
    input.addEventListener('keydown', function (e) {
      if (e.key === 'ArrowDown') { e.preventDefault(); move(1); }
      else if (e.key === 'Escape') { input.value = ''; panel.hidden = true; }
    });
    panel.addEventListener('keydown', function (e) {
      if (e.key === 'ArrowDown') { e.preventDefault(); move(1); }
      else if (e.key === 'ArrowUp') { e.preventDefault(); move(-1); }
      else if (e.key === 'Escape') { e.preventDefault(); close(); }
    });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', setup); else setup();
})();
