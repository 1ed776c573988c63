import Foundation
import HIGCheck
import HIGCompiler
import HIGCorpus
import HIGTestSupport
import XCTest

/// Behaviour beyond the documented examples: locations and columns, selection, glossary, status.
final class CheckBehaviourTests: XCTestCase {
    func testColumnsCountCharactersNotBytesAndSkipQuoteMarkers() {
        let lines = ["**Use SwiftUI.** Rationale.", "> 스위프트UI를 사용합니다."]
        var resolver = LocationResolver(lines: { _ in lines })
        let finding = Finding(checkID: "hig.qa.code-identifiers", severity: .warning, message: "m", pageID: "p", blockID: "b",
                              location: SourceLocation(path: "x.md", line: 2), excerpt: "스위프트UI")
        XCTAssertEqual(resolver.resolve(finding), SourceLocation(path: "x.md", line: 2, column: 3))
        let later = Finding(checkID: "hig.qa.typography", severity: .warning, message: "m", pageID: "p", blockID: "b",
                            location: SourceLocation(path: "x.md", line: 2), excerpt: "사용")
        XCTAssertEqual(resolver.resolve(later).column, 11, "`> ` (2) + `스위프트UI를` (7) + space (1) → 사용 at column 11")
        let noExcerpt = Finding(checkID: "hig.qa.numbers", severity: .warning, message: "m", pageID: "p", blockID: "b",
                                location: SourceLocation(path: "x.md", line: 2))
        XCTAssertEqual(resolver.resolve(noExcerpt).column, 3)
    }

    /// A finding is placed on the line the compiler counted, whatever the file's line ends and encoding: the
    /// resolver reads lines through the same line model (`SourceLines`) as the decoder and `hig import`.
    func testFindingsArePlacedOnTheCompilersLinesInLoneCRAndUTF16Sources() throws {
        let temporary = try TemporaryFolder(prefix: "hig-locations")
        defer { temporary.remove() }
        let folder = temporary.url
        let text = "# **[a] b**\n\nUse a sheet to ask people a question about the task.\n> 시트를 사용해 작업에 관한 질문을 합니다.\n>\n"
        func utf16LE(_ text: String) -> [UInt8] { [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } }
        let files: [(String, [UInt8])] = [
            ("lone-cr.md", Array(text.replacingOccurrences(of: "\n", with: "\r").utf8)),
            ("utf16.md", utf16LE(text.replacingOccurrences(of: "\n", with: "\r\n"))),
            ("utf16-lone-cr.md", utf16LE(text.replacingOccurrences(of: "\n", with: "\r"))),
        ]
        for (name, bytes) in files {
            let path = folder.appendingPathComponent(name).path
            XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
            let page = try XCTUnwrap(CorpusCompiler().compile(SourceDiscovery.discover([path])).corpus.pages.first, name)
            let korean = try XCTUnwrap(page.blocks.first?.translationSource, name)
            XCTAssertEqual(korean.line, 4, name)
            var resolver = LocationResolver()
            let finding = Finding(checkID: "hig.qa.typography", severity: .warning, message: "m", pageID: page.id, blockID: "b",
                                  location: korean, excerpt: "질문을")
            XCTAssertEqual(resolver.resolve(finding), SourceLocation(path: path, line: 4, column: 18), "\(name): `> ` (2) + `시트를 사용해 작업에 관한 ` (15)")
        }
    }

    func testEnableAndDisableSelectChecksByShortOrFullID() throws {
        XCTAssertEqual(try QualityChecker(enabled: ["numbers", "hig.qa.polarity"]).checks.map(\.id), ["hig.qa.numbers", "hig.qa.polarity"])
        XCTAssertFalse(try QualityChecker(disabled: ["typography"]).checks.map(\.id).contains("hig.qa.typography"))
        XCTAssertThrowsError(try QualityChecker(enabled: ["no-such-check"]))
    }

    func testGlossaryFileFormatAndFindings() throws {
        let glossary = try Glossary(parsing: "# comment\naction sheet\t작업 시트\t수행 시트, 행동 시트\nbutton = 버튼\n")
        XCTAssertEqual(glossary.entries, [Glossary.Entry(term: "action sheet", preferred: "작업 시트", rejected: ["수행 시트", "행동 시트"]),
                                          Glossary.Entry(term: "button", preferred: "버튼")])
        XCTAssertThrowsError(try Glossary(parsing: "only-one-field\n"))
        let corpus = CheckExample(pairs: [("Avoid letting action sheets scroll.", "수행 시트가 스크롤되지 않도록 합니다."),
                                          ("Place the button here.", "단추를 여기에 놓습니다.")]).corpus
        let findings = GlossaryTerms().findings(in: CheckContext(corpus: corpus, glossary: glossary))
        XCTAssertEqual(findings.map(\.message), ["“action sheet” is rendered “수행 시트”; the glossary says “작업 시트”",
                                                 "“button” should be rendered “버튼” (glossary)"])
        XCTAssertEqual(findings.map(\.severity), [.warning, .note])
    }

