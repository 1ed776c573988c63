/// Pairs English lines with Korean lines by dynamic programming over the two sequences
/// (1–1 pairs, untranslated English, stray Korean), using order, length ratio, numbers and Latin tokens.
struct InterleavedAligner {
    /// One English line's outcome.
    struct Pair: Equatable {
        var english: Int
        var korean: Int?
        var confidence: Double
    }

    /// Indices into the classified lines.
    let lines: [ClassifiedLine]
    let englishIndices: [Int]
    let koreanIndices: [Int]

    /// Count of English and Korean lines before each line, so the lines between two of them cost O(1).
    private let textLinesBefore: [Int]
    private let englishFeatures: [LineFeatures]
    private let koreanFeatures: [LineFeatures]

    /// Pairs further apart than this many text lines are not considered: real exports keep a translation next to its line.
    static let window = 24

    init(lines: [ClassifiedLine]) {
        self.lines = lines
        englishIndices = lines.indices.filter { lines[$0].role == .english }
        koreanIndices = lines.indices.filter { lines[$0].role == .korean }
        var before: [Int] = []
        before.reserveCapacity(lines.count + 1)
        var count = 0
        for line in lines {
            before.append(count)
            if line.role == .english || line.role == .korean { count += 1 }
        }
        before.append(count)
        textLinesBefore = before
        englishFeatures = englishIndices.map { LineFeatures(lines[$0].text) }
        koreanFeatures = koreanIndices.map { LineFeatures(lines[$0].text) }
    }

    /// Cost of leaving an English line untranslated: cheap for captions and API references, which are not translated.
    func skipEnglishCost(_ i: Int) -> Double {
        let text = lines[englishIndices[i]].text
        return ProseShape.isCaptionLike(text) || ProseShape.isAPIReference(text) ? 1 : 5
    }

    /// Cost of a Korean line with no English.
    let strayKoreanCost = 7.0

    func pairCost(_ i: Int, _ j: Int) -> Double {
        let e = englishIndices[i]
        let k = koreanIndices[j]
        guard k > e else { return .infinity }
        let between = textLinesBefore[k] - textLinesBefore[e + 1]
        guard between <= Self.window else { return .infinity }
        return AlignmentEvidence(english: englishFeatures[i], korean: koreanFeatures[j], linesBetween: between).cost
    }

    /// The best monotone alignment; stray Korean lines are returned separately.
    func align() -> (pairs: [Pair], strayKorean: [Int]) {
        let n = englishIndices.count
        let m = koreanIndices.count
        // Bound the work: far beyond any real page, fall back to pairing each Korean line with the English line above it.
        guard n * m <= 4_000_000 else { return adjacentPairs() }
        let width = m + 1
        var cost = [Double](repeating: .infinity, count: (n + 1) * width)
        var move = [UInt8](repeating: 0, count: (n + 1) * width)  // 1: pair, 2: skip English, 3: stray Korean
        cost[0] = 0
        for i in 0...n {
            for j in 0...m where !(i == 0 && j == 0) {
                var best = Double.infinity
                var step: UInt8 = 0
                if i > 0, j > 0 {
                    let c = cost[(i - 1) * width + j - 1] + pairCost(i - 1, j - 1)
                    if c < best { best = c; step = 1 }
                }
                if i > 0 {
                    let c = cost[(i - 1) * width + j] + skipEnglishCost(i - 1)
                    if c < best { best = c; step = 2 }
                }
                if j > 0 {
                    let c = cost[i * width + j - 1] + strayKoreanCost
                    if c < best { best = c; step = 3 }
                }
                cost[i * width + j] = best
                move[i * width + j] = step
            }
        }
        var pairs: [Pair] = []
        var stray: [Int] = []
        var i = n
        var j = m
        while i > 0 || j > 0 {
            switch move[i * width + j] {
            case 1:
                pairs.append(Pair(english: englishIndices[i - 1], korean: koreanIndices[j - 1],
                                  confidence: AlignmentEvidence.confidence(cost: pairCost(i - 1, j - 1))))
                i -= 1; j -= 1
            case 2:
                pairs.append(Pair(english: englishIndices[i - 1], korean: nil, confidence: untranslatedConfidence(i - 1)))
                i -= 1
            default:
                stray.append(koreanIndices[j - 1])
                j -= 1
            }
        }
        return (pairs.reversed(), stray.reversed())
    }

    /// How sure hig is that a line has no translation: sure for captions and API references, less for prose.
    private func untranslatedConfidence(_ i: Int) -> Double {
        skipEnglishCost(i) <= 1 ? 0.95 : 0.7
    }

    private func adjacentPairs() -> (pairs: [Pair], strayKorean: [Int]) {
        var pairs: [Pair] = []
        var stray: [Int] = []
        var open: Int?
        for index in lines.indices {
            switch lines[index].role {
            case .english:
                if let e = open { pairs.append(Pair(english: e, korean: nil, confidence: 0.5)) }
                open = index
            case .korean:
                if let e = open {
                    pairs.append(Pair(english: e, korean: index, confidence: 0.6))
                    open = nil
                } else {
                    stray.append(index)
                }
            default: break
            }
        }
        if let e = open { pairs.append(Pair(english: e, korean: nil, confidence: 0.5)) }
        return (pairs, stray)
    }
}
