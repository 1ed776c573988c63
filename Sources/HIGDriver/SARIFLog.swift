import Foundation
import HIGCheck
import HIGCorpus

/// A SARIF 2.1.0 log of `hig check` findings (the subset of the OASIS format GitHub code scanning reads).
struct SARIFLog: Encodable {
    var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    var version = "2.1.0"
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema", version, runs
    }

    struct Run: Encodable {
        var tool: Tool
        var results: [Result]
        var columnKind = "unicodeCodePoints"
    }

    struct Tool: Encodable { var driver: Driver }

    struct Driver: Encodable {
        var name = "hig"
        var informationUri = "https://developer.apple.com/design/human-interface-guidelines/"
        var rules: [ReportingDescriptor]
    }

    struct Message: Encodable { var text: String }

    struct ReportingDescriptor: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var fullDescription: Message
        var help: Message
        var defaultConfiguration: Configuration
    }

    struct Configuration: Encodable { var level: String }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
        var partialFingerprints: [String: String]
    }

    struct Location: Encodable { var physicalLocation: PhysicalLocation }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    struct ArtifactLocation: Encodable { var uri: String }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
    }

    init(report: CheckReport) {
        let rules = report.checks.map { check in
            ReportingDescriptor(id: check.id, name: check.name.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(),
                                shortDescription: Message(text: check.summary), fullDescription: Message(text: check.rationale),
                                help: Message(text: check.summary + " " + check.rationale),
                                defaultConfiguration: Configuration(level: Self.level(check.severity)))
        }
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let results = report.findings.map { finding in
            Result(ruleId: finding.checkID, ruleIndex: ruleIndex[finding.checkID] ?? 0, level: Self.level(finding.severity),
                   message: Message(text: finding.message),
                   locations: [Location(physicalLocation: PhysicalLocation(
                       artifactLocation: ArtifactLocation(uri: Self.uri(finding.location.path)),
                       region: Region(startLine: max(1, finding.location.line), startColumn: max(1, finding.location.column))))],
                   partialFingerprints: ["higBlock/v1": "\(finding.checkID):\(finding.pageID)#\(finding.blockID)"])
        }
        runs = [Run(tool: Tool(driver: Driver(rules: rules)), results: results)]
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .note: "note"
        case .warning: "warning"
        case .error: "error"
        }
    }

    /// A relative URI reference for a path: percent-encoded, `/` separators.
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }
}
