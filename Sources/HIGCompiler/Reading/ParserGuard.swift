import HIGCorpus

/// Rejects inputs on which cmark-gfm 0.29.0.gfm.6 is super-linear, before they reach the parser.
///
/// Each limit sits far above anything in real guideline pages and far below where parsing slows
/// (measured thresholds and times: docs/robustness.md). Every check is one linear pass.
struct ParserGuard {
    struct Limits: Sendable {
        var fileBytes = 8 * 1024 * 1024
        var lineBytes = 100_000
        var tableCellsPerRow = 200
        var tableCells = 20_000
        var nestingDepth = 32
        var bracketRuns = 2_000
        var wwwRuns = 2_000
    }

    var limits = Limits()

    /// A diagnostic when the text must not be parsed, or `nil` when it is safe.
    func check(_ text: String, path: String) -> Diagnostic? {
        let bytes = text.utf8
        if bytes.count > limits.fileBytes {
            return Diagnostic(.warning, "hig.guard.file-too-large",
                              "file is \(bytes.count) bytes, over the \(limits.fileBytes)-byte limit; skipped",
                              at: SourceLocation(path: path, line: 1))
        }
        var line = 1
        var lineLength = 0
        var depth = 0
        var depthOpen = true
        var pendingMarker = false
        var pipesInLine = 0
        var tableCells = 0
        var brackets = 0
        var www = 0
        var previous: (UInt8, UInt8, UInt8) = (0, 0, 0)
        func reject(_ id: String, _ message: String) -> Diagnostic {
            Diagnostic(.warning, id, message + "; skipped to keep the build fast", at: SourceLocation(path: path, line: line))
        }
        for byte in bytes {
            if byte == 0x0A {
                if pipesInLine >= 2 { tableCells += pipesInLine }
                line += 1
                lineLength = 0
                depth = 0
                depthOpen = true
                pendingMarker = false
                pipesInLine = 0
                previous = (0, 0, 0)
                continue
            }
            lineLength += 1
            if lineLength > limits.lineBytes {
                return reject("hig.guard.line-too-long", "a line longer than \(limits.lineBytes) bytes")
            }
            if depthOpen {
                // Container markers at the start of a line: `>`, or `-`/`*`/`+`/`1.` followed by a space.
                switch byte {
                case UInt8(ascii: ">"):
                    depth += 1
                    pendingMarker = false
                case UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: ")"):
                    if pendingMarker { depthOpen = false } else { pendingMarker = true }
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    break
                case UInt8(ascii: " "), UInt8(ascii: "\t"):
                    if pendingMarker { depth += 1; pendingMarker = false }
                default:
                    depthOpen = false
                }
                if depth > limits.nestingDepth {
                    return reject("hig.guard.nesting-too-deep", "more than \(limits.nestingDepth) nested block markers on one line")
                }
            }
            if byte == UInt8(ascii: "|") {
                pipesInLine += 1
                if pipesInLine > limits.tableCellsPerRow {
                    return reject("hig.guard.table-too-wide", "a table row with more than \(limits.tableCellsPerRow) cells")
                }
                if tableCells + pipesInLine > limits.tableCells {
                    return reject("hig.guard.table-too-large", "tables with more than \(limits.tableCells) cells")
                }
            }
            // `![[]()` and similar: count bracket openers that follow `!` or `[`.
            if byte == UInt8(ascii: "["), previous.2 == UInt8(ascii: "!") || previous.2 == UInt8(ascii: "[") {
                brackets += 1
                if brackets > limits.bracketRuns {
                    return reject("hig.guard.bracket-run", "more than \(limits.bracketRuns) nested image or link openers (`![[`)")
                }
            }
            // `www._` autolink candidates.
            if byte == UInt8(ascii: "."), previous == (UInt8(ascii: "w"), UInt8(ascii: "w"), UInt8(ascii: "w")) {
                www += 1
                if www > limits.wwwRuns {
                    return reject("hig.guard.autolink-run", "more than \(limits.wwwRuns) `www.` autolink candidates")
                }
            }
            previous = (previous.1, previous.2, byte)
        }
        return nil
    }
}
