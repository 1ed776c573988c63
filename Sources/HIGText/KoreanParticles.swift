/// Korean particles (조사) and common endings (어미), and how a word of Hangul syllables loses them.
///
/// One list serves search (both tokenizers and `hig rules` strip particles and endings) and the QA checks (which
/// strip particles only: a verb's stem is no rendering of a term). A word loses the single longest listed suffix,
/// always keeping one syllable. Two-syllable words lose only a few unambiguous particles, because
/// many common two-syllable nouns end in a syllable that doubles as a particle: 추가 (가), 효과/결과 (과),
/// 주의/정의 (의), 경로/도로 (로), 속도/각도 (도), 높이/길이 (이), 역할 (할), 제한 (한)…
package enum KoreanParticles {
    /// Particles, as written after a noun: case, topic and additive particles, then stacked ones.
    package static let particles: [String] = [
        "은", "는", "이", "가", "을", "를", "의", "에", "에서", "에게", "에게서", "께", "께서", "한테",
        "으로", "로", "으로서", "로서", "으로써", "로써", "와", "과", "도", "만", "부터", "까지",
        "보다", "처럼", "이나", "나", "하고", "랑", "이랑", "이며", "며", "이고", "마다", "조차",
        "만큼", "밖에", "뿐", "이든", "든",
        "에는", "에서는", "으로는", "로는", "에도", "에서도", "으로도", "로도", "와의", "과의", "와는", "과는",
        "에서의", "으로의", "로의", "에의", "에만", "에서만", "으로만", "로만", "에게는", "까지는",
        "부터는", "만을", "만의", "이라는", "라는", "이라고", "라고", "이란", "란",
    ]

    /// Common verbal endings: the copula, polite and formal endings, frequent 하다/되다 forms.
    package static let endings: [String] = [
        "이다", "이에요", "예요", "이지만", "입니다", "습니다", "합니다", "됩니다", "했습니다",
        "하세요", "세요", "하십시오", "십시오", "합시다",
        "하는", "하기", "하여", "해서", "하면", "하려면", "하지", "하지만", "한다", "된다",
        "되는", "되어", "되면", "된", "할", "한", "함", "하도록", "되도록", "도록",
    ]

    /// Every suffix search strips: particles and endings. Order does not matter: matching is longest-first.
    package static let suffixes = particles + endings

    /// The only one-syllable suffixes stripped from two-syllable words.
    package static let twoSyllableSafe: Set<String> = ["을", "를", "은", "는", "에", "와"]

    /// The particles that offer an alternative (`1분이나 2분`, `사진이나 동영상`).
    package static let alternatives: Set<String> = ["이나", "나"]

    /// Particles that never stand alone as a word, so one after a space is split from its word (`UIKit 을`);
    /// ambiguous ones (이, 가, 도, 만 are also words) are left out.
    package static let neverStandingAlone: Set<String> = ["은", "는", "을", "를", "에서", "에게", "으로", "와", "과", "의"]

    /// What a stem loses: particles and endings (search), or particles only (the QA checks).
    package enum Strip: Sendable {
        case particlesAndEndings, particles
    }

    private struct Suffix { let scalars: [UInt32]; let twoSyllableSafe: Bool }

    /// Suffixes grouped by their last syllable, each group longest first.
    private static func byLastSyllable(_ list: [String]) -> [UInt32: [Suffix]] {
        var d: [UInt32: [Suffix]] = [:]
        for s in list {
            let scalars = s.unicodeScalars.map(\.value)
            d[scalars.last!, default: []].append(Suffix(scalars: scalars, twoSyllableSafe: twoSyllableSafe.contains(s)))
        }
        return d.mapValues { $0.sorted { $0.scalars.count > $1.scalars.count } }
    }

    private static let suffixesByLast = byLastSyllable(suffixes)
    private static let particlesByLast = byLastSyllable(particles)

    private static let suffixSet: Set<[UInt32]> = Set(suffixes.map { $0.unicodeScalars.map(\.value) })

    /// The stem length (in syllables) of `word` (Hangul syllable scalars): the longest listed suffix is stripped
    /// once, keeping at least one syllable. `conservative` (queries): two-syllable words only lose an unambiguous
    /// particle. Not conservative (the document side of search, only for its one-syllable stem token): any
    /// one-syllable particle is stripped, so the query 앱 also finds 앱의 / 앱이 / 앱과. The QA checks, which show
    /// stems as a term's renderings, strip particles only and never cut a word down to one syllable (`minimumStem` 2).
    package static func stemLength(_ word: [UInt32], conservative: Bool = true, minimumStem: Int = 1,
                                   stripping strip: Strip = .particlesAndEndings) -> Int {
        let n = word.count
        guard n >= 2, let candidates = (strip == .particles ? particlesByLast : suffixesByLast)[word[n - 1]] else { return n }
        for suffix in candidates {
            let s = suffix.scalars.count
            guard n - s >= minimumStem else { continue }
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

    /// True when the whole word is a particle or ending (e.g. `로` in `Apple로`).
    package static func isParticle<C: Collection>(_ word: C) -> Bool where C.Element == UInt32 {
        suffixSet.contains(Array(word))
    }

    /// The word without its particle or ending, as a query strips it (`버튼을` → `버튼`, `시트는` → `시트`); a word
    /// that does not end in Hangul syllables is returned whole.
    package static func stem(_ word: Substring, minimumStem: Int = 1, stripping strip: Strip = .particlesAndEndings) -> Substring {
        let scalars = word.unicodeScalars
        // The trailing run of Hangul syllables is the Korean word; text before it (`Apple` in `Apple로`) stays.
        var start = scalars.endIndex
        while start > scalars.startIndex, Script.isHangulSyllable(scalars[scalars.index(before: start)]) {
            start = scalars.index(before: start)
        }
        let run = scalars[start...].map(\.value)
        guard !run.isEmpty else { return word }
        let kept = start == scalars.startIndex || !isParticle(run) ? stemLength(run, minimumStem: minimumStem, stripping: strip) : 0
        return word[..<scalars.index(start, offsetBy: kept)]
    }

    /// The Korean words of a text (runs of Hangul) as the QA checks read them: without a particle, never shorter
    /// than two syllables (`시트를` → `시트`, `버튼이` → `버튼`, `맞는` stays).
    package static func nounStems(in text: String) -> [Substring] {
        text.split(whereSeparator: { !Script.isHangul($0) }).map { stem($0, minimumStem: 2, stripping: .particles) }
    }
}

extension KoreanParticles {
    /// Coordinating connective endings: the clause before the comma stands on its own, like the one after it
    /// (`표시하며,`, `유지하고,`, `…하지만,`, `…하거나,`).
    package static let coordinatingEndings: [String] = ["고", "며", "지만", "거나"]

    /// Subordinating endings, and the nouns that end an adverbial clause: the clause before the comma depends on the
    /// one after it (`…하면,`, `원하는 경우,`, `…할 때,`, `…하는 반면,`, `…하도록,`, `…하기 위해,`).
    package static let subordinatingEndings: [String] = [
        "서", "면", "는데", "은데", "도록", "으니", "하여", "위해", "게", "경우", "때", "므로", "면서", "반면",
    ]

    /// Every ending that closes a clause before a comma. A comma after any other word only separates the items of a
    /// list (`텍스트, 게이지 및 이미지`), so it is no clause boundary.
    package static let clauseEndings = coordinatingEndings + subordinatingEndings

    /// Syllables a Korean sentence ends with: a predicate (`…합니다`, `…해요`, `…하십시오`, `…할까`) or a nominal ending
    /// (`…함`, `…음`, `…것`, `…기`). A period glued to a word after any other syllable is inside a name
    /// (`느낌표.삼각형` for `exclamationmark.triangle`), not the end of a sentence.
    package static let sentenceFinalSyllables: Set<Character> = [
        "다", "요", "오", "까", "죠", "라", "음", "함", "됨", "임", "님", "짐", "것", "기", "지", "세", "네", "자",
    ]

    /// Last syllables of inflected words and of words ending in a particle, which modify or link but do not name
    /// a thing (`가능한`, `표시되는`, `위해서`, `화면에`).
    package static let inflectedFinalSyllables: Set<Character> = [
        "한", "된", "는", "운", "인", "은", "을", "할", "될", "게", "고", "며", "서", "면", "지", "여", "려",
        "로", "에", "의", "가", "던", "까", "도", "만", "와", "과", "다", "요", "니", "나", "기", "일", "하", "되", "어", "아", "록",
    ]
}
