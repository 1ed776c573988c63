import HIGCorpus

/// Matches the blocks of one copy of a page to another copy's, in order (a diff over blocks).
///
/// Blocks with the same English text that occurs once in each copy are fixed as anchors first (copies are
/// mostly identical, so this is nearly all of them); only the stretches between anchors are aligned by
/// dynamic programming on word overlap.
struct BlockMatcher {
    /// Blocks whose word sets overlap less than this are different blocks.
    static let minimumSimilarity = 0.5

    /// Sorted distinct word hashes of a block's English.
    enum Words {
        static func set(_ block: Block) -> [UInt64] {
            var hashes: [UInt64] = []
            WordHashes.append(block.text.en, to: &hashes)
            hashes.sort()
            var unique: [UInt64] = []
            unique.reserveCapacity(hashes.count)
            for hash in hashes where unique.last != hash { unique.append(hash) }
            return unique
        }
    }

    /// Pairs (base index, other index), increasing in both, maximising total similarity.
    static func match(base: [Block], other: [Block]) -> [(Int, Int)] {
        guard !base.isEmpty, !other.isEmpty else { return [] }
        let anchors = exactAnchors(base, other)
        var pairs: [(Int, Int)] = []
        var previous = (-1, -1)
        for anchor in anchors + [(base.count, other.count)] {
            pairs += align(base, other, rows: (previous.0 + 1)..<anchor.0, columns: (previous.1 + 1)..<anchor.1)
            if anchor.0 < base.count { pairs.append(anchor) }
            previous = anchor
        }
        return pairs
    }

    /// Blocks whose English occurs exactly once in each copy, kept where they agree in order.
    static func exactAnchors(_ base: [Block], _ other: [Block]) -> [(Int, Int)] {
        // Keyed by a hash of the UTF-8 bytes: String hashing normalises Unicode and is many times slower.
        func uniqueIndex(_ blocks: [Block]) -> [UInt64: Int] {
            var index: [UInt64: Int] = [:]
            var seen: Set<UInt64> = []
            for (i, block) in blocks.enumerated() where !block.text.en.isEmpty {
                let key = textHash(block.text.en)
                if seen.insert(key).inserted { index[key] = i } else { index[key] = nil }
            }
            return index
        }
        let inBase = uniqueIndex(base)
        let candidates = uniqueIndex(other).compactMap { key, j in inBase[key].map { ($0, j) } }
            .filter { base[$0.0].text.en == other[$0.1].text.en }
            .sorted { $0.1 < $1.1 }
        return longestIncreasing(candidates)
    }

    /// FNV-1a over the UTF-8 bytes.
    static func textHash(_ text: String) -> UInt64 {
        func fnv(_ bytes: some Sequence<UInt8>) -> UInt64 {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return hash
        }
        // A contiguous buffer is read faster than the String's UTF-8 view.
        return text.utf8.withContiguousStorageIfAvailable(fnv) ?? fnv(text.utf8)
    }

    /// The longest run of pairs increasing in the first index (pairs arrive sorted by the second).
    private static func longestIncreasing(_ pairs: [(Int, Int)]) -> [(Int, Int)] {
        var tails: [Int] = []       // index into pairs of the smallest tail for each length
        var parent = [Int](repeating: -1, count: pairs.count)
        for (k, pair) in pairs.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if pairs[tails[mid]].0 < pair.0 { low = mid + 1 } else { high = mid }
            }
            if low > 0 { parent[k] = tails[low - 1] }
            if low == tails.count { tails.append(k) } else { tails[low] = k }
        }
        var result: [(Int, Int)] = []
        var k = tails.last ?? -1
        while k >= 0 { result.append(pairs[k]); k = parent[k] }
        return result.reversed()
    }

    /// Dynamic programming over one stretch between anchors.
    private static func align(_ base: [Block], _ other: [Block], rows: Range<Int>, columns: Range<Int>) -> [(Int, Int)] {
        let n = rows.count, m = columns.count
        guard n > 0, m > 0 else { return [] }
        let rowWords = rows.map { Words.set(base[$0]) }
        let columnWords = columns.map { Words.set(other[$0]) }
        func similarity(_ i: Int, _ j: Int) -> Double {
            guard (base[i].kind == .heading) == (other[j].kind == .heading) else { return 0 }
            if base[i].text.en == other[j].text.en { return 1 }
            let x = rowWords[i - rows.lowerBound], y = columnWords[j - columns.lowerBound]
            guard !x.isEmpty, !y.isEmpty else { return 0 }
            var p = 0, q = 0, shared = 0
            while p < x.count && q < y.count {
                if x[p] == y[q] { shared += 1; p += 1; q += 1 } else if x[p] < y[q] { p += 1 } else { q += 1 }
            }
            let jaccard = Double(shared) / Double(x.count + y.count - shared)
            // A revision that extends a block ("…current screen." → "…current content. The sheet is …") still matches.
            let smaller = min(x.count, y.count)
            let containment = Double(shared) / Double(smaller)
            return smaller >= 6 && containment >= 0.85 ? max(jaccard, 0.9 * containment) : jaccard
        }
        let width = m + 1
        var score = [Double](repeating: 0, count: (n + 1) * width)
        var step = [UInt8](repeating: 0, count: (n + 1) * width)  // 1 pair, 2 skip base, 3 skip other
        for i in 1...n {
            for j in 1...m {
                var best = score[(i - 1) * width + j]
                var move: UInt8 = 2
                if score[i * width + j - 1] > best { best = score[i * width + j - 1]; move = 3 }
                let s = similarity(rows.lowerBound + i - 1, columns.lowerBound + j - 1)
                if s >= minimumSimilarity, score[(i - 1) * width + j - 1] + s > best {
                    best = score[(i - 1) * width + j - 1] + s
                    move = 1
                }
                score[i * width + j] = best
                step[i * width + j] = move
            }
        }
        var pairs: [(Int, Int)] = []
        var i = n, j = m
        while i > 0 && j > 0 {
            switch step[i * width + j] {
            case 1: pairs.append((rows.lowerBound + i - 1, columns.lowerBound + j - 1)); i -= 1; j -= 1
            case 2: i -= 1
            default: j -= 1
            }
        }
        return pairs.reversed()
    }
}
