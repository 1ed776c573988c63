import Foundation
import HIGCorpus
import HIGEmit

/// Writes exchange files as part of a build (`hig build --export FORMAT`): `export/hig.xliff`, … beside corpus.json.
package struct ExchangeEmitter: Emitter {
    package var formats: [ExchangeFormat]

    package init(formats: [ExchangeFormat]) {
        self.formats = formats
    }

    package func emit(_ products: BuildProducts) throws -> [OutputFile] {
        guard !formats.isEmpty else { return [] }
        let units = try ExchangeUnit.units(of: products)
        return formats.map { OutputFile(path: "export/\($0.fileName)", contents: Data($0.write(units).utf8)) }
    }
}
