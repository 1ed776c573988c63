import HIGCorpus
import XCTest
@testable import HIGCompiler

/// Reading a Markdown page that holds only Korean: recognised from its prose, its front matter metadata, its HTML
/// fragments read as what they mean, no Korean ever in an English field.
final class KoreanMarkdownReaderTests: XCTestCase {
    private func detect(_ text: String) -> FormatDetector.Verdict {
        FormatDetector.detect(text.split(separator: "\n", omittingEmptySubsequences: false))
    }

    func testKoreanProseIsRecognisedWhateverItsHeadingsAndQuotes() {
        // English headings, a Korean callout as a `>` quote, links to sibling pages.
        XCTAssertEqual(detect("""
        # Toggles

        ## Best practices

        **토글은 두 가지 상태를 전환할 때 사용하세요.**

        사용자는 토글의 상태를 한눈에 알아볼 수 있어야 합니다. 자세한 내용은 [Buttons](./buttons.md)를 참고하세요.

        > **Note**
        >
        > 토글의 레이블은 짧고 명확하게 작성하세요.

        - 설정 화면에서는 토글을 사용하는 것이 좋습니다.
        - [Buttons](./buttons.md)
        """), .page(.koreanMarkdown))
        // Korean headings, no front matter.
        XCTAssertEqual(detect("""
        # 색상

        ## 모범 사례

        색상은 정보를 전달하고 상태를 나타내며 피드백을 제공합니다.

        앱 전체에서 색상을 일관되게 사용하세요. 같은 색상이 다른 의미를 갖지 않도록 하세요.

        대비가 충분한지 확인하세요. 색상만으로 정보를 전달하지 마세요.
        """), .page(.koreanMarkdown))
        // Bilingual and interleaved layouts keep their format.
        XCTAssertEqual(detect("""
        # **[components-presentation] sheets**

        Use a sheet to present simple content or tasks in your app.
        > 시트를 사용하여 앱에서 간단한 콘텐츠나 작업을 제공하세요.

        Display only one sheet at a time from the main interface of your app.
        > 앱의 기본 인터페이스에서 한 번에 하나의 시트만 표시하세요.

        Support swiping to dismiss a sheet when people expect it.
        > 사람들이 기대할 때 시트를 쓸어 넘겨 닫을 수 있도록 하세요.
        """), .page(.bilingualMarkdown))
        XCTAssertEqual(detect("""
        Sheets help people perform a scoped task that is closely related to their context.
        시트는 사람들이 현재 맥락과 밀접한 범위의 작업을 수행하도록 돕습니다.
        Use a sheet to present simple content or tasks in your app or game.
        시트를 사용하여 앱이나 게임에서 간단한 콘텐츠나 작업을 제공하세요.
        Display only one sheet at a time from the main interface of your app.
        앱의 기본 인터페이스에서 한 번에 하나의 시트만 표시하세요.
        """), .page(.interleavedText))
    }

