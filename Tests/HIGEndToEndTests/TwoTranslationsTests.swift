import Foundation
import XCTest

/// `hig build` of two communities' translations of the same pages: a machine translation beside Apple's English and a
/// person's Korean-only translation. The person's Korean is aligned to the English and shown, the machine's kept as
/// an alternative, who made each is recorded, no Korean is read as English, and local images travel with the site.
final class TwoTranslationsTests: XCTestCase {
    private var fixture: URL { HigProcess.repositoryRoot.appendingPathComponent("Tests/HIGEndToEndTests/Fixtures/two-translations") }

    private func json(_ url: URL) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    private static func hasHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }

    /// Every English field of the corpus (page titles, block texts and HTML) that holds Hangul.
    private static func koreanInEnglish(_ corpus: [String: Any]) -> [String] {
        var found: [String] = []
        for page in corpus["pages"] as? [[String: Any]] ?? [] {
            if let title = (page["title"] as? [String: Any])?["en"] as? String, hasHangul(title) { found.append(title) }
            for block in page["blocks"] as? [[String: Any]] ?? [] {
                for field in ["text", "html"] {
                    if let en = (block[field] as? [String: Any])?["en"] as? String, hasHangul(en) { found.append(en) }
                }
            }
        }
        return found
    }

    private static func blocks(_ corpus: [String: Any]) -> [[String: Any]] {
        (corpus["pages"] as? [[String: Any]] ?? []).flatMap { $0["blocks"] as? [[String: Any]] ?? [] }
    }

    private static func maker(_ origin: Any?) -> String? { (origin as? [String: Any])?["madeBy"] as? String }

    func testThePersonsTranslationIsShownTheMachinesIsAnAlternativeAndImagesTravel() throws {
        let folder = try HigProcess.temporaryFolder(self)
        let output = folder.appendingPathComponent("out")
        let result = try HigProcess.run(["build", fixture.path, "--output", output.path, "--export", "tmx"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("1 Korean-only translation joined to its English"), result.stderr)
        // The ledger counts the person's Korean lines (9) beside the machine's quotes (4), and keeps them all.
        XCTAssertTrue(result.stderr.contains("Korean kept: 100.0% (13 of 13 Korean lines)"), result.stderr)
        let corpus = try json(output.appendingPathComponent("corpus.json"))
        XCTAssertEqual(Self.koreanInEnglish(corpus), [])
        let translated = Self.blocks(corpus).filter { ($0["text"] as? [String: Any])?["ko"] is String }
        XCTAssertEqual(translated.count, 5)
        // Every translation is the person's (the Korean-only layout), the machine's (its README names Papago) beside it.
        XCTAssertEqual(translated.map { Self.maker($0["translationOrigin"]) }, Array(repeating: "person", count: 5))
        let alternatives = translated.flatMap { $0["alternatives"] as? [[String: Any]] ?? [] }
        XCTAssertEqual(alternatives.count, 4)
        XCTAssertEqual(Set(alternatives.map { Self.maker($0["origin"]) }), ["machine"])
        // A bold lead and its explanation, two blocks in the person's file, are one translation in two parts.
        let parts = (translated[1]["translationOrigin"] as? [String: Any])?["parts"] as? [[String: Any]]
        XCTAssertEqual(parts?.count, 2)
        // The image beside the person's page is copied into the site and shown from it.
        let media = HigProcess.files(under: output.appendingPathComponent("site")).filter { $0.hasPrefix("media/") }
        XCTAssertEqual(media.count, 1)
        let page = try String(contentsOf: output.appendingPathComponent("site/pages/components/selection-and-input/toggles.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("src=\"../../../\(media[0])\""), "the page shows the copied image by a relative address")
        XCTAssertTrue(page.contains("class=\"alts\""), "the page lets a reader see the other translations")
        let tmx = try String(contentsOf: output.appendingPathComponent("export/hig.tmx"), encoding: .utf8)
        XCTAssertEqual(tmx.components(separatedBy: "<prop type=\"x-alternative-of\">").count - 1, 4)
        XCTAssertEqual(tmx.components(separatedBy: "<prop type=\"x-made-by\">machine</prop>").count - 1, 4)
    }

    func testAManifestDeclaresWhoMadeTheKoreanAndWins() throws {
        let folder = try HigProcess.temporaryFolder(self)
        let copy = folder.appendingPathComponent("two-translations")
        try FileManager.default.copyItem(at: fixture, to: copy)
        // The Korean-only folder declares its Korean a machine's: the declaration wins over the layout's inference.
        // Both translations are then machines', and the newer (dated by its front matter) is shown.
        try Data(#"{ "madeBy": "machine" }"#.utf8).write(to: copy.appendingPathComponent("person/hig-manifest.json"))
        let output = folder.appendingPathComponent("out")
        let result = try HigProcess.run(["build", copy.path, "--output", output.path, "--emit", "corpus"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let corpus = try json(output.appendingPathComponent("corpus.json"))
        let translated = Self.blocks(corpus).filter { ($0["text"] as? [String: Any])?["ko"] is String }
        let origins = translated.compactMap { $0["translationOrigin"] as? [String: Any] }
        XCTAssertEqual(origins.count, 5)
        XCTAssertTrue(origins.allSatisfy { $0["madeBy"] as? String == "machine" && $0["basis"] as? String == "declared" && $0["date"] as? String == "2024-06-20" },
                      "\(origins)")
    }

    func testAChangedImageMakesTheNextBuildCopyItAgain() throws {
        let folder = try HigProcess.temporaryFolder(self)
        let copy = folder.appendingPathComponent("two-translations")
        try FileManager.default.copyItem(at: fixture, to: copy)
        let output = folder.appendingPathComponent("out")
        let arguments = ["build", copy.path, "--output", output.path]
        XCTAssertEqual(try HigProcess.run(arguments).status, 0)
        let again = try HigProcess.run(arguments)
        XCTAssertTrue(again.stderr.contains("output up to date"), again.stderr)
        // No source names the image, so only the record of what the last build copied can tell it changed.
        let image = copy.appendingPathComponent("person/components/selection-and-input/.attachments/.toggles/toggles-intro@2x.png")
        var bytes = try Data(contentsOf: image)
        bytes.append(contentsOf: [0, 0, 0, 0])
        try bytes.write(to: image)
        let changed = try HigProcess.run(arguments)
        XCTAssertEqual(changed.status, 0, changed.stderr)
        XCTAssertFalse(changed.stderr.contains("output up to date"), changed.stderr)
        let media = try XCTUnwrap(HigProcess.files(under: output.appendingPathComponent("site")).first { $0.hasPrefix("media/") })
        XCTAssertEqual(try Data(contentsOf: output.appendingPathComponent("site").appendingPathComponent(media)), bytes)
    }

    /// The two public repositories of `../shared/corpus/two-repos`, scored against the pairs aligned by hand.
    func testTwoRepositoriesAlignAsThePairsReadByHand() throws {
        guard let shared = HigProcess.sharedFolder else { throw XCTSkip("../shared is not present") }
        let source = shared.appendingPathComponent("corpus/two-repos")
        let gold = shared.appendingPathComponent("corpus/two-repos-gold/patterns.gold.json")
        let scorer = shared.appendingPathComponent("tools/score-aligned-pairs")
        guard FileManager.default.fileExists(atPath: source.path), FileManager.default.fileExists(atPath: gold.path) else {
            throw XCTSkip("../shared/corpus/two-repos is not present")
        }
        let folder = try HigProcess.temporaryFolder(self)
        let output = folder.appendingPathComponent("out")
        let result = try HigProcess.run(["build", source.path, "--output", output.path, "--emit", "corpus", "--emit", "site"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let corpus = try json(output.appendingPathComponent("corpus.json"))
        XCTAssertEqual((corpus["pages"] as? [[String: Any]])?.count, 7)
        XCTAssertEqual(Self.koreanInEnglish(corpus), [])
        // The person's Korean shown, the machine's as an alternative, on every page the machine translated.
        for page in corpus["pages"] as? [[String: Any]] ?? [] {
            let blocks = page["blocks"] as? [[String: Any]] ?? []
            let persons = blocks.filter { Self.maker($0["translationOrigin"]) == "person" }
            XCTAssertGreaterThan(persons.count, 5, "\(page["id"] ?? "")")
            let machineTranslated = (page["sources"] as? [[String: Any]] ?? []).contains { $0["format"] as? String == "markdown-bilingual" }
            if machineTranslated {
                XCTAssertTrue(persons.contains { !($0["alternatives"] as? [Any] ?? []).isEmpty }, "\(page["id"] ?? "")")
            }
        }
        // Every image the person's repository holds shows from the site's own files.
        let site = output.appendingPathComponent("site")
        let media = HigProcess.files(under: site).filter { $0.hasPrefix("media/") }
        XCTAssertEqual(media.count, 9)
        for name in HigProcess.files(under: site) where name.hasPrefix("pages/") {
            let html = try String(contentsOf: site.appendingPathComponent(name), encoding: .utf8)
            for match in html.matches(of: /<img src="([^"]*media\/[^"]+)"/) {
                let target = site.appendingPathComponent(name).deletingLastPathComponent().appendingPathComponent(String(match.1)).standardizedFileURL
                XCTAssertTrue(FileManager.default.fileExists(atPath: target.path), "\(name) shows \(match.1), which is not in the site")
            }
        }
        // Pair F1 against the hand-aligned pairs (the shared scorer).
        let score = try HigProcess.run([scorer.path, output.appendingPathComponent("corpus.json").path, gold.path], executable: URL(fileURLWithPath: "/usr/bin/env"), launcher: [])
        let f1 = try XCTUnwrap(score.stdout.firstMatch(of: /F1=([0-9.]+)/).flatMap { Double($0.1) }, score.stdout + score.stderr)
        XCTAssertGreaterThanOrEqual(f1, 0.97, score.stdout)
        XCTAssertTrue(score.stdout.contains("blocks with Korean in English=0"), score.stdout)
    }
}
