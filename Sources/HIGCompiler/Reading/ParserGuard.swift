import HIGCorpus

/// Rejects inputs on which cmark-gfm 0.29.0.gfm.6 is super-linear, before they reach the parser.
///
/// Ten measures, each a sum or maximum that tracks one measured cause of slow parsing; every limit sits
/// far above real guideline pages and far below where parsing slows. The other measures bound the super-linear
/// work whatever the file's size; the file-size limit bounds only the linear rest, so that no input that passes
/// takes long to parse, and real pages far less (measures, figures and worst case: docs/robustness.md).
/// One pass over the UTF-8 bytes, O(1) state, stopping at the first limit crossed.
struct ParserGuard {
    /// What the guard measures; the raw value is the diagnostic id suffix (`hig.guard.<measure>`).
    enum Measure: String, CaseIterable, Sendable {
        case bytes
        case maxPipes = "max-pipes"
        case tableCells = "table-cells"
        case delimCost = "delim-cost"
        case maxDepth = "max-depth"
        case nestCost = "nest-cost"
        case inlineSq = "inline-sq"
        case htmlScan = "html-scan"
        case autolinkScan = "autolink-scan"
        case atCount = "at-count"

        /// The diagnostic id.
        var id: String { "hig.guard.\(rawValue)" }

        /// What was exceeded, in words a page author can act on.
        var explanation: String {
            switch self {
            case .bytes: return "the file is too large"
            case .maxPipes: return "a line has too many '|' (table columns)"
            case .tableCells: return "the tables have too many cells (cells padded to the header width count)"
            case .delimCost: return "a table delimiter-like line ('|-', ':-') follows a long paragraph (lines × bytes above it)"
            case .maxDepth: return "nesting is too deep (block quotes, list markers and indentation on one line)"
            case .nestCost: return "deep nesting is followed by too many lines (lines × deepest nesting so far)"
            case .inlineSq: return "a paragraph has too many brackets and emphasis markers ((count)² per paragraph)"
            case .htmlScan: return "'<?' or '<![' occurs in a long paragraph (count × paragraph bytes)"
            case .autolinkScan: return "'www.' or '@' occurs in a long word (count × word bytes)"
            case .atCount: return "the file has too many '@'"
            }
        }
    }

    /// The largest value each measure may take; `measure > limit` rejects the file.
    ///
    /// From the cmark-gfm measurement study: each sits far above the real corpus's maximum and far below
    /// where parsing slows (docs/robustness.md gives both for every measure).
    struct Limits: Sendable {
        /// 2 MiB: twice the largest real page files (older revisions). The other measures bound the
        /// super-linear work whatever the size; nothing structural bounds the linear cost of many tiny blocks, which
        /// this bounds (its CPU and memory per MiB in the whole build: docs/robustness.md).
        var bytes: Int64 = 2_097_152
        var maxPipes: Int64 = 64
        var tableCells: Int64 = 16_384
        var delimCost: Int64 = 1_000_000
        var maxDepth: Int64 = 32
        var nestCost: Int64 = 500_000
        var inlineSq: Int64 = 10_000_000
        var htmlScan: Int64 = 1_000_000
        var autolinkScan: Int64 = 1_000_000
        var atCount: Int64 = 2_048

        /// The limit for `measure`.
        subscript(measure: Measure) -> Int64 {
            get { self[keyPath: Self.keyPath(measure)] }
            set { self[keyPath: Self.keyPath(measure)] = newValue }
        }

        private static func keyPath(_ measure: Measure) -> WritableKeyPath<Limits, Int64> {
            switch measure {
            case .bytes: return \.bytes
            case .maxPipes: return \.maxPipes
            case .tableCells: return \.tableCells
            case .delimCost: return \.delimCost
            case .maxDepth: return \.maxDepth
            case .nestCost: return \.nestCost
            case .inlineSq: return \.inlineSq
            case .htmlScan: return \.htmlScan
            case .autolinkScan: return \.autolinkScan
            case .atCount: return \.atCount
            }
        }
    }

    /// The first limit crossed: which, and where (1-based line, character column).
    struct Violation: Equatable, Sendable {
        var measure: Measure
        var line: Int
        var column: Int
    }

    var limits = Limits()

    /// A diagnostic when the text must not be parsed, or `nil` when it is safe.
    func check(_ text: String, path: String) -> Diagnostic? {
        guard let violation = firstViolation(text) else { return nil }
        let limit = limits[violation.measure]
        var message = "\(violation.measure.explanation): \(violation.measure.rawValue) is over its limit of \(limit)"
        if violation.measure == .bytes { message += " (file is \(text.utf8.count) bytes)" }
        message += "; skipped, because cmark-gfm would take super-linear time to parse it"
        return Diagnostic(.warning, violation.measure.id, message,
                          at: SourceLocation(path: path, line: violation.line, column: violation.column))
    }