    func testBlocksFrontMatterAndHTMLFragments() {
        let (page, diagnostics) = TestSupport.compile("""
        ---
        created-date: 2023-12-17
        updated-date: 2024-02-13
        surpported-platforms:
          - iOS
          - visionOS
        ---

        # Toggles

        <h2>토글은 사용자가 두 가지 상태 중 하나를 선택할 수 있게 합니다.</h2>

        <div align="center">
          <img alt="toggles-intro" src=".attachments/.toggles/toggles-intro@2x.png" width="740"/>
        </div>

        <br />

        ## Best practices

        **토글은 두 가지 상태를 전환할 때 사용하세요.**

        사용자는 토글의 상태를 한눈에 알아볼 수 있어야 합니다.

        <br>

        > **Important**
        >
        > 토글의 레이블은 짧고 명확하게 작성하세요.

        - 설정 화면에서는 토글을 사용하세요.
        - [Buttons](./buttons.md)
        """, path: "kr/components/selection-and-input/toggles.md")
        XCTAssertEqual(TestSupport.dump(page), [
            "L11 abstract  | 토글은 사용자가 두 가지 상태 중 하나를 선택할 수 있게 합니다.",
            "L13 image toggles-intro | -",
            "L19 heading Best practices | -",
            "L21 paragraph  | 토글은 두 가지 상태를 전환할 때 사용하세요.",
            "L23 paragraph  | 사용자는 토글의 상태를 한눈에 알아볼 수 있어야 합니다.",
            "L27 paragraph Important | -",
            "L29 paragraph  | 토글의 레이블은 짧고 명확하게 작성하세요.",
            "L31 list-item  | 설정 화면에서는 토글을 사용하세요.",
            "L32 list-item Buttons | -",
        ])
        XCTAssertEqual(page?.sources.first?.format, .koreanMarkdown)
        XCTAssertEqual(page?.sources.first?.frontMatter, FrontMatter(created: "2023-12-17", updated: "2024-02-13", platforms: ["iOS", "visionOS"]))
        XCTAssertEqual(page?.id, "components/selection-and-input/toggles")
        XCTAssertEqual(page?.blocks[1].html.en, "<img src=\".attachments/.toggles/toggles-intro@2x.png\" alt=\"toggles-intro\" loading=\"lazy\">")
        XCTAssertEqual(page?.blocks[3].html.ko, "<strong>토글은 두 가지 상태를 전환할 때 사용하세요.</strong>")
        XCTAssertEqual(page?.blocks[3].translationOrigin, TranslationOrigin(madeBy: .person, basis: .inferred, date: "2024-02-13"))
        XCTAssertEqual(diagnostics.map(\.id), [])
    }

    func testKoreanTitleIsTheTitlesKoreanAndThePathNamesThePage() {
        let (page, _) = TestSupport.compile("""
        # 손쉬운 사용(Accessibility)

        손쉬운 사용 기능은 모든 사람이 앱을 사용할 수 있도록 돕습니다.

        텍스트 크기를 조절할 수 있도록 하세요. 색상만으로 정보를 전달하지 마세요.

        모든 컨트롤에 레이블을 제공하세요. 화면 읽기 기능이 레이블을 읽습니다.
        """, path: "kr/foundations/accessibility.md")
        XCTAssertEqual(page?.id, "foundations/accessibility")
        XCTAssertEqual(page?.title.ko, "손쉬운 사용")
        XCTAssertFalse(page?.title.en.unicodeScalars.contains { $0.value >= 0xAC00 && $0.value <= 0xD7A3 } ?? true)
        XCTAssertEqual(page?.blocks.count, 3)
        XCTAssertTrue(page?.blocks.allSatisfy { $0.text.en.isEmpty && $0.text.ko != nil } ?? false)
    }

    func testFrontMatterIsMetadataInEveryMarkdownLayout() {
        // An English page's front matter is no text either.
        let (page, diagnostics) = TestSupport.compile("""
        ---
        title: Sheets
        lastmod: "2024-06-10T09:00:00Z"
        platforms: iOS, iPadOS
        ---
        # **[components-presentation] sheets**

        Use a sheet to present simple content or tasks, so people keep their context.
        """)
        XCTAssertEqual(TestSupport.dump(page), ["L8 paragraph Use a sheet to present simple content or tasks, so people keep their context. | -"])
        XCTAssertEqual(page?.sources.first?.frontMatter, FrontMatter(created: nil, updated: "2024-06-10", platforms: ["iOS", "iPadOS"]))
        XCTAssertEqual(diagnostics, [])
        // Malformed YAML is kept out of the text, with a warning.
        let (broken, warnings) = TestSupport.compile("""
        ---
        created: [2023-12-01
        ---
        # **[components-presentation] sheets**

        Use a sheet to present simple content or tasks, so people keep their context.
        """)
        XCTAssertEqual(broken?.blocks.count, 1)
        XCTAssertEqual(warnings.map(\.id), ["hig.markdown.front-matter"])
    }

