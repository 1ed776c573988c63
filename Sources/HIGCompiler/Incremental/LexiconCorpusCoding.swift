/// The lexicon's per-corpus records as bytes (`CacheWriter`): each sum of page counts with the pages it sums
/// (`SummedPages`), and the terms' best Korean by co-occurrence (`CooccurrenceBests`). `LexiconCorpusStateTests`
/// checks that every field comes back.
enum SummedPagesCoding {
    static func encode<Sum>(_ record: SummedPages<Sum>, sum: (Sum) -> [UInt8]) -> [UInt8] {
        var out = CacheWriter()
        out.string(record.context)
        CountCoding.encode(record.pages, &out)
        out.bytes += sum(record.sum)
        return out.bytes
    }

    static func decode<Sum>(_ bytes: ArraySlice<UInt8>, sum: (ArraySlice<UInt8>) throws -> Sum) throws -> SummedPages<Sum> {
        var input = CacheReader(bytes: bytes)
        let context = try input.string()
        let pages = try CountCoding.decode(&input)
        return SummedPages(context: context, pages: pages, sum: try sum(bytes[input.offset...]))
    }
}

/// The corpus's `LexiconSums` and the pages they sum.
enum LexiconSumsCoding: StoredKind {
    static let header = "hig-lexicon-sums 1\n"

    static func encode(_ record: SummedPages<LexiconSums>) -> [UInt8] {
        SummedPagesCoding.encode(record) { sums in
            var out = CacheWriter()
            CountCoding.encode(sums.names.usage, &out) { out, usage in
                out.int(usage.capitalised)
                out.int(usage.lowercase)
            }
            CountCoding.encode(sums.stated, &out) { CountCoding.encode($1, &$0) }
            CountCoding.encode(sums.latinNames, &out)
            out.array(sums.linkNames.sorted { ($0.key.href, $0.key.name) < ($1.key.href, $1.key.name) }) { out, entry in
                out.string(entry.key.href)
                out.string(entry.key.name)
                out.int(entry.value)
            }
            return out.bytes
        }
    }

    static func decode(_ bytes: ArraySlice<UInt8>) throws -> SummedPages<LexiconSums> {
        try SummedPagesCoding.decode(bytes) { bytes in
            var input = CacheReader(bytes: bytes)
            let usage = try CountCoding.decode(&input) { ProperNames.Usage(capitalised: try $0.int(), lowercase: try $0.int()) }
            let stated = try CountCoding.decode(&input) { try CountCoding.decode(&$0) }
            let latinNames = try CountCoding.decode(&input)
            var linkNames: [TranslatorTitles.LinkName: Int] = [:]
            for (link, count) in try input.array({ (TranslatorTitles.LinkName(href: try $0.string(), name: try $0.string()), try $0.int()) }) {
                guard linkNames.updateValue(count, forKey: link) == nil else { throw CacheReader.Malformed() }
            }
            guard input.isAtEnd else { throw CacheReader.Malformed() }
            return LexiconSums(names: ProperNames(usage: usage), stated: stated, latinNames: latinNames, linkNames: linkNames)
        }
    }
}

/// The corpus's `KoreanWordUse` of the words a build asked about, and the pages it sums.
enum KoreanWordUseSumCoding: StoredKind {
    static let header = "hig-word-use-sum 1\n"

    static func encode(_ record: SummedPages<KoreanWordUse>) -> [UInt8] {
        SummedPagesCoding.encode(record, sum: KoreanWordUseCoding.encode)
    }

    static func decode(_ bytes: ArraySlice<UInt8>) throws -> SummedPages<KoreanWordUse> {
        try SummedPagesCoding.decode(bytes, sum: KoreanWordUseCoding.decode)
    }
}

/// The corpus's `HangulSpelling` for the names a build asked about, and the pages it sums.
enum HangulSpellingSumCoding: StoredKind {
    static let header = "hig-hangul-spelling-sum 1\n"

    static func encode(_ record: SummedPages<HangulSpelling>) -> [UInt8] {
        SummedPagesCoding.encode(record, sum: HangulSpellingCoding.encode)
    }

    static func decode(_ bytes: ArraySlice<UInt8>) throws -> SummedPages<HangulSpelling> {
        try SummedPagesCoding.decode(bytes, sum: HangulSpellingCoding.decode)
    }
}

/// The terms' best Korean by co-occurrence (`CooccurrenceBests`), the targets' digest and the pages' words they
/// were counted from.
enum CooccurrenceBestsCoding: StoredKind {
    static let header = "hig-cooccurrence-bests 1\n"

    static func encode(_ record: CooccurrenceBests) -> [UInt8] {
        var out = CacheWriter()
        out.string(record.targets)
        CountCoding.encode(record.pages, &out)
        CountCoding.encode(record.bests, &out) { out, best in
            out.string(best.ko)
            out.int(best.count)
            out.double(best.dice)
        }
        return out.bytes
    }

    static func decode(_ bytes: ArraySlice<UInt8>) throws -> CooccurrenceBests {
        var input = CacheReader(bytes: bytes)
        let targets = try input.string()
        let pages = try CountCoding.decode(&input)
        let bests = try CountCoding.decode(&input) { Cooccurrence.Best(ko: try $0.string(), count: try $0.int(), dice: try $0.double()) }
        guard input.isAtEnd else { throw CacheReader.Malformed() }
        return CooccurrenceBests(targets: targets, pages: pages, bests: bests)
    }
}
