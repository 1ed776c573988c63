@testable import HIGSite
import XCTest

final class AnchorTests: XCTestCase {
    func testRuleIDsBecomeReadableSafeAnchors() {
        XCTAssertEqual(Anchor.rule("components/presentation/action-sheets/avoid-letting-an-action-sheet-scroll"),
                       "components-presentation-action-sheets-avoid-letting-an-action-sheet-scroll")
        XCTAssertEqual(Anchor.rule("sheets#use a panel?"), "sheets-use-a-panel")
        XCTAssertEqual(Anchor.rule("2024/new"), "x-2024-new")
        XCTAssertEqual(Anchor.rule("시트/sheet"), "sheet")
        XCTAssertEqual(Anchor.rule("시트"), "x-")
        XCTAssertEqual(Anchor.block("best-practices"), "b-best-practices")
    }

    func testCollisionsGetNumbered() {
        var set = AnchorSet()
        XCTAssertEqual(set.claim("a"), "a")
        XCTAssertEqual(set.claim("a"), "a-2")
        XCTAssertEqual(set.claim("a"), "a-3")
    }

    func testPagePathsAndRoots() {
        XCTAssertEqual(SitePaths.page("components/presentation/action-sheets"), "pages/components/presentation/action-sheets.html")
        XCTAssertEqual(SitePaths.root(from: "pages/components/presentation/action-sheets.html"), "../../../")
        XCTAssertEqual(SitePaths.root(from: "index.html"), "")
    }
}

final class RuleLeadTests: XCTestCase {
    func testPlainRuleSentencesAreEmphasized() {
        XCTAssertEqual(PageViewBuilder.emphasizingLead("Use a sheet.", in: "Use a sheet. It helps."), "<strong>Use a sheet.</strong> It helps.")
        XCTAssertEqual(PageViewBuilder.emphasizingLead("Don't <overdo> it.", in: "Don&#39;t &lt;overdo&gt; it. Really."),
                       "<strong>Don&#39;t &lt;overdo&gt; it.</strong> Really.")
        XCTAssertEqual(PageViewBuilder.emphasizingLead("Use a sheet.", in: "<strong>Use a sheet.</strong> It helps."), "<strong>Use a sheet.</strong> It helps.")
        XCTAssertEqual(PageViewBuilder.emphasizingLead("Other.", in: "Use a sheet."), "Use a sheet.")
        XCTAssertEqual(PageViewBuilder.emphasizingLead(nil, in: "시트를 쓰세요."), "시트를 쓰세요.")
    }
}

/// `Anchor.safe` and `SiteLinks.fragmentKey` work on bytes; these are the scalar and Foundation versions they
/// replaced, kept as references.
final class ByteLevelAnchorTests: XCTestCase {
    private static func referenceSafe(_ id: String) -> String {
        var result = ""
        var lastWasDash = false
        for scalar in id.unicodeScalars {
            let isSafe = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-")
            if isSafe && scalar != "-" {
                result.unicodeScalars.append(scalar)
                lastWasDash = false
            } else if !lastWasDash && !result.isEmpty {
                result.append("-")
                lastWasDash = true
            }
        }
        while result.hasSuffix("-") { result.removeLast() }
        if let first = result.unicodeScalars.first, first.properties.isAlphabetic { return result }
        return "x-" + result
    }

    private static let samples = ["", "-", "--a--", "a b  c", "Best practices", "best-practices", "_x", "9lives", "시트/sheet", "시트",
                                  "e\u{301}tude", "Ünïcödé Ärger", "\u{212A}elvin", "\u{130}stanbul", "tab\there", "a\u{0}b", "ﬁle", "Ａ全角"]

    func testSafeMatchesTheScalarVersion() {
        for sample in Self.samples { XCTAssertEqual(Anchor.safe(sample), Self.referenceSafe(sample), sample.debugDescription) }
    }

    func testFragmentKeysMatchTheFoundationVersion() {
        for sample in Self.samples {
            XCTAssertEqual(SiteLinks.fragmentKey(sample), Self.referenceSafe(sample.lowercased().replacingOccurrences(of: " ", with: "-")),
                           sample.debugDescription)
        }
    }
}

/// `GraphemeNeighbours.end(ofPrefix:in:)` answers as `hasPrefix` and `dropFirst` by Characters do.
final class PrefixByBytesTests: XCTestCase {
    func testPrefixEndsMatchTheCharacterVersion() {
        let cases: [(String, String)] = [
            ("Use a sheet. It helps.", "Use a sheet."), ("Use a sheet.", "Use a sheet."), ("Use", "Use a sheet."), ("", ""), ("abc", ""),
            ("Other.", "Use"), ("e\u{301}tude", "e"), ("\u{e9}tude", "e\u{301}"), ("e\u{301}tude", "\u{e9}"), ("ab\r\ncd", "ab\r"),
            ("시트를 쓰세요. 정말로.", "시트를 쓰세요."), ("시트를\u{301} 쓰세요.", "시트를"), ("<strong>x</strong>", "<strong>"),
            ("<strong>\u{301}x", "<strong>"), ("Don&#39;t &lt;overdo&gt; it. Really.", "Don&#39;t &lt;overdo&gt; it."), ("\u{600}a", "\u{600}"),
        ]
        for (text, prefix) in cases {
            let expected = text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : nil
            XCTAssertEqual(GraphemeNeighbours.end(ofPrefix: prefix, in: text).map { String(text[$0...]) }, expected, "\(text.debugDescription) / \(prefix.debugDescription)")
        }
    }
}
