import HIGCorpus

/// Runs a chosen set of checks over a corpus and returns their findings in a stable order.
package struct QualityChecker: Sendable {
    /// Every check, in the order `--list` shows them.
    package static let allChecks: [any QualityCheck] = [
        UntranslatedBlock(),
        NumberMismatch(),
        LinkMismatch(),
        CodeIdentifiers(),
        DroppedLead(),
        SentenceCount(),
        LengthRatio(),
        InvertedPolarity(),
        TerminologyConsistency(),
        GlossaryTerms(),
        ConflictingTranslations(),
        KoreanTypography(),
        OutdatedTranslation(),
        DisagreeingTranslations(),
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

    /// Findings of every selected check, ordered by place, then check id, then message.
    package func run(_ context: CheckContext) -> [Finding] {
        checks.flatMap { $0.findings(in: context) }.sorted {
            ($0.location, $0.checkID, $0.message) < ($1.location, $1.checkID, $1.message)
        }
    }
}
