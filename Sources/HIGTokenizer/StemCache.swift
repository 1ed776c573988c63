/// The Porter stems of the lowercase ASCII words one `TokenScanner` has seen, so each distinct word is stemmed once.
///
/// English text repeats a few thousand words: stemming each occurrence (`PorterStemmer`, which copies the word twice)
/// was a fifth of the tokenizer's time; a lookup here costs a hash of the word's bytes. Bounded: emptied when it holds
/// `capacity` words, so a long-lived scanner (an FTS5 connection of `hig serve`) stays small.
struct StemCache {
    /// Words seen, by id.
    private var words = InternTable(capacity: 16)
    /// Each word's stem, one after another; `stemEnds[id]` ends word `id`'s.
    private var stemBytes: [UInt8] = []
    private var stemEnds: [Int] = []
    let capacity = 1 << 16

    /// Appends the stem of `word` (lowercase ASCII letters) to `output`.
    mutating func appendStem(of word: [UInt8], to output: inout [UInt8]) {
        word.withUnsafeBufferPointer { word in
            let hash = InternTable.hash(word)
            if let id = words.find(word, hash: hash) {
                output.append(contentsOf: stemBytes[(id == 0 ? 0 : stemEnds[id - 1])..<stemEnds[id]])
                return
            }
            if words.count >= capacity { self = StemCache() }
            var stemmed = Array(word)
            PorterStemmer.stem(&stemmed)
            _ = words.intern(word, hash: hash)
            stemBytes.append(contentsOf: stemmed)
            stemEnds.append(stemBytes.count)
            output.append(contentsOf: stemmed)
        }
    }
}
