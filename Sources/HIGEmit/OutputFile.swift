import Foundation
import HIGCorpus

/// A file an emitter produces, relative to the output folder.
public struct OutputFile: Sendable, Equatable {
    public var path: String
    public var contents: Data

    public init(path: String, contents: Data) {
        self.path = path
        self.contents = contents
    }
}

/// Produces output files from what a build compiled; emitters never read sources.
public protocol Emitter: Sendable {
    func emit(_ products: BuildProducts) throws -> [OutputFile]
}
