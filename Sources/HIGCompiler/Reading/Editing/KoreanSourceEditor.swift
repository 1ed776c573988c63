import HIGCorpus
import HIGText

/// One corrected translation to write into a source. The block is found by its English; the recorded lines and
/// id only choose between blocks whose English is the same, never find a block on their own.
public struct KoreanEdit: Sendable {
    public var english: String
    /// The new Korean, already through `TranslationText.prepare`.
    public var korean: String
    public var blockID: String?
    public var englishLine: Int?
    public var koreanLine: Int?
    /// The English the block's Korean was made for, when the export marked it outdated: the block is found by it
    /// (at `koreanLine`) and its English replaced by `newEnglishLines`, so the correction is for the current English.
    public var previousEnglish: String?
    /// The current English block's source lines (from the newer copy), written over the old English.
    public var newEnglishLines: [String]?
    /// The correction's inline formatting (from XLIFF `<pc>` codes), whose plain text is `korean`; written as Markdown
    /// where the source is Markdown.
    package var koreanMarkup: [InlineSpan]?
    /// The block's Korean when it was exported (`InlineSpan.form` when `exportedKoreanIsFormatted`, else plain; empty
    /// for none): a block whose Korean now differs was changed in the source since, and the edit is a conflict.
    /// `nil`: no such check (an exchange file from before hig recorded it).
    package var exportedKorean: String?
    package var exportedKoreanIsFormatted = false
    /// Take the edit even when the source's Korean changed since the export (`hig import --force`).
    package var overridesSourceChanges = false

    public init(english: String, korean: String, blockID: String? = nil, englishLine: Int? = nil, koreanLine: Int? = nil,
                previousEnglish: String? = nil, newEnglishLines: [String]? = nil) {
        self.english = english
        self.korean = korean
        self.blockID = blockID
        self.englishLine = englishLine
        self.koreanLine = koreanLine
        self.previousEnglish = previousEnglish
        self.newEnglishLines = newEnglishLines
    }
}

/// What became of one requested edit.
public enum KoreanEditOutcome: Equatable, Sendable {
    /// The Korean on these lines (of the original file) was replaced: the lines that held its text.
    case replaced(ClosedRange<Int>)
    /// An outdated block was brought up to date: its English (from this line) replaced by the current English and
    /// its Korean (these lines) by the correction.
    case updated(englishLine: Int, korean: ClosedRange<Int>)
    /// The block had no Korean; its first translation goes after this line.
    case added(afterLine: Int)
    /// The block already reads so.
    case unchanged
    /// An earlier edit (by index) sets the same block to the same Korean.
    case duplicate(of: Int)
    /// An earlier edit (by index) sets the same block to different Korean.
    case conflict(with: Int, line: Int)
    /// No block has this English, but the block at the recorded place (this line) has other English.
    case englishChanged(line: Int)
    /// No block has this English.
    case blockMissing
    /// Several blocks have this English and the recorded places do not tell them apart (their lines).
    case ambiguous([Int])
    /// The Korean cannot be written so that the file reads back as intended, at this line.
    case refused(String, line: Int)
    /// The block's Korean (on this line) changed in the source since the export: it now reads `now`. The edit was made
    /// against the old Korean, so taking it would undo the source's change.
    case sourceChanged(line: Int, now: String)
    /// The block has no Korean and its layout takes no first translation from hig (the block's line).
    case cannotAdd(String, line: Int)
}

/// Edits the Korean of blocks in one source file through the reader that compiled it: the file's format
/// decides how Korean is written (`KoreanRewriter`), its line model keeps every other byte (`SourceLines`), and
/// the edited bytes are read again to prove that exactly the edited blocks' Korean changed.
public struct KoreanSourceEditor: Sendable {
    /// The path the file is read under (as in diagnostics).
    public var path: String

    public init(path: String) {
        self.path = path
    }

    /// The outcome of each edit, in order, and the edited file when at least one edit applies and none is refused.
    public struct Result: Sendable {
        public var outcomes: [KoreanEditOutcome]
        public var edited: [UInt8]?
        /// Why the file cannot be edited at all (it does not read as a page), or `nil`.
        public var unreadable: String?
    }

