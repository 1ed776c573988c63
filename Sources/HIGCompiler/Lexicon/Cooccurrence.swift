import HIGCorpus
import HIGText

/// How often English terms and Korean words share an aligned block, and each English term's likeliest Korean (Dice
/// coefficient over blocks holding both). Words are interned to integer ids and a term's pairs are counted only when
/// it is asked about, so no table of every pair is ever held (it was most of a build's heap).
struct Cooccurrence: Sendable {
    /// English terms and Korean words by id.
    private(set) var english = Vocabulary(), korean = Vocabulary()
    /// For each English id, the aligned blocks holding it (ascending block numbers).
    private var blocksOfEnglish: [[Int32]] = []
    /// Each aligned block's distinct Korean word ids.
    private var koreanOfBlock: [[Int32]] = []
    /// For each Korean id, how many aligned blocks hold it.
    private var koreanCount: [Int32] = []

    /// Counts the aligned blocks (those with Korean) of `pages`, reading only the English words in `targets`; a page
    /// whose texts and targets are those of an earlier build gives the words that build kept in `cache`.
    init(pages: [[BilingualText]], targets: Set<String>, cache: ReadCache? = nil) {
        let targetsDigest = cache == nil ? "" : Self.digest(targets)
        self.init(words: ConcurrentMap.map(pages) { texts in
            cache.result(PageWordsCoding.self, key: { $0.textsKey(texts, context: targetsDigest, PageWordsCoding.self) }) {
                PageWords(texts, targets: targets)
            }
        })
    }

    /// A digest of the targets, for the keys of the pages' words counted for them.
    static func digest(_ targets: Set<String>) -> String {
        Hashing.sha256Hex(Array(targets.sorted().joined(separator: "\0").utf8))
    }

    /// Counts the pages' aligned blocks from their words; merging them in page order keeps ids the same every run.
    init(words: [PageWords]) {
        for page in words {
            let englishIDs = page.english.map { english.id($0) }
            let koreanIDs = page.korean.map { korean.id($0) }
            blocksOfEnglish += Array(repeating: [], count: english.terms.count - blocksOfEnglish.count)
            koreanCount += Array(repeating: 0, count: korean.terms.count - koreanCount.count)
            for block in page.blocks {
                let number = Int32(koreanOfBlock.count)
                for e in block.english { blocksOfEnglish[Int(englishIDs[Int(e)])].append(number) }
                let ko = block.korean.map { koreanIDs[Int($0)] }
                for k in ko { koreanCount[Int(k)] += 1 }
                koreanOfBlock.append(ko)
            }
        }
    }

    /// The Korean word with the highest Dice coefficient for `term` among those sharing at least `minimumCount`
    /// blocks with it (ties to the smaller word), if any; `count` is the blocks they share.
    func best(for term: String, minimumCount: Int) -> (ko: String, count: Int, dice: Double)? {
        var scratch = Scratch()
        return best(for: term, minimumCount: minimumCount, scratch: &scratch)
    }

    /// Counting room `best` reuses from one term to the next: zeroing a counter per Korean word for every term asked
    /// about showed in a compile's profile (bench/results/2026-11-27-notes.md).
    struct Scratch {
        fileprivate var shared: [Int32] = []
    }

    /// `best(for:minimumCount:)` counting in `scratch`, which it leaves zeroed.
    func best(for term: String, minimumCount: Int, scratch: inout Scratch) -> (ko: String, count: Int, dice: Double)? {
        guard let e = english.ids[term] else { return nil }
        let blocks = blocksOfEnglish[Int(e)]
        // Counting into an array over the whole Korean vocabulary is far cheaper than a dictionary of the few seen.
        if scratch.shared.count < korean.terms.count { scratch.shared = [Int32](repeating: 0, count: korean.terms.count) }
        var seen: [Int32] = []
        for block in blocks {
            for k in koreanOfBlock[Int(block)] {
                if scratch.shared[Int(k)] == 0 { seen.append(k) }
                scratch.shared[Int(k)] += 1
            }
        }
        var best: (ko: String, count: Int, dice: Double)?
        for k in seen where scratch.shared[Int(k)] >= minimumCount {
            let ko = korean.terms[Int(k)], count = Int(scratch.shared[Int(k)])
            let dice = 2 * Double(count) / Double(blocks.count + Int(koreanCount[Int(k)]))
            if dice > (best?.dice ?? 0) || (dice == best?.dice && ko < best!.ko) { best = (ko, count, dice) }
        }
        for k in seen { scratch.shared[Int(k)] = 0 }
        return best
    }

    /// A term's best Korean (`best(for:minimumCount:)`).
    struct Best: Equatable, Sendable {
        var ko: String
        var count: Int
        var dice: Double
    }

    /// Strings numbered in the order first seen.
    struct Vocabulary: Sendable {
        private(set) var ids: [String: Int32] = [:]
        private(set) var terms: [String] = []

        /// The id of `term`, numbering it if new.
        mutating func id(_ term: String) -> Int32 {
            if let id = ids[term] { return id }
            let id = Int32(terms.count)
            ids[term] = id
            terms.append(term)
            return id
        }
    }

    /// One page's aligned blocks as ids into the page's own vocabularies (its words in the order first seen), each
    /// word once per block.
    struct PageWords: Equatable, Sendable {
        var english: [String] = [], korean: [String] = []
        var blocks: [Block] = []

        /// One aligned block's words.
        struct Block: Equatable, Sendable {
            var english: [Int32]
            var korean: [Int32]
        }

        init(english: [String], korean: [String], blocks: [Block]) {
            (self.english, self.korean, self.blocks) = (english, korean, blocks)
        }

        init(_ texts: [BilingualText], targets: Set<String>) {
            // A word's last block, so each is listed once per block without a set per block.
            var englishSeen: [Int] = [], koreanSeen: [Int] = []
            var english = Vocabulary(), korean = Vocabulary()
            defer { (self.english, self.korean) = (english.terms, korean.terms) }
            for text in texts {
                guard let ko = text.ko else { continue }
                let number = blocks.count
                var en: [Int32] = [], kr: [Int32] = []
                for word in LexiconText.englishWords(text.en) where targets.contains(word.stem) {
                    let id = english.id(word.stem)
                    if Self.firstInBlock(id, number, &englishSeen) { en.append(id) }
                }
                for word in LexiconText.koreanWords(ko) {
                    let id = korean.id(word)
                    if Self.firstInBlock(id, number, &koreanSeen) { kr.append(id) }
                }
                blocks.append(Block(english: en, korean: kr))
            }
        }

        /// Whether `id` is seen for the first time in block `number`, marking it seen.
        private static func firstInBlock(_ id: Int32, _ number: Int, _ seen: inout [Int]) -> Bool {
            if Int(id) == seen.count { seen.append(-1) }
            guard seen[Int(id)] != number else { return false }
            seen[Int(id)] = number
            return true
        }
    }
}
