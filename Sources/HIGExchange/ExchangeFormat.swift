/// The exchange formats `hig export` writes.
package enum ExchangeFormat: String, CaseIterable, Sendable {
    case tmx, xliff, po, csv

    /// The file an export of this format writes in the output folder.
    package var fileName: String {
        switch self {
        case .tmx: "hig.tmx"
        case .xliff: "hig.xliff"
        case .po: "hig.po"
        case .csv: "hig.csv"
        }
    }

    /// The file's text for these units.
    package func write(_ units: [ExchangeUnit]) -> String {
        switch self {
        case .tmx: TMXWriter().write(units)
        case .xliff: XLIFFWriter().write(units)
        case .po: POWriter().write(units)
        case .csv: CSVWriter().write(units)
        }
    }
}
