import Foundation
import HIGCorpus
import HIGText

/// How long Korean runs against its English (characters, spaces included), learned from a corpus.
///
/// Measured on ../shared/corpus/hig-ko (1,789 translated blocks of 40+ English characters): median ratio 0.512,
/// log-ratio median −0.669 and robust spread (1.4826 × MAD) 0.117; those figures are the defaults for corpora
/// too small to learn from.
package struct LengthProfile: Sendable, Equatable {
    /// Median of ln(Korean characters / English characters).
    package var medianLogRatio: Double
    /// Robust standard deviation of the log ratio (1.4826 × median absolute deviation).
    package var spread: Double
    /// How many blocks the figures come from (0 for the defaults).
    package var samples: Int

    package static let hangulCorpusDefault = LengthProfile(medianLogRatio: LengthModel.medianLogRatio, spread: 0.117, samples: 0)

    /// Blocks with fewer English characters say little about the ratio.
    package static let minimumEnglishLength = 40
    /// Below this many blocks the defaults are used.
    package static let minimumSamples = 200

    package init(medianLogRatio: Double, spread: Double, samples: Int) {
        self.medianLogRatio = medianLogRatio
        self.spread = spread
        self.samples = samples
    }

    /// The profile of a corpus, or the default when it has too few translated blocks.
    package init(learningFrom corpus: Corpus) {
        let logs = corpus.pages.flatMap(\.blocks).compactMap { block -> Double? in
            guard block.kind.isTranslatable, let ko = block.text.ko, block.text.en.count >= Self.minimumEnglishLength, !ko.isEmpty else { return nil }
            return log(Double(ko.count) / Double(block.text.en.count))
        }
        guard logs.count >= Self.minimumSamples else { self = .hangulCorpusDefault; return }
        let median = Self.median(logs)
        let mad = Self.median(logs.map { abs($0 - median) })
        self.init(medianLogRatio: median, spread: max(1.4826 * mad, 0.05), samples: logs.count)
    }

    /// The expected Korean/English character ratio.
    package var ratio: Double { exp(medianLogRatio) }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 0 ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
}