    /// The first limit `text` crosses, reading it once from the start.
    func firstViolation(_ text: String) -> Violation? {
        var text = text
        return text.withUTF8 { bytes in
            var scan = GuardScan(limits: limits)
            var index = 0
            while index < bytes.count {
                index = scan.feedPlainRun(bytes, from: index)
                guard index < bytes.count else { break }
                scan.feed(bytes[index])
                index += 1
                if scan.violation != nil { return scan.violation }
            }
            scan.finish()
            return scan.violation
        }
    }
}

/// The guard's state while it reads: per-line, per-run (paragraph) and per-file counters.
///
/// Lines end at LF, CRLF or CR. A blank line holds only ' ' and '\t'. A run is a maximal run of
/// non-blank lines. Each measure is checked as soon as it can grow, so the reported place is where
/// its limit was crossed; all running values only grow, so the verdict equals the whole-file measure.
private struct GuardScan {
    let limits: ParserGuard.Limits
    private(set) var violation: ParserGuard.Violation?

    // Position.
    private var offset: Int64 = 0
    private var line = 1
    private var column = 0
    private var afterCR = false

    // Current line.
    private var lineBytes: Int64 = 0
    private var pipes: Int64 = 0
    private var nonBlank = false
    private var previousByte: UInt8 = 0
    private var byteBeforePrevious: UInt8 = 0
    private var prefix = ContainerPrefix()
    private var wholeLine = DelimiterShape()
    private var afterPrefix = DelimiterShape()
    private var afterPrefixStarted = false

    // Current run.
    private var runLines: Int64 = 0
    private var runBytes: Int64 = 0
    /// S: brackets plus emphasis runs in the run.
    private var runDelimiters: Int64 = 0
    private var runHTML: Int64 = 0

    // Current token (bytes between whitespace).
    private var tokenBytes: Int64 = 0
    private var tokenHits: Int64 = 0
    private var wRun = 0

    // File.
    private var tableWidth: Int64 = 0
    private var previousPipes: Int64 = 0
    private var deepestSoFar: Int64 = 0
    private var tableCells: Int64 = 0
    private var delimCost: Int64 = 0
    private var nestCost: Int64 = 0
    private var inlineSqClosed: Int64 = 0
    private var htmlClosed: Int64 = 0
    private var autolinkClosed: Int64 = 0
    private var atCount: Int64 = 0

    init(limits: ParserGuard.Limits) {
        self.limits = limits
    }

    mutating func feed(_ byte: UInt8) {
        if offset == limits.bytes {
            if byte & 0xC0 != 0x80 { column += 1 }
            return reject(.bytes)
        }
        offset += 1
        // Most bytes of prose change nothing but counters once the line's prefix and shape are settled.
        if Self.isPlain(byte), prefix.isSettled, !wholeLine.isOpen, !afterPrefix.isOpen, tokenHits == 0, runHTML == 0 {
            if byte & 0xC0 != 0x80 { column += 1 }
            lineBytes += 1
            nonBlank = true
            tokenBytes += 1
            wRun = 0
            byteBeforePrevious = previousByte
            previousByte = byte
            return
        }
        if byte == 0x0A {
            if afterCR { afterCR = false; return }
            return endLine()
        }
        afterCR = false
        if byte == 0x0D {
            afterCR = true
            return endLine()
        }
        if byte & 0xC0 != 0x80 { column += 1 }
        lineBytes += 1
        if byte != 0x20 && byte != 0x09 { nonBlank = true }

        readPrefix(byte)
        if afterPrefixStarted { afterPrefix.add(byte) }
        wholeLine.add(byte)
        readInline(byte)
        readToken(byte)
        byteBeforePrevious = previousByte
        previousByte = byte
    }

    /// Feeds the plain bytes from `start` on that `feed` would only count (its first branch), all at once: prose is
    /// mostly such runs, and feeding them one by one was most of the guard's time. Returns where it stopped.
    mutating func feedPlainRun(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard prefix.isSettled, !wholeLine.isOpen, !afterPrefix.isOpen, tokenHits == 0, runHTML == 0 else { return start }
        // `feed` rejects the byte after the size limit, so the run stops there.
        let end = min(bytes.count, start + Int(limits.bytes - offset))
        var index = start
        var columns = 0
        while index < end, Self.isPlain(bytes[index]) {
            if bytes[index] & 0xC0 != 0x80 { columns += 1 }
            index += 1
        }
        let count = index - start
        guard count > 0 else { return start }
        offset += Int64(count)
        column += columns
        lineBytes += Int64(count)
        nonBlank = true
        tokenBytes += Int64(count)
        wRun = 0
        byteBeforePrevious = count >= 2 ? bytes[index - 2] : previousByte
        previousByte = bytes[index - 1]
        return index
    }

