import HIGCorpus

/// Runs a chosen set of checks over a corpus and returns their findings in a stable order.
package struct QualityChecker: Sendable {
    /// Every check, in the order `--list` shows them.
    package static let allChecks: [any QualityCheck] = [
        UntranslatedBlock(),
        NumberMismatch(),
        LinkMismatch(),
        CodeIdentifiers(),
        ProductNames(),
        DroppedLead(),
        SentenceCount(),
        LengthRatio(),
        InvertedPolarity(),
        ChangedActor(),
        TerminologyConsistency(),
        GlossaryTerms(),
        ConflictingTranslations(),
        KoreanTypography(),
        OutdatedTranslation(),
    ]

    /// Every check's description, in list order.
    package static var descriptions: [CheckDescription] { allChecks.map { type(of: $0).description } }

    package var checks: [any QualityCheck]

    /// Why a check selection is invalid.
    package struct UnknownCheck: Error, CustomStringConvertible {
        package var id: String
        package var description: String { "unknown check '\(id)'; known: \(QualityChecker.allChecks.map(\.id).joined(separator: ", "))" }
    }

    /// All checks, or only `enabled` ones when given, minus `disabled`. Ids may omit the `hig.qa.` prefix.
    package init(enabled: [String] = [], disabled: [String] = []) throws {
        func resolve(_ ids: [String]) throws -> Set<String> {
            Set(try ids.map { raw in
                let id = raw.hasPrefix("hig.qa.") ? raw : "hig.qa.\(raw)"
                guard Self.allChecks.contains(where: { $0.id == id }) else { throw UnknownCheck(id: raw) }
                return id
            })
        }
        let on = try resolve(enabled)
        let off = try resolve(disabled)
        checks = Self.allChecks.filter { (on.isEmpty || on.contains($0.id)) && !off.contains($0.id) }
    }

    /// Findings of every selected check, ordered by place, then check id, then message; one finding per place: a
    /// block that several pages hold (a page and its sub-page, two copies) is reported once, at its source location.
    package func run(_ context: CheckContext) -> [Finding] {
        var seen: Set<PlaceKey> = []
        let findings = checks.flatMap { $0.findings(in: context) }.filter { seen.insert(PlaceKey($0)).inserted }
        // A block whose term the terminology check reports against the glossary (naming the rendering used) needs no
        // second word from the glossary check that the preferred Korean is missing.
        let termWarnings = Set(findings.filter { $0.checkID == TerminologyConsistency.description.id && $0.severity == .warning }.map { "\($0.pageID)#\($0.blockID)" })
        return findings
            .filter { !($0.checkID == GlossaryTerms.description.id && $0.severity == .note && termWarnings.contains("\($0.pageID)#\($0.blockID)")) }
            .sorted { ($0.location, $0.checkID, $0.message) < ($1.location, $1.checkID, $1.message) }
    }

    /// What makes two findings one: the same check saying the same thing at the same source line.
    private struct PlaceKey: Hashable {
        var check: String, path: String, line: Int, message: String

        init(_ finding: Finding) {
            check = finding.checkID
            path = finding.location.path
            line = finding.location.line
            message = finding.message
        }
    }
}
