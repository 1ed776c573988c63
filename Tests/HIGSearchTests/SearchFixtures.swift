import Foundation
import HIGCorpus
import HIGSearch

/// Small synthetic corpora for search tests: pages written as (heading path, English, Korean) triples.
enum SearchFixtures {
    static func block(_ id: String, _ en: String, _ ko: String?, section: [String] = [], kind: BlockKind = .paragraph,
                      line: Int = 1, path: String = "fixture.md") -> Block {
        Block(id: id, kind: kind, section: section, text: BilingualText(en: en, ko: ko), html: BilingualText(en: en, ko: ko),
              alignment: Alignment(method: .structural, confidence: 1), source: SourceLocation(path: path, line: line))
    }

    static func page(_ id: String, _ title: String, _ blocks: [Block]) -> Page {
        Page(id: id, title: LocalizedTitle(en: title), category: "", sources: [], blocks: blocks)
    }

    static func rule(_ id: String, page: String, block: String, en: String, ko: String?, platforms: [String] = [],
                     line: Int = 1) -> Rule {
        Rule(id: id, page: page, pageTitle: LocalizedTitle(en: ""), block: block, section: [], platforms: platforms, kind: .do,
             text: BilingualText(en: en, ko: ko), rationale: BilingualText(en: "", ko: nil), translation: ko == nil ? .untranslated : .lead,
             links: [], source: SourceLocation(path: "fixture.md", line: line), translationSource: nil, detection: .boldLead, confidence: 1)
    }

    /// A corpus covering the Korean, English and mixed-script cases the search must handle.
    static let products: BuildProducts = {
        let pages = [
            page("components/presentation/sheets", "Sheets", [
                block("intro", "A sheet helps people perform a scoped task.", "시트는 사용자가 범위가 정해진 작업을 수행하도록 돕습니다.", line: 3),
                block("modal", "By default, a sheet is modal.", "기본적으로 시트(sheet)를 모달로 표시합니다.", line: 5),
                block("one-at-a-time", "Display only one sheet at a time from the main interface.",
                      "메인 인터페이스에서 한 번에 하나의 시트만 표시하세요.", section: ["Best practices"], line: 7),
                block("watch", "On Apple Watch, a sheet covers the screen.", "Apple Watch에서 시트는 화면을 덮습니다.",
                      section: ["Platform considerations", "watchOS"], line: 9),
                block("ios", "In iOS, a sheet can be resizable.", "iOS에서 시트는 크기를 조절할 수 있습니다.",
                      section: ["Platform considerations", "iOS, iPadOS"], line: 11),
            ]),
            page("foundations/playing-haptics", "Playing haptics", [
                block("intro", "Haptics engage people's sense of touch.", "햅틱은 사람들의 촉각을 자극합니다.", line: 1),
                block("combine", "Combine haptics with audio.", "사운드와 햅틱을 함께 사용하세요.", line: 2),
            ]),
            page("technologies/sign-in-with-apple", "Sign in with Apple", [
                block("button", "Display a Sign in with Apple button.", "Apple로 로그인 버튼을 로그인 화면에 표시합니다.", line: 1),
                block("other", "Apple provides the button.", "버튼은 Apple이 제공합니다.", line: 2),
            ]),
            page("foundations/sf-symbols", "SF Symbols", [
                block("size", "Adjust the size of symbols to match text.", "SF Symbols의 크기를 텍스트에 맞게 조정합니다.", line: 1),
                block("weight", "Symbols come in nine weights.", "심볼은 아홉 가지 두께로 제공됩니다.", line: 2),
            ]),
            page("foundations/right-to-left", "Right to left", [
                block("support", "Support right-to-left languages such as Arabic.", "아랍어처럼 오른쪽에서 왼쪽으로 쓰는 언어를 지원하세요.", line: 1),
            ]),
            page("components/layout/scroll-views", "Scroll views", [
                block("natural", "Scrolling should feel natural.", "스크롤은 자연스러워야 합니다.", line: 1),
                block("time", "Show the time of day.", "시간을 표시합니다.", line: 2),
            ]),
            page("components/menus/buttons", "Buttons", [
                block("cancel", "Provide a Cancel button.", "취소 버튼을 제공하세요.", line: 1),
                block("body", "A Cancel button lets people back out. A Cancel button is always there.", "취소 버튼은 언제나 있습니다.", line: 2),
                block("press", "Buttons can play haptics when pressed.", "버튼을 누르면 진동이 울립니다.", line: 4),
                block("nfd", "Untitled", "시트를 NFD로 저장한 문서입니다.".decomposedStringWithCanonicalMapping, line: 3),
            ]),
        ]
        let rules = [
            rule("components/presentation/sheets/display-only-one-sheet-at-a-time", page: "components/presentation/sheets",
                 block: "one-at-a-time", en: "Display only one sheet at a time from the main interface.",
                 ko: "메인 인터페이스에서 한 번에 하나의 시트만 표시하세요.", line: 7),
            rule("components/menus/buttons/provide-a-cancel-button", page: "components/menus/buttons", block: "cancel",
                 en: "Provide a Cancel button.", ko: "취소 버튼을 제공하세요.", platforms: ["iOS"], line: 1),
        ]
        return BuildProducts(corpus: Corpus(pages: pages, skipped: []), rules: rules)
    }()

    /// Writes `products`' index into a fresh temporary file and opens it.
    static func index(_ products: BuildProducts = products, tokenizer: String = "hig",
                      ranking: SearchIndex.Ranking = .weightedBM25) throws -> SearchIndex {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("hig-search-test-\(UUID().uuidString).sqlite").path
        try SearchIndexWriter(tokenizer: tokenizer).write(IndexEntryCollector().entries(for: products), to: path)
        let index = try SearchIndex(path: path, ranking: ranking)
        try? FileManager.default.removeItem(atPath: path)  // the open connection keeps reading the unlinked file
        return index
    }
}
