/// One page's `LexiconPageCounts` as bytes, in the store's entry format (`CacheWriter`); `LexiconStoreTests` checks
/// that every field comes back.
enum LexiconPageCoding: StoredKind {
    /// Names the entry's kind and layout: change it with the layout.
    static let header = "hig-lexicon-page 1\n"

    static func encode(_ counts: LexiconPageCounts) -> [UInt8] {
        var out = CacheWriter()
        out.array(counts.names.usage.sorted { $0.key < $1.key }) { out, entry in
            out.string(entry.key)
            out.int(entry.value.capitalised)
            out.int(entry.value.lowercase)
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
        let usage = try input.array { input in
            (try input.string(), ProperNames.Usage(capitalised: try input.int(), lowercase: try input.int()))
        }
        let stated = try input.array { ParentheticalTerms.Pair(en: try $0.string(), ko: try $0.string()) }
        let latinNames = try input.array { try $0.string() }
        let linkNames = try input.array { TranslatorTitles.LinkName(href: try $0.string(), name: try $0.string()) }
        guard input.isAtEnd else { throw CacheReader.Malformed() }
        return LexiconPageCounts(names: ProperNames(usage: try CountCoding.unique(usage)), stated: stated,
                                 latinNames: latinNames, linkNames: linkNames)
    }
}

/// One page's `KoreanWordUse` of the words a build asked about, as bytes (`CacheWriter`).
enum KoreanWordUseCoding: StoredKind {
    static let header = "hig-word-use 1\n"

    static func encode(_ use: KoreanWordUse) -> [UInt8] {
        var out = CacheWriter()
        CountCoding.encode(use.standing, &out)
        out.array(use.neighbours.sorted { $0.key < $1.key }) { out, entry in
            out.string(entry.key)
            out.int(entry.value.uses)
            CountCoding.encode(entry.value.beside, &out)
        }
        return out.bytes
    }

    static func decode(_ bytes: ArraySlice<UInt8>) throws -> KoreanWordUse {
        var input = CacheReader(bytes: bytes)
        let standing = try CountCoding.decode(&input)
        let neighbours = try input.array { input in
            (try input.string(), KoreanWordUse.Neighbours(uses: try input.int(), beside: try CountCoding.decode(&input)))
        }
        guard input.isAtEnd else { throw CacheReader.Malformed() }
        return KoreanWordUse(standing: standing, neighbours: try CountCoding.unique(neighbours))
    }
}

/// One page's `HangulSpelling` for the names a build asked about, as bytes (`CacheWriter`).
enum HangulSpellingCoding: StoredKind {
    static let header = "hig-hangul-spelling 1\n"

    static func encode(_ spelling: HangulSpelling) -> [UInt8] {
        var out = CacheWriter()
        CountCoding.encode(spelling.uses, &out)
        out.array(spelling.beside.sorted { $0.key < $1.key }) { out, entry in
            out.string(entry.key)
            CountCoding.encode(entry.value, &out)
        }
        return out.bytes
    }

    static func decode(_ bytes: ArraySlice<UInt8>) throws -> HangulSpelling {
        var input = CacheReader(bytes: bytes)
        let uses = try CountCoding.decode(&input)
        let beside = try input.array { input in (try input.string(), try CountCoding.decode(&input)) }
        guard input.isAtEnd else { throw CacheReader.Malformed() }
        return HangulSpelling(uses: uses, beside: try CountCoding.unique(beside))
    }
}

/// Counts by word, written in word order so the same counts give the same bytes.
enum CountCoding {
    static func encode(_ counts: [String: Int], _ out: inout CacheWriter) {
        out.array(counts.sorted { $0.key < $1.key }) { out, entry in
            out.string(entry.key)
            out.int(entry.value)
        }
    }

    static func decode(_ input: inout CacheReader) throws -> [String: Int] {
        try unique(try input.array { input in (try input.string(), try input.int()) })
    }

    /// Entries as a dictionary; a word listed twice is a malformed entry.
    static func unique<Value>(_ entries: [(String, Value)]) throws -> [String: Value] {
        var result: [String: Value] = [:]
        for (key, value) in entries {
            guard result.updateValue(value, forKey: key) == nil else { throw CacheReader.Malformed() }
        }
        return result
    }
}
