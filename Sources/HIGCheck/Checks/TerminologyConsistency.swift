import HIGCorpus
import HIGText

/// One English term rendered several ways across the corpus (작업 시트 / 수행 시트 / 행동 시트; 단추 / 버튼).
///
/// Terms are the corpus's own page titles (`Action sheets` → `action sheet`). For each, the Korean words (one-word
/// terms) or word pairs (two-word terms) that occur almost only where the English has the term are its
/// renderings; the most common is the reference, and rivals that stand in its place are reported.
package struct TerminologyConsistency: QualityCheck {
    package init() {}

    package static let description = CheckDescription(
        id: "hig.qa.terminology",
        name: "Terminology inconsistency",
        summary: "An English term (a page title such as “action sheet”) is rendered several ways across the corpus: against a glossary entry, each block using another rendering (a warning, or a note for a variant the glossary accepts); without one, one note per term listing the renderings, since the commonest machine rendering is no reference.",
        rationale: "Readers take two Korean terms for two things; one component called 작업 시트, 수행 시트 and 행동 시트 reads as three components.",
        severity: .note,
        triggering: [
            CheckExample(title: "Action sheets", pairs: [
                ("An action sheet offers choices.", "작업 시트는 선택 사항을 제공합니다."),
                ("Use an action sheet to confirm.", "작업 시트를 사용하여 확인합니다."),
                ("Place the action sheet at the bottom.", "작업 시트를 아래에 놓습니다."),
                ("Avoid letting an action sheet scroll.", "수행 시트가 스크롤되지 않도록 합니다."),
            ]),
        ],
        nonTriggering: [
            // A word that goes with another English word (“filter” → 필터링) is not a rendering of the term.
            CheckExample(title: "Content", pairs: [
                ("Show the content.", "콘텐츠를 표시합니다."),
                ("Scroll the content.", "콘텐츠를 스크롤합니다."),
                ("Resize the content.", "콘텐츠 크기를 조정합니다."),
                ("Group the content.", "콘텐츠를 그룹화합니다."),
                ("Filter the content by date.", "날짜별 내용 필터링을 허용합니다."),
                ("Let people filter content by name.", "이름으로 내용 필터링을 허용합니다."),
                ("Filter the content quickly.", "내용 필터링을 빠르게 합니다."),
                ("Describe the details.", "세부 내용을 설명합니다."),
                ("Read the text first.", "텍스트 내용을 먼저 읽습니다."),
            ]),
            CheckExample(title: "Action sheets", pairs: [
                ("An action sheet offers choices.", "작업 시트는 선택 사항을 제공합니다."),
                ("Use an action sheet to confirm.", "작업 시트를 사용하여 확인합니다."),
                ("Place the action sheet at the bottom.", "작업 시트를 아래에 놓습니다."),
                ("Avoid letting an action sheet scroll.", "작업 시트가 스크롤되지 않도록 합니다."),
            ]),
        ]
    )

    /// A rendering must occur at least this share of the time in blocks whose English has the term.
    static let association = 0.8
    /// The reference rendering must cover this share of the term's blocks.
    static let minimumCoverage = 0.4
    /// Modifiers too generic to name a thing (`현재 페이지`, `사용자 이벤트`).
    static let genericModifiers: Set<String> = [
        "사용자", "사람들", "현재", "해당", "모든", "각", "다른", "여러", "일부", "이", "그", "저", "및", "또는", "경우", "때", "대한", "위해",
        "통해", "앱", "화면", "시스템", "추가", "기본", "일반", "특정", "다음", "이전", "새", "전체", "주요", "그들", "당신", "하나", "두", "세",
    ]
    static func namesAThing(_ word: String) -> Bool {
        word.count >= 2 && !genericModifiers.contains(word) && !KoreanParticles.inflectedFinalSyllables.contains(word.last!)
    }

    /// A translated block's Korean as stems, in order.
    struct KoreanWords {
        let words: [Substring]
        /// Whether each word and the next can be one two-word rendering: the first stands bare (no particle or
        /// ending taken off) and only spaces part them, as the first noun of a compound does (`작업 시트`). A word
        /// with a particle or ending before the next (`대부분의 메뉴`, `있으므로 메뉴`) or a sentence end between
        /// them (`…하십시오. 컨트롤`) makes a phrase, not a rendering.
        let joinsNext: [Bool]

        init(_ ko: String) {
            let tokens = ko.split(whereSeparator: { !Script.isHangul($0) })
            let stems = tokens.map { KoreanParticles.stem($0, minimumStem: 2, stripping: .particles) }
            words = stems
            joinsNext = tokens.indices.map { index in
                guard index + 1 < tokens.count, stems[index].endIndex == tokens[index].endIndex else { return false }
                return ko[tokens[index].endIndex..<tokens[index + 1].startIndex].allSatisfy { $0 == " " }
            }
        }

        /// Whether `rendering` (one word, or two words with a space) occurs; a word matches by prefix so particles
        /// the stemmer left (`창의`) still count.
        func contains(_ rendering: [Substring]) -> Bool {
            if rendering.count == 1 { return words.contains { $0.hasPrefix(rendering[0]) } }
            guard words.count >= 2 else { return false }
            for index in 0..<(words.count - 1) where joinsNext[index] && words[index] == rendering[0] && words[index + 1].hasPrefix(rendering[1]) {
                return true
            }
            return false
        }

        func units(size: Int) -> Set<[Substring]> {
            guard words.count >= size else { return [] }
            let starts = (0...(words.count - size)).filter { start in (start..<(start + size - 1)).allSatisfy { joinsNext[$0] } }
            return Set(starts.map { Array(words[$0..<($0 + size)]) })
        }
    }

    /// Whether an English word rarer than the term occurs in nearly all `blocks` (those using a candidate
    /// rendering), so the candidate renders that word rather than the term. A word counts in its inflected
    /// forms too (`filter` in `filtering`).
    static func explainedByRarerWord(than term: EnglishTerm, blocks: [Int], termBlocks: Int, englishWords: [Set<String>]) -> Bool {
        func has(_ word: String, _ block: Int) -> Bool { englishWords[block].contains { $0.hasPrefix(word) } }
        let candidates = Set(blocks.flatMap { englishWords[$0] }).filter { $0.count >= 4 && !term.words.contains($0) }
        for word in candidates.sorted() {
            let share = Double(blocks.filter { has(word, $0) }.count) / Double(max(blocks.count, 1))
            guard share >= association else { continue }
            if englishWords.indices.lazy.filter({ has(word, $0) }).count < termBlocks { return true }
        }
        return false
    }

    package func findings(in context: CheckContext) -> [Finding] {
        let translated = context.translatedBlocks
        let korean = translated.map { KoreanWords($0.block.text.ko ?? "") }
        let english = translated.map { EnglishTerm.tokens($0.block.text.en) }
        let englishWords = english.map { Set($0.map(EnglishPlural.singular)) }
        var terms: [EnglishTerm] = []
        for page in context.corpus.pages {
            let term = EnglishTerm(title: page.title.en)
            if (1...2).contains(term.words.count), !terms.contains(term) { terms.append(term) }
        }
        terms.sort { $0.text < $1.text }
        // Each block's distinct words and word pairs, computed once for all terms.
        let units: [Int: [Set<[Substring]>]] = [1: korean.map { $0.units(size: 1) }, 2: korean.map { $0.units(size: 2) }]
        var totals: [Int: [[Substring]: Int]] = [:]
        for size in 1...2 {
            var counts: [[Substring]: Int] = [:]
            for blockUnits in units[size]! { for unit in blockUnits { counts[unit, default: 0] += 1 } }
            totals[size] = counts
        }
        var findings: [Finding] = []
        for term in terms {
            let size = term.words.count
            let indices = translated.indices.filter { term.occurs(inTokens: english[$0]) }
            guard indices.count >= 3 else { continue }
            var support: [[Substring]: Int] = [:]
            for index in indices { for unit in units[size]![index] { support[unit, default: 0] += 1 } }
            let total = totals[size]!
            // Most frequent first; ties in text order, so the output never depends on hashing.
            let ranked = support.map { (key: $0.key, value: $0.value, name: $0.key.joined(separator: " ")) }
                .sorted { $0.value != $1.value ? $0.value > $1.value : $0.name < $1.name }
            guard let reference = ranked.first(where: { Double($0.value) / Double(total[$0.key]!) >= Self.association })?.key,
                  support[reference]! >= 3, Double(support[reference]!) >= Self.minimumCoverage * Double(indices.count) else { continue }
            // The majority of the corpus's own Korean is no reference a translator would accept (machine
            // translation's commonest word is often not Apple's: 단추 over 버튼): only a glossary decides.
            let entry = context.glossary.entry(for: term)
            let decided = entry.map { $0.preferred.split(separator: " ").map { Substring($0) } }.flatMap { $0.count == size ? $0 : nil }
            let rejected = Set(entry?.rejected ?? [])
            let rivals = rivalsOf(decided ?? reference, ranked: ranked, total: total, size: size, term: term, indices: indices,
                                  korean: korean, translated: translated, englishWords: englishWords)
                .filter { !rejected.contains(name($0)) && $0 != decided }
            guard !rivals.isEmpty else { continue }
            let shown = decided.map { [$0] + rivals } ?? ([reference] + rivals)
            let variants = shown.map { unit in "\(name(unit)) ×\(indices.filter { korean[$0].contains(unit) }.count)" }.joined(separator: ", ")
            if let decided {
                let accepted = Set(entry?.variants ?? [])
                for index in indices where !korean[index].contains(decided) {
                    guard let rival = rivals.first(where: { korean[index].contains($0) }) else { continue }
                    let (page, block) = translated[index]
                    findings.append(glossaryFinding(term: term, rival: name(rival), decided: name(decided), variants: variants,
                                                    accepted: accepted, block: block, page: page))
                }
            } else if let first = indices.first(where: { index in rivals.contains { korean[index].contains($0) } }) {
                let (page, block) = translated[first]
                let rival = rivals.first { korean[first].contains($0) }!
                findings.append(Finding(self, "“\(term.text)” has \(shown.count) renderings in this corpus (\(variants)); no glossary entry says which is right: add one (--glossary)",
                                        block: block, page: page, excerpt: name(rival)))
            }
        }
        return findings
    }
    private func name(_ unit: [Substring]) -> String { unit.joined(separator: " ") }

    /// A block rendering a glossary term otherwise: a warning, or a note when the glossary lists the rendering as a
    /// variant in common use (neither preferred nor rejected: `창` for window), so a reader still sees the page mix two
    /// words for one thing without an error for a word the glossary accepts.
    private func glossaryFinding(term: EnglishTerm, rival: String, decided: String, variants: String, accepted: Set<String>,
                                 block: Block, page: Page) -> Finding {
        // A one-syllable variant keeps its particle in the rendering (`창이`: stems are two syllables at least).
        let isAccepted = accepted.contains { variant in
            rival == variant || (rival.hasPrefix(variant) && KoreanParticles.particles.contains(String(rival.dropFirst(variant.count))))
        }
        guard isAccepted else {
            return Finding(self, "“\(term.text)” is rendered “\(rival)”; the glossary says “\(decided)” (\(variants))",
                           block: block, page: page, excerpt: rival, severity: .warning)
        }
        return Finding(self, "“\(term.text)” is rendered “\(rival)”, a variant the glossary accepts; it prefers “\(decided)” (\(variants))",
                       block: block, page: page, excerpt: rival, severity: .note)
    }

    /// The renderings that stand in the reference's place: another word (or a pair with the same head) that occurs
    /// almost only where the English has the term, and in most of its blocks without the reference.
    private func rivalsOf(_ reference: [Substring], ranked: [(key: [Substring], value: Int, name: String)], total: [[Substring]: Int], size: Int,
                          term: EnglishTerm, indices: [Int], korean: [KoreanWords], translated: [(page: Page, block: Block)],
                          englishWords: [Set<String>]) -> [[Substring]] {
        var rivals: [[Substring]] = []
        for (unit, count, _) in ranked where unit != reference {
            let association = Double(count) / Double(total[unit]!)
            let related = unit.last!.hasPrefix(reference.last!) || reference.last!.hasPrefix(unit.last!)
            if size == 2 {
                // Same head, another modifier: 수행 시트 against 작업 시트.
                guard unit[1] == reference[1], !unit[0].hasPrefix(reference[0]), !reference[0].hasPrefix(unit[0]), Self.namesAThing(String(unit[0])),
                      count >= 2 ? association >= Self.association : association == 1 else { continue }
            } else {
                guard count >= 3, association >= 0.85, !related, Self.namesAThing(String(unit[0])) else { continue }
                // A word that another, rarer English word explains is that word's rendering: 필터링 goes with
                // “filter”, not with “content”.
                let everywhere = translated.indices.filter { korean[$0].contains(unit) }
                if Self.explainedByRarerWord(than: term, blocks: everywhere, termBlocks: indices.count, englishWords: englishWords) { continue }
            }
            // A rival stands in the reference's place: in most of its blocks neither the reference nor an earlier
            // rival occurs.
            let withUnit = indices.filter { korean[$0].contains(unit) }
            let alone = withUnit.filter { index in !([reference] + rivals).contains { korean[index].contains($0) } }
            if Double(alone.count) >= 0.5 * Double(withUnit.count) { rivals.append(unit) }
        }
        return rivals
    }
}
