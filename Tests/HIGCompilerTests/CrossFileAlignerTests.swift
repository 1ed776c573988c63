import HIGCorpus
import XCTest
@testable import HIGCompiler

/// Pairing a Korean-only translation's blocks with Apple's English from another file: what a translator does that
/// the aligner must survive (leads split from their bodies, items left out, paragraphs merged or added, headings
/// left in English with typos, callouts relabelled).
final class CrossFileAlignerTests: XCTestCase {
    private func english(_ specs: [(BlockKind, String, String?)]) -> [Block] {
        specs.enumerated().map { index, spec in
            let html = spec.2.map { "<strong>\($0)</strong>" + spec.1.dropFirst($0.count) } ?? spec.1
            return Block(id: "e\(index)", kind: spec.0, section: [], text: BilingualText(en: spec.1, ko: nil), html: BilingualText(en: html, ko: nil),
                         lead: spec.2, alignment: Alignment(method: .none, confidence: 1), source: SourceLocation(path: "en.md", line: index + 1))
        }
    }

    /// Korean blocks; `**…**` around the whole text makes a bold lead, text without Hangul stays in `en`.
    private func korean(_ specs: [(BlockKind, String)]) -> [Block] {
        specs.enumerated().map { index, spec in
            let bold = spec.1.hasPrefix("**") && spec.1.hasSuffix("**")
            let text = bold ? String(spec.1.dropFirst(2).dropLast(2)) : spec.1
            let html = bold ? "<strong>\(text)</strong>" : text
            let isKorean = text.unicodeScalars.contains { $0.value >= 0xAC00 && $0.value <= 0xD7A3 }
            return Block(id: "k\(index)", kind: spec.0, section: [], text: BilingualText(en: isKorean ? "" : text, ko: isKorean ? text : nil),
                         html: BilingualText(en: isKorean ? "" : html, ko: isKorean ? html : nil), alignment: Alignment(method: .none, confidence: 1),
                         source: SourceLocation(path: "ko.md", line: index + 1))
        }
    }

    /// `translation index → english index` (or nil), with the part.
    private func pairs(_ k: [Block], _ e: [Block]) -> [String] {
        CrossFileAligner(translation: k, english: e).align().links.map { link in
            "\(link.translation)→\(link.english.map(String.init) ?? "-")\(link.part == .whole ? "" : " " + link.part.rawValue)"
        }
    }

    private let sheets = [
        (BlockKind.heading, "Best practices", String?.none),
        (.paragraph, "Use a sheet to present simple content or tasks. A sheet keeps people in the context of their current task while they finish it.", "Use a sheet to present simple content or tasks."),
        (.paragraph, "Display only one sheet at a time. When people close a sheet, they expect to return to the view they left, and a second sheet makes that hard.", "Display only one sheet at a time."),
        (.paragraph, "Support swiping to dismiss a sheet. People expect to swipe down on a sheet to dismiss it instead of tapping a button.", "Support swiping to dismiss a sheet."),
        (.heading, "Platform considerations", nil),
        (.heading, "visionOS", nil),
        (.paragraph, "Avoid displaying a sheet that covers a window in visionOS; place it in front of the window instead, at a comfortable distance.", "Avoid displaying a sheet that covers a window in visionOS;"),
    ]

    func testBoldLeadsSplitFromTheirBodiesPairWithOneParagraph() {
        let k = korean([
            (.heading, "Best practices"),
            (.paragraph, "**간단한 콘텐츠나 작업을 표시할 때 시트를 사용하세요.**"),
            (.paragraph, "시트는 사용자가 현재 작업의 맥락을 유지한 채 작업을 마칠 수 있게 합니다."),
            (.paragraph, "**한 번에 하나의 시트만 표시하세요.**"),
            (.paragraph, "사용자는 시트를 닫으면 이전 화면으로 돌아가기를 기대하며, 두 번째 시트는 이를 어렵게 만듭니다."),
            (.paragraph, "**시트를 쓸어내려 닫을 수 있도록 하세요.**"),
            (.paragraph, "사용자는 버튼을 누르는 대신 시트를 아래로 쓸어내려 닫기를 기대합니다."),
            (.heading, "Platform considerations"),
            (.heading, "visionOS"),
            (.paragraph, "visionOS에서 윈도우를 가리는 시트는 표시하지 마세요. 대신 편안한 거리에서 윈도우 앞에 배치하세요."),
        ])
        XCTAssertEqual(pairs(k, english(sheets)), ["0→0", "1→1 lead", "2→1 body", "3→2 lead", "4→2 body", "5→3 lead", "6→3 body", "7→4", "8→5", "9→6"])
    }

    func testPlainParagraphsLeftOutItemsAndTypos() {
        // A plain paragraph where the English has a bold lead; an English paragraph left out; heading typos.
        let k = korean([
            (.heading, "Best practise"),
            (.paragraph, "간단한 콘텐츠나 작업을 표시할 때 시트를 사용하세요. 시트는 사용자가 현재 작업의 맥락을 유지하게 합니다."),
            (.paragraph, "시트를 쓸어내려 닫을 수 있도록 하세요. 사용자는 버튼을 누르는 대신 아래로 쓸어내려 닫기를 기대합니다."),
            (.heading, "Platfrom considerations"),
            (.heading, "visionOS"),
            (.paragraph, "visionOS에서 윈도우를 가리는 시트는 표시하지 마세요. 대신 편안한 거리에서 윈도우 앞에 배치하세요."),
        ])
        XCTAssertEqual(pairs(k, english(sheets)), ["0→0", "1→1", "2→3", "3→4", "4→5", "5→6"])
    }

