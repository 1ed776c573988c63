/// Marks short untranslated labels under images ("Series 4 and later") as captions, not untranslated prose.
enum CaptionMarker {
    static func mark(_ blocks: [RawBlock]) -> [RawBlock] {
        var result = blocks
        for index in result.indices.dropFirst() where result[index].kind == .paragraph && result[index].korean == nil {
            let previous = result[index - 1].kind
            if (previous == .image || previous == .caption) && ProseShape.isCaptionLike(result[index].english.text) {
                result[index].kind = .caption
            }
        }
        return result
    }
}
