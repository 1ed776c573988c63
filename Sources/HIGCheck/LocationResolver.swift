import Foundation
import HIGCorpus
import HIGText

/// Turns a finding's line into line and column: finds the offending text in the source lines from the block's
/// Korean line on, and counts characters (not UTF-8 bytes) to it. Without an excerpt, or when the text is not
/// found, the column is where the Korean starts after any `> ` / `- > ` quote marker.
package struct LocationResolver {
    /// Lines of a source file, or `nil` when it cannot be read.
    package var lines: (String) -> [String]?
    /// How many lines after the block's first one are searched (a hard-wrapped Korean paragraph).
    static let searchWindow = 12
    private var cache: [String: [String]?] = [:]

    package init(lines: @escaping (String) -> [String]? = LocationResolver.readLines) {
        self.lines = lines
    }

    /// Reads a file's lines as the compiler counted them (`SourceLines`: CR LF, a lone CR or an LF ends a line;
    /// UTF-8 or UTF-16, the BOM dropped), in NFC like the text the checks saw.
    package static func readLines(_ path: String) -> [String]? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return SourceLines([UInt8](data)).texts.map(NFC.normalize)
    }

    /// The finding's location with its line and column resolved.
    package mutating func resolve(_ finding: Finding) -> SourceLocation {
        var location = finding.location
        let path = location.path
        if cache[path] == nil { cache[path] = .some(lines(path)) }
        guard let fileLines = cache[path] ?? nil, location.line >= 1, location.line <= fileLines.count else { return location }
        if let excerpt = finding.excerpt, !excerpt.isEmpty {
            let last = min(fileLines.count, location.line + Self.searchWindow)
            for number in location.line...last {
                if let range = fileLines[number - 1].range(of: excerpt) {
                    let line = fileLines[number - 1]
                    location.line = number
                    location.column = line.distance(from: line.startIndex, to: range.lowerBound) + 1
                    // A leading space in the excerpt (` 을`, `  `) is part of the finding; point past a single one.
                    if excerpt.hasPrefix(" "), excerpt.count > 1, !excerpt.hasPrefix("  ") { location.column += 1 }
                    return location
                }
            }
        }
        location.column = Self.textStart(fileLines[location.line - 1])
        return location
    }

    /// The column where text starts after quote and list markers (`> `, `- > `).
    static func textStart(_ line: String) -> Int {
        var column = 1
        for character in line {
            guard character == ">" || character == " " || character == "-" || character == "\t" else { break }
            column += 1
        }
        return column > line.count ? 1 : column
    }
}
