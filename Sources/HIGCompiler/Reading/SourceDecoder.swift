import Foundation
import HIGCorpus
import HIGText

/// Turns a file's bytes into clean text: UTF-8, NFC, `\n` line ends, no BOM, NULs or zero-width characters.
///
/// The rule for damaged text: bytes that can be repaired are (invalid UTF-8 becomes U+FFFD, NULs and
/// zero-width characters are removed) with a warning naming the first place, and the file still compiles;
/// a file that is not text at all is skipped with a warning. Neither stops the build.
struct SourceDecoder {
    /// The outcome for one file.
    enum Outcome: Equatable {
        case text(String, [Diagnostic])
        case skipped(reason: String, Diagnostic)
    }

    let path: String
    /// Whether the first bytes were already judged not binary (`binaryVerdict(ofPrefix:)`).
    var isKnownText = false

    func decode(_ raw: [UInt8]) -> Outcome {
        var notes: [Diagnostic] = []
        var bytes: [UInt8]
        switch SourceEncoding.sniff(raw) {
        case .utf8(let bomLength):
            if bomLength > 0 {
                notes.append(Diagnostic(.note, "hig.input.bom", "UTF-8 byte order mark removed", at: at(1, 1)))
            }
            bytes = bomLength > 0 ? Array(raw[bomLength...]) : raw
        case .utf16(let bigEndian, let bomLength):
            bytes = Array(SourceEncoding.utf16ToUTF8(raw[bomLength...], bigEndian: bigEndian).utf8)
            notes.append(Diagnostic(.note, "hig.input.utf16", "decoded from UTF-16\(bigEndian ? "BE" : "LE")", at: at(1, 1)))
        }
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            return .skipped(reason: "empty", Diagnostic(.warning, "hig.input.empty", "file is empty; skipped", at: at(1, 1)))
        }
        if !isKnownText, let binary = Self.binaryEvidence(bytes) {
            return .skipped(reason: "binary", binaryDiagnostic(binary))
        }
        bytes = normalizeLineEnds(bytes, notes: &notes)
        bytes = removeNULs(bytes, notes: &notes)
        bytes = removeZeroWidth(bytes, notes: &notes)
        let invalid = UTF8Scan.firstInvalid(bytes)
        var text = String(decoding: bytes, as: UTF8.self)
        if let invalid {
            let (line, column) = Position.lineAndColumn(ofByte: invalid.offset, in: bytes)
            notes.append(Diagnostic(.warning, "hig.input.invalid-utf8",
                "invalid UTF-8 (byte 0x\(String(bytes[invalid.offset], radix: 16, uppercase: true))); \(invalid.count) damaged sequence\(invalid.count == 1 ? "" : "s") replaced with U+FFFD",
                at: at(line, column)))
        }
        if let decomposed = NFC.firstChange(in: text) {
            let (line, column) = Position.lineAndColumn(ofByte: decomposed, in: Array(text.utf8))
            text = text.precomposedStringWithCanonicalMapping
            notes.append(Diagnostic(.note, "hig.input.nfd", "decomposed (NFD) text normalised to NFC", at: at(line, column)))
        }
        return .text(text, notes)
    }

    private func at(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(path: path, line: line, column: column)
    }

    /// How many leading bytes of a file decide whether it is binary: the 8 KiB sample after a BOM, as UTF-16.
    static let binarySampleBytes = 16_388

    /// Whether a file is binary, from its first `binarySampleBytes` bytes alone, so a large binary file is never
    /// read whole: the same verdict `decode` gives, or `nil` when the file is text or empty.
    func binaryVerdict(ofPrefix raw: [UInt8]) -> Diagnostic? {
        let bytes: [UInt8]
        switch SourceEncoding.sniff(raw) {
        case .utf8(let bomLength): bytes = Array(raw[bomLength...])
        case .utf16(let bigEndian, let bomLength): bytes = Array(SourceEncoding.utf16ToUTF8(raw[bomLength...], bigEndian: bigEndian).utf8)
        }
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) { return nil }
        return Self.binaryEvidence(bytes).map(binaryDiagnostic)
    }

    private func binaryDiagnostic(_ evidence: String) -> Diagnostic {
        Diagnostic(.warning, "hig.input.binary", "not a text file (\(evidence)); skipped", at: at(1, 1))
    }

    /// A reason the bytes are not text, or `nil` when they are.
    private static func binaryEvidence(_ bytes: [UInt8]) -> String? {
        let sample = Array(bytes.prefix(8192))
        // One pass over the sample's buffer: discovery asks this of every source file.
        var nuls = 0, controls = 0
        sample.withUnsafeBufferPointer { buffer in
            // A NUL counts as a control byte too.
            for byte in buffer where byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D && byte != 0x0C && byte != 0x1B {
                controls += 1
                if byte == 0 { nuls += 1 }
            }
        }
        // A few stray NULs or control bytes are damage to repair; many are the mark of a binary file.
        if (nuls > 8 && nuls * 100 > sample.count) || (controls > 8 && controls * 10 > sample.count) {
            return "\(nuls + controls) NUL or control bytes in the first \(sample.count)"
        }
        if let invalid = UTF8Scan.firstInvalid(sample), invalid.count > 8, invalid.count * 10 > sample.count {
            return "mostly invalid UTF-8"
        }
        return nil
    }

    /// Every line end `SourceLines` counts (CR LF, a lone CR, LF) becomes one LF, so line `n` of the text is line
    /// `n` of the file.
    private func normalizeLineEnds(_ bytes: [UInt8], notes: inout [Diagnostic]) -> [UInt8] {
        guard bytes.contains(0x0D) else { return bytes }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var loneCR: Int?
        var index = 0
        while index < bytes.count {
            let length = SourceLines.lineEndLength(bytes[index], next: index + 1 < bytes.count ? bytes[index + 1] : nil)
            if length == 0 {
                out.append(bytes[index])
                index += 1
                continue
            }
            if bytes[index] == 0x0D && length == 1 && loneCR == nil { loneCR = out.count }
            out.append(0x0A)
            index += length
        }
        let (line, column) = Position.lineAndColumn(ofByte: loneCR ?? 0, in: out)
        notes.append(Diagnostic(.note, "hig.input.line-endings",
            loneCR == nil ? "CRLF line ends converted to LF" : "carriage-return (CR) line ends converted to LF",
            at: at(line, column)))
        return out
    }

    private func removeNULs(_ bytes: [UInt8], notes: inout [Diagnostic]) -> [UInt8] {
        guard let first = bytes.firstIndex(of: 0) else { return bytes }
        let (line, column) = Position.lineAndColumn(ofByte: first, in: bytes)
        let kept = bytes.filter { $0 != 0 }
        notes.append(Diagnostic(.warning, "hig.input.nul", "\(bytes.count - kept.count) NUL byte\(bytes.count - kept.count == 1 ? "" : "s") removed", at: at(line, column)))
        return kept
    }

    /// Removes the zero-width characters (`InvisibleCharacter.zeroWidth`: U+200B, U+200C, U+200D, U+2060, U+FEFF).
    private func removeZeroWidth(_ bytes: [UInt8], notes: inout [Diagnostic]) -> [UInt8] {
        // Every zero-width character is three bytes in UTF-8 (lead byte E2 or EF).
        func zeroWidthLength(at i: Int) -> Int {
            guard i + 2 < bytes.count else { return 0 }
            let (a, b, c) = (bytes[i], bytes[i + 1], bytes[i + 2])
            guard b & 0xC0 == 0x80, c & 0xC0 == 0x80 else { return 0 }
            return InvisibleCharacter.isZeroWidth(Script.threeByteValue(a, b, c)) ? 3 : 0
        }
        var first: Int?
        var removed = 0
        var out: [UInt8] = []
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0xE2 || bytes[i] == 0xEF, zeroWidthLength(at: i) == 3 {
                if first == nil { first = i; out = Array(bytes[..<i]); out.reserveCapacity(bytes.count) }
                removed += 1
                i += 3
                continue
            }
            if first != nil { out.append(bytes[i]) }
            i += 1
        }
        guard let first else { return bytes }
        let (line, column) = Position.lineAndColumn(ofByte: first, in: bytes)
        notes.append(Diagnostic(.warning, "hig.input.zero-width", "\(removed) zero-width character\(removed == 1 ? "" : "s") removed", at: at(line, column)))
        return out
    }
}

