import HIGText

/// CSV (RFC 4180, UTF-8, CRLF line ends) with the columns translate-toolkit's csv reader knows:
/// `location` (English path:line), `source`, `target`, `context` (`page#block`), plus `state`.
package struct CSVWriter: Sendable {
    package init() {}

    package func write(_ units: [ExchangeUnit]) -> String {
        var out = "location,source,target,context,state\r\n"
        for unit in units {
            out += CSV.record([unit.source.reference, unit.en, unit.ko ?? "", unit.key, unit.state.rawValue])
        }
        return out
    }
}
