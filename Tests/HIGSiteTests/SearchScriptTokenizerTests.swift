import Foundation
import HIGTestSupport
import HIGText
import HIGTokenizer
import XCTest
@testable import HIGSite

/// The site's query tokenizer (search.js, as the site emitter writes it, in Node) and the Swift tokenizer behind
/// search.sqlite and the site index give identical tokens on the same strings: every line and word of the seeds and,
/// when present, of ../shared/corpus, each also decomposed (NFD), upper-cased and with particles glued on, plus edge
/// cases (marks after spaces, NFC singletons, final sigma, closing brackets before particles).
final class SearchScriptTokenizerTests: XCTestCase {
    func testJavaScriptAndSwiftTokenizersAgree() throws {
        let node = try Self.node()
        let strings = Self.strings()
        XCTAssertGreaterThan(strings.count, 2000, "the cross-check needs a few thousand strings")
        let javascript = try Self.javascriptTokens(of: strings, node: node)
        XCTAssertEqual(javascript.count, strings.count)
        var mismatches: [String] = []
        for (text, tokens) in zip(strings, javascript) {
            let swift = BilingualTokenizer.tokens(in: text, mode: .query).map(\.text)
            if swift != tokens { mismatches.append("\(text.debugDescription): Swift \(swift), JavaScript \(tokens)") }
        }
        XCTAssertEqual(mismatches.count, 0, "\(mismatches.count) of \(strings.count) differ:\n" + mismatches.prefix(10).joined(separator: "\n"))
    }

    func testTheEmitterWritesTheTablesIntoTheScript() throws {
        let script = try XCTUnwrap(Theme.load().assets[SearchScript.path])
        XCTAssertTrue(String(decoding: script, as: UTF8.self).contains(SearchScript.placeholder))
        let filled = String(decoding: SearchScript.filling(script), as: UTF8.self)
        XCTAssertFalse(filled.contains(SearchScript.placeholder))
        XCTAssertTrue(filled.contains("\"suffixes\":[\"은\""), filled.prefix(200).description)
    }

    // MARK: Strings

    /// Strings from real pages and their variants, in a fixed order.
    static func strings() -> [String] {
        var lines = sourceLines(in: SiteFixtures.packageRoot.appendingPathComponent("seeds"), every: 1)
        let shared = SiteFixtures.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        if FileManager.default.fileExists(atPath: shared.path) { lines += sourceLines(in: shared, every: 25) }
        var words: [String] = []
        var seen: Set<String> = []
        for line in lines {
            for word in line.split(separator: " ") where seen.insert(String(word)).inserted { words.append(String(word)) }
        }
        let korean = words.filter(Script.containsHangul)
        var strings = lines + words
        strings += lines.enumerated().filter { $0.offset % 3 == 0 }.map { $0.element.decomposedStringWithCanonicalMapping }
        strings += korean.map(\.decomposedStringWithCanonicalMapping)
        strings += lines.enumerated().filter { $0.offset % 5 == 0 }.map { $0.element.uppercased() }
        let stems = korean.map { String(KoreanParticles.stem(Substring($0))) }.filter { !$0.isEmpty }
        for (index, stem) in stems.enumerated() {
            let suffix = KoreanParticles.suffixes[index % KoreanParticles.suffixes.count]
            strings.append(stem + suffix)
            strings.append("iOS " + stem + suffix + " Apple" + suffix)
        }
        return strings + edgeCases
    }

    /// Lines (`> ` markers dropped) of every file below `folder`, in path order, every `every`-th.
    static func sourceLines(in folder: URL, every: Int) -> [String] {
        let files = (FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
            .filter { !$0.hasDirectoryPath }
            .sorted { $0.path < $1.path }
        var lines: [String] = []
        var count = 0
        for file in files {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") {
                let content = line.drop { $0 == ">" || $0 == " " || $0 == "-" }.trimmingCharacters(in: .whitespaces)
                guard !content.isEmpty else { continue }
                if count % every == 0 { lines.append(content) }
                count += 1
            }
        }
        return lines
    }

    /// Inputs where the two engines could part: clusters, NFC singletons, case mappings, apostrophes, particles after
    /// closing punctuation.
    static let edgeCases = [
        "시트(sheet)를 Apple로 로그인", "“시트”는 「앱」을 《앱》에 (SwiftUI)의", "don't Apple’s ''quoted'' it’ s",
        "cafe\u{0301} \u{0301}lone q\u{0307} 가\u{0301}나", "\u{1109}\u{1175}\u{1110}\u{1173}는 \u{1100}\u{1161}\u{11A8}",
        "\u{212B}ngstr\u{00F6}m \u{2126} \u{212A}elvin \u{0958}\u{093C} \u{FA10} \u{2329}x\u{232A}를",
        "ΟΔΥΣΣΕΥΣ Σ ΣΑΣ", "İstanbul STRASSE ß ﬁle", "e\u{200D}x \u{1F469}\u{200D}\u{1F4BB} a\u{FE0F}b",
        "ㅋㅋ ㄱ \u{A960}\u{1161} 3D 44x44 iOS17 r2-d2", "앱 앱을 앱에서 추가 추가를 사용합니다 확인하세요 이와는",
        "scrolling sheets relational conditional generalization", "", " ", "\u{00A0}", "。、！",
    ]

    // MARK: Node

    /// The `node` executable on the PATH (scripts/setup installs Debian's nodejs).
    static func node() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            for name in ["node", "nodejs"] {
                let url = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: url.path) { return url }
            }
        }
        throw XCTSkip("no node on the PATH; ./scripts/setup installs Debian's nodejs")
    }

    /// `HIGSearch.tokens` of each string, run in Node on the search.js the site emitter writes.
    static func javascriptTokens(of strings: [String], node: URL) throws -> [[String]] {
        let temporary = try TemporaryFolder(prefix: "hig-search-js")
        defer { temporary.remove() }
        let folder = temporary.url
        let script = try XCTUnwrap(Theme.load().assets[SearchScript.path])
        try SearchScript.filling(script).write(to: folder.appendingPathComponent("search.js"))
        try JSONEncoder().encode(strings).write(to: folder.appendingPathComponent("strings.json"))
        let runner = """
            const fs = require('fs'), path = require('path');
            global.window = global;
            global.document = { readyState: 'complete', documentElement: { getAttribute: () => '' }, getElementById: () => null };
            eval(fs.readFileSync(path.join(__dirname, 'search.js'), 'utf8'));
            const strings = JSON.parse(fs.readFileSync(path.join(__dirname, 'strings.json'), 'utf8'));
            fs.writeFileSync(path.join(__dirname, 'tokens.json'), JSON.stringify(strings.map((s) => window.HIGSearch.tokens(s))));
            """
        guard try runNode(node, runner, in: folder) else { return [] }
        return try JSONDecoder().decode([[String]].self, from: Data(contentsOf: folder.appendingPathComponent("tokens.json")))
    }

    /// Writes `script` as `run.js` into `folder` and runs it in Node; fails the test with Node's errors if it fails.
    static func runNode(_ node: URL, _ script: String, in folder: URL) throws -> Bool {
        try Data(script.utf8).write(to: folder.appendingPathComponent("run.js"))
        let process = Process()
        process.executableURL = node
        process.arguments = [folder.appendingPathComponent("run.js").path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            XCTFail("node failed: \(String(decoding: message, as: UTF8.self))")
            return false
        }
        return true
    }
}
