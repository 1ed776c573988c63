/// What the sentence aligner compares about a sentence or a run of sentences, in forms that are cheap to build and
/// to compare (the rules pass builds them for every sentence of every rule paragraph).
package struct SentenceFeatures: Sendable {
    /// Unicode scalars.
    package var length: Int
    /// `LatinTokenKeys` of `SentenceFeatures.latinTokens`, sorted, without repeats.
    package var latinTokens: [UInt64]
    /// Bit `i` set: the text opens with a discourse marker named `markerNames[i]`.
    package var openingMarkers: UInt8

    package init(_ text: String) {
        (length, latinTokens) = LatinTokenKeys.scan(text)
        openingMarkers = Self.openingMarkers(of: text)
    }

    /// The features of sentences joined with spaces.
    package init(joining parts: ArraySlice<SentenceFeatures>) {
        length = parts.reduce(parts.count - 1) { $0 + $1.length }
        latinTokens = parts.reduce(into: []) { $0 = LatinTokenKeys.union($0, $1.latinTokens) }
        openingMarkers = parts.first?.openingMarkers ?? 0
    }
}

extension SentenceFeatures {
    /// Sentence openers that machine translation renders the same way every time.
    package static let discourseMarkers: [(english: String, korean: String)] = [
        ("for example", "예를 들어"), ("for example", "예를 들면"), ("in general", "일반적으로"), ("typically", "일반적으로"),
        ("by default", "기본적으로"), ("for developer guidance", "개발자"), ("for guidance", "자세한"),
    ]

    /// The `openingMarkers` bit of `For example` / `예를 들어`: a sentence opening with it is an example, never a rule.
    package static let exampleMarker: UInt8 = 1 << UInt8(markerNames.firstIndex(of: "for example")!)

    /// Lowercased runs of two or more ASCII letters, and runs of digits (what `LatinTokenKeys.scan` keys, as strings).
    package static func latinTokens(_ text: String) -> Set<String> {
        var tokens: Set<String> = []
        var current = ""
        var currentClass = 0  // 0 none, 1 letters, 2 digits
        func flush() {
            if currentClass == 2 || current.count >= 2 { tokens.insert(current) }
            current = ""
        }
        for scalar in text.lowercased().unicodeScalars {
            let scalarClass = scalar.value >= 0x61 && scalar.value <= 0x7A ? 1 : (scalar.value >= 0x30 && scalar.value <= 0x39 ? 2 : 0)
            if scalarClass != currentClass, !current.isEmpty { flush() }
            currentClass = scalarClass
            if scalarClass != 0 { current.unicodeScalars.append(scalar) }
        }
        if !current.isEmpty { flush() }
        return tokens
    }

    /// The English names of `discourseMarkers`, without repeats; bit positions of `SentenceFeatures.openingMarkers`.
    package static let markerNames: [String] = discourseMarkers.map(\.english).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }

    /// The discourse markers `text` opens with: the English ones in any case, the Korean ones as written.
    package static func openingMarkers(of text: String) -> UInt8 {
        // Most sentences open with a character no marker opens with; a scalar that stands alone is that character.
        guard let first = text.unicodeScalars.first else { return 0 }
        if SimpleScalars.standsAlone(first), !markerOpenings.contains(first.value < 0x80 ? first.value | 0x20 : first.value) {
            return 0
        }
        // When the opening scalars each stand alone, comparing scalars is comparing characters: a marker's next
        // character cannot be glued to its last. Otherwise ask `String`, as the aligner always did.
        let opening = text.unicodeScalars.prefix(33)
        let simple = opening.allSatisfy(SimpleScalars.standsAlone)
        let lowered = simple ? "" : text.prefix(32).lowercased()
        var bits: UInt8 = 0
        for marker in discourseMarkers {
            let opens = simple
                ? opensWith(opening, marker.english, foldingCase: true) || opensWith(opening, marker.korean, foldingCase: false)
                : lowered.hasPrefix(marker.english) || text.hasPrefix(marker.korean)
            if opens, let bit = markerNames.firstIndex(of: marker.english) { bits |= 1 << bit }
        }
        return bits
    }

    /// The first scalars of the markers, English ones lowercase.
    private static let markerOpenings: Set<UInt32> = Set(discourseMarkers.flatMap { [$0.english, $0.korean] }.compactMap(\.unicodeScalars.first?.value))

    /// Whether `scalars` open with `prefix`, ASCII capitals folded when `foldingCase`.
    private static func opensWith(_ scalars: Substring.UnicodeScalarView, _ prefix: String, foldingCase: Bool) -> Bool {
        var index = scalars.startIndex
        for wanted in prefix.unicodeScalars {
            guard index != scalars.endIndex else { return false }
            var value = scalars[index].value
            if foldingCase, value >= 0x41, value <= 0x5A { value |= 0x20 }
            guard value == wanted.value else { return false }
            index = scalars.index(after: index)
        }
        return true
    }
}