    /// Bytes that matter only through the counters once a line's prefix is read: not whitespace, line
    /// ends, `*` `_` `~` `[` `]` `|` `?` `@` `.` `w` `W`.
    private static func isPlain(_ byte: UInt8) -> Bool {
        // Bit n set: ASCII byte n (or 64 + n) matters.
        let low: UInt64 = 1 << 9 | 1 << 10 | 1 << 11 | 1 << 12 | 1 << 13 | 1 << 32 | 1 << 42 | 1 << 46 | 1 << 63
        let high: UInt64 = 1 << (64 - 64) | 1 << (87 - 64) | 1 << (91 - 64) | 1 << (93 - 64) | 1 << (95 - 64)
            | 1 << (119 - 64) | 1 << (124 - 64) | 1 << (126 - 64)
        if byte >= 0x80 { return true }
        return byte < 64 ? (low >> byte) & 1 == 0 : (high >> (byte - 64)) & 1 == 0
    }

    /// Ends the last line and the last run.
    mutating func finish() {
        guard violation == nil else { return }
        endLine()
        closeRun()
    }

    private mutating func reject(_ measure: ParserGuard.Measure, column reported: Int? = nil) {
        if violation == nil {
            violation = ParserGuard.Violation(measure: measure, line: line, column: max(1, reported ?? column))
        }
    }

    /// Block-quote markers, list markers and indentation at the start of the line: its depth.
    private mutating func readPrefix(_ byte: UInt8) {
        switch prefix.read(byte) {
        case .unchanged: break
        case .candidate:
            afterPrefix = DelimiterShape()
            afterPrefixStarted = true
            prefix.candidateColumn = column
        case .deeper(let reportedColumn):
            if prefix.depth > limits.maxDepth { reject(.maxDepth, column: reportedColumn ?? column) }
        }
    }

    /// Pipes, brackets, emphasis runs, `<?` and `<![`.
    private mutating func readInline(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "|"):
            pipes += 1
            if pipes > limits.maxPipes { reject(.maxPipes) }
        case UInt8(ascii: "["), UInt8(ascii: "]"):
            runDelimiters += 1
            if byte == UInt8(ascii: "["), previousByte == UInt8(ascii: "!"), byteBeforePrevious == UInt8(ascii: "<") {
                runHTML += 1
            }
            checkInline()
        case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"):
            if byte != previousByte {
                runDelimiters += 1
                checkInline()
            }
        case UInt8(ascii: "?"):
            if previousByte == UInt8(ascii: "<") { runHTML += 1 }
        default:
            break
        }
        // A line counts toward its run once it is known not to be blank.
        if runHTML > 0, htmlClosed + runHTML * (runBytes + (nonBlank ? lineBytes : 0)) > limits.htmlScan { reject(.htmlScan) }
    }

    private mutating func checkInline() {
        if inlineSqClosed + runDelimiters * runDelimiters > limits.inlineSq { reject(.inlineSq) }
    }

    /// `www.` (any case) and `@` inside whitespace-separated tokens.
    private mutating func readToken(_ byte: UInt8) {
        switch byte {
        case 0x20, 0x09, 0x0B, 0x0C:
            return endToken()
        case UInt8(ascii: "w"), UInt8(ascii: "W"):
            wRun += 1
        case UInt8(ascii: "."):
            if wRun >= 3 { tokenHits += 1 }
            wRun = 0
        case UInt8(ascii: "@"):
            tokenHits += 1
            atCount += 1
            wRun = 0
            if atCount > limits.atCount { return reject(.atCount) }
        default:
            wRun = 0
        }
        tokenBytes += 1
        if tokenHits > 0, autolinkClosed + tokenHits * tokenBytes > limits.autolinkScan { reject(.autolinkScan) }
    }

    private mutating func endToken() {
        autolinkClosed += tokenHits * tokenBytes
        tokenHits = 0
        tokenBytes = 0
        wRun = 0
    }

    private mutating func endLine() {
        endToken()
        let reportedColumn = prefix.candidateColumn
        if prefix.finishLine(), prefix.depth > limits.maxDepth { return reject(.maxDepth, column: reportedColumn) }
        // Line-level measures are decided at the line end and reported at the line's start.
        deepestSoFar = max(deepestSoFar, prefix.depth)
        nestCost += deepestSoFar
        if nestCost > limits.nestCost { return reject(.nestCost, column: 1) }
        if nonBlank {
            let delimiterLike = wholeLine.isDelimiterLike || (afterPrefixStarted && afterPrefix.isDelimiterLike)
            if delimiterLike {
                delimCost += runLines * runBytes
                if delimCost > limits.delimCost { return reject(.delimCost, column: 1) }
                if runLines > 0 {
                    tableWidth = max(previousPipes, pipes) + 1
                    tableCells += 2 * tableWidth
                } else if tableWidth > 0 {
                    tableCells += max(tableWidth, pipes + 1)
                }
            } else if tableWidth > 0 {
                tableCells += max(tableWidth, pipes + 1)
            }
            if tableCells > limits.tableCells { return reject(.tableCells, column: 1) }
            runLines += 1
            runBytes += lineBytes + 1
            if runHTML > 0, htmlClosed + runHTML * runBytes > limits.htmlScan { return reject(.htmlScan, column: 1) }
        } else {
            closeRun()
            tableWidth = 0
        }
        previousPipes = pipes
        line += 1
        column = 0
        lineBytes = 0
        pipes = 0
        nonBlank = false
        previousByte = 0
        byteBeforePrevious = 0
        prefix = ContainerPrefix()
        wholeLine = DelimiterShape()
        afterPrefix = DelimiterShape()
        afterPrefixStarted = false
    }

    private mutating func closeRun() {
        inlineSqClosed += runDelimiters * runDelimiters
        htmlClosed += runHTML * runBytes
        runLines = 0
        runBytes = 0
        runDelimiters = 0
        runHTML = 0
    }
}

