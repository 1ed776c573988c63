import Foundation
import HIGText

/// What the aligner compares about a line, computed once per line.
struct LineFeatures {
    var length: Int
    /// Runs of digits.
    var numbers: Set<String>
    /// Lowercased Latin words of two or more letters.
    var latinTokens: Set<String>

    init(_ text: String) {
        length = text.unicodeScalars.count
        numbers = Self.runs(of: text) { $0 >= 0x30 && $0 <= 0x39 }
        latinTokens = Self.runs(of: text.lowercased()) { $0 >= 0x61 && $0 <= 0x7A }.filter { $0.utf8.count >= 2 }
    }

    /// Maximal runs of ASCII bytes that satisfy `member`.
    private static func runs(of text: String, where member: (UInt8) -> Bool) -> Set<String> {
        var result: Set<String> = []
        var current: [UInt8] = []
        for byte in text.utf8 {
            if member(byte) {
                current.append(byte)
            } else if !current.isEmpty {
                result.insert(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
        }
        if !current.isEmpty { result.insert(String(decoding: current, as: UTF8.self)) }
        return result
    }
}

/// The evidence that an English line and a later Korean line are translations of each other, as a cost (lower is better).
struct AlignmentEvidence {
    let english: LineFeatures
    let korean: LineFeatures
    /// Lines of other English or Korean text between the two; 0 when the Korean directly follows.
    let linesBetween: Int

    /// Cost of pairing: length-ratio surprise + distance + shared numbers + shared Latin tokens.
    var cost: Double {
        lengthCost + orderCost + Self.overlapCost(english.numbers, korean.numbers, weight: 2) + latinCost
    }

    /// Negative log-likelihood of the length ratio under the 0.56 model, bounded by `maximumLengthCost`.
    var lengthCost: Double {
        let z = LengthModel.zScore(englishLength: english.length, koreanLength: korean.length)
        return min(z * z / 2, Self.maximumLengthCost)
    }

    /// The most a length ratio can cost. A translator may shorten or paraphrase a line freely, so length ranks
    /// candidates but never outweighs structure: with the worst numbers and Latin tokens a Korean line directly
    /// below its English line still costs less to pair (5.5) than leaving the English untranslated and the Korean
    /// stray (at least 1 + `InterleavedAligner.strayKoreanCost`).
    static let maximumLengthCost = 4.0

    var orderCost: Double {
        linesBetween == 0 ? 0 : 2 + 0.5 * Double(linesBetween)
    }

    /// Latin tokens left untranslated in the Korean (`SwiftUI`, `iPhone`) should appear in the English.
    var latinCost: Double {
        guard !korean.latinTokens.isEmpty else { return 0 }
        let found = korean.latinTokens.intersection(english.latinTokens).count
        return 1.5 * (1 - Double(found) / Double(korean.latinTokens.count)) - 1
    }

    /// Cost from how well two sets agree: a bonus of 1 when equal, up to `weight - 1` when disjoint; 0 when both are empty.
    static func overlapCost(_ a: Set<String>, _ b: Set<String>, weight: Double) -> Double {
        let union = a.union(b)
        guard !union.isEmpty else { return 0 }
        let mismatch = Double(a.symmetricDifference(b).count) / Double(union.count)
        return weight * mismatch - 1
    }

    /// Maps a pairing cost to a confidence in 0…1, rounded to two places.
    static func confidence(cost: Double) -> Double {
        let value = 1 / (1 + exp(cost - 4))
        return (value * 100).rounded() / 100
    }
}
