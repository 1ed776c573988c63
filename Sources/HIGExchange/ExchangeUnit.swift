import Foundation
import HIGCheck
import HIGCorpus
import HIGText

/// One translatable block as the exchange formats carry it.
package struct ExchangeUnit: Hashable, Sendable {
    /// How far a unit's translation has come (XLIFF 2.0 segment states).
    package enum State: String, Sendable {
        case initial, translated, reviewed
    }

    package var pageID: String
    package var blockID: String
    package var ruleID: String?
    package var en: String
    package var ko: String?
    package var state: State
    package var source: SourceLocation
    package var translationSource: SourceLocation?
    /// QA findings about the block, as `[hig.qa.id] message`.
    package var findings: [String]
    /// Where the Korean stands against the English: current, outdated, suggested or untranslated.
    package var status: TranslationState.Status
    /// The English the Korean was made for (outdated blocks), and how similar it is to the current, 0…1.
    package var previousEn: String?
    package var similarity: Double?
    /// Translation-memory offers, best first.
    package var suggestions: [Suggestion]
    /// When the Korean last changed, as TMX writes it (`20231222T000000Z`), where a translator's change log says.
    package var changeDate: String?
    /// The block's inline HTML (bold, italic, code, links), for XLIFF inline codes.
    package var enHTML: String?
    package var koHTML: String?
    /// Who made the Korean (`person`, `machine`), when known.
    package var madeBy: String?
    /// The block's other translations, in the order of preference (`TranslationPreference`).
    package var alternatives: [Alternative] = []

    /// Another translation of the unit's English.
    package struct Alternative: Hashable, Sendable {
        package var ko: String
        package var source: SourceLocation
        /// `person`, `machine`, or `nil` when unknown.
        package var madeBy: String?
        /// The English it was made for, when known (else the unit's).
        package var en: String?

        package init(ko: String, source: SourceLocation, madeBy: String? = nil, en: String? = nil) {
            self.ko = ko
            self.source = source
            self.madeBy = madeBy
            self.en = en
        }
    }

    /// `page#block`, unique in a corpus; the key review files and PO contexts use.
    package var key: String { "\(pageID)#\(blockID)" }

    package init(pageID: String, blockID: String, ruleID: String? = nil, en: String, ko: String?, state: State,
                source: SourceLocation, translationSource: SourceLocation?, findings: [String] = [],
                status: TranslationState.Status? = nil, previousEn: String? = nil, similarity: Double? = nil, suggestions: [Suggestion] = [],
                enHTML: String? = nil, koHTML: String? = nil, changeDate: String? = nil) {
        self.pageID = pageID
        self.blockID = blockID
        self.ruleID = ruleID
        self.en = en
        self.ko = ko
        self.state = state
        self.source = source
        self.translationSource = translationSource
        self.findings = findings
        self.status = status ?? (ko == nil ? (suggestions.isEmpty ? .untranslated : .suggested) : (previousEn == nil ? .current : .outdated))
        self.previousEn = previousEn
        self.similarity = similarity
        self.suggestions = suggestions
        self.enHTML = enHTML
        self.koHTML = koHTML
        self.changeDate = changeDate
        self.exportedKorean = ko.map { InlineSpan.form(plain: $0, html: koHTML) } ?? ""
        self.exportedPlainKorean = ko ?? ""
    }

    /// The last date of a page's change log, for the Korean of its plain-text (Notion) sources, which carry the log.
    static func changeDate(of page: Page) -> [String: String] {
        guard let last = page.changeLog.last else { return [:] }
        let digits = last.date.split(whereSeparator: { !$0.isNumber }).map(String.init)
        guard digits.count == 3, digits[0].count == 4, let month = Int(digits[1]), let day = Int(digits[2]), (1...12).contains(month), (1...31).contains(day) else { return [:] }
        let stamp = digits[0] + String(format: "%02d%02dT000000Z", month, day)
        return Dictionary(page.sources.filter { $0.format == .interleavedText }.map { ($0.path, stamp) }, uniquingKeysWith: { first, _ in first })
    }

    /// The block's Korean when the unit was made, and its formatting, in one string (`InlineSpan.form`); empty when
    /// the block had none. Exchange files record it beside the translation a translator edits; `hig import` compares
    /// the translation with it to tell an edit, and the source's Korean now with it to tell a change made since the
    /// export (a conflict).
    package var exportedKorean: String
    /// The same without formatting, as PO records it.
    package var exportedPlainKorean: String

    /// Whether the unit's Korean (or offer) still needs a translator: outdated, or only suggested.
    package var isFuzzy: Bool { status == .outdated || status == .suggested }

    /// The English the unit's Korean was made for: the previous English of an outdated block, else its English.
    package var englishOfKorean: String { previousEn ?? en }

    /// The translatable blocks of a corpus in corpus order; `reviewed` holds `page#block` keys the user marked.
    package static func units(of corpus: Corpus, rules: [Rule] = [], findings: [Finding] = [], reviewed: Set<String> = []) -> [ExchangeUnit] {
        var ruleByBlock: [String: String] = [:]
        for rule in rules { ruleByBlock["\(rule.page)#\(rule.block)"] = rule.id }
        var findingsByBlock: [String: [String]] = [:]
        for finding in findings { findingsByBlock["\(finding.pageID)#\(finding.blockID)", default: []].append("[\(finding.checkID)] \(finding.message)") }
        return corpus.pages.flatMap { page in
            let changed = Self.changeDate(of: page)
            return page.blocks.filter { $0.kind.isTranslatable }.map { block in
                let key = "\(page.id)#\(block.id)"
                let translation = block.translationState
                let state: State = block.text.ko == nil || block.isOutdated ? .initial : (reviewed.contains(key) ? .reviewed : .translated)
                return ExchangeUnit(pageID: page.id, blockID: block.id, ruleID: ruleByBlock[key], en: block.text.en, ko: block.text.ko,
                                    state: state, source: block.source, translationSource: block.translationSource,
                                    findings: findingsByBlock[key] ?? [], status: block.status,
                                    previousEn: block.isOutdated ? translation?.previousEn : nil, similarity: translation?.similarity,
                                    suggestions: translation?.suggestions ?? [], enHTML: block.html.en, koHTML: block.html.ko,
                                    changeDate: block.translationSource.flatMap { changed[$0.path] })
                    .withTranslations(of: block)
            }
        }
    }
}

