import Foundation
import HIGText

/// The title line of a Markdown page, in the variants found in real exports:
/// `# **[components-presentation] action-sheets**`, `# **[Foundations] Accessibility**`, and a breadcrumb
/// `### [[Components - Menus and actions](...)]` followed by `# **Buttons**`.
struct TitleLine: Sendable, Equatable {
    /// Category path such as `components/presentation`; empty when the line names none.
    var category: String
    /// The page's name as written: a slug (`action-sheets`) or a title (`Accessibility`).
    var name: String
    /// Lines the title occupies (1-based), which readers skip.
    var lines: ClosedRange<Int>

    /// Finds the title among the first non-blank lines of `lines`.
    static func find(in lines: [Substring]) -> TitleLine? {
        var index = 0
        func nextNonBlank(from start: Int) -> Int? {
            var i = start
            while i < lines.count && lines[i].trimmed.isEmpty { i += 1 }
            return i < lines.count ? i : nil
        }
        guard let first = nextNonBlank(from: index) else { return nil }
        index = first
        let line = lines[first].trimmed
        if let (category, name) = bracketed(line) {
            return TitleLine(category: categoryPath(category), name: name, lines: (first + 1)...(first + 1))
        }
        if let category = breadcrumb(line), let next = nextNonBlank(from: first + 1), let name = boldHeading(lines[next].trimmed) {
            return TitleLine(category: category, name: name, lines: (first + 1)...(next + 1))
        }
        return nil
    }

    /// `# **[Category] name**` → (Category, name).
    private static func bracketed(_ line: String) -> (String, String)? {
        guard let inner = boldHeading(line), inner.hasPrefix("["), let close = inner.firstIndex(of: "]") else { return nil }
        let category = inner[inner.index(after: inner.startIndex)..<close].trimmed
        let name = inner[inner.index(after: close)...].trimmed
        guard !category.isEmpty, !name.isEmpty else { return nil }
        return (category, name)
    }

    /// `# **Text**` → Text (level-1 heading that is entirely bold).
    private static func boldHeading(_ line: String) -> String? {
        guard line.hasPrefix("# ") else { return nil }
        let body = line.dropFirst(2).trimmed
        guard body.hasPrefix("**"), body.hasSuffix("**"), body.count > 4 else { return nil }
        return body.dropFirst(2).dropLast(2).trimmed
    }

    /// `### [[Components - Menus and actions](./x/components/menus-and-actions.md)]` → `components/menus-and-actions`.
    private static func breadcrumb(_ line: String) -> String? {
        guard line.hasPrefix("#"), let open = line.range(of: "[["), let mid = line.range(of: "](", range: open.upperBound..<line.endIndex) else { return nil }
        let label = String(line[open.upperBound..<mid.lowerBound])
        let target = line[mid.upperBound...].prefix { $0 != ")" }
        // Prefer the link path's last two folders, which is how the site lays out categories.
        let parts = target.split(separator: "/").map(String.init).filter { $0 != "." && $0 != ".." }
        if let file = parts.last, file.hasSuffix(".md"), parts.count >= 2 {
            let leaf = String(file.dropLast(3))
            let parent = parts[parts.count - 2]
            if ["components", "foundations", "patterns", "inputs", "technologies", "getting-started"].contains(parent) {
                return "\(parent)/\(Slug.make(leaf))"
            }
        }
        return categoryPath(label)
    }

    /// `components-menus-and-actions` → `components/menus-and-actions`; `Components - Menus and actions` → the same;
    /// `Foundations` → `foundations`. The first word is the top category; the rest is one subcategory.
    static func categoryPath(_ label: String) -> String {
        if label.contains(" - ") {
            return label.components(separatedBy: " - ").map { Slug.make($0) }.filter { !$0.isEmpty }.joined(separator: "/")
        }
        let slug = Slug.make(label)
        guard let dash = slug.firstIndex(of: "-") else { return slug }
        return "\(slug[..<dash])/\(slug[slug.index(after: dash)...])"
    }
}
