import Foundation
import HIGCorpus
import HIGText

/// Queries generated from a build by rules fixed before any result was looked at, each with the page it must find.
/// Which side of the split a query is on is the test's (Tests/HIGSearchTests/KoreanSplit). For the search evaluation (SearchEvaluationTests, `hig-bench evaluate`) and the site parity
/// test; never used by ranking itself.
///
/// - `ko-rule`: a rule's Korean sentence cut to its first three content words (Hangul words whose stem, particle or
///   ending stripped, has two syllables or more), as written, particles included; at least two such words.
/// - `en-rule`: the English rule sentence cut to its first three content words (three letters or more, no function
///   word).
/// - `ko-heading`: a heading whose English occurs on one page only, queried by its learned Korean (`derivedKo`), unless
///   that Korean is a page's title (then the query names that page).
/// Duplicate query strings keep their first occurrence.
package enum EvaluationQueries {
    /// One query and the page it must find.
    package struct Query: Codable, Equatable, Sendable {
        package var query: String
        /// `ko` or `en`.
        package var lang: String
        /// `ko-rule`, `en-rule`, `ko-heading`, or `hand` for written ones.
        package var kind: String
        /// Page ids (without a `-N` copy suffix) that count as found.
        package var expect: [String]

        package init(query: String, lang: String, kind: String, expect: [String]) {
            self.query = query
            self.lang = lang
            self.kind = kind
            self.expect = expect
        }
    }

    /// Function words left out of English rule queries (`RankingParameters.standard.stopwords`).
    static let stopwords = Set(RankingParameters.standard.stopwords)

    package static func generate(from products: BuildProducts) -> [Query] {
        var queries: [Query] = []
        var seen: Set<String> = []
        func add(_ query: Query) {
            guard seen.insert(query.query).inserted else { return }
            queries.append(query)
        }
        for rule in products.rules {
            if let ko = rule.text.ko {
                let words = ko.split(whereSeparator: \.isWhitespace).map { $0.trimmingCharacters(in: .punctuationCharacters.union(.symbols)) }
                    .filter { word in
                        guard Script.containsHangul(word), word.unicodeScalars.allSatisfy(Script.isHangulSyllable) else { return false }
                        return KoreanParticles.stem(Substring(word)).unicodeScalars.count >= 2
                    }
                if words.count >= 2 { add(Query(query: words.prefix(3).joined(separator: " "), lang: "ko", kind: "ko-rule", expect: [rule.page])) }
            }
            let english = rule.text.en.split(whereSeparator: { !$0.isLetter }).map { $0.lowercased() }
                .filter { $0.count >= 3 && !stopwords.contains($0) }
            if english.count >= 2 { add(Query(query: english.prefix(3).joined(separator: " "), lang: "en", kind: "en-rule", expect: [rule.page])) }
        }
        var headingPages: [String: Set<String>] = [:]
        for page in products.corpus.pages {
            for block in page.blocks where block.kind == .heading { headingPages[block.text.en, default: []].insert(page.id) }
        }
        // A heading named like a page (`Buttons` on the alerts page) asks for that page, whose title it is.
        let titles = Set(products.corpus.pages.flatMap { [$0.title.en, $0.title.ko, $0.title.derivedKo].compactMap { $0 } })
        for page in products.corpus.pages {
            for block in page.blocks where block.kind == .heading && headingPages[block.text.en]?.count == 1 {
                if let ko = block.derivedKo, !titles.contains(ko) { add(Query(query: ko, lang: "ko", kind: "ko-heading", expect: [page.id])) }
            }
        }
        return queries
    }

    /// `components/presentation/sheets-2` → `components/presentation/sheets`.
    package static func basePage(_ id: String) -> String {
        guard let dash = id.lastIndex(of: "-"), !id[id.index(after: dash)...].isEmpty,
              id[id.index(after: dash)...].allSatisfy(\.isNumber) else { return id }
        return String(id[..<dash])
    }

    /// MRR@10 and success@3 of ranked page lists (best first) against the queries' expected pages.
    package static func measure(_ queries: [Query], _ ranked: [[String]]) -> (mrr: Double, successAt3: Double) {
        guard !queries.isEmpty else { return (0, 0) }
        var reciprocal = 0.0
        var successes = 0
        for (query, pages) in zip(queries, ranked) {
            if let rank = pages.prefix(10).map(basePage).firstIndex(where: query.expect.contains) {
                reciprocal += 1 / Double(rank + 1)
                if rank < 3 { successes += 1 }
            }
        }
        return (reciprocal / Double(queries.count), Double(successes) / Double(queries.count))
    }
}
