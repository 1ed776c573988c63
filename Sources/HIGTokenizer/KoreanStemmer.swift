/// A light Korean particle and ending stripper for words of Hangul syllables.
///
/// It strips the single longest listed suffix, always keeping one syllable. Two-syllable words lose
/// only a few unambiguous particles, because many common two-syllable nouns end in a syllable that
/// doubles as a particle: 추가 (가), 효과/결과 (과), 주의/정의 (의), 경로/도로 (로), 속도/각도 (도),
/// 높이/길이 (이), 역할 (할), 제한 (한)…
public enum KoreanStemmer {
    /// Particles (조사) and common verbal endings (어미), as written after a noun
    /// or verb stem. Order does not matter: matching is longest-first.
    static let suffixStrings: [String] = [
        // case / topic / additive particles
        "은", "는", "이", "가", "을", "를", "의", "에", "에서", "에게", "에게서", "께", "께서", "한테",
        "으로", "로", "으로서", "로서", "으로써", "로써", "와", "과", "도", "만", "부터", "까지",
        "보다", "처럼", "이나", "나", "하고", "랑", "이랑", "이며", "며", "이고", "마다", "조차",
        "만큼", "밖에", "뿐", "이든", "든",
        // stacked particles
        "에는", "에서는", "으로는", "로는", "에도", "에서도", "으로도", "로도", "와의", "과의",
        "에서의", "으로의", "로의", "에의", "에만", "에서만", "으로만", "로만", "에게는", "까지는",
        "부터는", "만을", "만의", "이라는", "라는", "이라고", "라고", "이란", "란",
        // copula / polite & formal endings
        "이다", "이에요", "예요", "이지만", "입니다", "습니다", "합니다", "됩니다", "했습니다",
        "하세요", "세요", "하십시오", "십시오", "합시다",
        // frequent 하다/되다 derivations
        "하는", "하기", "하여", "해서", "하면", "하려면", "하지", "하지만", "한다", "된다",
        "되는", "되어", "되면", "된", "할", "한", "함", "하도록", "되도록", "도록",
    ]

    /// The only one-syllable suffixes stripped from two-syllable words.
    static let twoSyllableSafe: Set<String> = ["을", "를", "은", "는", "에", "와"]

    private struct Suffix { let scalars: [UInt32]; let twoSyllableSafe: Bool }

    /// Suffixes grouped by their last syllable, each group longest first.
    private static let suffixesByLast: [UInt32: [Suffix]] = {
        var d: [UInt32: [Suffix]] = [:]
        for s in suffixStrings {
            let scalars = s.unicodeScalars.map(\.value)
            d[scalars.last!, default: []].append(Suffix(scalars: scalars, twoSyllableSafe: twoSyllableSafe.contains(s)))
        }
        return d.mapValues { $0.sorted { $0.scalars.count > $1.scalars.count } }
    }()

    private static let suffixSet: Set<[UInt32]> = Set(suffixStrings.map { $0.unicodeScalars.map(\.value) })

    /// Returns the stem length (in syllables) of `word` (Hangul syllable scalars):
    /// the longest listed suffix is stripped once, keeping at least one syllable.
    /// `conservative` (query side): two-syllable words only lose an unambiguous particle.
    /// Non-conservative (document side, used only for the single-syllable stem token):
    /// any one-syllable particle is stripped, so the query 앱 also finds 앱의 / 앱이 / 앱과.
    public static func stemLength(_ word: [UInt32], conservative: Bool = true) -> Int {
        let n = word.count
        guard n >= 2, let candidates = suffixesByLast[word[n - 1]] else { return n }
        for suffix in candidates {
            let s = suffix.scalars.count
            guard s < n else { continue }
            if conservative && n == 2 && !suffix.twoSyllableSafe { continue }
            var match = true
            var wi = n - s
            for c in suffix.scalars {
                if word[wi] != c { match = false; break }
                wi += 1
            }
            if match { return n - s }
        }
        return n
    }

    /// True when the whole word is a particle/ending (e.g. `로` in `Apple로`).
    public static func isParticle<C: Collection>(_ word: C) -> Bool where C.Element == UInt32 {
        suffixSet.contains(Array(word))
    }
}
