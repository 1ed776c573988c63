import HIGCorpus

/// Matches the blocks of one copy of a page to another copy's, in order (a diff over blocks).
struct BlockMatcher {
    /// Blocks whose word sets overlap less than this are different blocks.
    static let minimumSimilarity = 0.5

    /// Word sets per block, computed once.
    struct Words {
        var sets: [Set<UInt64>]

        init(_ blocks: [Block]) {
            sets = blocks.map { block in
                var hashes: [UInt64] = []
                Self.words(block.text.en, into: &hashes)
                return Set(hashes)
            }
        }

        /// Hashes of lowercased words.
        static func words(_ text: String, into out: inout [UInt64]) {
            var current: UInt64 = 0xcbf2_9ce4_8422_2325
            var inWord = false
            for byte in text.utf8 {
                var b = byte
                if b >= 0x41 && b <= 0x5A { b |= 0x20 }
                if (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) || b >= 0x80 {
                    current = (current ^ UInt64(b)) &* 0x100_0000_01b3
                    inWord = true
                } else if inWord {
                    out.append(current)
                    current = 0xcbf2_9ce4_8422_2325
                    inWord = false
                }
            }
            if inWord { out.append(current) }
        }
    }

    /// Pairs (base index, other index), increasing in both, maximising total similarity.
    static func match(base: [Block], other: [Block]) -> [(Int, Int)] {
        let a = Words(base), b = Words(other)
        let n = base.count, m = other.count
        guard n > 0, m > 0 else { return [] }
        func similarity(_ i: Int, _ j: Int) -> Double {
            guard base[i].kind == .heading ? other[j].kind == .heading : other[j].kind != .heading else { return 0 }
            if base[i].text.en == other[j].text.en { return 1 }
            let x = a.sets[i], y = b.sets[j]
            guard !x.isEmpty, !y.isEmpty else { return 0 }
            let shared = x.intersection(y).count
            let jaccard = Double(shared) / Double(x.count + y.count - shared)
            // A revision that extends a block ("…current screen." → "…current content. The sheet is …") still matches.
            let smaller = min(x.count, y.count)
            let containment = Double(shared) / Double(smaller)
            return smaller >= 6 && containment >= 0.85 ? max(jaccard, 0.9 * containment) : jaccard
        }
        var score = [Double](repeating: 0, count: (n + 1) * (m + 1))
        var step = [UInt8](repeating: 0, count: (n + 1) * (m + 1))  // 1 pair, 2 skip base, 3 skip other
        let width = m + 1
        for i in 1...n {
            for j in 1...m {
                var best = score[(i - 1) * width + j]
                var move: UInt8 = 2
                if score[i * width + j - 1] > best { best = score[i * width + j - 1]; move = 3 }
                let s = similarity(i - 1, j - 1)
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
            case 1: pairs.append((i - 1, j - 1)); i -= 1; j -= 1
            case 2: i -= 1
            default: j -= 1
            }
        }
        return pairs.reversed()
    }
}
