import Foundation

/// RFC 4180 CSV, the one writer behind `hig rules --format csv` and `hig export --format csv`: CRLF line ends,
/// fields quoted (quotes doubled) when they hold a comma, a quote or a line break.
package enum CSV {
    /// One record with its CRLF.
    package static func record(_ fields: [String]) -> String {
        fields.map(field).joined(separator: ",") + "\r\n"
    }

    /// A field as RFC 4180 writes it: quoted when it needs to be.
    package static func field(_ text: String) -> String {
        // Bytes, not Characters: "\r\n" is one Character, equal to neither "\r" nor "\n".
        guard text.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