    public func edit(_ bytes: [UInt8], _ edits: [KoreanEdit]) -> Result {
        let page: RawPage
        switch read(bytes) {
        case .failure(let reason): return Result(outcomes: [], edited: nil, unreadable: reason.description)
        case .success(let read): page = read
        }
        let source = SourceLines(bytes)
        var plan = plan(edits, page: page, source: source)
        guard !plan.lineEdits.isEmpty else { return Result(outcomes: plan.outcomes, edited: nil) }
        let expected = Dictionary(uniqueKeysWithValues: plan.targets.map { ($0.value, edits[$0.key].korean) })
        let forms = Dictionary(uniqueKeysWithValues: plan.targets.compactMap { target in plan.markups[target.key].map { (target.value, InlineSpan.form($0)) } })
        let english = Dictionary(uniqueKeysWithValues: plan.targets.filter { page.blocks[$0.value].english.text != edits[$0.key].english }
            .map { ($0.value, edits[$0.key].english) })
        if case .success(let edited) = applyAndVerify(plan.lineEdits.values.flatMap { $0 }, source: source, page: page, expected: expected, forms: forms, english: english) {
            return Result(outcomes: plan.outcomes, edited: plan.outcomes.contains(where: \.isRefusal) ? nil : edited)
        }
        // Together they do not read back; find the edits that do not on their own.
        for (index, lineEdits) in plan.lineEdits {
            let block = page.blocks[plan.targets[index]!]
            let target = plan.targets[index]!
            let newEnglish = page.blocks[target].english.text != edits[index].english ? [target: edits[index].english] : [:]
            let form = plan.markups[index].map { [target: InlineSpan.form($0)] } ?? [:]
            if case .failure(let reason) = applyAndVerify(lineEdits, source: source, page: page, expected: [target: edits[index].korean], forms: form, english: newEnglish) {
                plan.outcomes[index] = .refused(reason.description, line: block.korean?.line ?? block.line)
            }
        }
        if !plan.outcomes.contains(where: \.isRefusal) {
            for index in plan.lineEdits.keys {
                let block = page.blocks[plan.targets[index]!]
                plan.outcomes[index] = .refused("the edits to this file read back differently together; import them one at a time", line: block.korean?.line ?? block.line)
            }
        }
        return Result(outcomes: plan.outcomes, edited: nil)
    }

    /// Each edit's outcome, and the line edits (by edit index) for the blocks (by edit index) that change.
    private struct Plan {
        var outcomes: [KoreanEditOutcome] = []
        var lineEdits: [Int: [LineEdit]] = [:]
        var targets: [Int: Int] = [:]
        /// The formatting each edit writes (by edit index), which must read back.
        var markups: [Int: [InlineSpan]] = [:]
    }

    /// Finds each edit's block and asks the format's rewriter for its lines; nothing is applied yet.
    private func plan(_ edits: [KoreanEdit], page: RawPage, source: SourceLines) -> Plan {
        var ids = BlockIDs()
        let blockIDs = page.blocks.map { ids.next(for: $0) }
        var plan = Plan()
        var claimedBy: [Int: Int] = [:]
        for (index, edit) in edits.enumerated() {
            let blockIndex: Int
            switch locate(edit, in: page.blocks, ids: blockIDs) {
            case .missing(let outcome):
                plan.outcomes.append(outcome)
                continue
            case .found(let found):
                blockIndex = found
            }
            let block = page.blocks[blockIndex]
            if let earlier = claimedBy[blockIndex] {
                plan.outcomes.append(edits[earlier].korean == edit.korean ? .duplicate(of: earlier) : .conflict(with: earlier, line: block.line))
                continue
            }
            claimedBy[blockIndex] = index
            let target = Target(edit: index, block: blockIndex)
            if block.english.text != edit.english {
                // Found by the English its Korean was made for: the correction brings the block up to date.
                planUpdate(edit, target, page: page, source: source, into: &plan)
            } else {
                planKorean(edit, target, page: page, source: source, into: &plan)
            }
        }
        return plan
    }

    /// An edit (by index among the edits) and the block (by index in the page) it changes.
    private struct Target {
        var edit: Int
        var block: Int
    }

    /// An outdated block: its English replaced by the current English and its Korean by the edit's, or a refusal.
    private func planUpdate(_ edit: KoreanEdit, _ target: Target, page: RawPage, source: SourceLines, into plan: inout Plan) {
        let block = page.blocks[target.block]
        switch Self.englishReplacement(block, edit: edit, format: page.format, source: source) {
        case .failure(let reason):
            plan.outcomes.append(.refused(reason.description, line: block.line))
        case .success(let englishEdit):
            guard let korean = block.korean,
                  let rewrite = try? page.format.koreanRewriter.replace(korean, with: edit.korean, markup: edit.koreanMarkup, in: source) else {
                plan.outcomes.append(.refused("the Korean of this outdated block cannot be rewritten in its layout", line: block.line))
                return
            }
            plan.lineEdits[target.edit] = [englishEdit] + rewrite
            plan.outcomes.append(.updated(englishLine: block.line, korean: Self.sourceLines(of: rewrite, korean: korean)))
            plan.targets[target.edit] = target.block
        }
    }

