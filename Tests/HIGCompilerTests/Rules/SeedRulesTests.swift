import Foundation
import HIGCorpus
import XCTest
@testable import HIGCompiler

/// Every bold rule of seeds 000, 001 and 003 and every imperative lead sentence of seed 004, with its Korean
/// where the source has it (`nil` where the translation dropped the rule).
final class SeedRulesTests: XCTestCase {
    struct Expected: Equatable, CustomStringConvertible {
        var slug: String
        var kind: RuleKind
        var platforms: [String]
        var line: Int
        var en: String
        var ko: String?

        init(_ slug: String, _ kind: RuleKind, _ platforms: [String], _ line: Int, en: String, ko: String?) {
            self.slug = slug
            self.kind = kind
            self.platforms = platforms
            self.line = line
            self.en = en
            self.ko = ko
        }

        var description: String { "\(slug) \(kind) \(platforms) :\(line)\n  \(en)\n  \(ko ?? "nil")" }
    }

    static let seeds = repositoryRoot.appendingPathComponent("seeds")

    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Compiles the named seeds in-process and extracts their rules.
    static func rules(ofSeeds prefixes: [String]) throws -> [Rule] {
        let names = try FileManager.default.contentsOfDirectory(atPath: seeds.path).sorted()
            .filter { name in prefixes.contains { name.hasPrefix($0) } }
        return Pipeline().run(names.map { seeds.appendingPathComponent($0).path }).rules
    }

    func testEverySeedRuleWithItsKorean() throws {
        let rules = try Self.rules(ofSeeds: ["000_", "001_", "003_", "004_"])
        let found = rules.map { Expected(String($0.id.split(separator: "/").last!), $0.kind, $0.platforms, $0.source.line, en: $0.text.en, ko: $0.text.ko) }
        XCTAssertEqual(found.count, Self.expected.count)
        for (actual, expected) in zip(found, Self.expected) where actual != expected {
            XCTFail("expected\n\(expected)\nfound\n\(actual)")
        }
    }

    func testSeedRulesKnowTheirPagesAndDetection() throws {
        let rules = try Self.rules(ofSeeds: ["000_", "001_", "003_", "004_"])
        XCTAssertEqual(Dictionary(grouping: rules, by: \.page).mapValues(\.count),
                       ["components/menus-and-actions/activity-views": 10, "components/presentation/action-sheets": 9,
                        "components/status/live-activities": 2, "sheets": 18])
        XCTAssertEqual(Set(rules.filter { $0.page == "sheets" }.map(\.detection)), [.imperativeLead])
        XCTAssertEqual(Set(rules.filter { $0.page != "sheets" }.map(\.detection)), [.boldLead])
        XCTAssertEqual(rules.filter { $0.translation == .missing }.compactMap(\.translationSource)
                        .map { "\(URL(fileURLWithPath: $0.path).lastPathComponent):\($0.line)" },
                       ["001_3cef73f6a796ebe9.txt:22"])
    }