    /// The shipped glossary reaches QA through the same value a user's file makes (`Glossary.standard.overridden(by:)`);
    /// its entries give only rejected renderings, since a shipped list cannot know a sentence uses `view` as the term.
    func testShippedGlossaryEntriesReportOnlyRejectedRenderings() {
        let glossary = Glossary.standard.overridden(by: Glossary(entries: [Glossary.Entry(term: "sheet", preferred: "시트")]))
        let corpus = CheckExample(pairs: [("Place the button here.", "단추를 여기에 놓습니다."), ("View the toolbar.", "도구 모음을 봅니다."),
                                          ("Use a sheet.", "판을 씁니다.")]).corpus
        let findings = GlossaryTerms().findings(in: CheckContext(corpus: corpus, glossary: glossary))
        XCTAssertEqual(findings.map(\.message), ["“button” is rendered “단추”; the glossary says “버튼”", "“sheet” should be rendered “시트” (glossary)"])
    }

    func testAlternativesFromMergedCopiesAreConflicts() {
        var corpus = CheckExample("Keep titles short and specific.", "제목을 짧게 유지합니다.").corpus
        corpus.pages[0].blocks[0].alternatives = [AlternativeTranslation(ko: "제목은 짧고 구체적으로.", source: SourceLocation(path: "other.md", line: 9)),
                                                  AlternativeTranslation(ko: "제목을  짧게 유지합니다.", source: SourceLocation(path: "same.md", line: 3))]
        let findings = ConflictingTranslations().findings(in: CheckContext(corpus: corpus))
        XCTAssertEqual(findings.map(\.message), ["other.md:9 translates this block differently: “제목은 짧고 구체적으로.”"])
        XCTAssertEqual(findings.map(\.severity), [.note])
        XCTAssertEqual(findings.first?.location, SourceLocation(path: "example.md", line: 2))
    }

    func testConflictsAcrossPagesWithIdenticalEnglish() {
        var corpus = CheckExample("Keep titles short and specific.", "제목을 짧게 유지합니다.").corpus
        var copy = CheckExample("Keep titles short and specific.", "제목은 짧고 구체적으로 하십시오.").corpus.pages[0]
        copy.id = "copy"
        copy.blocks[0].translationSource = SourceLocation(path: "copy.md", line: 7)
        corpus.pages.append(copy)
        let findings = ConflictingTranslations().findings(in: CheckContext(corpus: corpus))
        XCTAssertEqual(findings.map(\.pageID), ["copy"])
        XCTAssertEqual(findings.first?.message, "the same English is translated differently at example.md:2 (2 versions in 2 places)")
    }

    func testLengthProfileIsLearnedFromLargeCorporaOnly() {
        XCTAssertEqual(LengthProfile(learningFrom: CheckExample("A long enough English sentence for the ratio to count.", "충분히 긴 문장.").corpus),
                       .hangulCorpusDefault)
        let pairs = (0..<250).map { (en: "An English sentence number \($0) that is long enough to count here.", ko: Optional("영어 문장 번호 \($0)번은 여기서 셀 만큼 깁니다.")) }
        let profile = LengthProfile(learningFrom: CheckExample(pairs: pairs).corpus)
        XCTAssertEqual(profile.samples, 250)
        XCTAssertEqual(profile.ratio, 0.44, accuracy: 0.03)
    }

    func testStatusCountsTranslatedUntranslatedAndFlaggedBlocks() {
        let corpus = CheckExample(pairs: [("Use a 44x44 pt target.", "44x40pt 대상을 사용합니다."), ("Keep it short.", nil), ("Be clear.", "명확하게.")]).corpus
        let findings = NumberMismatch().findings(in: CheckContext(corpus: corpus))
        XCTAssertEqual(PageTranslationStatus.report(corpus, findings: findings),
                       [PageTranslationStatus(page: "example", title: "Example", translatable: 3, translated: 2, untranslated: 1, flagged: 1, share: 0.667)])
    }
}