extension ExchangeUnit {
    /// The units of a build's products with every QA check's findings attached (PO comments, XLIFF notes): the one
    /// place exchange files run the checks.
    package static func units(of products: BuildProducts, reviewed: Set<String> = []) throws -> [ExchangeUnit] {
        let findings = try QualityChecker().run(CheckContext(corpus: products.corpus, rules: products.rules))
        return units(of: products.corpus, rules: products.rules, findings: findings, reviewed: reviewed)
    }
}

extension ExchangeUnit {
    /// Who made the block's Korean, and its other translations.
    func withTranslations(of block: Block) -> ExchangeUnit {
        var unit = self
        unit.madeBy = Self.known(block.translationOrigin?.madeBy)
        unit.alternatives = block.alternatives.map { Alternative(ko: $0.ko, source: $0.source, madeBy: Self.known($0.origin?.madeBy), en: $0.en) }
        return unit
    }

    private static func known(_ maker: TranslationOrigin.Maker?) -> String? {
        maker.flatMap { $0 == .unknown ? nil : $0.rawValue }
    }
}

extension SourceLocation {
    /// `path:line`.
    var reference: String { "\(path):\(line)" }

    /// Parses `path:line` (the path may itself hold colons).
    init?(reference: String) {
        guard let colon = reference.lastIndex(of: ":"), let line = Int(reference[reference.index(after: colon)...]) else { return nil }
        self.init(path: String(reference[..<colon]), line: line)
    }
}