/// `SentenceFeatures.latinTokens` as 64-bit keys instead of strings. A token of at most eight letters or digits
/// is its bytes packed, so equal keys are equal tokens; a longer token is an FNV-1a hash with the top bit set
/// (packed keys never set it, ASCII being below 0x80), so two long tokens share a key with chance 2⁻⁶³.
package enum LatinTokenKeys {
    /// The number of Unicode scalars of `text`, and the sorted keys of its Latin tokens.
    package static func scan(_ text: String) -> (scalars: Int, keys: [UInt64]) {
        var keys: [UInt64] = []
        var scalarCount = 0
        var packed: UInt64 = 0
        var hash: UInt64 = fnvOffset
        var length = 0
        var currentClass = 0  // 0 none, 1 letters, 2 digits
        func feed(_ byte: UInt8, class byteClass: Int) {
            if byteClass != currentClass, length > 0 {
                if currentClass == 2 || length >= 2 { keys.append(length <= 8 ? packed : hash | 1 << 63) }
                packed = 0; hash = fnvOffset; length = 0
            }
            currentClass = byteClass
            guard byteClass != 0 else { return }
            packed = packed << 8 | UInt64(byte)
            hash = (hash ^ UInt64(byte)) &* fnvPrime
            length += 1
        }
        for scalar in text.unicodeScalars {
            scalarCount += 1
            // As `latinTokens` reads the lowercased text: ASCII capitals, KELVIN SIGN (→ k) and capital I with dot
            // above (→ i and a combining dot) are the only scalars whose lowercase holds an ASCII letter.
            switch scalar.value {
            case 0x61...0x7A: feed(UInt8(scalar.value), class: 1)
            case 0x41...0x5A: feed(UInt8(scalar.value) | 0x20, class: 1)
            case 0x30...0x39: feed(UInt8(scalar.value), class: 2)
            case 0x212A: feed(UInt8(ascii: "k"), class: 1)
            case 0x130: feed(UInt8(ascii: "i"), class: 1); feed(0, class: 0)
            default: feed(0, class: 0)
            }
        }
        feed(0, class: 0)
        keys.sort()
        return (scalarCount, unique(keys))
    }

    /// The key of one token (lowercase ASCII letters or digits), as `scan` makes it.
    package static func key(_ token: String) -> UInt64 {
        let bytes = Array(token.utf8)
        return bytes.count <= 8
            ? bytes.reduce(0) { $0 << 8 | UInt64($1) }
            : bytes.reduce(fnvOffset) { ($0 ^ UInt64($1)) &* fnvPrime } | 1 << 63
    }

    /// The sorted union of two sorted key lists without repeats.
    package static func union(_ a: [UInt64], _ b: [UInt64]) -> [UInt64] {
        if a.isEmpty { return b }
        if b.isEmpty { return a }
        return unique((a + b).sorted())
    }

    /// How many keys two sorted lists without repeats share.
    package static func sharedCount(_ a: [UInt64], _ b: [UInt64]) -> Int {
        var i = 0, j = 0, count = 0
        while i < a.count, j < b.count {
            if a[i] == b[j] { count += 1; i += 1; j += 1 } else if a[i] < b[j] { i += 1 } else { j += 1 }
        }
        return count
    }

    private static func unique(_ sorted: [UInt64]) -> [UInt64] {
        var result: [UInt64] = []
        result.reserveCapacity(sorted.count)
        for key in sorted where result.last != key { result.append(key) }
        return result
    }

    private static let fnvOffset: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let fnvPrime: UInt64 = 0x0000_0100_0000_01b3
}
