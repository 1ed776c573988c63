/// One page's `LexiconPageCounts` as bytes, in the store's entry format (`CacheWriter`); `LexiconStoreTests` checks
/// that every field comes back.
enum LexiconPageCoding: StoredKind {
    /// Names the entry's kind and layout: change it with the layout.
    static let header = "hig-lexicon-page 1\n"

    static func encode(_ counts: LexiconPageCounts) -> [UInt8] {
        var out = CacheWriter()
        CountCoding.encode(counts.names.usage, &out) { out, usage in
            out.int(usage.capitalised)
            out.int(usage.lowercase)
        }
        out.array(counts.stated) { out, pair in
            out.string(pair.en)
            out.string(pair.ko)
        }
        out.array(counts.latinNames) { $0.string($1) }
        out.array(counts.linkNames) { out, link in
            out.string(link.href)
            out.string(link.name)
        }
        return out.bytes
    }

    static func decode(_ bytes: ArraySlice<UInt8>) throws -> LexiconPageCounts {
        var input = CacheReader(bytes: bytes)
        let usage = try CountCoding.decode(&input) { ProperNames.Usage(capitalised: try $0.int(), lowercase: try $0.int()) }
        let stated = try input.array { ParentheticalTerms.Pair(en: try $0.string(), ko: try $0.string()) }
        let latinNames = try input.array { try $0.string() }
        let linkNames = try input.array { TranslatorTitles.LinkName(href: try $0.string(), name: try $0.string()) }
        guard input.isAtEnd else { throw CacheReader.Malformed() }
        return LexiconPageCounts(names: ProperNames(usage: usage), stated: stated,
                                 latinNames: latinNames, linkNames: linkNames)
    }
}

/// One page's `KoreanWordUse` of the words a build asked about, as bytes (`CacheWriter`).
enum KoreanWordUseCoding: StoredKind {
    static let header = "hig-word-use 1\n"

    static func encode(_ use: KoreanWordUse) -> [UInt8] {
        var out = CacheWriter()
        CountCoding.encode(use.standing, &out)
        CountCoding.encode(use.neighbours, &out) { out, entry in
            out.int(entry.uses)
            CountCoding.encode(entry.beside, &out)
        }
        return out.bytes
    }

    static func decode(_ bytes: ArraySlice<UInt8>) throws -> KoreanWordUse {
        var input = CacheReader(bytes: bytes)
        let standing = try CountCoding.decode(&input)
        let neighbours = try CountCoding.decode(&input) { KoreanWordUse.Neighbours(uses: try $0.int(), beside: try CountCoding.decode(&$0)) }
        guard input.isAtEnd else { throw CacheReader.Malformed() }
        return KoreanWordUse(standing: standing, neighbours: neighbours)
    }
}

/// One page's `HangulSpelling` for the names a build asked about, as bytes (`CacheWriter`).
enum HangulSpellingCoding: StoredKind {
    static let header = "hig-hangul-spelling 1\n"

    static func encode(_ spelling: HangulSpelling) -> [UInt8] {
        var out = CacheWriter()
        CountCoding.encode(spelling.uses, &out)
        CountCoding.encode(spelling.beside, &out) { CountCoding.encode($1, &$0) }
        return out.bytes
    }

    static func decode(_ bytes: ArraySlice<UInt8>) throws -> HangulSpelling {
        var input = CacheReader(bytes: bytes)
        let uses = try CountCoding.decode(&input)
        let beside = try CountCoding.decode(&input) { try CountCoding.decode(&$0) }
        guard input.isAtEnd else { throw CacheReader.Malformed() }
        return HangulSpelling(uses: uses, beside: beside)
    }
}

/// Values by word, written in word order so the same values give the same bytes; a word read twice is malformed.
enum CountCoding {
    static func encode<Value>(_ values: [String: Value], _ out: inout CacheWriter, _ write: (inout CacheWriter, Value) -> Void) {
        out.array(values.sorted { $0.key < $1.key }) { out, entry in
            out.string(entry.key)
            write(&out, entry.value)
        }
    }

    static func encode(_ counts: [String: Int], _ out: inout CacheWriter) {
        encode(counts, &out) { $0.int($1) }
    }

    static func decode<Value>(_ input: inout CacheReader, _ read: (inout CacheReader) throws -> Value) throws -> [String: Value] {
        var result: [String: Value] = [:]
        for (word, value) in try input.array({ input in (try input.string(), try read(&input)) }) {
            guard result.updateValue(value, forKey: word) == nil else { throw CacheReader.Malformed() }
        }
        return result
    }

    static func decode(_ input: inout CacheReader) throws -> [String: Int] {
        try decode(&input) { try $0.int() }
    }
}