    func testHTMLFragmentsMeanWhatTheySay() {
        XCTAssertEqual(HTMLFragment.read("<h2>시트는 범위가 정해진 작업을 돕습니다.</h2>"), .heading(level: 2, text: "시트는 범위가 정해진 작업을 돕습니다."))
        XCTAssertEqual(HTMLFragment.read("<h3><strong>Best practices</strong></h3>"), .heading(level: 3, text: "Best practices"))
        XCTAssertEqual(HTMLFragment.read("<br />"), .separator)
        XCTAssertEqual(HTMLFragment.read("<br>"), .separator)
        XCTAssertEqual(HTMLFragment.read("<hr/>"), .separator)
        XCTAssertEqual(HTMLFragment.read("<!-- 번역 메모 -->"), .separator)
        XCTAssertEqual(HTMLFragment.read("<div align=\"center\">\n  <img alt=\"Launch screen\" src=\".attachments/a@2x.png\" width=\"294\"/>\n  <img alt='First' src=b.png />\n</div>"),
                       .figure(images: [.init(src: ".attachments/a@2x.png", alt: "Launch screen"), .init(src: "b.png", alt: "First")], caption: ""))
        XCTAssertEqual(HTMLFragment.read("<p align=\"center\"><img src=\"x.png\" alt=\"x\"><br>왼쪽: 라이트 모드</p>"),
                       .figure(images: [.init(src: "x.png", alt: "x")], caption: "왼쪽: 라이트 모드"))
        XCTAssertEqual(HTMLFragment.read("<script>alert(1)</script>"), .other)
        XCTAssertEqual(HTMLFragment.read("<table><tr><td>셀</td></tr></table>"), .other)
    }

    func testCalloutsInEitherSyntaxAreALabelAndTheirText() {
        let (page, _) = TestSupport.compile("""
        # Toggles

        토글은 사용자가 두 가지 상태 중 하나를 선택할 수 있게 합니다.

        > [!NOTE]
        > 토글의 레이블은 짧고 명확하게 작성하세요.

        > [!WARNING] 토글로 즉시 실행되는 동작은 되돌릴 수 있어야 합니다.

        > **중요**
        >
        > 설정 화면에서는 토글을 사용하는 것이 좋습니다.
        """, path: "kr/components/toggles.md")
        XCTAssertEqual(TestSupport.dump(page), [
            "L3 paragraph  | 토글은 사용자가 두 가지 상태 중 하나를 선택할 수 있게 합니다.",
            "L5 paragraph Note | -",
            "L5 paragraph  | 토글의 레이블은 짧고 명확하게 작성하세요.",
            "L8 paragraph Warning | -",
            "L8 paragraph  | 토글로 즉시 실행되는 동작은 되돌릴 수 있어야 합니다.",
            "L10 paragraph  | 중요",
            "L12 paragraph  | 설정 화면에서는 토글을 사용하는 것이 좋습니다.",
        ])
    }

    func testInlineImagesAndBreaksAreRead() {
        let (page, _) = TestSupport.compile("""
        # Toggles

        토글은 사용자가 두 가지 상태 중 하나를 선택할 수 있게 합니다.<br>상태마다 다른 모양을 사용합니다.

        <img src=".attachments/toggle-on.png" alt="켜진 토글"> <img src=".attachments/toggle-off.png" alt="꺼진 토글">

        설정 화면에서는 토글을 사용하는 것이 좋습니다.
        """, path: "kr/components/toggles.md")
        XCTAssertEqual(TestSupport.dump(page), [
            "L3 paragraph  | 토글은 사용자가 두 가지 상태 중 하나를 선택할 수 있게 합니다. 상태마다 다른 모양을 사용합니다.",
            "L5 image  | 켜진 토글 꺼진 토글",
            "L7 paragraph  | 설정 화면에서는 토글을 사용하는 것이 좋습니다.",
        ])
        XCTAssertEqual(page?.blocks[1].html.ko?.components(separatedBy: "<img ").count, 3)
    }

    func testOtherHTMLIsReportedNotDroppedSilently() {
        let (page, diagnostics) = TestSupport.compile("""
        # Toggles

        토글은 사용자가 두 가지 상태 중 하나를 선택할 수 있게 합니다.

        <details><summary>더 보기</summary>추가 설명</details>

        사용자는 토글의 상태를 한눈에 알아볼 수 있어야 합니다.

        설정 화면에서는 토글을 사용하는 것이 좋습니다.
        """, path: "kr/components/toggles.md")
        XCTAssertEqual(page?.blocks.count, 3)
        XCTAssertEqual(diagnostics.map(\.id), ["hig.markdown.raw-html"])
    }
}
