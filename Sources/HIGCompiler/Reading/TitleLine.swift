import Foundation
import HIGText

/// The title of a Markdown page, in every layout real exports use:
/// - `# **[components-presentation] action-sheets**` and `# **[Foundations] Accessibility**` (category and name);
/// - a breadcrumb `### [[Components - Menus and actions](...)]` followed by `# **Buttons**` (trailing spaces allowed);
/// - a Setext title (`Action sheets` over a line of `=`), which a later export prefixes with the date and note of its
///   last change (`June 21, 2023` / ` Updated to include guidance for visionOS. Image views` / `===========`);
/// - a first line `# **Title**` or `# Title` that names the page rather than a section or a sentence.
struct TitleLine: Sendable, Equatable {
    /// How the title is written; a title written for people is better evidence of a page's name than a slug.
    enum Layout: String, Sendable {
        case bracketed, breadcrumb, setext, heading
    }

    /// Category path such as `components/presentation`; empty when the line names none.
    var category: String
    /// The page's name as written: a slug (`action-sheets`) or a title (`Accessibility`).
    var name: String
    /// Lines the title occupies (1-based), which readers skip.
    var lines: ClosedRange<Int>
    var layout: Layout = .bracketed

    /// Whether the name is a slug (`action-sheets`) rather than a title written out (`Action sheets`).
    var nameIsSlug: Bool { name == name.lowercased() && !name.contains(" ") }

    /// Section headings every guideline page has; a file that opens with one has lost its title.
    static let sectionHeadings: Set<String> = [
        "best practices", "platform considerations", "resources", "specifications", "related", "developer documentation",
        "videos", "change log",
    ]

    /// Finds the title among the first non-blank lines of `lines`.
    static func find(in lines: [Substring]) -> TitleLine? {
        func nextNonBlank(from start: Int) -> Int? {
            var i = start
            while i < lines.count && lines[i].trimmed.isEmpty { i += 1 }
            return i < lines.count ? i : nil
        }
        guard let first = nextNonBlank(from: 0) else { return nil }
        let line = lines[first].trimmed
        if let (category, name) = bracketed(line) {
            return TitleLine(category: categoryPath(category), name: name, lines: (first + 1)...(first + 1), layout: .bracketed)
        }
        if let category = breadcrumb(line), let next = nextNonBlank(from: first + 1), let name = boldHeading(lines[next].trimmed) {
            return TitleLine(category: category, name: name, lines: (first + 1)...(next + 1), layout: .breadcrumb)
        }
        if let setext = setext(lines, first: first, nextNonBlank: nextNonBlank) { return setext }
        if let name = boldHeading(line) ?? plainHeading(line), isPageName(name) {
            return TitleLine(category: "", name: name, lines: (first + 1)...(first + 1), layout: .heading)
        }
        return nil
    }

    /// `Title` over `===`, possibly after a change date whose note shares the title's line
    /// (` Updated to include guidance for visionOS. Image views`): the title is the end of that line as long as
    /// the underline, or its last sentence.
    private static func setext(_ lines: [Substring], first: Int, nextNonBlank: (Int) -> Int?) -> TitleLine? {
        var titleIndex = first
        var dated = false
        if ChangeDate.isDate(lines[first].trimmed), let next = nextNonBlank(first + 1) {
            titleIndex = next
            dated = true
        }
        // Exports sometimes leave blank lines between the title and its underline.
        guard let underlineIndex = nextNonBlank(titleIndex + 1), isUnderline(lines[underlineIndex]) else { return nil }
        let text = lines[titleIndex].trimmed
        guard !text.isEmpty, !text.hasPrefix("#"), !text.hasPrefix(">") else { return nil }
        let underline = lines[underlineIndex].trimmed.count
        var name = text
        if text.count > underline {
            let suffix = String(text.suffix(underline)).trimmed
            let before = text.dropLast(underline).trimmed
            if !suffix.isEmpty, ProseShape.endsSentence(before) {
                name = suffix
            } else if dated, let lastStop = text.range(of: ". ", options: .backwards) {
                name = text[lastStop.upperBound...].trimmed
            }
        }
        guard isPageName(name) else { return nil }
        return TitleLine(category: "", name: name, lines: (first + 1)...(underlineIndex + 1), layout: .setext)
    }

    /// A run of `=` (a Setext level-1 underline).
    private static func isUnderline(_ line: Substring) -> Bool {
        let trimmed = line.trimmed
        return !trimmed.isEmpty && trimmed.allSatisfy { $0 == "=" }
    }

    /// A heading that can be a page's name: not a sentence, not a section every page has, not a platform.
    private static func isPageName(_ name: String) -> Bool {
        !name.isEmpty && !ProseShape.isSentence(name) && name.wordCount <= 8 && !name.contains("](")
            && !sectionHeadings.contains(name.lowercased()) && !SectionAssigner.isPlatformHeading(name)
    }

    /// `# **[Category] name**` → (Category, name). A bracket that is a link (`[Text](url)`) is not a category.
    private static func bracketed(_ line: String) -> (String, String)? {
        guard let inner = boldHeading(line), inner.hasPrefix("["), let close = inner.firstIndex(of: "]") else { return nil }
        let after = inner[inner.index(after: close)...]
        guard !after.hasPrefix("(") else { return nil }
        let category = inner[inner.index(after: inner.startIndex)..<close].trimmed
        let name = after.trimmed
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

    /// `# Text` → Text (level-1 heading without markup).
    private static func plainHeading(_ line: String) -> String? {
        guard line.hasPrefix("# ") else { return nil }
        let body = line.dropFirst(2).trimmed
        guard !body.isEmpty, !body.contains("*"), !body.contains("["), !body.contains("`") else { return nil }
        return body
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
            if PathName.sections.contains(parent) {
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

/// Dates as Apple's change logs write them: `June 21, 2023`.
enum ChangeDate {
    static let months = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"]

    static func isDate(_ text: String) -> Bool {
        let words = text.split(separator: " ")
        guard words.count == 3, months.contains(words[0].lowercased()), words[1].hasSuffix(","),
              Int(words[1].dropLast()) != nil, words[2].count == 4, Int(words[2]) != nil else { return false }
        return true
    }
}
