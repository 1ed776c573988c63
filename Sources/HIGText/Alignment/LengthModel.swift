import Foundation

/// The English→Korean length model: Korean runs about 0.56 of the English character count. The sentence aligner,
/// the interleaved-text aligner and the Markdown reader's pairing confidence all price lengths with it.
package enum LengthModel {
    package static let meanRatio = 0.56
    /// Spread of ln(ratio) between a block and its translation.
    package static let logSpread = 0.35
    /// The median of ln(Korean characters / English characters) over the translated blocks of 40 or more English
    /// characters of ../shared/corpus/hig-ko (1,789 blocks): the QA checks' default `LengthProfile`, and the ratio the
    /// rules pass reads a merged rule's clause at. (`meanRatio`, a little wider, is the aligners' prior, chosen with
    /// `logSpread` and the step costs on the hand-labelled paragraphs.)
    package static let medianLogRatio = -0.669
    /// `exp(medianLogRatio)`, about 0.512.
    package static let medianRatio = exp(medianLogRatio)

    /// How many spreads the pair's length ratio lies from the mean (signed).
    package static func zScore(englishLength: Int, koreanLength: Int) -> Double {
        let en = Double(max(1, englishLength))
        let ko = Double(max(1, koreanLength))
        return (log(ko / en) - log(meanRatio)) / logSpread
    }

    /// Confidence of a pairing read off the file's structure: near certain, lowered when lengths disagree badly.
    package static func structuralConfidence(english: String, korean: String) -> Double {
        let z = abs(zScore(englishLength: SimpleScalars.characterCount(english), koreanLength: SimpleScalars.characterCount(korean)))
        let confidence = z <= 2.5 ? 0.99 : max(0.5, 0.99 - 0.12 * (z - 2.5))
        return (confidence * 100).rounded() / 100
    }
}
