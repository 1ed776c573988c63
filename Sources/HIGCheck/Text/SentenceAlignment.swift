import Foundation

/// A text rule for the shared text layer: pairs the English sentences of one block with its Korean sentences
/// (Gale–Church style dynamic programming over lengths), allowing a sentence left out, two merged into one, or
/// one split in two. A Korean piece that does not end like a sentence (`경고에 느낌표.` cut from
/// `느낌표.삼각형`) is joined to the next first.
struct SentenceAlignment {
    /// English sentences `english` are translated by Korean sentences `korean` (either may be empty).
    struct Group: Equatable {
        var english: Range<Int>
        var korean: Range<Int>
    }

    var english: [String]
    var korean: [String]
    var groups: [Group]

    /// Cost of a sentence with no counterpart, and of merging two or three sentences into one, in log-ratio units.
    static let skipCost = 1.0
    static let mergeCost = [0.0, 0.3, 0.7]

    init(english: [String], korean: [String], ratio: Double) {
        self.english = english
        self.korean = Self.joiningFragments(korean)
        groups = Self.align(english: english, korean: self.korean, ratio: ratio)
    }

    /// The group holding English sentence `index`.
    func group(ofEnglish index: Int) -> Group? { groups.first { $0.english.contains(index) } }

    /// The Korean text of a group.
    func koreanText(of group: Group) -> String { korean[group.korean].joined(separator: " ") }

    /// Korean sentence endings: a predicate (`다.`, `요.`, `오.`) or a nominal ending (`함.`, `음.`, `것.`).
    private static let sentenceEndings: Set<Character> = ["다", "요", "오", "까", "죠", "라", "음", "함", "됨", "임", "님", "짐", "것", "기", "지", "세", "네", "자"]

    /// Joins each Korean piece that does not end like a sentence to the piece after it.
    static func joiningFragments(_ sentences: [String]) -> [String] {
        var result: [String] = []
        var pending = ""
        for sentence in sentences {
            let text = pending.isEmpty ? sentence : pending + sentence
            let last = sentence.reversed().first { $0.isLetter || $0.isNumber }
            if let last, Hangul.isHangul(last), !sentenceEndings.contains(last) {
                pending = text
                continue
            }
            result.append(text)
            pending = ""
        }
        if !pending.isEmpty { result.append(pending) }
        return result
    }

    private static func align(english: [String], korean: [String], ratio: Double) -> [Group] {
        let n = english.count
        let m = korean.count
        let englishLengths = english.map { Double($0.count) }
        let koreanLengths = korean.map { Double($0.count) }
        var cost = Array(repeating: Array(repeating: Double.infinity, count: m + 1), count: n + 1)
        var step = Array(repeating: Array(repeating: (0, 0), count: m + 1), count: n + 1)
        cost[0][0] = 0
        let moves = [(1, 1), (1, 0), (0, 1), (2, 1), (1, 2), (3, 1), (1, 3)]
        for i in 0...n {
            for j in 0...m where cost[i][j] < .infinity {
                for (di, dj) in moves where i + di <= n && j + dj <= m {
                    let moveCost: Double
                    if di == 0 || dj == 0 {
                        moveCost = skipCost
                    } else {
                        let e = englishLengths[i..<(i + di)].reduce(0, +)
                        let k = koreanLengths[j..<(j + dj)].reduce(0, +)
                        moveCost = abs(log((k + 4) / (ratio * e + 4))) + mergeCost[max(di, dj) - 1]
                            + anchorCost(english[i], korean[j])
                    }
                    if cost[i][j] + moveCost < cost[i + di][j + dj] {
                        cost[i + di][j + dj] = cost[i][j] + moveCost
                        step[i + di][j + dj] = (di, dj)
                    }
                }
            }
        }
        var groups: [Group] = []
        var i = n
        var j = m
        while i > 0 || j > 0 {
            let (di, dj) = step[i][j]
            groups.append(Group(english: (i - di)..<i, korean: (j - dj)..<j))
            i -= di
            j -= dj
        }
        return groups.reversed()
    }

    /// `For example` pairs with `예를 들어` and with nothing else.
    private static func anchorCost(_ english: String, _ korean: String) -> Double {
        let englishExample = english.hasPrefix("For example") || english.hasPrefix("For instance")
        let koreanExample = korean.hasPrefix("예를 들어") || korean.hasPrefix("예를 들면") || korean.hasPrefix("예컨대")
        if englishExample && koreanExample { return -0.3 }
        return englishExample != koreanExample && koreanExample ? 0.3 : 0
    }
}
