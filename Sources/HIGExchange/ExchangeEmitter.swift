import Foundation
import HIGCorpus
import HIGEmit

/// Writes exchange files as part of a build (`hig build --export FORMAT`): `export/hig.xliff`, … beside corpus.json.
public struct ExchangeEmitter: Emitter {
    public var formats: [ExchangeFormat]

    public init(formats: [ExchangeFormat]) {
        self.formats = formats
    }

    public func emit(_ products: BuildProducts) throws -> [OutputFile] {
        guard !formats.isEmpty else { return [] }
        let units = try ExchangeUnit.units(of: products)
        return formats.map { OutputFile(path: "export/\($0.fileName)", contents: Data($0.write(units).utf8)) }
    }
}
