import HIGText

/// One pass over UTF-8 text that writes tokens into a byte arena and a list of records; one scanner tokenizes many
/// texts (`scan` starts afresh and keeps the buffers, and the stems of the English words it has seen).
///
/// A struct with mutating methods rather than nested closures: no boxed captures and no dynamic
/// exclusivity checks, which matters because FTS5 calls it for every row.
package struct TokenScanner {
    /// One emitted token: its bytes in `arena`, its byte range in the input.
    package struct Record {
        package var tokenStart: Int32, tokenEnd: Int32
        package var lowerBound: Int32, upperBound: Int32
        package var colocated: Bool
    }

    /// A word held back in prefix mode until it is known whether it is the last one.
    private enum Word {
        case latin([UInt8], Range<Int>, stemmable: Bool)
        case hangul([UInt32], starts: [Int], ends: [Int], attached: Bool)
    }

    package let mode: BilingualTokenizer.Mode
    /// The bytes of every token of the last text scanned, one after another.
    package private(set) var arena: [UInt8] = []
    /// The tokens of the last text scanned, in order.
    package private(set) var records: [Record] = []
    /// Whether the last text held a scalar NFC may change (a combining mark, a conjoining jamo, a singleton): the
    /// text's bytes are then not its NFC bytes.
    package private(set) var sawUnnormalized = false
    private var tokenStart = 0

    // The Latin run being read.
    private var latin: [UInt8] = []
    private var latinStart = -1
    private var latinEnd = 0
    private var latinStemmable = true

    // The Hangul run being read: syllables and each one's byte range.
    private var hangul: [UInt32] = []
    private var hangulStarts: [Int] = []
    private var hangulEnds: [Int] = []
    /// Whether the run follows Latin text or a closing bracket directly (`Apple로`, `(sheet)를`).
    private var hangulAttached = false

    private var heldWord: Word?
    private var previousClass = CharacterClass.separator
    private var scratch: [UInt8] = []
    /// Porter stems of the ASCII words seen so far, by word (`StemCache`).
    private var stems = StemCache()

    package init(mode: BilingualTokenizer.Mode) {
        self.mode = mode
        arena.reserveCapacity(1024)
        records.reserveCapacity(128)
        latin.reserveCapacity(64)
    }

    /// Tokenizes `text`, replacing the tokens of the text before.
    package mutating func scan(_ text: String) {
        var text = text
        text.withUTF8 { scan($0) }
    }

    /// Calls `body` with each token's bytes (valid only during the call) and record.
    package func forEachToken(_ body: (_ token: UnsafeBufferPointer<UInt8>, _ record: Record) -> Void) {
        arena.withUnsafeBufferPointer { arena in
            for record in records {
                body(UnsafeBufferPointer(rebasing: arena[Int(record.tokenStart)..<Int(record.tokenEnd)]), record)
            }
        }
    }

    // MARK: Scanning

    /// Tokenizes UTF-8 bytes, replacing the tokens of the text before.
    package mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) {
        arena.removeAll(keepingCapacity: true)
        records.removeAll(keepingCapacity: true)
        sawUnnormalized = false
        previousClass = .separator
        var index = 0
        while index < bytes.count {
            let start = index
            let (value, length) = UTF8Scalar.decode(bytes, at: index)
            let (end, isCluster) = Self.clusterEnd(bytes, after: index + length)
            index = end
            let cluster = classify(value, isCluster: isCluster, in: bytes, start..<end)
            read(cluster, start..<end)
        }
        flushLatin()
        flushHangul()
        if let held = heldWord {
            emit(held, isLast: true)
            heldWord = nil
        }
    }

    /// What one normalisation cluster is to the word being read.
    private struct Cluster {
        var characterClass: CharacterClass
        /// An ASCII letter: a word made only of them may be stemmed.
        var stemmable = false
        /// The Hangul syllable, for `.hangul`.
        var syllable: UInt32 = 0
        /// The lowercased ASCII byte of a `.latin` cluster read on the ASCII path.
        var ascii: UInt8 = 0
        /// The lowercased letters are in `scratch` (every path but ASCII's).
        var usesScratch = false
    }

    /// Where the normalisation cluster starting before `index` ends: combining marks, NFD Hangul jamo, ZWJ,
    /// variation selectors extend it. Lead bytes below 0xCC encode scalars below U+0300, never extenders.
    @inline(__always) private static func clusterEnd(_ bytes: UnsafeBufferPointer<UInt8>, after index: Int) -> (end: Int, isCluster: Bool) {
        var index = index
        var isCluster = false
        while index < bytes.count && bytes[index] >= 0xCC {
            let (next, nextLength) = UTF8Scalar.decode(bytes, at: index)
            guard NFC.extendsCluster(next) else { break }
            isCluster = true
            index += nextLength
        }
        return (index, isCluster)
    }

    /// The class of a cluster starting with `value`: ASCII and Hangul syllables here, anything else in `classifyOther`.
    @inline(__always) private mutating func classify(_ value: UInt32, isCluster: Bool, in bytes: UnsafeBufferPointer<UInt8>,
                                                     _ range: Range<Int>) -> Cluster {
        if !isCluster && value < 0x80 {
            let byte = UInt8(truncatingIfNeeded: value)
            switch byte {
            case 0x41...0x5A: return Cluster(characterClass: .latin, stemmable: true, ascii: byte | 0x20)
            case 0x61...0x7A: return Cluster(characterClass: .latin, stemmable: true, ascii: byte)
            case 0x30...0x39: return Cluster(characterClass: .latin, ascii: byte)
            default: return Cluster(characterClass: CharacterClass.asciiPunctuation[Int(byte)])
            }
        }
        if !isCluster && Script.isHangulSyllable(value) { return Cluster(characterClass: .hangul, syllable: value) }
        return classifyOther(value, isCluster: isCluster, in: bytes, range)
    }

    /// Any other scalar or cluster, its lowercase letters into `scratch`: apart from `classify`, so that the ASCII and
    /// Hangul paths stay small enough to be inlined in the scan loop.
    private mutating func classifyOther(_ value: UInt32, isCluster: Bool, in bytes: UnsafeBufferPointer<UInt8>,
                                        _ range: Range<Int>) -> Cluster {
        scratch.removeAll(keepingCapacity: true)
        if !isCluster && !NFC.changesAlone(value) {
            if value >= 0x300 && NFC.extendsCluster(value) { sawUnnormalized = true }
            // A malformed byte (FTS5 hands over stored bytes unchecked) decodes to no scalar: a separator.
            guard let scalar = Unicode.Scalar(value) else { return Cluster(characterClass: .separator, usesScratch: true) }
            return Cluster(characterClass: CharacterClass.classify(scalar, appendingLowercaseTo: &scratch), usesScratch: true)
        }
        // Slow path, rare: NFC-normalise the cluster with Foundation. (A scalar NFC leaves alone is read above, by
        // its properties.)
        sawUnnormalized = true
        var syllable: UInt32 = 0
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        let characterClass = CharacterClass.classifyCluster(text, appendingLowercaseTo: &scratch, syllable: &syllable)
        return Cluster(characterClass: characterClass, syllable: syllable, usesScratch: true)
    }

    /// Adds a cluster to the Latin or Hangul run, or ends the runs at punctuation and separators.
    @inline(__always) private mutating func read(_ cluster: Cluster, _ range: Range<Int>) {
        let characterClass = cluster.characterClass
        switch characterClass {
        case .latin:
            if !hangul.isEmpty { flushHangul() }
            if latinStart < 0 { latinStart = range.lowerBound }
            if cluster.usesScratch { latin.append(contentsOf: scratch) } else { latin.append(cluster.ascii) }
            latinEnd = range.upperBound
            if !cluster.stemmable { latinStemmable = false }
        case .hangul:
            if latinStart >= 0 { flushLatin() }
            if hangul.isEmpty {
                hangulAttached = previousClass == .latin || previousClass == .closingPunctuation || previousClass == .apostrophe
            }
            hangul.append(cluster.syllable)
            hangulStarts.append(range.lowerBound)
            hangulEnds.append(range.upperBound)
        case .apostrophe:
            // Between two letters (don't, Apple's) the apostrophe is dropped and the word goes on.
            if !(latinStart >= 0 && previousClass == .latin) {
                flushLatin()
                flushHangul()
            }
        case .closingPunctuation, .separator:
            flushLatin()
            flushHangul()
        }
        if previousClass == .apostrophe && characterClass != .latin { flushLatin() }
        previousClass = characterClass
    }

    // MARK: Words

    private mutating func flushLatin() {
        guard latinStart >= 0 else { return }
        if mode == .queryPrefix {
            hold(.latin(latin, latinStart..<latinEnd, stemmable: latinStemmable))
        } else {
            emitLatin(latin, latinStart..<latinEnd, stemmable: latinStemmable, isLastOfPrefix: false)
        }
        latin.removeAll(keepingCapacity: true)
        latinStart = -1
        latinStemmable = true
    }

    private mutating func flushHangul() {
        guard !hangul.isEmpty else { return }
        if mode == .queryPrefix {
            hold(.hangul(hangul, starts: hangulStarts, ends: hangulEnds, attached: hangulAttached))
        } else {
            emitHangul(hangul, starts: hangulStarts, ends: hangulEnds, attached: hangulAttached, isLastOfPrefix: false)
        }
        hangul.removeAll(keepingCapacity: true)
        hangulStarts.removeAll(keepingCapacity: true)
        hangulEnds.removeAll(keepingCapacity: true)
    }

    private mutating func hold(_ word: Word) {
        if let held = heldWord { emit(held, isLast: false) }
        heldWord = word
    }

    private mutating func emit(_ word: Word, isLast: Bool) {
        let isLastOfPrefix = isLast && mode == .queryPrefix
        switch word {
        case let .latin(bytes, range, stemmable):
            emitLatin(bytes, range, stemmable: stemmable, isLastOfPrefix: isLastOfPrefix)
        case let .hangul(syllables, starts, ends, attached):
            emitHangul(syllables, starts: starts, ends: ends, attached: attached, isLastOfPrefix: isLastOfPrefix)
        }
    }

    private mutating func emitLatin(_ bytes: [UInt8], _ range: Range<Int>, stemmable: Bool, isLastOfPrefix: Bool) {
        beginToken()
        if stemmable && !isLastOfPrefix && bytes.count > 2 {
            stems.appendStem(of: bytes, to: &arena)
        } else {
            arena.append(contentsOf: bytes)
        }
        commitToken(range.lowerBound, range.upperBound, colocated: false)
    }

    private mutating func emitHangul(_ word: [UInt32], starts: [Int], ends: [Int], attached: Bool, isLastOfPrefix: Bool) {
        let count = word.count
        if attached && KoreanParticles.isParticle(word) { return }
        switch mode {
        case .document:
            let stemLength = KoreanParticles.stemLength(word, conservative: false)
            for i in 0..<count {
                beginToken(); appendSyllable(word[i]); commitToken(starts[i], ends[i], colocated: false)
                if i == 0 && stemLength == 1 {
                    beginToken(); arena.append(BilingualTokenizer.stemMarker); appendSyllable(word[0])
                    commitToken(starts[0], ends[0], colocated: true)
                }
                if i < count - 1 {
                    beginToken(); appendSyllable(word[i]); appendSyllable(word[i + 1])
                    commitToken(starts[i], ends[i + 1], colocated: true)
                }
            }
        case .query, .queryPrefix:
            let stemLength = isLastOfPrefix ? count : KoreanParticles.stemLength(word)
            if stemLength == 1 {
                beginToken()
                if !isLastOfPrefix { arena.append(BilingualTokenizer.stemMarker) }
                appendSyllable(word[0])
                commitToken(starts[0], ends[0], colocated: false)
                return
            }
            for i in 0..<(stemLength - 1) {
                beginToken(); appendSyllable(word[i]); appendSyllable(word[i + 1])
                commitToken(starts[i], ends[i + 1], colocated: false)
            }
            beginToken(); appendSyllable(word[stemLength - 1])
            commitToken(starts[stemLength - 1], ends[stemLength - 1], colocated: false)
        }
    }

    // MARK: Output

    @inline(__always) private mutating func beginToken() { tokenStart = arena.count }

    @inline(__always) private mutating func commitToken(_ lowerBound: Int, _ upperBound: Int, colocated: Bool) {
        records.append(Record(tokenStart: Int32(tokenStart), tokenEnd: Int32(arena.count),
                              lowerBound: Int32(lowerBound), upperBound: Int32(upperBound), colocated: colocated))
    }

    /// Appends a Hangul syllable (always three UTF-8 bytes).
    @inline(__always) private mutating func appendSyllable(_ value: UInt32) {
        arena.append(UInt8(0xE0 | (value >> 12)))
        arena.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
        arena.append(UInt8(0x80 | (value & 0x3F)))
    }
}
