import HIGCorpus

/// One problem a check found in one block.
package struct Finding: Hashable, Sendable {
    package var checkID: String
    package var severity: Severity
    package var message: String
    package var pageID: String
    package var blockID: String
    /// Where the text the finding is about starts: the Korean when the block has any, else the English.
    package var location: SourceLocation
    /// The offending text as it appears in the source line(s), used to point the column at it.
    package var excerpt: String?
    /// Further lines printed as notes under the finding (an outdated block's old and new English and their diff).
    package var notes: [String] = []

    package init(checkID: String, severity: Severity, message: String, pageID: String, blockID: String,
                location: SourceLocation, excerpt: String? = nil) {
        self.checkID = checkID
        self.severity = severity
        self.message = message
        self.pageID = pageID
        self.blockID = blockID
        self.location = location
        self.excerpt = excerpt
    }

    /// A finding of `check` about `block`, located at the block's Korean (or English when untranslated).
    package init<C: QualityCheck>(_ check: C, _ message: String, block: Block, page: Page, excerpt: String? = nil,
                                 severity: Severity? = nil) {
        self.init(checkID: C.description.id, severity: severity ?? C.description.severity, message: message,
                  pageID: page.id, blockID: block.id, location: block.translationSource ?? block.source, excerpt: excerpt)
    }

    /// The compiler-style diagnostic for this finding.
    package var diagnostic: Diagnostic {
        Diagnostic(severity, checkID, message, at: location)
    }
}
