import Foundation
import XCTest

/// A bounded fuzz run of `hig build` and `hig import` on randomly damaged real pages and exchange files (XLIFF and
/// PO), and of `hig serve` on mutated request lines; CI runs it with the suite. Whatever the input: no crash, sources
/// never changed by a build, an import that fails changes no file, one that succeeds writes only sources, and the
/// server answers every request with a status and serves nothing outside the site. Damage that loses nothing (line
/// ends, NFD, a byte order mark, UTF-16) must build (exit 0) to the same pages with the same blocks.
///
/// A fixed number of rounds, never a time: `HIG_FUZZ_ROUNDS` (default 10; requests: 25 times as many) and
/// `HIG_FUZZ_SEED` (default 1515, or `random`) pick the cases; a failure names the seed and round, which replay it.
/// Runs are waited for, however long they take.
final class FuzzTests: XCTestCase {
    private let manager = FileManager.default
    private let seedFiles = ["000_c3d0f716da2af800.txt", "001_3cef73f6a796ebe9.txt", "002_9d3027f931c07ad7.txt", "003_2608c8bad003b0aa.txt", "004_8ab95ca51023c8dd.txt"]

    private var rounds: Int { ProcessInfo.processInfo.environment["HIG_FUZZ_ROUNDS"].flatMap(Int.init) ?? 10 }
    private var seed: UInt64 {
        let environment = ProcessInfo.processInfo.environment
        return environment["HIG_FUZZ_SEED"] == "random" ? UInt64.random(in: 0...UInt64.max) : environment["HIG_FUZZ_SEED"].flatMap(UInt64.init) ?? 1515
    }

