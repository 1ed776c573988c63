import HIGText
import HIGTokenizer

/// What a query asks for: groups of alternatives. A page scores for a group with its best alternative; an alternative
/// matches a page when the page holds all its terms. Written once here and mirrored step by step in the site's
/// `search.js` (`queryPlan`), which `RankingParityTests` checks on every test query.
///
/// - Each word is a group: an English word's Porter stem; a Korean word's stem (particle or ending stripped) as its
///   bigrams, or `=` + the syllable for a one-syllable stem.
/// - Two neighbouring Korean words, one of them a single syllable, form one group with a spacing variant: `앱 아이콘`
///   also asks for `앱아이콘`, which (with the index's bigrams across a space) finds both spellings.
/// - The lexicon adds the other language's term (and transliterations) as a lower-weight alternative.
package struct QueryPlan: Equatable, Sendable {
    /// One way to satisfy a group.
    package struct Alternative: Equatable, Sendable {
        /// Index terms, all required.
        package var terms: [String]
        package var weight: Double
        /// `query`, `spacing` or `lexicon`.
        package var via: String
        /// What it stands for, for `--explain`.
        package var text: String
    }

    /// One word (or joined pair) of the query.
    package struct Group: Equatable, Sendable {
        package var label: String
        package var alternatives: [Alternative]
    }

    package var groups: [Group]
    /// The query's junctions as typed, when it has three groups or more (a passage rather than a name, which titles and
    /// headings find): for each single space between two Hangul syllables, the syllable before and the one after
    /// (`아이콘을 표시` → `을표`), the index's bigrams across a space (`RankingTerms`). A block holding them holds the
    /// words side by side, particles as written.
    package var junctions: [String] = []
    /// The whole query as a title (`TitleTerm`): the index gives it to the pages whose title, Korean title or derived
    /// Korean title is the query, word for word, and those pages come first.
    package var titleTerm: String?
    /// The title terms of the whole query's translations (the lexicon's entries for it as one key: `탭 바` → `tab bar`):
    /// a page titled with one is named by the query too.
    package var translatedTitleTerms: [String] = []

    /// Every distinct term the plan looks up, in order of first use: the groups' terms, then the junctions.
    package var terms: [String] {
        var seen: Set<String> = []
        return (groups.flatMap { $0.alternatives.flatMap(\.terms) } + junctions + (titleTerm.map { [$0] } ?? []) + translatedTitleTerms)
            .filter { seen.insert($0).inserted }
    }

    /// One word of the query: its index terms and the key it is looked up under in the lexicon.
    struct Word {
        var terms: [String]
        var key: String
        /// A one-syllable Korean stem.
        var single: Bool
        var hangul: Bool
    }

    package init(_ query: String, lexicon: [String: [String]] = [:], parameters: RankingParameters = .standard) {
        self.init(query, parameters: parameters, lookup: { lexicon[$0] ?? [] })
    }

    /// A plan whose lexicon is asked one key at a time (`search.sqlite` reads a row per key).
    package init(_ query: String, parameters: RankingParameters = .standard, lookup: (String) -> [String]) {
        var chunks = query.split(whereSeparator: \.isWhitespace).map { String($0).trimmingSuffix("*") }.filter { !$0.isEmpty }
        let stopwords = Set(parameters.stopwords)
        let content = chunks.filter { !stopwords.contains($0.lowercased()) }
        if !content.isEmpty { chunks = content }
        var words: [(chunk: Int, text: String, word: Word)] = []
        var chunkWordCounts: [Int] = []
        for (index, chunk) in chunks.enumerated() {
            let found = Self.words(BilingualTokenizer.tokens(in: chunk, mode: .query).map(\.text))
            chunkWordCounts.append(found.count)
            words += found.map { (index, chunk, $0) }
        }
        var groups: [Group] = []
        var index = 0
        while index < words.count {
            let (chunk, text, word) = words[index]
            if index + 1 < words.count {
                let (nextChunk, nextText, next) = words[index + 1]
                if nextChunk == chunk + 1, chunkWordCounts[chunk] == 1, chunkWordCounts[nextChunk] == 1,
                   word.hangul, next.hangul, word.single || next.single {
                    let joined = word.key + next.key
                    var group = Group(label: text + " " + nextText, alternatives: [
                        Alternative(terms: Self.bigrams(joined), weight: parameters.spacingWeight, via: "spacing", text: joined),
                        Alternative(terms: word.terms + next.terms, weight: 1, via: "query", text: word.key + " " + next.key),
                    ])
                    Self.expand(&group, keys: [joined, word.key, next.key] + Self.phoneticKeys(joined) + Self.phoneticKeys(word.key)
                                + Self.phoneticKeys(next.key), lookup: lookup, parameters: parameters)
                    groups.append(group)
                    index += 2
                    continue
                }
            }
            var group = Group(label: text, alternatives: [Alternative(terms: word.terms, weight: 1, via: "query", text: word.key)])
            Self.expand(&group, keys: [word.key] + (word.hangul ? Self.phoneticKeys(word.key) : []), lookup: lookup, parameters: parameters)
            groups.append(group)
            index += 1
        }
        self.groups = groups
        titleTerm = TitleTerm.of(words.map(\.word))
        // The whole query as one lexicon key: one word's key, or Korean words joined (`탭 바` → `탭바`).
        let plain = words.map(\.word)
        let whole = plain.count == 1 ? plain[0].key : plain.count > 1 && plain.allSatisfy(\.hangul) ? plain.map(\.key).joined() : nil
        for translation in whole.map(lookup) ?? [] {
            if let term = Self.titleTerm(of: translation), term != titleTerm, !translatedTitleTerms.contains(term) { translatedTitleTerms.append(term) }
        }
        var seen: Set<String> = []
        junctions = groups.count > 2 ? RankingTerms.spacedBigrams(query).filter { seen.insert($0).inserted } : []
    }

    /// Adds the lexicon's entries for `keys` as alternatives, skipping any that repeat one already there.
    static func expand(_ group: inout Group, keys: [String], lookup: (String) -> [String], parameters: RankingParameters) {
        for key in keys {
            for expansion in lookup(key) {
                let terms = Self.terms(of: expansion)
                guard !terms.isEmpty else { continue }
                let signature = terms.sorted()
                if group.alternatives.contains(where: { $0.terms.sorted() == signature }) { continue }
                group.alternatives.append(Alternative(terms: terms, weight: parameters.expansionWeight, via: "lexicon", text: expansion))
            }
        }
    }

    /// The title term of a title (or any text): its words read as a query's (stopwords left out when it has other
    /// words), as `TitleTerm` joins them.
    package static func titleTerm(of text: String) -> String? {
        QueryPlan(text, lookup: { _ in [] }).titleTerm
    }

    /// The transliteration key of a Korean stem (`홈킷` → `~MKT`), when it has two consonant classes or more.
    static func phoneticKeys(_ stem: String) -> [String] {
        guard let key = PhoneticKey.hangul(stem), key.count >= 2 else { return [] }
        return ["~" + key]
    }

    /// The index terms of a text read as a query, all of them required: its words' terms in order.
    package static func terms(of text: String) -> [String] {
        words(BilingualTokenizer.tokens(in: text, mode: .query).map(\.text)).flatMap(\.terms)
    }

    /// The lexicon key of a text read as one query word: an English word's stem, a Korean word's stem; `nil` when the
    /// text is not one word.
    package static func key(of text: String) -> String? {
        let found = words(BilingualTokenizer.tokens(in: text, mode: .query).map(\.text))
        if found.count == 1 { return found[0].key }
        // A Korean phrase is keyed by its words joined, as a query's spacing variant looks it up.
        if found.count > 1, found.allSatisfy(\.hangul) { return found.map(\.key).joined() }
        return nil
    }

    /// Groups the query tokens of one chunk into words: a Korean stem comes as its bigrams then its last syllable.
    static func words(_ tokens: [String]) -> [Word] {
        var words: [Word] = []
        var chain: [String] = []
        for token in tokens {
            let scalars = Array(token.unicodeScalars)
            if scalars.count == 2, scalars.allSatisfy(Script.isHangulSyllable) {
                chain.append(token)
            } else if scalars.count == 1, Script.isHangulSyllable(scalars[0]) {
                // The last syllable closes a stem of two syllables or more.
                if !chain.isEmpty {
                    let key = String(chain[0].unicodeScalars.first!) + chain.map { String($0.unicodeScalars.last!) }.joined()
                    words.append(Word(terms: chain, key: key, single: false, hangul: true))
                }
                chain = []
            } else if scalars.count == 2, scalars[0] == "=", Script.isHangulSyllable(scalars[1]) {
                words.append(Word(terms: [token], key: String(scalars[1]), single: true, hangul: true))
            } else {
                words.append(Word(terms: [token], key: token, single: false, hangul: false))
            }
        }
        return words
    }

    /// The adjacent pairs of a run of syllables: `앱아이콘` → 앱아, 아이, 이콘; one syllable → `=` + it.
    static func bigrams(_ text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count > 1 else { return scalars.map { "=" + String($0) } }
        return (0..<(scalars.count - 1)).map { String(String.UnicodeScalarView([scalars[$0], scalars[$0 + 1]])) }
    }
}

extension String {
    fileprivate func trimmingSuffix(_ suffix: Character) -> String {
        var text = self
        while text.last == suffix { text.removeLast() }
        return text
    }
}

/// A text's words as one index term, `#` then their keys: English stems apart (`#tab bar`), Korean stems joined
/// (`#탭막대`, so `탭 막대` and `탭막대` are one title). No tokenizer term starts with `#`.
enum TitleTerm {
    static func of(_ words: [QueryPlan.Word]) -> String? {
        guard !words.isEmpty else { return nil }
        var text = "#"
        for (index, word) in words.enumerated() {
            if index > 0, !(word.hangul && words[index - 1].hangul) { text += " " }
            text += word.key
        }
        return text
    }
}
