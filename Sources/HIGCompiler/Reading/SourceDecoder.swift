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

    func decode(_ raw: [UInt8]) -> Outcome {
        var notes: [Diagnostic] = []
        var bytes: [UInt8]
        switch Encoding.sniff(raw) {
        case .utf8(let bomLength):
            if bomLength > 0 {
                notes.append(Diagnostic(.note, "hig.input.bom", "UTF-8 byte order mark removed", at: at(1, 1)))
            }
            bytes = Array(raw[bomLength...])
        case .utf16(let bigEndian, let bomLength):
            bytes = Array(Encoding.utf16ToUTF8(raw[bomLength...], bigEndian: bigEndian).utf8)
            notes.append(Diagnostic(.note, "hig.input.utf16", "decoded from UTF-16\(bigEndian ? "BE" : "LE")", at: at(1, 1)))
        }
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            return .skipped(reason: "empty", Diagnostic(.warning, "hig.input.empty", "file is empty; skipped", at: at(1, 1)))
        }
        if let binary = binaryEvidence(bytes) {
            return .skipped(reason: "binary", Diagnostic(.warning, "hig.input.binary", "not a text file (\(binary)); skipped", at: at(1, 1)))
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

    /// A reason the bytes are not text, or `nil` when they are.
    private func binaryEvidence(_ bytes: [UInt8]) -> String? {
        let sample = bytes.prefix(8192)
        let nuls = sample.lazy.filter { $0 == 0 }.count
        let controls = sample.lazy.filter { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D && $0 != 0x0C && $0 != 0x1B }.count
        // A few stray NULs or control bytes are damage to repair; many are the mark of a binary file.
        if (nuls > 8 && nuls * 100 > sample.count) || (controls > 8 && controls * 10 > sample.count) {
            return "\(nuls + controls) NUL or control bytes in the first \(sample.count)"
        }
        if let invalid = UTF8Scan.firstInvalid(Array(sample)), invalid.count > 8, invalid.count * 10 > sample.count {
            return "mostly invalid UTF-8"
        }
        return nil
    }

    private func normalizeLineEnds(_ bytes: [UInt8], notes: inout [Diagnostic]) -> [UInt8] {
        guard bytes.contains(0x0D) else { return bytes }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var loneCR: Int?
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0D {
                out.append(0x0A)
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A {
                    index += 1
                } else if loneCR == nil {
                    loneCR = out.count - 1
                }
            } else {
                out.append(byte)
            }
            index += 1
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

    /// Removes U+200B, U+200C, U+200D, U+2060 and U+FEFF: they break matching and never carry meaning here.
    private func removeZeroWidth(_ bytes: [UInt8], notes: inout [Diagnostic]) -> [UInt8] {
        func zeroWidthLength(at i: Int) -> Int {
            guard i + 2 < bytes.count else { return 0 }
            let (a, b, c) = (bytes[i], bytes[i + 1], bytes[i + 2])
            if a == 0xE2, b == 0x80, (0x8B...0x8D).contains(c) { return 3 }
            if a == 0xE2, b == 0x81, c == 0xA0 { return 3 }
            if a == 0xEF, b == 0xBB, c == 0xBF { return 3 }
            return 0
        }
        var first: Int?
        var removed = 0
        var out: [UInt8] = []
        var i = 0
        while i < bytes.count {
            if bytes[i] >= 0xE2, bytes[i] <= 0xEF, zeroWidthLength(at: i) == 3 {
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

/// Which Unicode encoding a file is in, from its byte order mark or its NUL pattern.
enum Encoding: Equatable {
    case utf8(bomLength: Int)
    case utf16(bigEndian: Bool, bomLength: Int)

    static func sniff(_ bytes: [UInt8]) -> Encoding {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return .utf8(bomLength: 3) }
        if bytes.starts(with: [0xFF, 0xFE]) { return .utf16(bigEndian: false, bomLength: 2) }
        if bytes.starts(with: [0xFE, 0xFF]) { return .utf16(bigEndian: true, bomLength: 2) }
        // Without a BOM, UTF-16 text of mostly ASCII has a NUL in every other byte.
        let sample = bytes.prefix(4096)
        guard sample.count >= 8 else { return .utf8(bomLength: 0) }
        var evenNULs = 0
        var oddNULs = 0
        for (offset, byte) in sample.enumerated() where byte == 0 {
            if offset % 2 == 0 { evenNULs += 1 } else { oddNULs += 1 }
        }
        let half = sample.count / 2
        if oddNULs * 10 > half * 4, evenNULs * 20 < half { return .utf16(bigEndian: false, bomLength: 0) }
        if evenNULs * 10 > half * 4, oddNULs * 20 < half { return .utf16(bigEndian: true, bomLength: 0) }
        return .utf8(bomLength: 0)
    }

    static func utf16ToUTF8(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> String {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            units.append(UInt16(high) << 8 | UInt16(low))
            index += 2
        }
        return String(decoding: units, as: UTF16.self)
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
