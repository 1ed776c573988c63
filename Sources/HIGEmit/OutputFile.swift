import Foundation
import HIGCorpus

/// A file an emitter produces, relative to the output folder.
package struct OutputFile: Sendable, Equatable {
    package var path: String
    package var contents: Data

    package init(path: String, contents: Data) {
        self.path = path
        self.contents = contents
    }
}

/// Produces output files from what a build compiled; emitters never read sources.
package protocol Emitter: Sendable {
    func emit(_ products: BuildProducts) throws -> [OutputFile]
}
