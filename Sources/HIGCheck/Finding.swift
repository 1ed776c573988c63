import HIGCorpus

/// One problem a check found in one block.
public struct Finding: Hashable, Sendable {
    public var checkID: String
    public var severity: Severity
    public var message: String
    public var pageID: String
    public var blockID: String
    /// Where the text the finding is about starts: the Korean when the block has any, else the English.
    public var location: SourceLocation
    /// The offending text as it appears in the source line(s), used to point the column at it.
    public var excerpt: String?
    /// Further lines printed as notes under the finding (an outdated block's old and new English and their diff).
    public var notes: [String] = []

    public init(checkID: String, severity: Severity, message: String, pageID: String, blockID: String,
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
    public init<C: QualityCheck>(_ check: C, _ message: String, block: Block, page: Page, excerpt: String? = nil,
                                 severity: Severity? = nil) {
        self.init(checkID: C.description.id, severity: severity ?? C.description.severity, message: message,
                  pageID: page.id, blockID: block.id, location: block.translationSource ?? block.source, excerpt: excerpt)
    }

    /// The compiler-style diagnostic for this finding.
    public var diagnostic: Diagnostic {
        Diagnostic(severity, checkID, message, at: location)
    }
}
