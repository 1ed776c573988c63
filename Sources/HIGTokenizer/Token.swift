/// One search token with the span of input text it came from.
public struct Token: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The normalised token: lowercased, NFC, stemmed; `=` + syllable for a single-syllable Korean stem.
    public var text: String
    /// UTF-8 byte offsets into the original, un-normalised input (what FTS5's highlight() cuts on).
    public var byteRange: Range<Int>
    /// Whether the token shares the previous token's position (FTS5_TOKEN_COLOCATED).
    public var colocated: Bool

    public init(_ text: String, _ byteRange: Range<Int>, colocated: Bool = false) {
        self.text = text
        self.byteRange = byteRange
        self.colocated = colocated
    }

    /// `시트@0..<6`, with a leading `+` for a colocated token; what tests compare.
    public var description: String {
        "\(colocated ? "+" : "")\(text)@\(byteRange.lowerBound)..<\(byteRange.upperBound)"
    }
}