    static let expected: [Expected] = [
        Expected("avoid-creating-duplicate-versions-of-common-actions-that-are-already", .dont, ["iOS", "iPadOS"], 35,
                 en: "Avoid creating duplicate versions of common actions that are already available in the activity view.",
                 ko: "작업 보기에서 이미 사용 가능한 일반 작업의 중복 버전을 만들지 마십시오."),
        Expected("consider-using-a-symbol-to-represent-your-custom-activity", .consider, ["iOS", "iPadOS"], 42,
                 en: "Consider using a symbol to represent your custom activity.",
                 ko: "사용자 지정 활동을 나타내는 기호를 사용해 보십시오."),
        Expected("write-a-succinct-descriptive-title-for-each-custom-action-you", .do, ["iOS", "iPadOS"], 49,
                 en: "Write a succinct, descriptive title for each custom action you provide.",
                 ko: "제공하는 각 사용자 지정 작업에 대해 간결하고 설명적인 제목을 작성합니다."),
        Expected("make-sure-activities-are-appropriate-for-the-current-context", .do, ["iOS", "iPadOS"], 56,
                 en: "Make sure activities are appropriate for the current context.",
                 ko: "액티비티가 현재 컨텍스트에 적합한지 확인하십시오."),
        Expected("use-the-share-button-to-display-an-activity-view", .do, ["iOS", "iPadOS"], 63,
                 en: "Use the Share button to display an activity view.",
                 ko: "Share(공유) 버튼을 사용하여 활동 보기를 표시합니다."),
        Expected("if-necessary-create-a-custom-interface-that-feels-familiar-to", .do, ["iOS", "iPadOS"], 95,
                 en: "If necessary, create a custom interface that feels familiar to people.",
                 ko: "필요한 경우 사용자에게 친숙한 사용자 지정 인터페이스를 만듭니다."),
        Expected("streamline-and-limit-interaction", .do, ["iOS", "iPadOS"], 102,
                 en: "Streamline and limit interaction.",
                 ko: "상호 작용을 간소화하고 제한합니다."),
        Expected("avoid-placing-a-modal-view-above-your-extension", .dont, ["iOS", "iPadOS"], 109,
                 en: "Avoid placing a modal view above your extension.",
                 ko: "확장명 위에 모달 보기를 배치하지 마십시오."),
        Expected("if-necessary-provide-an-image-that-communicates-the-purpose-of", .do, ["iOS", "iPadOS"], 116,
                 en: "If necessary, provide an image that communicates the purpose of your extension.",
                 ko: "필요한 경우 확장의 목적을 전달하는 이미지를 제공합니다."),
        Expected("use-your-main-app-to-denote-the-progress-of-a", .do, ["iOS", "iPadOS"], 123,
                 en: "Use your main app to denote the progress of a lengthy operation.",
                 ko: "기본 앱을 사용하여 긴 작업의 진행률을 표시합니다."),
        Expected("use-an-action-sheet-not-an-alert-to-offer-choices", .do, [], 21,
                 en: "Use an action sheet — not an alert — to offer choices related to an intentional action.",
                 ko: nil),
        Expected("use-action-sheets-sparingly", .do, [], 28,
                 en: "Use action sheets sparingly.",
                 ko: "작업 시트를 사용하지 마십시오."),
        Expected("aim-to-keep-titles-short-enough-to-display-on-a", .do, [], 35,
                 en: "Aim to keep titles short enough to display on a single line.",
                 ko: "제목을 한 줄에 표시할 수 있을 정도로 짧게 유지합니다."),
        Expected("provide-a-message-only-if-necessary", .do, [], 42,
                 en: "Provide a message only if necessary.",
                 ko: "필요한 경우에만 메시지를 제공합니다."),
        Expected("if-necessary-provide-a-cancel-button-that-lets-people-reject", .do, [], 49,
                 en: "If necessary, provide a Cancel button that lets people reject an action that might destroy data.",
                 ko: "필요한 경우 사용자가 데이터를 파괴할 수 있는 작업을 거부할 수 있도록 취소 단추를 제공합니다."),
        Expected("make-destructive-choices-visually-prominent", .do, [], 56,
                 en: "Make destructive choices visually prominent.",
                 ko: "파괴적인 선택을 시각적으로 두드러지게 한다."),
        Expected("use-an-action-sheet-not-a-menu-to-provide-choices", .do, ["iOS", "iPadOS"], 74,
                 en: "Use an action sheet — not a menu — to provide choices related to an action.",
                 ko: "메뉴가 아닌 수행 시트를 사용하여 수행과 관련된 선택사항을 제공합니다."),
        Expected("avoid-letting-an-action-sheet-scroll", .dont, ["iOS", "iPadOS"], 81,
                 en: "Avoid letting an action sheet scroll.",
                 ko: "작업 시트가 스크롤되지 않도록 하십시오."),
        Expected("avoid-displaying-more-than-four-buttons-in-an-action-sheet", .dont, ["watchOS"], 118,
                 en: "Avoid displaying more than four buttons in an action sheet, including the Cancel button.",
                 ko: "작업 시트에 취소 단추를 포함하여 단추가 네 개 이상 표시되지 않도록 합니다."),
        Expected("offer-a-live-activity-for-tasks-and-live-events-that", .do, [], 75,
                 en: "Offer a Live Activity for tasks and live events that have a defined beginning and end.",
                 ko: "시작과 끝이 정의된 작업 및 라이브 이벤트에 대해 라이브 활동을 제공합니다."),
        Expected("present-only-the-most-essential-content", .do, [], 82,
                 en: "Present only the most essential content.",
                 ko: "가장 중요한 내용만 제시합니다."),
        Expected("use-a-sheet-to-present-simple-content-or-tasks", .do, [], 14,
                 en: "Use a sheet to present simple content or tasks.",
                 ko: "시트를 사용하여 간단한 내용이나 작업을 제공하세요."),
        Expected("for-complex-or-prolonged-user-flows-consider-alternatives-to-sheets", .consider, [], 16,
                 en: "For complex or prolonged user flows, consider alternatives to sheets.",
                 ko: "복잡하거나 긴 사용자 흐름에는 시트 대신 다른 방법을 고려하세요."),
        Expected("display-only-one-sheet-at-a-time-from-the-main", .do, [], 19,
                 en: "Display only one sheet at a time from the main interface.",
                 ko: "메인 인터페이스에서 한번에 하나의 시트(sheet)만 표시합니다."),
        Expected("use-a-nonmodal-view-when-you-want-to-present-supplementary", .do, [], 21,
                 en: "Use a nonmodal view when you want to present supplementary items that affect the main task in the parent view.",
                 ko: "부모 뷰의 주요 작업에 영향을 미치는 보조 항목을 제시하고 싶을 때는 모달이 아닌 뷰를 사용하세요."),
        Expected("in-an-iphone-app-consider-supporting-the-medium-detent-to", .consider, ["iOS"], 32,
                 en: "In an iPhone app, consider supporting the medium detent to allow progressive disclosure of the sheet’s content.",
                 ko: "iPhone 앱에서는 시트(sheet)의 콘텐츠를 단계적으로 공개할 수 있도록 미디엄 디텐트(medium detents)를 제공하는 것을 고려해보세요."),
        Expected("include-a-grabber-in-a-resizable-sheet", .do, [], 36,
                 en: "Include a grabber in a resizable sheet.",
                 ko: "크기 조정이 가능한 시트(sheet)에 그래버(grabber)를 포함합니다."),
        Expected("support-swiping-to-dismiss-a-sheet", .do, [], 39,
                 en: "Support swiping to dismiss a sheet.",
                 ko: "시트(sheet)를 닫기 위한 스와이핑을 지원합니다."),
        Expected("position-done-and-cancel-buttons-as-people-expect", .do, [], 41,
                 en: "Position Done and Cancel buttons as people expect.",
                 ko: "완료 버튼과 취소 버튼은 사람들의 예상대로 배치합니다."),
        Expected("present-a-sheet-in-a-reasonable-default-size", .do, ["macOS"], 46,
                 en: "Present a sheet in a reasonable default size.",
                 ko: "시트(sheet)를 적절한 크기로 보여줍니다."),
        Expected("let-people-interact-with-other-app-windows-without-first-dismissing", .do, ["macOS"], 48,
                 en: "Let people interact with other app windows without first dismissing a sheet.",
                 ko: "시트(sheet)를 먼저 닫지 않아도 다른 창과 상호 작용할 수 있도록 하세요."),
        Expected("position-a-sheets-dismiss-buttons-as-people-expect", .do, ["macOS"], 51,
                 en: "Position a sheet’s dismiss buttons as people expect.",
                 ko: "사람들의 예상대로 시트(sheet)의 닫기 버튼을 배치하세요."),
        Expected("use-a-panel-instead-of-a-sheet-if-people-need", .do, ["macOS"], 53,
                 en: "Use a panel instead of a sheet if people need to repeatedly provide input and observe results.",
                 ko: "입력과 결과를 반복해야 하는 경우에는 시트(sheet) 대신 패널을 사용하는 것이 좋습니다."),
        Expected("avoid-displaying-a-sheet-that-emerges-from-the-bottom-edge", .dont, ["visionOS"], 58,
                 en: "Avoid displaying a sheet that emerges from the bottom edge of a window.",
                 ko: "창 하단 가장자리에서 시트가 나오도록 표시하지 마세요."),
        Expected("present-a-sheet-in-a-default-size-that-helps-people", .do, ["visionOS"], 60,
                 en: "Present a sheet in a default size that helps people retain their context.",
                 ko: "사람들의 컨텍스트를 유지하기 좋은 기본 크기의 시트를 표시하세요."),
        Expected("use-a-sheet-only-when-your-modal-task-requires-a", .do, ["watchOS"], 64,
                 en: "Use a sheet only when your modal task requires a custom title or custom content presentation.",
                 ko: "모달 작업에 사용자 정의 제목이나 콘텐츠 보기가 필요한 경우에만 시트(sheet)를 사용하세요."),
        Expected("keep-sheet-interactions-brief-and-occasional", .do, ["watchOS"], 66,
                 en: "Keep sheet interactions brief and occasional.",
                 ko: "시트(sheet)의 상호작용은 간결하게 하고 특정 경우에만 사용하도록 하세요."),
        Expected("change-the-default-label-of-the-dismiss-control-only-if", .do, ["watchOS"], 68,
                 en: "Change the default label of the dismiss control only if it makes sense in your app.",
                 ko: "닫기 컨트롤의 기본 레이블을 변경하는 것은 앱에 맞을 때만 하세요."),
        Expected("if-you-change-the-default-label-avoid-confusing-alternatives", .dont, ["watchOS"], 70,
                 en: "If you change the default label, avoid confusing alternatives.",
                 ko: "기본 레이블을 변경한다면, 혼란스러운 대안은 피하세요."),
    ]
}