    func testBuildAndImportSurviveRandomDamage() throws {
        let seed = self.seed
        var rng = FuzzRandom(state: seed)
        var builds = 0, imports = 0, appliedImports = 0
        for round in 1...rounds {
            let place = "seed \(seed), round \(round)"
            let folder = try HigProcess.temporaryFolder(self)
            try makeSources(in: folder.appendingPathComponent("src"), rng: &rng)
            let sources = try snapshot(folder.appendingPathComponent("src"))

            let build = try HigProcess.run(["build", "src", "--output", "out"], in: folder, timeout: nil)
            builds += 1
            XCTAssertTrue([0, 1].contains(build.status), "\(place): hig build exited \(build.status)\n\(build.stderr.suffix(2000))")
            XCTAssertEqual(try snapshot(folder.appendingPathComponent("src")), sources, "\(place): a build changed a source")
            if build.status == 0 {
                XCTAssertTrue(manager.fileExists(atPath: folder.appendingPathComponent("out/.hig-output.json").path), place)
                XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("out/corpus.json"))), place)
            }
            // The build cache beside the output (`.out.hig-cache`) is kept on purpose; nothing else may be left.
            XCTAssertEqual(try manager.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") && $0 != ".out.hig-cache" }, [],
                           "\(place): leftovers")

            let export = try HigProcess.run(["export", "src", "-f", "po", "-f", "xliff", "-o", "ex"], in: folder, timeout: nil)
            XCTAssertTrue([0, 1].contains(export.status), "\(place): hig export exited \(export.status)")
            guard export.status == 0 else { continue }
            let format = rng.chance(50) ? "po" : "xliff"
            let exchange = folder.appendingPathComponent("ex/hig.\(format)")
            try Data(damage(exchange: [UInt8](try Data(contentsOf: exchange)), isPO: format == "po", rng: &rng)).write(to: exchange)
            let everything = try snapshot(folder)
            let result = try HigProcess.run(["import", "ex/hig.\(format)"], in: folder, timeout: nil)
            imports += 1
            XCTAssertTrue([0, 1].contains(result.status), "\(place): hig import exited \(result.status)\n\(result.stderr.suffix(2000))")
            let after = try snapshot(folder)
            if result.status != 0 {
                XCTAssertEqual(after, everything, "\(place): a failed import changed files\n\(result.stderr.suffix(2000))")
                continue
            }
            let changed = Set(after.keys).union(everything.keys).filter { after[$0] != everything[$0] }
            XCTAssertTrue(changed.allSatisfy { $0.hasPrefix("src/") && everything[$0] != nil && after[$0] != nil }, "\(place): import wrote \(changed.sorted())")
            if !changed.isEmpty { appliedImports += 1 }
            let rebuild = try HigProcess.run(["build", "src", "--output", "out"], in: folder, timeout: nil)
            XCTAssertTrue([0, 1].contains(rebuild.status), "\(place): rebuild after import exited \(rebuild.status)")
            if testRun?.failureCount ?? 0 > 0 { break }
        }
        XCTAssertEqual(builds, rounds, "every round built")
        XCTAssertGreaterThan(imports, 0, "some rounds imported")
        print("fuzz: \(rounds) rounds, \(builds) builds, \(imports) imports (\(appliedImports) changed sources), seed \(seed)")
    }

    /// Damage that loses nothing: every seed with CRLF or lone CR line ends, in NFD, with a UTF-8 byte order mark, in
    /// UTF-16 (either order, with its mark). Each must build with exit 0 to the same pages with the same blocks.
    func testHarmlessDamageKeepsEveryPageAndBlock() throws {
        func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
        func utf16(_ bytes: [UInt8], bigEndian: Bool) -> [UInt8] {
            (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) + text(bytes).utf16.flatMap { bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        }
        let damages: [(String, ([UInt8]) -> [UInt8])] = [
            ("CRLF", { Array(text($0).replacingOccurrences(of: "\n", with: "\r\n").utf8) }),
            ("CR", { Array(text($0).replacingOccurrences(of: "\n", with: "\r").utf8) }),
            ("NFD", { Array(text($0).decomposedStringWithCanonicalMapping.utf8) }),
            ("BOM", { [0xEF, 0xBB, 0xBF] + $0 }),
            ("UTF-16LE", { utf16($0, bigEndian: false) }),
            ("UTF-16BE", { utf16($0, bigEndian: true) }),
        ]
        let folder = try HigProcess.temporaryFolder(self)
        func blocksPerPage(_ damage: ([UInt8]) -> [UInt8], _ name: String) throws -> [String: Int] {
            let source = folder.appendingPathComponent("src-\(name)")
            try manager.createDirectory(at: source, withIntermediateDirectories: true)
            for file in seedFiles {
                let bytes = [UInt8](try Data(contentsOf: HigProcess.repositoryRoot.appendingPathComponent("seeds/\(file)")))
                try Data(damage(bytes)).write(to: source.appendingPathComponent(file))
            }
            let result = try HigProcess.run(["build", "src-\(name)", "--output", "out-\(name)", "--emit", "corpus"], in: folder, timeout: nil)
            XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
            let corpus = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("out-\(name)/corpus.json"))) as? [String: Any])
            let pages = try XCTUnwrap(corpus["pages"] as? [[String: Any]])
            return Dictionary(uniqueKeysWithValues: pages.map { ($0["id"] as? String ?? "", ($0["blocks"] as? [Any])?.count ?? -1) })
        }
        let undamaged = try blocksPerPage({ $0 }, "undamaged")
        XCTAssertEqual(undamaged.count, 4)
        for (name, damage) in damages {
            XCTAssertEqual(try blocksPerPage(damage, name), undamaged, name)
        }
    }

    /// `hig serve` on request lines mutated from real ones (bytes flipped, inserted and repeated, escapes, dot
    /// segments, line breaks, very long runs): each is answered with one of the statuses the server gives, no answer
    /// is a file from outside the site, and the server goes on serving pages.
    func testServeAnswersMutatedRequestsAndServesNothingOutsideTheSite() throws {
        let seed = self.seed
        var rng = FuzzRandom(state: seed)
        let folder = try HigProcess.temporaryFolder(self)
        try manager.copyItem(at: HigProcess.repositoryRoot.appendingPathComponent("seeds"), to: folder.appendingPathComponent("seeds"))
        let (process, port) = try HigProcess.serve(["seeds"], in: folder)
        defer { process.interrupt(); process.waitUntilExit() }

        let requests = ["GET / HTTP/1.1\r\nHost: x\r\n\r\n", "GET /pages/sheets.html HTTP/1.1\r\nHost: x\r\n\r\n",
                        "HEAD /search/index.json?q=a HTTP/1.0\r\n\r\n", "GET /assets/site.css HTTP/1.1\r\nAccept: */*\r\n\r\n"]
        let insertions = ["%", "%2e%2e/", "../", "%c0%ae", "%00", "\r\n", "\n", " ", "\\", "/..", "?", "#", "%ff", String(repeating: "a", count: 9000),
                          String(repeating: "/", count: 3000), "\u{0}", "é", "\r\nX: \(String(repeating: "b", count: 9000))"]
        let statuses: Set<String> = ["200", "400", "404", "405", "408", "414", "431", "505"]
        for round in 1...(rounds * 25) {
            var bytes = Array(rng.pick(requests).utf8)
            for _ in 0..<rng.int(1...3) {
                let at = rng.int(0...(bytes.count - 1))
                switch rng.int(0...3) {
                case 0: bytes[at] = rng.byte()
                case 1, 2: bytes.insert(contentsOf: Array(rng.pick(insertions).utf8), at: at)
                default: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + rng.int(1...40))], at: at)
                }
            }
            let connection = try Connection(port: port)
            connection.send(bytes)
            let answer = connection.readToEnd()
            connection.close()
            let status = answer.split(separator: " ", maxSplits: 2).dropFirst().first.map(String.init) ?? "none"
            let place = "seed \(seed), request \(round): \(String(decoding: bytes.prefix(80), as: UTF8.self).debugDescription)"
            XCTAssertTrue(statuses.contains(status), "\(place): answered \(answer.prefix(80).debugDescription)")
            XCTAssertFalse(answer.contains("root:x:0:0"), "\(place): a file from outside the site")
            if testRun?.failureCount ?? 0 > 0 { break }
        }
        let page = try Connection(port: port)
        page.send(Array("GET /pages/sheets.html HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
        XCTAssertTrue(page.readToEnd().hasPrefix("HTTP/1.1 200 OK"), "still serving")
        page.close()
    }

    /// Every file under `folder` by relative path, with its bytes.
    private func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in HigProcess.files(under: folder) {
            var isDirectory: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue, manager.isReadableFile(atPath: url.path) else { continue }
            var info = stat()
            guard stat(url.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size < 4 << 20 else { continue }
            files[path] = try Data(contentsOf: url)
        }
        return files
    }

    /// Two to four damaged pages, sometimes with junk beside them.
    private func makeSources(in folder: URL, rng: inout FuzzRandom) throws {
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        let seeds = HigProcess.repositoryRoot.appendingPathComponent("seeds")
        for index in 0..<rng.int(2...4) {
            var bytes = [UInt8](try Data(contentsOf: seeds.appendingPathComponent(rng.pick(seedFiles))))
            for _ in 0..<rng.int(0...4) { bytes = damage(page: bytes, rng: &rng) }
            let folder = rng.chance(20) ? folder.appendingPathComponent("deep/er") : folder
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(bytes).write(to: folder.appendingPathComponent("\(index)-\(rng.pick(["page.md", "notes.txt", "x"]))"))
        }
        if rng.chance(15) { try Data((0..<rng.int(1...5000)).map { _ in rng.byte() }).write(to: folder.appendingPathComponent("junk.bin")) }
        if rng.chance(10) { try Data().write(to: folder.appendingPathComponent("empty.md")) }
        if rng.chance(10) { try manager.createSymbolicLink(atPath: folder.appendingPathComponent("loop").path, withDestinationPath: ".") }
        if rng.chance(10) { mkfifo(folder.appendingPathComponent("pipe.md").path, 0o644) }
    }

    private static let insertions: [[UInt8]] = [
        [0x0D], [0x0D, 0x0A], [0x00], [0xE9], [0xFF, 0xFE], [0xEF, 0xBB, 0xBF], Array("\u{1B}]0;t\u{07}".utf8), Array("\u{202E}".utf8),
        Array("\n# ".utf8), Array("\n> ".utf8), Array("\n- > ".utf8), Array("|-|-|\n".utf8), Array("**".utf8), Array("[".utf8), Array("→ ".utf8),
        Array("역자 첨언\n".utf8), Array("\u{200B}".utf8), Array("&amp;".utf8), Array("<script>".utf8), Array("\n\n\n\n".utf8),
        Array(String(repeating: "Extraordinarily long title ", count: 20).utf8), Array("한국어 문장입니다. ".utf8),
    ]

    private func damage(page bytes: [UInt8], rng: inout FuzzRandom) -> [UInt8] {
        guard !bytes.isEmpty else { return bytes }
        var bytes = bytes
        let at = rng.int(0...(bytes.count - 1))
        switch rng.int(0...7) {
        case 0: bytes[at] = rng.byte()
        case 1, 2: bytes.insert(contentsOf: rng.pick(Self.insertions), at: at)
        case 3: bytes = Array(bytes[..<at])
        case 4: bytes = Array(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\n", with: rng.pick(["\r", "\r\n"])).utf8)
        case 5:
            let units = Array(String(decoding: bytes, as: UTF8.self).utf16)
            let bigEndian = rng.chance(50)
            bytes = (rng.chance(70) ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []) + units.flatMap { bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xFF)] : [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        case 6: bytes = Array(String(decoding: bytes, as: UTF8.self).decomposedStringWithCanonicalMapping.utf8)
        default: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + rng.int(1...400))], at: at)
        }
        return bytes
    }

    private static let translations = [
        "새 번역입니다.", "줄\\r# 제목", "줄\\n바꿈", "\\x41", "탭\\t문자", "&#13;", "&foo;", "&amp; 그리고", "<![CDATA[데이터]]>", "*강조* _밑줄_ [링크](x)",
        "→ 요약", "역자 첨언", "\u{202E}뒤집기", "\u{1B}[2J", "# 제목처럼", "- 목록처럼", "\\\"따옴표\\\"", "\\", "SwiftUI only",
    ]

    private func damage(exchange bytes: [UInt8], isPO: Bool, rng: inout FuzzRandom) -> [UInt8] {
        var text = String(decoding: bytes, as: UTF8.self)
        let marker = isPO ? "msgstr \"" : "<target xml:space=\"preserve\">"
        for _ in 0..<rng.int(1...5) {
            let places = text.ranges(of: marker)
            guard !places.isEmpty else { break }
            let place = rng.pick(places)
            switch rng.int(0...9) {
            case 0...5:
                // Change a translation: a word inserted at its start, the rest kept.
                text.insert(contentsOf: rng.pick(Self.translations) + " ", at: place.upperBound)
            case 6:
                // Repeat an entry or unit.
                let end = text.range(of: isPO ? "\n\n" : "</unit>", range: place.upperBound..<text.endIndex)?.upperBound ?? text.endIndex
                let start = text.range(of: isPO ? "\n\n" : "<unit ", options: .backwards, range: text.startIndex..<place.lowerBound)?.lowerBound ?? text.startIndex
                text.insert(contentsOf: text[start..<end], at: end)
            case 7:
                // Point a reference elsewhere.
                text = text.replacingOccurrences(of: "src/", with: rng.pick(["../src/", "/tmp/", "src/../../", "src/missing/"]))
            case 8:
                if isPO { text.insert(contentsOf: "#, fuzzy\n", at: text.range(of: "\n#:", range: text.startIndex..<place.lowerBound, options: .backwards)?.upperBound ?? place.lowerBound) }
            default:
                var raw = Array(text.utf8)
                if !raw.isEmpty { raw[rng.int(0...(raw.count - 1))] = rng.byte() }
                text = String(decoding: raw, as: UTF8.self)
            }
        }
        return Array(text.utf8)
    }
}

/// The few random draws the fuzz run needs, from the C library's seedable `drand48` family.
struct FuzzRandom {
    init(state: UInt64) { srand48(Int(truncatingIfNeeded: state)) }

    mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(UInt64(bitPattern: Int64(mrand48())) % UInt64(range.count)) }
    mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }
    mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: lrand48()) }
    mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
}

private extension String {
    func range(of needle: String, range: Range<Index>, options: String.CompareOptions = []) -> Range<Index>? {
        self.range(of: needle, options: options, range: range)
    }
}