/// Byte-level scans of UTF-8.
enum UTF8Scan {
    /// The first invalid sequence's byte offset and how many invalid sequences there are.
    static func firstInvalid(_ bytes: [UInt8]) -> (offset: Int, count: Int)? {
        var first: Int?
        var count = 0
        var i = 0
        let n = bytes.count
        while i < n {
            // Eight ASCII bytes at a time: most of every file is ASCII.
            i = asciiRunEnd(bytes, from: i)
            guard i < n else { break }
            let b = bytes[i]
            if b < 0x80 { i += 1; continue }
            let length: Int
            var minSecond: UInt8 = 0x80
            var maxSecond: UInt8 = 0xBF
            switch b {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; minSecond = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; maxSecond = 0x9F
            case 0xF0: length = 4; minSecond = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; maxSecond = 0x8F
            default: length = 0
            }
            var valid = length > 0 && i + length <= n
            if valid {
                valid = (minSecond...maxSecond).contains(bytes[i + 1])
                var k = 2
                while valid && k < length {
                    valid = (0x80...0xBF).contains(bytes[i + k])
                    k += 1
                }
            }
            if valid {
                i += length
            } else {
                if first == nil { first = i }
                count += 1
                i += 1
            }
        }
        return first.map { ($0, count) }
    }
}

extension UTF8Scan {
    /// The first offset from `start` on, in steps of eight, where the next eight bytes are not all ASCII (or fewer
    /// than eight remain).
    static func asciiRunEnd(_ bytes: [UInt8], from start: Int) -> Int {
        bytes.withUnsafeBytes { raw in
            var i = start
            while i + 8 <= raw.count, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 { i += 8 }
            return i
        }
    }
}

/// Converts byte offsets into the line and character column people read.
enum Position {
    static func lineAndColumn(ofByte offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        var i = 0
        while i < offset && i < bytes.count {
            if bytes[i] == 0x0A { line += 1; lineStart = i + 1 }
            i += 1
        }
        var column = 1
        var j = lineStart
        while j < offset && j < bytes.count {
            if bytes[j] & 0xC0 != 0x80 { column += 1 }
            j += 1
        }
        return (line, column)
    }
}
