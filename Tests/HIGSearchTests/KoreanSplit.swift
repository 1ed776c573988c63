import Foundation
import HIGRanking
import XCTest

/// Issue 27's split (Fixtures/korean-split.json), fixed before tuning: the measure side's page slugs. A query belongs
/// to the side of the page it must find. Tuning runs print the tuning side only; the measure side's figures are
/// asserted against floors and printed only with `HIG_MEASURE=1` (read once, after a change is chosen).
enum KoreanSplit {
    struct File: Decodable {
        var measureSlugs: [String]
    }

    static let measureSlugs: Set<String> = {
        let url = Bundle.module.url(forResource: "korean-split", withExtension: "json", subdirectory: "Fixtures")!
        return Set(try! JSONDecoder().decode(File.self, from: Data(contentsOf: url)).measureSlugs)
    }()

    /// `components/presentation/sheets-2` → `sheets`.
    static func slug(_ id: String) -> String {
        String(EvaluationQueries.basePage(id).split(separator: "/").last ?? "")
    }

    static func isMeasure(_ pageID: String) -> Bool { measureSlugs.contains(slug(pageID)) }

    /// Whether this run may print the measure side's figures.
    static var printsMeasure: Bool { ProcessInfo.processInfo.environment["HIG_MEASURE"] != nil }

    /// The corpora the evaluation builds: the first community repository's pages (../shared/corpus/hig-ko) and the
    /// seven pattern pages of both repositories (../shared/corpus/two-repos).
    static var corpusFolders: [URL] {
        let corpus = SearchQualityTests.corpusFolder.deletingLastPathComponent()
        return [corpus.appendingPathComponent("hig-ko"), corpus.appendingPathComponent("two-repos")]
    }
}