    func testAKoreanBlockWithNoEnglishIsKeptUnpairedNotForced() {
        // The translation follows a newer English: a watchOS section the older export lacks.
        let k = korean([
            (.heading, "Best practices"),
            (.paragraph, "간단한 콘텐츠나 작업을 표시할 때 시트를 사용하세요. 시트는 사용자가 현재 작업의 맥락을 유지하게 합니다."),
            (.paragraph, "한 번에 하나의 시트만 표시하세요. 사용자는 시트를 닫으면 이전 화면으로 돌아가기를 기대합니다."),
            (.paragraph, "시트를 쓸어내려 닫을 수 있도록 하세요. 사용자는 버튼을 누르는 대신 아래로 쓸어내려 닫기를 기대합니다."),
            (.heading, "watchOS"),
            (.paragraph, "watchOS 10 이상에서는 시트가 전체 화면을 채웁니다. 상단에 닫기 버튼을 2개 이상 두지 마세요."),
            (.heading, "Platform considerations"),
            (.heading, "visionOS"),
            (.paragraph, "visionOS에서 윈도우를 가리는 시트는 표시하지 마세요. 대신 편안한 거리에서 윈도우 앞에 배치하세요."),
        ])
        XCTAssertEqual(pairs(k, english(sheets)), ["0→0", "1→1", "2→2", "3→3", "4→-", "5→-", "6→4", "7→5", "8→6"])
    }

    func testCalloutsRelabelledListsAndMergedItems() {
        let e = english([
            (.paragraph, "Offer a way to delete an account from within your app, not just a way to deactivate it.", nil),
            (.paragraph, "Note", nil),
            (.paragraph, "Even if people didn’t buy the subscription in your app, you still need to support account deletion.", nil),
            (.listItem, "Billing continues through Apple until people cancel the subscription.", nil),
            (.listItem, "People need to cancel their subscription after they delete their account.", nil),
            (.listItem, "People can request a refund from Apple at reportaproblem.apple.com within 90 days.", nil),
            (.paragraph, "Tell people when account deletion will complete, and notify them when it finishes.", "Tell people when account deletion will complete,"),
        ])
        let k = korean([
            (.paragraph, "앱 안에서 계정을 비활성화하는 것뿐 아니라 삭제할 수 있는 방법을 제공하세요."),
            (.paragraph, "Important"),
            (.paragraph, "사용자가 앱에서 구독을 구입하지 않았더라도 계정 삭제를 지원해야 합니다."),
            (.listItem, "청구는 사용자가 구독을 취소할 때까지 Apple을 통해 계속됩니다. 계정을 삭제한 후에는 구독을 따로 취소해야 합니다."),
            (.listItem, "사용자는 90일 이내에 reportaproblem.apple.com에서 환불을 요청할 수 있습니다."),
            (.paragraph, "계정 삭제가 언제 완료되는지 알리고, 완료되면 알려주세요."),
        ])
        XCTAssertEqual(pairs(k, e), ["0→0", "1→1", "2→2", "3→3", "4→5", "5→6"])
    }

    func testTablesAndFiguresPairByKind() {
        let e = english([
            (.paragraph, "The system defines four interruption levels for notifications that people can filter.", nil),
            (.image, "A diagram of four interruption levels", nil),
            (.table, "Interruption level | Breaks through Focus\nPassive | No\nCritical | Yes", nil),
            (.paragraph, "Use the Time Sensitive level only for notifications that matter right now.", nil),
        ])
        let k = korean([
            (.paragraph, "시스템은 사용자가 걸러낼 수 있는 알림의 방해 레벨을 4가지로 정의합니다."),
            (.image, "diagram"),
            (.table, "방해 레벨 | 집중 모드 무시\nPassive | 아니요\nCritical | 네"),
            (.paragraph, "Time Sensitive 레벨은 지금 중요한 알림에만 사용하세요."),
        ])
        XCTAssertEqual(pairs(k, e), ["0→0", "1→1", "2→2", "3→3"])
    }

    func testLinkTargetsNameTheSamePageInEitherSpelling() {
        XCTAssertEqual(TranslationBlockFeatures.linkName("/design/human-interface-guidelines/privacy"), "privacy")
        XCTAssertEqual(TranslationBlockFeatures.linkName("./progress-indicators.md#Spinners"), "progress-indicators")
        XCTAssertEqual(TranslationBlockFeatures.linkName("https://developer.apple.com/design/human-interface-guidelines/launching#Launch-screens"), "launching")
        XCTAssertEqual(TranslationBlockFeatures.linkName("../foundations/dark-mode.md"), "dark-mode")
        XCTAssertNil(TranslationBlockFeatures.linkName("#top"))
    }
}