/// Reads a line's container prefix: indentation (tab to the next multiple of 4; two columns make one
/// level), then any number of `>`, `-`/`*`/`+` and `1.`/`1)` markers (1–9 digits), each list marker
/// followed by ' ', '\t' or the line end.
private struct ContainerPrefix {
    enum Phase { case indent, markers, bullet, digits(Int), ordinalEnd, done }
    enum Event { case unchanged, candidate, deeper(column: Int?) }

    private(set) var phase = Phase.indent
    private var indentColumns: Int64 = 0
    private var markers: Int64 = 0
    /// Column where the current marker candidate starts: where the rest of the line (`off`) begins.
    var candidateColumn = 1

    var depth: Int64 { indentColumns / 2 + markers }

    /// True once the prefix has ended: later bytes of the line cannot change it.
    var isSettled: Bool {
        if case .done = phase { return true }
        return false
    }

    mutating func read(_ byte: UInt8) -> Event {
        let isSpace = byte == 0x20 || byte == 0x09
        switch phase {
        case .done:
            return .unchanged
        case .indent:
            if byte == 0x20 {
                indentColumns += 1
                return indentColumns % 2 == 0 ? .deeper(column: nil) : .unchanged
            }
            if byte == 0x09 {
                let before = depth
                indentColumns = (indentColumns / 4 + 1) * 4
                return depth > before ? .deeper(column: nil) : .unchanged
            }
            phase = .markers
            return startCandidate(byte)
        case .markers:
            return isSpace ? .unchanged : startCandidate(byte)
        case .bullet:
            return isSpace ? confirmMarker() : stop()
        case .digits(let count):
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") && count < 9 {
                phase = .digits(count + 1)
                return .unchanged
            }
            if byte == UInt8(ascii: ".") || byte == UInt8(ascii: ")") {
                phase = .ordinalEnd
                return .unchanged
            }
            return stop()
        case .ordinalEnd:
            return isSpace ? confirmMarker() : stop()
        }
    }

    /// At the line end a pending list marker counts; true when that made the line deeper.
    mutating func finishLine() -> Bool {
        switch phase {
        case .bullet, .ordinalEnd:
            markers += 1
            phase = .done
            return true
        default:
            phase = .done
            return false
        }
    }

    private mutating func startCandidate(_ byte: UInt8) -> Event {
        switch byte {
        case UInt8(ascii: ">"):
            markers += 1
            return .deeper(column: nil)
        case UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+"):
            phase = .bullet
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            phase = .digits(1)
        default:
            phase = .done
        }
        return .candidate
    }

    private mutating func confirmMarker() -> Event {
        markers += 1
        phase = .markers
        return .deeper(column: candidateColumn)
    }

    private mutating func stop() -> Event {
        phase = .done
        return .unchanged
    }
}

/// Whether a piece of a line looks like a table delimiter row: only `|`, `-`, `:`, ' ', '\t', '\v',
/// '\f', with at least one `-` and at least one `|` or `:`.
private struct DelimiterShape {
    private var onlyDelimiterBytes = true
    private var dash = false
    private var pipeOrColon = false

    var isDelimiterLike: Bool { onlyDelimiterBytes && dash && pipeOrColon }

    /// False once a byte has ruled the shape out.
    var isOpen: Bool { onlyDelimiterBytes }

    mutating func add(_ byte: UInt8) {
        guard onlyDelimiterBytes else { return }
        switch byte {
        case UInt8(ascii: "-"): dash = true
        case UInt8(ascii: "|"), UInt8(ascii: ":"): pipeOrColon = true
        case 0x20, 0x09, 0x0B, 0x0C: break
        default: onlyDelimiterBytes = false
        }
    }
}
