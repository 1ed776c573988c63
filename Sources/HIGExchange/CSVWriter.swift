/// CSV (RFC 4180, UTF-8, CRLF line ends) with the columns translate-toolkit's csv reader knows:
/// `location` (English path:line), `source`, `target`, `context` (`page#block`), plus `state`.
public struct CSVWriter: Sendable {
    public init() {}

    public func write(_ units: [ExchangeUnit]) -> String {
        var out = "location,source,target,context,state\r\n"
        for unit in units {
            out += [unit.source.reference, unit.en, unit.ko ?? "", unit.key, unit.state.rawValue].map(Self.field).joined(separator: ",") + "\r\n"
        }
        return out
    }

    static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
