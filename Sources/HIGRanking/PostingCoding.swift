/// The text form of a term's postings, the same in `search.sqlite` and the site's shards:
/// `page:c.c…:b,b,…` per page, separated by `;`, numbers in base 36, pages as gaps from the previous page; the counts
/// per field in `countOrder` (body first) without trailing zeros (most postings are body text alone: `1`); each block
/// as its gap from the previous block times 8 plus its `BlockPlace` bits.
package enum PostingCoding {
    /// The order counts are written in: the fields a term is most often counted in first, so trailing zeros can go.
    package static let countOrder: [RankingField] = [.body, .rule, .heading, .title, .derived, .derivedTitle]

    /// The text of a term's postings (`RankingIndex` writes the same bytes without making `Posting` values).
    package static func encode(_ postings: [RankingIndex.Posting]) -> String {
        var bytes: [UInt8] = []
        var previousPage = 0
        for (index, posting) in postings.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ";")) }
            appendBase36(posting.page - previousPage, to: &bytes)
            let counts = countOrder.map { $0.rawValue < posting.counts.count ? posting.counts[$0.rawValue] : 0 }
            appendFragment(counts: counts, blocks: zip(posting.blocks, posting.places).map { ($0, $1) }, to: &bytes)
            previousPage = posting.page
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Everything of one page's posting after its page gap: `:c.c…:b,b,…`, from its counts in `countOrder` and its
    /// blocks with their place bits, ascending.
    static func appendFragment(counts: some Collection<Int>, blocks: some Sequence<(Int, Int)>, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: ":"))
        var kept = counts.count
        for count in counts.reversed() {
            guard kept > 1, count == 0 else { break }
            kept -= 1
        }
        for (number, count) in counts.prefix(kept).enumerated() {
            if number > 0 { bytes.append(UInt8(ascii: ".")) }
            appendBase36(count, to: &bytes)
        }
        bytes.append(UInt8(ascii: ":"))
        var previousBlock = 0
        var first = true
        for (block, place) in blocks {
            if !first { bytes.append(UInt8(ascii: ",")) }
            first = false
            appendBase36((block - previousBlock) * 8 + place, to: &bytes)
            previousBlock = block
        }
    }

    /// `String(value, radix: 36)` (lowercase) appended as bytes, without making a string.
    @inline(__always) package static func appendBase36(_ value: Int, to bytes: inout [UInt8]) {
        // Most values (column counts, small block gaps) are one digit.
        if value < 36 {
            bytes.append(digits[value])
            return
        }
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: base36Count(value)))
        bytes.withUnsafeMutableBufferPointer { _ = writeBase36(value, at: $0.baseAddress! + start) }
    }

    /// How many digits `appendBase36` writes for `value`.
    @inline(__always) static func base36Count(_ value: Int) -> Int {
        var count = 1, rest = value
        while rest >= 36 {
            rest /= 36
            count += 1
        }
        return count
    }

    /// Writes `value` in base 36 (lowercase digits) at `start`, which has room for its `base36Count` digits; returns the count.
    @inline(__always) static func writeBase36(_ value: Int, at start: UnsafeMutablePointer<UInt8>) -> Int {
        let count = base36Count(value)
        var rest = value
        for index in stride(from: count - 1, through: 0, by: -1) {
            start[index] = digits[rest % 36]
            rest /= 36
        }
        return count
    }

    private static let digits: [UInt8] = Array("0123456789abcdefghijklmnopqrstuvwxyz".utf8)

    /// Reads the text back; one pass over its UTF-8 bytes (a common term's postings run to tens of kilobytes, and
    /// `hig search` decodes them on every query).
    package static func decode(_ text: String) -> [RankingIndex.Posting] {
        var text = text
        return text.withUTF8 { decode($0) }
    }

    /// Reads posting bytes back.
    package static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> [RankingIndex.Posting] {
        var result: [RankingIndex.Posting] = []
        let fields = RankingField.allCases.count
        let order = countOrder.map(\.rawValue)
        var page = 0, number = 0, section = 0, block = 0, field = 0
        var counts = Array(repeating: 0, count: fields), blocks: [Int] = [], places: [Int] = []
        func finishNumber() {
            switch section {
            case 0: page += number
            case 1:
                if field < order.count { counts[order[field]] = number }
                field += 1
            default:
                block += number / 8
                blocks.append(block)
                places.append(number % 8)
            }
            number = 0
        }
        var hasDigits = false
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): number = number * 36 + Int(byte - UInt8(ascii: "0")); hasDigits = true
            case UInt8(ascii: "a")...UInt8(ascii: "z"): number = number * 36 + Int(byte - UInt8(ascii: "a")) + 10; hasDigits = true
            case UInt8(ascii: "."), UInt8(ascii: ","):
                if hasDigits { finishNumber() }
                hasDigits = false
            case UInt8(ascii: ":"):
                if hasDigits || section < 2 { finishNumber() }
                hasDigits = false
                section += 1
            case UInt8(ascii: ";"):
                if hasDigits { finishNumber() }
                hasDigits = false
                result.append(RankingIndex.Posting(page: page, counts: counts, blocks: blocks, places: places))
                counts = Array(repeating: 0, count: fields); blocks = []; places = []; section = 0; block = 0; field = 0
            default: break
            }
        }
        if hasDigits { finishNumber() }
        if section == 2 { result.append(RankingIndex.Posting(page: page, counts: counts, blocks: blocks, places: places)) }
        return result
    }
}
