import Foundation
import HIGCorpus
import HIGTestSupport
import XCTest

/// Synthetic corpus pieces and snapshot helpers for the site tests.
enum SiteFixtures {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func block(_ id: String, _ kind: BlockKind = .paragraph, en: String, ko: String?, html: (String, String?)? = nil,
                      section: [String] = [], summary: String? = nil, note: Bool = false, line: Int = 1) -> Block {
        Block(id: id, kind: kind, section: section, text: BilingualText(en: en, ko: ko),
              html: BilingualText(en: html?.0 ?? en, ko: html?.1 ?? ko), summary: summary, translatorNote: note,
              alignment: Alignment(method: ko == nil ? .none : .structural, confidence: 1),
              source: SourceLocation(path: "sources/demo.md", line: line))
    }

    /// One small page with every kind of block the templates treat specially.
    static var page: Page {
        var page = basePage
        // A person's translation shown, a machine's and one of unknown maker beside it.
        page.blocks[2].translationOrigin = TranslationOrigin(madeBy: .person, basis: .inferred, date: "2024-02-13")
        page.blocks[2].alternatives = [
            AlternativeTranslation(ko: "작은 버튼을 피하십시오. 사람들이 그리워합니다.", source: SourceLocation(path: "machine/demo.md", line: 8),
                                   origin: TranslationOrigin(madeBy: .machine, basis: .declared)),
            AlternativeTranslation(ko: "작은 <버튼> 금지", source: SourceLocation(path: "other/demo.md", line: 4)),
        ]
        return page
    }

    private static var basePage: Page {
        Page(id: "components/demo/buttons", title: LocalizedTitle(en: "Buttons", ko: "버튼"), category: "components/demo",
             sources: [], blocks: [
                block("intro", .abstract, en: "A button starts an action.", ko: "버튼은 작업을 시작합니다.", line: 3),
                block("best-practices", .heading, en: "Best practices", ko: nil, html: ("<strong>Best practices</strong>", nil), section: ["Best practices"], line: 5),
                block("avoid-tiny-buttons", en: "Avoid tiny buttons. People miss them.", ko: "작은 버튼은 피하세요. 사람들이 놓칩니다.",
                      html: ("<strong>Avoid tiny buttons.</strong> People miss them.", "<strong>작은 버튼은 피하세요.</strong> 사람들이 놓칩니다."),
                      section: ["Best practices"], summary: "작은 버튼 금지", note: true, line: 7),
                block("escaped", en: "Write <script>alert(1)</script> as text.", ko: nil,
                      html: ("Write &lt;script&gt;alert(1)&lt;/script&gt; as text.", nil), section: ["Best practices"], line: 9),
                block("image-demo", .image, en: "demo", ko: nil,
                      html: ("<img src=\"https://example.com/demo.png\" alt=\"demo\" loading=\"lazy\">", nil), section: ["Best practices"], line: 11),
             ], changeLog: [ChangeLogEntry(date: "2024/01/02", author: "예나", change: "초기 번역")])
    }

    static func rule(page: String = "components/demo/buttons", block: String = "avoid-tiny-buttons",
                     id: String = "components/demo/buttons/avoid-tiny-buttons", kind: RuleKind = .dont, platforms: [String] = ["iOS", "watchOS"],
                     text: BilingualText = BilingualText(en: "Avoid tiny buttons.", ko: "작은 버튼은 피하세요.")) -> Rule {
        Rule(id: id, page: page, pageTitle: LocalizedTitle(en: "Buttons", ko: "버튼"), block: block, section: ["Best practices"],
             platforms: platforms, kind: kind, text: text,
             rationale: BilingualText(en: "People miss them.", ko: "사람들이 놓칩니다."), translation: .lead, links: [],
             source: SourceLocation(path: "sources/demo.md", line: 7), translationSource: SourceLocation(path: "sources/demo.md", line: 8),
             detection: .boldLead, confidence: 1)
    }

    /// Compares `actual` with the snapshot `Fixtures/<name>` (`Snapshot`: recorded when missing or with HIG_RECORD=1).
    static func assertSnapshot(_ actual: String, named name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try Snapshot.assertMatches(actual, fixtures.appendingPathComponent(name), file: file, line: line)
    }
}
