import Foundation
import HIGCompiler
import HIGCorpus
import HIGTestSupport
import XCTest
@testable import HIGEmit

/// rules.json for the seeds: a whole-file snapshot (`Snapshot`; re-record with HIG_RECORD=1), validated against
/// schemas/rules.schema.json with Python's jsonschema.
final class RulesJSONEmitterTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let snapshot = root.appendingPathComponent("Tests/Snapshots/seeds-rules.json")
    static let schema = root.appendingPathComponent("schemas/rules.schema.json")
    static let validator = root.appendingPathComponent("Tests/Support/validate_json.py")

    /// rules.json bytes for the given inputs, with paths relative to the repository root.
    static func rulesJSON(of inputs: [URL]) -> [UInt8] {
        let compilation = Pipeline().run(inputs.map(\.path))
        let prefix = root.path + "/"
        func relative(_ path: String) -> String { path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path }
        let rules = compilation.rules.map { rule -> Rule in
            var rule = rule
            rule.source.path = relative(rule.source.path)
            if let location = rule.translationSource { rule.translationSource = SourceLocation(path: relative(location.path), line: location.line) }
            return rule
        }
        return RulesJSONEmitter.encode(rules)
    }

    func testSeedsSnapshot() throws {
        try Snapshot.assertMatches(Data(Self.rulesJSON(of: [Self.root.appendingPathComponent("seeds")])), Self.snapshot)
    }

    func testRoundTripsThroughTheModel() throws {
        let bytes = Self.rulesJSON(of: [Self.root.appendingPathComponent("seeds")])
        let catalogue = try JSONDecoder().decode(RuleCatalogue.self, from: Data(bytes))
        XCTAssertEqual(catalogue.schemaVersion, RuleCatalogue.currentSchemaVersion)
        XCTAssertEqual(RulesJSONEmitter.encode(catalogue.rules), bytes)
    }

    func testSeedsValidateAgainstTheSchema() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hig-seeds-rules-\(getpid()).json")
        try Data(Self.rulesJSON(of: [Self.root.appendingPathComponent("seeds")])).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        try Self.assertValid(file)
    }

    func testSchemaRejectsABrokenCatalogue() throws {
        var document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(Self.rulesJSON(of: [Self.root.appendingPathComponent("seeds")]))) as? [String: Any])
        var rules = try XCTUnwrap(document["rules"] as? [[String: Any]])
        rules[0]["kind"] = "must"
        rules[1]["platforms"] = ["Android"]
        document["rules"] = rules
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hig-broken-rules-\(getpid()).json")
        try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let (status, output) = try Self.validate(file)
        XCTAssertEqual(status, 1, output)
        XCTAssertTrue(output.contains("/rules/0/kind"), output)
        XCTAssertTrue(output.contains("/rules/1/platforms/0"), output)
    }

    func testRealCorpusValidatesAgainstTheSchema() throws {
        let corpus = Self.root.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        guard FileManager.default.fileExists(atPath: corpus.path) else { throw XCTSkip("../shared/corpus is absent") }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hig-real-rules-\(getpid()).json")
        try Data(Self.rulesJSON(of: [corpus])).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        try Self.assertValid(file)
    }

    static func assertValid(_ file: URL, line: UInt = #line) throws {
        let (status, output) = try validate(file)
        XCTAssertEqual(status, 0, output, line: line)
    }

    /// Runs Tests/Support/validate_json.py; skips when python3 or jsonschema is missing.
    static func validate(_ file: URL) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", validator.path, schema.path, file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { throw XCTSkip("cannot run python3: \(error)") }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        switch process.terminationStatus {
        case 127: throw XCTSkip("python3 is not installed")
        case 3: throw XCTSkip("python3 has no jsonschema package (pip install jsonschema)")
        default: return (process.terminationStatus, output)
        }
    }
}
