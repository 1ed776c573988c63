/// One search token with the span of input text it came from.
package struct Token: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The normalised token: lowercased, NFC, stemmed; `=` + syllable for a single-syllable Korean stem.
    package var text: String
    /// UTF-8 byte offsets into the original, un-normalised input (what FTS5's highlight() cuts on).
    package var byteRange: Range<Int>
    /// Whether the token shares the previous token's position (FTS5_TOKEN_COLOCATED).
    package var colocated: Bool

    package init(_ text: String, _ byteRange: Range<Int>, colocated: Bool = false) {
        self.text = text
        self.byteRange = byteRange
        self.colocated = colocated
    }

    /// `시트@0..<6`, with a leading `+` for a colocated token; what tests compare.
    package var description: String {
        "\(colocated ? "+" : "")\(text)@\(byteRange.lowerBound)..<\(byteRange.upperBound)"
    }
}