    /// A current block: its Korean replaced or added, unless unchanged, changed in the source since the export, or its
    /// formatting cannot be placed.
    private func planKorean(_ edit: KoreanEdit, _ target: Target, page: RawPage, source: SourceLines, into plan: inout Plan) {
        let block = page.blocks[target.block]
        var markup = edit.koreanMarkup
        var unplaced: String?
        if markup == nil {
            switch KoreanFormatting.carry(from: block.korean, to: edit.korean) {
            case .plain: break
            case .formatted(let spans): markup = spans
            case .unplaced(let reason): unplaced = reason
            }
        }
        if unplaced == nil, block.korean?.text == edit.korean, Self.sameMarkup(block.korean, markup) {
            plan.outcomes.append(.unchanged)
            return
        }
        if let now = Self.koreanChangedSinceExport(block, edit: edit) {
            plan.outcomes.append(.sourceChanged(line: block.korean?.line ?? block.line, now: now))
            return
        }
        if let unplaced {
            plan.outcomes.append(.refused(unplaced, line: block.korean?.line ?? block.line))
            return
        }
        let rewriter = page.format.koreanRewriter
        do {
            if let korean = block.korean {
                let rewrite = try rewriter.replace(korean, with: edit.korean, markup: markup, in: source)
                plan.lineEdits[target.edit] = rewrite
                plan.outcomes.append(.replaced(Self.sourceLines(of: rewrite, korean: korean)))
            } else {
                plan.lineEdits[target.edit] = try rewriter.add(edit.korean, markup: markup, to: block, in: source)
                plan.outcomes.append(.added(afterLine: block.endLine))
            }
            plan.targets[target.edit] = target.block
            if let markup, InlineSpan.hasFormatting(markup), page.format != .interleavedText { plan.markups[target.edit] = markup }
        } catch {
            plan.outcomes.append(block.korean.map { .refused("\(error)", line: $0.line) } ?? .cannotAdd("\(error)", line: block.line))
        }
    }

    /// Three-way: the edit was made against the exported Korean; if the source's Korean is no longer that (returned),
    /// a change made in the source since would be undone. `nil` when it is unchanged or the edit overrides it.
    private static func koreanChangedSinceExport(_ block: RawBlock, edit: KoreanEdit) -> String? {
        guard let exported = edit.exportedKorean, !edit.overridesSourceChanges else { return nil }
        let now = block.korean.map { edit.exportedKoreanIsFormatted ? InlineSpan.form(plain: $0.text, html: $0.html) : $0.text } ?? ""
        return now != exported ? now : nil
    }

    /// The 1-based source lines a rewrite of `korean` covers (where the Korean was when the rewrite touches no line).
    private static func sourceLines(of rewrite: [LineEdit], korean: KoreanText) -> ClosedRange<Int> {
        let first = rewrite.map(\.lines.lowerBound).min() ?? korean.line - 1
        let last = rewrite.map { max($0.lines.lowerBound, $0.lines.upperBound - 1) }.max() ?? first
        return (first + 1)...(last + 1)
    }

    private enum Location {
        case found(Int)
        case missing(KoreanEditOutcome)
    }

    /// The block with the edit's English; among several, the one at the recorded Korean line, English line or id.
    private func locate(_ edit: KoreanEdit, in blocks: [RawBlock], ids: [String]) -> Location {
        let candidates = blocks.indices.filter { blocks[$0].english.text == edit.english }
        if candidates.count == 1 { return .found(candidates[0]) }
        if candidates.isEmpty, let previous = edit.previousEnglish {
            // An outdated block: its source still holds the English the Korean was made for, at the recorded Korean line.
            let outdated = blocks.indices.filter { blocks[$0].english.text == previous && (edit.koreanLine == nil || blocks[$0].korean?.line == edit.koreanLine) }
            if outdated.count == 1 { return .found(outdated[0]) }
        }
        if candidates.isEmpty {
            let recorded = blocks.indices.first { index in
                (edit.englishLine != nil && blocks[index].line == edit.englishLine) || (edit.blockID != nil && ids[index] == edit.blockID)
            }
            return .missing(recorded.map { .englishChanged(line: blocks[$0].line) } ?? .blockMissing)
        }
        let tests: [(Int) -> Bool] = [
            { edit.koreanLine != nil && blocks[$0].korean?.line == edit.koreanLine },
            { edit.englishLine != nil && blocks[$0].line == edit.englishLine },
            { edit.blockID != nil && ids[$0] == edit.blockID },
        ]
        for test in tests {
            let matching = candidates.filter(test)
            if matching.count == 1 { return .found(matching[0]) }
        }
        return .missing(.ambiguous(candidates.map { blocks[$0].line }))
    }

    private func read(_ bytes: [UInt8]) -> Swift.Result<RawPage, RewriteRefusal> {
        switch SourceReader().read(SourceInput(path: path, bytes: bytes)).0 {
        case .page(let page): .success(page)
        case .skipped(let skipped): .failure(RewriteRefusal("it does not read as a page (\(skipped.reason))"))
        }
    }

