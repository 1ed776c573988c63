/// Files that sit beside guideline pages in a repository but are not pages: its README and change logs,
/// code, configuration, data tables and tables of contents. Told from the file's name (its extension, or a
/// name repositories reserve for such files) and from its content; never from where a particular repository
/// keeps them.
enum NonPageFile {
    /// Extensions of program source, configuration and data files.
    static let codeAndConfigurationExtensions: Set<String> = [
        "py", "pyc", "ipynb", "js", "mjs", "cjs", "ts", "tsx", "jsx", "swift", "rb", "sh", "bash", "zsh", "fish", "ps1", "bat",
        "pl", "php", "java", "kt", "kts", "scala", "c", "h", "cc", "cpp", "hpp", "m", "mm", "go", "rs", "cs", "lua", "r",
        "json", "jsonl", "yml", "yaml", "toml", "ini", "cfg", "conf", "xml", "plist", "lock", "gradle", "properties",
        "css", "scss", "sql", "csv", "tsv", "env",
    ]

    /// File names (without extension, any case) that repositories reserve for documents about the repository.
    static let repositoryDocumentNames: Set<String> = [
        "readme", "changelog", "changes", "news", "license", "licence", "copying", "contributing", "code_of_conduct",
        "code-of-conduct", "security", "authors", "contributors", "notice", "todo", "requirements", "makefile",
        "dockerfile", "gemfile", "podfile", "pipfile", "procfile",
    ]

    /// Why `relativePath` is not a page, judged from its name alone; `nil` when the name allows a page.
    static func reason(forName relativePath: String) -> String? {
        let name = relativePath.split(separator: "/").last.map(String.init) ?? relativePath
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        let stem = parts.first.map { $0.lowercased() } ?? ""
        if repositoryDocumentNames.contains(stem) { return "a repository document (\(name))" }
        if parts.count > 1, let ext = parts.last?.lowercased(), codeAndConfigurationExtensions.contains(ext) {
            return "source code, configuration or data (.\(ext))"
        }
        return nil
    }

    /// Why these lines are not a page, judged from their shape; `nil` when they may be one. (JSON and `#!`
    /// scripts are told apart earlier, by `FormatDetector.foreignShape`.)
    static func reason(forContent lines: [Substring]) -> String? {
        var nonBlank = 0, tableRows = 0, codeStatements = 0, localLinkLines = 0
        for line in lines.prefix(FormatDetector.sampleLines) {
            // Each line is read in place: a String of every line, and Character walks over it, were a visible share of
            // a compile.
            let text = line.trimmedSlice
            guard !text.isEmpty else { continue }
            nonBlank += 1
            if text.hasASCIIPrefix("|") || pipes(in: text) >= 3 { tableRows += 1 }
            if isCodeStatement(text) { codeStatements += 1 }
            if isLocalLinkLine(text) { localLinkLines += 1 }
        }
        guard nonBlank > 0 else { return nil }
        if codeStatements * 5 >= nonBlank * 2 && codeStatements >= 3 { return "looks like source code" }
        if tableRows * 5 >= nonBlank * 4 && nonBlank >= 3 { return "a table of data (a log or a list), not prose" }
        if localLinkLines * 5 >= nonBlank * 3 && localLinkLines >= 3 { return "a table of contents (links to other files)" }
        return nil
    }

    /// The `|` bytes of a line, counted over its contiguous bytes when it has them (stepping a Substring's UTF-8 view
    /// byte by byte showed in a compile's profile).
    static func pipes(in text: Substring) -> Int {
        let pipe = UInt8(ascii: "|")
        if let count = text.utf8.withContiguousStorageIfAvailable({ bytes in bytes.reduce(0) { $0 + ($1 == pipe ? 1 : 0) } }) { return count }
        return text.utf8.reduce(0) { $0 + ($1 == pipe ? 1 : 0) }
    }

    /// How a statement in a scripting language opens.
    private static let codeOpeners = ["import ", "from ", "def ", "class ", "return", "elif ", "else:", "try:", "except", "print(", "self.", "if __name__"]

    /// `isCodeStatement(String)`, with the bytes ruling out the lines that cannot be one first: a line that opens
    /// with no opener is a statement only with an `=` and six words at most, and most lines are prose.
    private static func isCodeStatement(_ text: Substring) -> Bool {
        if !codeOpeners.contains(where: { text.hasASCIIPrefix($0) }), text.hasWords(atLeast: 7) || !text.utf8.contains(UInt8(ascii: "=")) {
            return false
        }
        return isCodeStatement(String(text))
    }

    /// A statement in a scripting language: `import x`, `from x import y`, `def f(`, `class X:`, `x = y(`, `return`.
    private static func isCodeStatement(_ text: String) -> Bool {
        for opener in codeOpeners where text.hasPrefix(opener) {
            if opener == "from " { return text.contains(" import ") }
            if opener == "class " || opener == "def " { return text.hasSuffix(":") || text.contains("(") }
            return true
        }
        // `name = value` with no sentence around it.
        if let equals = text.firstIndex(of: "="), text.wordCount <= 6 {
            let left = text[..<equals].trimmed
            return !left.isEmpty && left.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "[" || $0 == "]" || $0 == "'" || $0 == "\"" }
        }
        return false
    }

    /// `isLocalLinkLine(String)` for the lines that may be one: a link line ends in `)` and holds a `[`.
    private static func isLocalLinkLine(_ text: Substring) -> Bool {
        guard text.utf8.last == UInt8(ascii: ")"), text.utf8.contains(UInt8(ascii: "[")) else { return false }
        return isLocalLinkLine(String(text))
    }

    /// A line that only links to other Markdown files: `- [Color](./foundations/color.md)`.
    private static func isLocalLinkLine(_ text: String) -> Bool {
        var body = Substring(text)
        if body.hasPrefix("- ") || body.hasPrefix("* ") || body.hasPrefix("+ ") { body = body.dropFirst(2) }
        guard body.hasPrefix("["), let middle = body.range(of: "]("), body.hasSuffix(")") else { return false }
        let target = body[middle.upperBound..<body.index(before: body.endIndex)].lowercased()
        return !target.hasPrefix("http") && (target.hasSuffix(".md") || target.contains(".md#"))
    }
}
