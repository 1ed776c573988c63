/// Words read from UTF-8 bytes with the answers Character splitting gives: the runs of ASCII letters
/// (`split(whereSeparator: { !Script.isASCIILetter($0) })`) and of Hangul (`split(whereSeparator: { !Script.isHangul($0) })`).
///
/// A run of letters is a run of Characters unless a neighbouring scalar joins a letter into a larger Character (a
/// combining mark after it, a prepended mark before it, a conjoining jamo beside a syllable). Scalars that stand alone
/// (`SimpleScalars.standsAlone`) never do, so the runs are read from bytes while every scalar next to a run stands
/// alone, and `nil` tells the caller to split Characters instead (`ScalarRunsTests` compares both). Splitting
/// Characters was most of the lexicon pass.
package enum ScalarRuns {
    /// Byte ranges of the runs of ASCII letters, or `nil` when a scalar next to one may join it.
    package static func asciiLetters(in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>]? {
        var runs: [Range<Int>] = []
        var index = 0
        var previousStandsAlone = true
        while index < bytes.count {
            let byte = bytes[index]
            if Script.isASCIILetter(byte) {
                guard previousStandsAlone else { return nil }
                let start = index
                while index < bytes.count, Script.isASCIILetter(bytes[index]) { index += 1 }
                if index < bytes.count, bytes[index] >= 0x80, !standsAlone(bytes, at: index) { return nil }
                runs.append(start..<index)
                continue
            }
            if byte < 0x80 {
                previousStandsAlone = true
                index += 1
            } else {
                previousStandsAlone = standsAlone(bytes, at: index)
                index += UTF8Scalar.decode(bytes, at: index).1
            }
        }
        return runs
    }

    /// Byte ranges of the runs of Hangul syllables, or `nil` when the text holds other Hangul (jamo, which join
    /// syllables) or a scalar next to a run may join it.
    package static func hangulSyllables(in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>]? {
        var runs: [Range<Int>] = []
        var index = 0
        var start: Int?
        var previousStandsAlone = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                if let open = start { runs.append(open..<index); start = nil }
                previousStandsAlone = true
                index += 1
                continue
            }
            let (value, length) = UTF8Scalar.decode(bytes, at: index)
            if Script.isHangulSyllable(value) {
                if start == nil {
                    guard previousStandsAlone else { return nil }
                    start = index
                }
                previousStandsAlone = true
            } else {
                if Script.isHangul(value) { return nil }
                let alone = Unicode.Scalar(value).map(SimpleScalars.standsAlone) ?? false
                if let open = start {
                    guard alone else { return nil }
                    runs.append(open..<index)
                    start = nil
                }
                previousStandsAlone = alone
            }
            index += length
        }
        if let open = start { runs.append(open..<bytes.count) }
        return runs
    }

    /// Whether the scalar at `index` (a lead byte) stands alone.
    @inline(__always) private static func standsAlone(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        Unicode.Scalar(UTF8Scalar.decode(bytes, at: index).0).map(SimpleScalars.standsAlone) ?? false
    }
}