    /// Applies the edits and reads the result: the same format and blocks, the expected Korean on the edited
    /// blocks (by index) and the old Korean on every other.
    /// The line edit that writes the current English over an outdated block's old English (the lines from the block's
    /// first line up to its Korean), in a bilingual Markdown file where the Korean is one quote under the English.
    private static func englishReplacement(_ block: RawBlock, edit: KoreanEdit, format: SourceFormat, source: SourceLines) -> Swift.Result<LineEdit, RewriteRefusal> {
        guard let lines = edit.newEnglishLines, !lines.isEmpty else {
            return .failure(RewriteRefusal("the English changed since this Korean was made and the export does not give the current English's source lines; export again"))
        }
        guard format == .bilingualMarkdown, let korean = block.korean, korean.pieces.count == 1, korean.line > block.line else {
            return .failure(RewriteRefusal("the English of an outdated block can be brought up to date only in bilingual Markdown (English, then its Korean quote)"))
        }
        var end = korean.line - 1
        while end > block.line && source.text(end).trimmingCharacters(in: .whitespaces).isEmpty { end -= 1 }
        return .success(LineEdit(lines: (block.line - 1)..<end, replacement: lines))
    }

    private func applyAndVerify(_ edits: [LineEdit], source: SourceLines, page: RawPage, expected: [Int: String], forms: [Int: String] = [:],
                                english: [Int: String] = [:]) -> Swift.Result<[UInt8], RewriteRefusal> {
        let edited: [UInt8]
        do { edited = try source.applying(edits) } catch { return .failure(RewriteRefusal("\(error)")) }
        let reread: RawPage
        switch read(edited) {
        case .failure(let reason): return .failure(RewriteRefusal("after the edit the file would not read as a page: \(reason)"))
        case .success(let page): reread = page
        }
        guard reread.format == page.format else {
            return .failure(RewriteRefusal("after the edit the file would read as \(reread.format.rawValue), not \(page.format.rawValue)"))
        }
        guard reread.titleLine?.name == page.titleLine?.name, reread.titleLine?.category == page.titleLine?.category else {
            return .failure(RewriteRefusal("after the edit the page's title line would read differently"))
        }
        guard reread.blocks.count == page.blocks.count else {
            return .failure(RewriteRefusal("after the edit the file would hold \(reread.blocks.count) blocks instead of \(page.blocks.count)"))
        }
        for (index, (before, after)) in zip(page.blocks, reread.blocks).enumerated() {
            if let newEnglish = english[index] {
                guard after.kind == before.kind, after.english.text == newEnglish else {
                    return .failure(RewriteRefusal("after the edit the block on line \(before.line) would read “\(Self.excerpt(after.english.text))”, not the current English"))
                }
            } else if !Self.sameExceptKorean(before, after) {
                return .failure(RewriteRefusal("after the edit the block on line \(before.line) would read “\(Self.excerpt(after.english.text))”"))
            }
            let korean = expected[index] ?? before.korean?.text
            guard after.korean?.text == korean else {
                return .failure(RewriteRefusal(expected[index] != nil
                    ? ReadBackDifference(intended: korean ?? "", read: after.korean?.text ?? "").description
                    : "the Korean of the block on line \(before.line) would change"))
            }
            if let form = forms[index], let read = after.korean.map({ InlineSpan.form(plain: $0.text, html: $0.html) }), read != form {
                return .failure(RewriteRefusal("the formatting would not read back: " + ReadBackDifference(intended: form, read: read).description))
            }
        }
        return .success(edited)
    }

    /// Whether a correction's formatting is what the source already has (no formatting given counts as the same).
    private static func sameMarkup(_ korean: KoreanText?, _ markup: [InlineSpan]?) -> Bool {
        guard let markup, InlineSpan.hasFormatting(markup) else { return true }
        guard let korean, let existing = InlineSpan.parse(html: korean.html) else { return false }
        return InlineSpan.markdown(existing, escape: { $0 }) == InlineSpan.markdown(markup, escape: { $0 })
    }

    private static func sameExceptKorean(_ a: RawBlock, _ b: RawBlock) -> Bool {
        a.kind == b.kind && a.english == b.english && a.lead == b.lead && a.links == b.links && a.headingLevel == b.headingLevel
            && a.summary == b.summary && a.translatorNote == b.translatorNote
    }

    private static func excerpt(_ text: String) -> String {
        text.count > 60 ? String(text.prefix(60)) + "…" : text
    }
}

extension KoreanEditOutcome {
    var isRefusal: Bool {
        if case .refused = self { return true }
        return false
    }
}
