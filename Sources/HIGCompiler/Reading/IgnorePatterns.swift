/// Paths a build leaves out, written in gitignore syntax: a `.higignore` file in a source folder, or
/// `hig build --exclude GLOB`.
///
/// Supported, as in git: blank lines and `#` comments; trailing spaces trimmed (unless escaped); `!` re-includes;
/// a trailing `/` matches folders only; a pattern with a `/` at its start or middle is anchored to the folder
/// of its file, one without matches at any depth; `*` and `?` never match `/`; `[a-z]`, `[!a-z]` classes;
/// `**/` at the start, `/**` at the end and `/**/` in the middle span folders; `\` escapes the next character.
/// The last matching pattern wins, and nothing inside an excluded folder can be re-included.
public struct IgnorePatterns: Sendable, Equatable {
    /// The file name read in every walked folder.
    public static let fileName = ".higignore"

    struct Rule: Sendable, Equatable {
        /// Path segments to match; `**` spans any number of folders.
        var segments: [String]
        var negated: Bool
        var foldersOnly: Bool
    }

    private(set) var rules: [Rule] = []

    public init() {}

    /// Whether no pattern was added.
    public var isEmpty: Bool { rules.isEmpty }

    /// Patterns from the lines of an ignore file (or from `--exclude` values, one per line).
    public init(lines: [String]) {
        for line in lines { add(line) }
    }

    /// Adds one pattern line; comments and blank lines add nothing.
    public mutating func add(_ line: String) {
        var pattern = Self.trimTrailingSpaces(line.hasSuffix("\r") ? String(line.dropLast()) : line)
        guard !pattern.isEmpty, !pattern.hasPrefix("#") else { return }
        var negated = false
        if pattern.hasPrefix("!") {
            negated = true
            pattern.removeFirst()
        } else if pattern.hasPrefix("\\!") || pattern.hasPrefix("\\#") {
            pattern.removeFirst()
        }
        var foldersOnly = false
        if pattern.hasSuffix("/") && !pattern.hasSuffix("\\/") {
            foldersOnly = true
            pattern.removeLast()
        }
        guard !pattern.isEmpty else { return }
        let anchored = pattern.dropLast().contains("/")
        if pattern.hasPrefix("/") { pattern.removeFirst() }
        var segments = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard !segments.isEmpty else { return }
        if !anchored && segments.first != "**" { segments.insert("**", at: 0) }
        rules.append(Rule(segments: segments, negated: negated, foldersOnly: foldersOnly))
    }

    /// Whether `path` (relative to the folder the patterns belong to, `/`-separated) is left out. An excluded
    /// parent folder excludes everything under it.
    public func excludes(_ path: String, isFolder: Bool) -> Bool {
        let parts = path.split(separator: "/").map(String.init)
        guard !parts.isEmpty, !rules.isEmpty else { return false }
        for depth in 1..<parts.count where verdict(Array(parts[..<depth]), isFolder: true) == true {
            return true
        }
        return verdict(parts, isFolder: isFolder) ?? false
    }

    /// `true` excluded, `false` re-included, `nil` no pattern matched; the last match wins.
    private func verdict(_ parts: [String], isFolder: Bool) -> Bool? {
        for rule in rules.reversed() where !(rule.foldersOnly && !isFolder) {
            if Self.match(rule.segments[...], parts[...]) { return !rule.negated }
        }
        return nil
    }

    /// Segment-wise matching; `**` takes zero or more whole segments. A trailing `**` needs at least one.
    private static func match(_ pattern: ArraySlice<String>, _ parts: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return parts.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            if rest.isEmpty { return !parts.isEmpty }
            var tail = parts
            while true {
                if match(rest, tail) { return true }
                guard !tail.isEmpty else { return false }
                tail = tail.dropFirst()
            }
        }
        guard let part = parts.first, Wildcard.match(Array(first.unicodeScalars)[...], Array(part.unicodeScalars)[...]) else { return false }
        return match(pattern.dropFirst(), parts.dropFirst())
    }

    /// Trailing spaces go unless escaped with a backslash.
    private static func trimTrailingSpaces(_ line: String) -> String {
        var scalars = Array(line.unicodeScalars)
        while let last = scalars.last, last == " " || last == "\t" {
            if scalars.count >= 2, scalars[scalars.count - 2] == "\\" {
                scalars.remove(at: scalars.count - 2)
                break
            }
            scalars.removeLast()
        }
        var out = ""
        out.unicodeScalars.append(contentsOf: scalars)
        return out
    }
}

/// Wildcards within one path segment: `*`, `?`, `[…]` classes, `\` escapes.
enum Wildcard {
    static func match(_ pattern: ArraySlice<Unicode.Scalar>, _ text: ArraySlice<Unicode.Scalar>) -> Bool {
        var p = pattern.startIndex, t = text.startIndex
        // Backtracking point for the last `*`: pattern index after it, and the text index it absorbed up to.
        var star: (pattern: Int, text: Int)?
        while t < text.endIndex {
            if p < pattern.endIndex {
                switch pattern[p] {
                case "*":
                    star = (p + 1, t)
                    p += 1
                    continue
                case "?":
                    p += 1; t += 1
                    continue
                case "[":
                    if let (matched, next) = matchClass(pattern, from: p, scalar: text[t]) {
                        if matched { p = next; t += 1; continue }
                    } else if text[t] == "[" {
                        p += 1; t += 1
                        continue
                    }
                case "\\" where p + 1 < pattern.endIndex:
                    if pattern[p + 1] == text[t] { p += 2; t += 1; continue }
                default:
                    if pattern[p] == text[t] { p += 1; t += 1; continue }
                }
            }
            guard let saved = star else { return false }
            p = saved.pattern
            t = saved.text + 1
            star = (saved.pattern, saved.text + 1)
        }
        while p < pattern.endIndex && pattern[p] == "*" { p += 1 }
        return p == pattern.endIndex
    }

    /// Whether `scalar` is in the class opening at `start`, and the index after the class; `nil` when the
    /// class is not closed (then `[` is literal).
    private static func matchClass(_ pattern: ArraySlice<Unicode.Scalar>, from start: Int, scalar: Unicode.Scalar) -> (Bool, Int)? {
        var i = start + 1
        var negate = false
        if i < pattern.endIndex, pattern[i] == "!" || pattern[i] == "^" { negate = true; i += 1 }
        var found = false
        var first = true
        while i < pattern.endIndex {
            var low = pattern[i]
            if low == "]" && !first { return (found != negate, i + 1) }
            first = false
            if low == "\\", i + 1 < pattern.endIndex { i += 1; low = pattern[i] }
            if i + 2 < pattern.endIndex, pattern[i + 1] == "-", pattern[i + 2] != "]" {
                var high = pattern[i + 2]
                var next = i + 3
                if high == "\\", i + 3 < pattern.endIndex { high = pattern[i + 3]; next = i + 4 }
                if low.value <= scalar.value && scalar.value <= high.value { found = true }
                i = next
            } else {
                if low == scalar { found = true }
                i += 1
            }
        }
        return nil
    }
}
