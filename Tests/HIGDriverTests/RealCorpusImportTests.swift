import Foundation
import XCTest
@testable import HIGCompiler
import HIGCorpus
import HIGDriver
import HIGExchange
import HIGTestSupport

/// `hig import` on the real pages of `../shared/corpus` (skipped without it): every translated block of a folder
/// gets a one-word correction and every untranslated one a first translation, in one PO file; what the import
/// refuses or skips is counted by reason, the rest is applied together, and the rebuild and the bytes are checked
/// as in the property test. Prints one line per folder.
final class RealCorpusImportTests: XCTestCase {
    private static let folders = ["hig-ko/bilingual", "hig-ko/history", "repo-components"]

    func testEveryTranslatedBlockOfTheRealCorpusTakesACorrection() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let corpus = root.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        guard FileManager.default.fileExists(atPath: corpus.path) else { throw XCTSkip("../shared/corpus is not here") }
        for name in Self.folders {
            let (line, failures) = try measure(corpus.appendingPathComponent(name), name: name)
            print("real import \(name): \(line)")
            for failure in failures.prefix(10) { XCTFail("\(name): \(failure)") }
        }
    }

    private func measure(_ source: URL, name: String) throws -> (String, [String]) {
        let temporary = try TemporaryFolder(prefix: "hig-real-import")
        defer { temporary.remove() }
        let folder = temporary.url
        try FileManager.default.copyItem(at: source, to: folder.appendingPathComponent("src"))
        let previous = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(folder.path)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }

        let before = CorpusCompiler().compile(SourceDiscovery.discover(["src"]))
        let units = ExchangeUnit.units(of: before.corpus)
        var random = RandomSources(rng: SplitMix64(state: 2026))
        var targets: [String: ImportChecks.Target] = [:]
        var additions = 0
        for unit in units {
            guard let korean = unit.ko else {
                // An untranslated block gets a first translation.
                targets[unit.key] = ImportChecks.Target(unit: unit, korean: random.korean(for: unit.en))
                additions += 1
                continue
            }
            guard korean.contains(" ") else { continue }
            var words = korean.split(separator: " ").map(String.init)
            words[random.count(0...(words.count - 2))] = random.pick(["사용자가", "화면에", "중요한", "필요한", "간단하게"])
            targets[unit.key] = ImportChecks.Target(unit: unit, korean: words.joined(separator: " "))
        }
        let originals = try Dictionary(uniqueKeysWithValues: HIGFiles.under(folder.appendingPathComponent("src")).map { ("src/" + $0, [UInt8](try Data(contentsOf: folder.appendingPathComponent("src/" + $0)))) })

        // Import everything; drop the units an error names and import the rest, until nothing is refused.
        var refused: [String: Int] = [:]
        var warnings: [String: Int] = [:]
        var remaining = targets
        for _ in 0..<4 {
            let exchanged = units.map { unit -> ExchangeUnit in
                var unit = unit
                if let target = remaining[unit.key] { unit.ko = target.korean }
                return unit
            }
            try Data(ExchangeFormat.po.write(exchanged).utf8).write(to: folder.appendingPathComponent("hig.po"))
            var printed = ""
            let status = ImportAction(file: "hig.po", base: folder.path, write: { printed += $0 }).run()
            let lines = printed.split(separator: "\n")
            warnings = [:]
            for line in lines where line.contains(": warning: ") { warnings[Self.id(line), default: 0] += 1 }
            if status == 0 { break }
            for line in lines where line.contains(": error: ") {
                if ProcessInfo.processInfo.environment["HIG_REAL_IMPORT_VERBOSE"] != nil { print(line) }
                refused[Self.id(line), default: 0] += 1
                if let block = line.range(of: "of block ").map({ line[$0.upperBound...].prefix { $0 != ":" } }) {
                    remaining = remaining.filter { $0.value.unit.blockID != block || !line.hasPrefix(($0.value.unit.translationSource ?? $0.value.unit.source).path) }
                }
            }
        }
        let after = CorpusCompiler().compile(SourceDiscovery.discover(["src"]))
        let changedKeys = Set(remaining.keys.filter { key in
            after.corpus.pages.contains { page in page.blocks.contains { "\(page.id)#\($0.id)" == key && $0.text.ko == remaining[key]!.korean } }
        })
        let applied = remaining.filter { changedKeys.contains($0.key) }
        var failures = ImportChecks.compareCorpora(before.corpus, after.corpus, targets: applied)
        for (path, original) in originals.sorted(by: { $0.key < $1.key }) {
            let now = [UInt8](try Data(contentsOf: folder.appendingPathComponent(path)))
            failures += ImportChecks.compareBytes(original, now, path: path, targets: applied.values.filter { ($0.unit.translationSource ?? $0.unit.source).path == path })
        }
        let addedApplied = applied.values.filter { $0.unit.ko == nil }.count
        let summary = "\(targets.count - additions) translated blocks corrected, \(applied.count - addedApplied) applied; "
            + "\(additions) untranslated blocks given a first translation, \(addedApplied) applied; refused \(refused.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")); "
            + "skipped \(warnings.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")); \(failures.count) check failures"
        return (summary, failures)
    }

    private static func id(_ line: Substring) -> String {
        line.range(of: "[hig.", options: .backwards).map { String(line[$0.lowerBound...].dropFirst().dropLast()) } ?? "?"
    }
}

/// Files under a folder, relative, hidden ones left out (as discovery leaves them out).
enum HIGFiles {
    static func under(_ folder: URL) -> [String] {
        var result: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }),
               FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result.append(path)
            }
        }
        return result.sorted()
    }
}
