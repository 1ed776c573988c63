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


  // ---- Page ranking: a port of Sources/HIGRanking (QueryPlan, PageRanker) and HIGText's PhoneticKey.hangul, with
  //      RankingParameters and the phonetic tables written here by the site emitter. RankingParityTests runs every
  //      test query through both and requires the same top ten pages. ----
  var RT = /*hig:ranking-parameters*/null, R = RT.parameters;
  var STOP = {};
  R.stopwords.forEach(function (w) { STOP[w] = 1; });

  /** PhoneticKey.hangul: the consonant skeleton of a run of syllables, a class repeated in a row counting once. */
  function hangulKey(word) {
    var out = '', cps = Array.from(word);
    for (var i = 0; i < cps.length; i++) {
      var cp = cps[i].codePointAt(0);
      if (!isSyllable(cp)) return null;
      var index = cp - 0xAC00;
      out += RT.initials[Math.floor(index / 588)] + RT.finals[index % 28];
    }
    var collapsed = '';
    for (var j = 0; j < out.length; j++) if (collapsed[collapsed.length - 1] !== out[j]) collapsed += out[j];
    return collapsed;
  }
  function isSyllableText(c) { return c !== undefined && isSyllable(c.codePointAt(0)); }
  /** QueryPlan.words: a Korean stem comes as its bigrams, then its last syllable. */
  function planWords(toks) {
    var words = [], chain = [];
    toks.forEach(function (t) {
      var cs = Array.from(t);
      if (cs.length === 2 && isSyllableText(cs[0]) && isSyllableText(cs[1])) {
        chain.push(t);
      } else if (cs.length === 1 && isSyllableText(cs[0])) {
        if (chain.length) {
          var key = Array.from(chain[0])[0] + chain.map(function (b) { return Array.from(b)[1]; }).join('');
          words.push({ terms: chain, key: key, single: false, hangul: true });
        }
        chain = [];
      } else if (cs.length === 2 && cs[0] === '=' && isSyllableText(cs[1])) {
        words.push({ terms: [t], key: cs[1], single: true, hangul: true });
      } else {
        words.push({ terms: [t], key: t, single: false, hangul: false });
      }
    });
    return words;
  }
  function planTerms(text) {
    var out = [];
    planWords(tokens(text)).forEach(function (w) { out = out.concat(w.terms); });
    return out;
  }
  function bigramsOf(text) {
    var cs = Array.from(text);
    if (cs.length < 2) return cs.map(function (c) { return '=' + c; });
    var out = [];
    for (var i = 0; i + 1 < cs.length; i++) out.push(cs[i] + cs[i + 1]);
    return out;
  }
  function phoneticKeys(stem) {
    var key = hangulKey(stem);
    return key !== null && key.length >= 2 ? ['~' + key] : [];
  }
  function signature(terms) { return terms.slice().sort().join('\u0000'); }
  function expand(group, keys, lexicon) {
    keys.forEach(function (key) {
      (Object.prototype.hasOwnProperty.call(lexicon, key) ? lexicon[key] : []).forEach(function (expansion) {
        var terms = planTerms(expansion);
        if (!terms.length) return;
        var sig = signature(terms);
        if (group.alternatives.some(function (a) { return signature(a.terms) === sig; })) return;
        group.alternatives.push({ terms: terms, weight: R.expansionWeight, via: 'lexicon', text: expansion });
      });
    });
  }
  /** QueryPlan.init: groups of alternatives. */
  /** QueryPlan.init's chunks: words between spaces, a trailing `*` dropped, stopwords left out when others remain. */
  function contentChunks(text) {
    var chunks = text.split(/\s+/).map(function (c) { return c.replace(/\*+$/, ''); }).filter(function (c) { return c.length; });
    var content = chunks.filter(function (c) { return !STOP[c.toLowerCase()]; });
    return content.length ? content : chunks;
  }
  function queryPlan(query, lexicon) {
    var chunks = contentChunks(query);
    var words = [], counts = [];
    chunks.forEach(function (chunk, index) {
      var found = planWords(tokens(chunk));
      counts.push(found.length);
      found.forEach(function (w) { words.push({ chunk: index, text: chunk, word: w }); });
    });
    var groups = [];
    for (var i = 0; i < words.length;) {
      var cur = words[i], w = cur.word;
      if (i + 1 < words.length) {
        var nx = words[i + 1], n = nx.word;
        if (nx.chunk === cur.chunk + 1 && counts[cur.chunk] === 1 && counts[nx.chunk] === 1 && w.hangul && n.hangul && (w.single || n.single)) {
          var joined = w.key + n.key;
          var merged = { label: cur.text + ' ' + nx.text, alternatives: [
            { terms: bigramsOf(joined), weight: R.spacingWeight, via: 'spacing', text: joined },
            { terms: w.terms.concat(n.terms), weight: 1, via: 'query', text: w.key + ' ' + n.key }] };
          expand(merged, [joined, w.key, n.key].concat(phoneticKeys(joined), phoneticKeys(w.key), phoneticKeys(n.key)), lexicon);
          groups.push(merged);
          i += 2;
          continue;
        }
      }
      var group = { label: cur.text, alternatives: [{ terms: w.terms, weight: 1, via: 'query', text: w.key }] };
      expand(group, [w.key].concat(w.hangul ? phoneticKeys(w.key) : []), lexicon);
      groups.push(group);
      i += 1;
    }
    var seenJunction = {};
    groups.junctions = groups.length > 2 ? spacedBigrams(query).filter(function (j) {
      if (seenJunction[j]) return false;
      seenJunction[j] = 1;
      return true;
    }) : [];
    var plain = words.map(function (x) { return x.word; });
    groups.titleTerm = titleTermOf(plain);
    // The whole query as one lexicon key: one word's key, or Korean words joined.
    var whole = plain.length === 1 ? plain[0].key
      : plain.length > 1 && plain.every(function (w) { return w.hangul; }) ? plain.map(function (w) { return w.key; }).join('') : null;
    groups.translatedTitleTerms = [];
    if (whole !== null && Object.prototype.hasOwnProperty.call(lexicon, whole)) {
      lexicon[whole].forEach(function (translation) {
        var term = titleTermOfText(translation);
        if (term !== null && term !== groups.titleTerm && groups.translatedTitleTerms.indexOf(term) === -1) groups.translatedTitleTerms.push(term);
      });
    }
    return groups;
  }
  /** QueryPlan.titleTerm(of:): a text's words read as a query's (stopwords left out when it has others). */
  function titleTermOfText(text) {
    var words = [];
    contentChunks(text).forEach(function (chunk) { words = words.concat(planWords(tokens(chunk))); });
    return titleTermOf(words);
  }
  /** TitleTerm.of: `#`, then the words' keys, English apart, Korean joined. */
  function titleTermOf(words) {
    if (!words.length) return null;
    var text = '#';
    words.forEach(function (w, i) {
      if (i > 0 && !(w.hangul && words[i - 1].hangul)) text += ' ';
      text += w.key;
    });
    return text;
  }
  /** RankingTerms.spacedBigrams: for each single space between two Hangul syllables, the two syllables. */
  function spacedBigrams(text) {
    var cs = Array.from(text.normalize('NFC')), out = [];
    for (var i = 1; i + 1 < cs.length; i++) {
      if (cs[i] === ' ' && isSyllableText(cs[i - 1]) && isSyllableText(cs[i + 1])) out.push(cs[i - 1] + cs[i + 1]);
    }
    return out;
  }
  function planTermList(groups) {
    var seen = {}, out = [];
    groups.forEach(function (g) { g.alternatives.forEach(function (a) { a.terms.forEach(function (t) {
      if (!seen[t]) { seen[t] = 1; out.push(t); }
    }); }); });
    (groups.junctions || []).forEach(function (t) { if (!seen[t]) { seen[t] = 1; out.push(t); } });
    [groups.titleTerm].concat(groups.translatedTitleTerms || []).forEach(function (t) { if (t && !seen[t]) { seen[t] = 1; out.push(t); } });
    return out;
  }
  /** PostingCoding.countOrder: the field of each count as written (body, rule, heading, title, derived, derived title). */
  var COUNT_ORDER = [3, 2, 1, 0, 4, 5];
  /** PostingCoding.decode: `page:c.c…:b,b` per page, `;`-separated, base 36; pages as gaps, counts in COUNT_ORDER
      without trailing zeros, each block as its gap times 8 plus its place bits (1 heading, 2 rule sentence, 4 other text). */
  function decodePostings(text) {
    var out = [];
    var page = 0;
    text.split(';').forEach(function (entry) {
      var f = entry.split(':');
      if (f.length !== 3) return;
      page += parseInt(f[0], 36);
      var block = 0, blocks = [], places = [];
      if (f[2]) f[2].split(',').forEach(function (g) {
        var v = parseInt(g, 36);
        block += Math.floor(v / 8);
        blocks.push(block);
        places.push(v % 8);
      });
      var counts = [0, 0, 0, 0, 0, 0];
      f[1].split('.').forEach(function (c, i) { if (i < COUNT_ORDER.length) counts[COUNT_ORDER[i]] = parseInt(c, 36); });
      out.push({ page: page, counts: counts, blocks: blocks, places: places });
    });
    return out;
  }
  function placesOf(x) { return x.blocks.map(function (b, i) { return { block: b, place: x.places[i] }; }); }
  /** PageRanker.intersect: blocks in both, keeping the place bits both share (else 'other text'). */
  function intersectPlaces(a, b) {
    var out = [], i = 0, j = 0;
    while (i < a.length && j < b.length) {
      if (a[i].block === b[j].block) {
        var shared = a[i].place & b[j].place;
        out.push({ block: a[i].block, place: shared !== 0 ? shared : 4 });
        i++; j++;
      } else if (a[i].block < b[j].block) i++; else j++;
    }
    return out;
  }
  /** PageRanker.placeFactor: the best place's field weight relative to a heading's. */
  function placeFactor(place) {
    var heading = R.weights[1], best = 0;
    if (place & 1) best = Math.max(best, heading);
    if (place & 2) best = Math.max(best, R.weights[2]);
    if (place & 4) best = Math.max(best, R.weights[3]);
    return best / heading;
  }
  /** PageRanker.rank: BM25F over the fields, plus block evidence and coverage; returns {pages, total}. */
  function rankPages(groups, postings, lengths, limit) {
    var N = lengths.length, F = R.weights.length, avg = [];
    for (var f = 0; f < F; f++) {
      var sum = 0;
      for (var p = 0; p < N; p++) sum += lengths[p][f];
      avg.push(sum / Math.max(N, 1));
    }
    var byPage = {};
    planTermList(groups).forEach(function (t) {
      var map = new Map();
      (postings[t] || []).forEach(function (x) { map.set(x.page, x); });
      byPage[t] = map;
    });
    var idfs = groups.map(function (g) { return g.alternatives.map(function (a) {
      var df = Infinity;
      a.terms.forEach(function (t) { df = Math.min(df, byPage[t].size); });
      if (!(df > 0) || df === Infinity) return 0;
      return Math.log(1 + (N - df + 0.5) / (df + 0.5));
    }); });
    var total = 0;
    groups.forEach(function (g, gi) {
      var m = -Infinity;
      g.alternatives.forEach(function (a, ai) { m = Math.max(m, a.weight * idfs[gi][ai]); });
      total += m;
    });
    if (!(total > 0)) return { pages: [], total: 0 };
    var candidateSet = new Set();
    Object.keys(byPage).forEach(function (t) { byPage[t].forEach(function (_, page) { candidateSet.add(page); }); });
    var candidates = Array.from(candidateSet).sort(function (a, b) { return a - b; });
    var ranked = [];
    candidates.forEach(function (page) {
      var bm = 0, matched = 0, covered = 0, titled = 0, evidenceByBlock = new Map(), explanation = [];
      groups.forEach(function (g, gi) {
        var best = 0, bestInfo = null, cover = 0, named = 0;
        g.alternatives.forEach(function (a, ai) {
          var found = [];
          a.terms.forEach(function (t) { var x = byPage[t].get(page); if (x) found.push(x); });
          if (found.length !== a.terms.length || !(idfs[gi][ai] > 0)) return;
          var weighted = [];
          for (var f = 0; f < F; f++) {
            var count = Infinity;
            found.forEach(function (x) { count = Math.min(count, x.counts[f]); });
            var length = lengths[page][f];
            if (!(count > 0) || !(length > 0)) { weighted.push(0); continue; }
            var b = R.lengthNormalization[f];
            weighted.push(R.weights[f] * count / (1 - b + b * length / avg[f]));
          }
          if (a.weight > cover) cover = a.weight;
          var inTitle = Infinity, inDerivedTitle = Infinity;
          found.forEach(function (x) { inTitle = Math.min(inTitle, x.counts[0]); inDerivedTitle = Math.min(inDerivedTitle, x.counts[5]); });
          var share = inTitle > 0 ? 1 : inDerivedTitle > 0 ? R.weights[5] / R.weights[0] : 0;
          if (a.weight * idfs[gi][ai] * share > named) named = a.weight * idfs[gi][ai] * share;
          var tf = 0;
          weighted.forEach(function (x) { tf += x; });
          var score = a.weight * idfs[gi][ai] * tf * (R.k1 + 1) / (R.k1 + tf);
          if (score > best) { best = score; bestInfo = { alternative: ai, fields: weighted.map(function (x) { return tf > 0 ? score * x / tf : 0; }) }; }
          var blocks = placesOf(found[0]);
          for (var k = 1; k < found.length; k++) blocks = intersectPlaces(blocks, placesOf(found[k]));
          var ev = a.weight * idfs[gi][ai];
          blocks.forEach(function (bp) {
            var per = evidenceByBlock.get(bp.block);
            if (!per) { per = groups.map(function () { return 0; }); evidenceByBlock.set(bp.block, per); }
            var weighed = ev * placeFactor(bp.place);
            if (weighed > per[gi]) per[gi] = weighed;
          });
        });
        if (bestInfo) matched += 1;
        covered += cover;
        titled += named;
        bm += best;
        explanation.push(bestInfo);
      });
      if (!matched) return;
      var blocks = [];
      evidenceByBlock.forEach(function (per, block) {
        var sum = 0;
        per.forEach(function (x) { sum += x; });
        blocks.push({ block: block, score: sum });
      });
      blocks.sort(function (a, b) { return a.score !== b.score ? b.score - a.score : a.block - b.block; });
      var first = blocks.length ? blocks[0].score : 0, second = blocks.length > 1 ? blocks[1].score : 0;
      var firstShare = first / total, secondShare = second / total;
      var evidence = R.blockBonus * (firstShare * firstShare + secondShare * secondShare / 2);
      var coverage = R.coverageBonus * covered / groups.length;
      var name = R.titleBonus * titled / total;
      // Adjacency: of the blocks holding every group, the one holding most of the query's junctions.
      var adjacency = 0, junctions = groups.junctions || [];
      if (junctions.length) {
        var adjacent = 0;
        evidenceByBlock.forEach(function (per, block) {
          if (per.indexOf(0) !== -1) return;
          var found = 0;
          junctions.forEach(function (t) { var x = byPage[t].get(page); if (x && x.blocks.indexOf(block) !== -1) found += 1; });
          adjacent = Math.max(adjacent, found / junctions.length);
        });
        adjacency = R.adjacencyBonus * adjacent;
      }
      var exact = [groups.titleTerm].concat(groups.translatedTitleTerms || []).some(function (t) { return t && byPage[t].get(page); })
        ? R.exactTitleBonus : 0;
      var score = Math.round((bm + evidence + coverage + name + adjacency + exact) * 1e9) / 1e9;
      ranked.push({ page: page, score: score, blocks: blocks.map(function (x) { return x.block; }), explanation: explanation });
    });
    ranked.sort(function (a, b) { return a.score !== b.score ? b.score - a.score : a.page - b.page; });
    return { pages: ranked.slice(0, limit), total: ranked.length };
  }

  // ---- Index loading: scripts call back into HIGSearch ----
  var root = document.documentElement.getAttribute('data-root') || '';
  var manifest = null, shards = {}, docs = {}, waiting = {}, lexicon = null;

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
    lexicon: function (l) { lexicon = l; arrived('lexicon', l); },
    porter: porter, stemLength: stemLength, words: words, tokens: tokens, queryGroups: queryGroups,
    queryPlan: function (query) { return queryPlan(query, lexicon || {}); }, hangulKey: hangulKey,
    /** Ranks with whatever shards are loaded (tests load them all): [{page, score, blocks}]. */
    rankLoaded: function (query, limit) {
      var groups = queryPlan(query, lexicon || {}), postings = {};
      planTermList(groups).forEach(function (t) { var n = shardFor(t); if (shards[n] && shards[n][t]) postings[t] = decodePostings(shards[n][t]); });
      return rankPages(groups, postings, manifest.lengths, limit || 10).pages;
    },
    search: function (query) { return search(query); },
    stats: { last: null }
  };

  function ensureManifest() {
    return Promise.all([manifest ? Promise.resolve(manifest) : load('manifest', 'search/manifest.js'),
      lexicon ? Promise.resolve(lexicon) : load('lexicon', 'search/lexicon.js')]).then(function (r) { return r[0]; });
  }

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

  var MAX_PAGES = 12, MAX_HITS = 2;

  /** Runs a query; resolves to {results: [{page, url, title, hits: [{anchor, kind, en, ko}]}], highlights, total}. */
  function search(query) {
    var parsed = queryGroups(query), groups = null;
    return ensureManifest().then(function () {
      groups = queryPlan(query, lexicon);
      if (!groups.length) return [];
      var needed = {};
      planTermList(groups).forEach(function (t) { needed[shardFor(t)] = 1; });
      return Promise.all(Object.keys(needed).map(function (n) { return loadShard(Number(n)); }));
    }).then(function () {
      if (!groups.length) return { results: [], highlights: [], total: 0 };
      var postings = {};
      planTermList(groups).forEach(function (t) {
        var shard = shards[shardFor(t)];
        if (shard && Object.prototype.hasOwnProperty.call(shard, t)) postings[t] = decodePostings(shard[t]);
      });
      var outcome = rankPages(groups, postings, manifest.lengths, MAX_PAGES);
      // Highlight the query's words and the alternatives that found something.
      var highlights = parsed.highlights.slice();
      groups.forEach(function (g) { g.alternatives.forEach(function (a) {
        if (a.via === 'query') return;
        queryGroups(a.text).highlights.forEach(function (h) { highlights.push(h); });
      }); });
      return Promise.all(outcome.pages.map(function (r) { return loadDocs(r.page); })).then(function () {
        var results = outcome.pages.map(function (r) {
          var d = docs[r.page], hits = [];
          r.blocks.slice(0, MAX_HITS).forEach(function (ordinal) {
            var entry = d.d[ordinal];
            if (entry) hits.push({ anchor: entry[0], kind: entry[1], en: entry[2], ko: entry[3] });
          });
          return { page: r.page, url: d.u, title: d.t, hits: hits };
        });
        return { results: results, highlights: highlights, total: outcome.total };
      });
    });
  }
  function weight(kind) { return kind === 'rule' ? 3 : kind === 'heading' ? 2 : 1; }

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

  /** Both languages as spans; the stylesheet shows the one of the reading mode (as the site's string table does). */
  function both(en, ko) { return '<span class="t-en" lang="en">' + en + '</span><span class="t-ko" lang="ko">' + ko + '</span>'; }
  var KIND_LABEL = { rule: both('Rule', '규칙'), heading: both('Heading', '제목') };

  function render(outcome, panel, query) {
    var pattern = highlightPattern(outcome.highlights);
    var html = '';
    if (!outcome.results.length) {
      html = '<p class="none">' + both('No results for <q>' + escapeHTML(query) + '</q>', '<q>' + escapeHTML(query) + '</q> 검색 결과 없음') + '</p>';
    } else {
      html = '<p class="count">' + both(outcome.total + (outcome.total === 1 ? ' page' : ' pages'), '페이지 ' + outcome.total + '개') + '</p><ol class="hits">';
      outcome.results.forEach(function (r) {
        var url = root + r.url;
        html += '<li class="hit-page"><a class="hit-title" href="' + escapeHTML(url) + '"><span lang="en">' +
          snippet(r.title[0], pattern) + '</span>' + (r.title[1] ? ' <span lang="ko">' + snippet(r.title[1], pattern) + '</span>'
          : r.title[2] ? ' <span lang="ko" class="derived" title="Derived translation: learned from the corpus, not written by a translator · 추정 번역: 말뭉치에서 학습했으며 번역자가 쓴 번역이 아님">' + snippet(r.title[2], pattern) + '</span>' : '') + '</a>';
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
