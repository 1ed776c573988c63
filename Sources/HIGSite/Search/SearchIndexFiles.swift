import Foundation
import HIGCorpus
import HIGEmit
import HIGRanking
import HIGText

/// Writes the search index as scripts the browser loads on demand, so search works from `file://`:
/// `search/manifest.js` (shard boundaries, each page's field lengths), `search/t<N>.js` (a range of sorted terms with
/// their postings, `PostingCoding` text, the same as `search.sqlite` holds), `search/lexicon.js` (query expansions)
/// and `search/d<N>.js` (page N's titles and block texts for result snippets).
struct SearchIndexFiles {
    /// A term shard is closed once it holds this many bytes, so a query loads a few small files.
    var shardBytes = 48 * 1024

    /// The files in the order the site adds them (term shards, manifest, lexicon, page documents), each made when the
    /// iteration reaches it, so the site's search files, the largest part of it, are never held at once.
    func files(for index: SearchIndex) -> Files {
        Files(index: index, shardBytes: shardBytes, withDocuments: true)
    }

    /// The files of `index` but its page documents, which the site keys one by one (`documents(of:number:)`).
    func filesWithoutDocuments(for index: SearchIndex) -> Files {
        Files(index: index, shardBytes: shardBytes, withDocuments: false)
    }

    /// The path of page `number`'s documents.
    static func documentsPath(_ number: Int) -> String { "search/d\(number).js" }

    /// The files of one index, made one at a time, as UTF-8 bytes (no `String` concatenation per entry, and every
    /// term's postings encoded once: these files are written for every term of the corpus).
    struct Files: Sequence, IteratorProtocol {
        let index: SearchIndex
        let shardBytes: Int
        /// Whether the page documents follow the lexicon.
        let withDocuments: Bool
        /// The next term to write into a shard; past the end, the manifest, lexicon and page documents follow.
        private var nextTerm = 0
        private var shardStarts: [String] = []
        private var nextPage = 0
        private var wroteManifest = false
        private var wroteLexicon = false

        init(index: SearchIndex, shardBytes: Int, withDocuments: Bool) {
            self.index = index
            self.shardBytes = shardBytes
            self.withDocuments = withDocuments
        }

        mutating func next() -> OutputFile? {
            if nextTerm < index.ranking.terms.count { return termShard() }
            if shardStarts.isEmpty {
                // No term at all: one empty shard.
                shardStarts = [""]
                return OutputFile(path: "search/t0.js", contents: Data("HIGSearch.terms(0,{});\n".utf8))
            }
            if !wroteManifest {
                wroteManifest = true
                return manifest()
            }
            if !wroteLexicon {
                wroteLexicon = true
                return lexicon()
            }
            guard withDocuments, nextPage < index.pageCount else { return nil }
            defer { nextPage += 1 }
            return SearchIndexFiles.documents(of: index.page(nextPage), number: nextPage)
        }

        /// The next shard: terms from `nextTerm` until the entries (`"term":"postings"`) reach `shardBytes`.
        private mutating func termShard() -> OutputFile {
            let ranking = index.ranking
            let number = shardStarts.count
            shardStarts.append(number == 0 ? "" : ranking.terms[nextTerm])  // the first shard covers everything below its first term too
            var body = Array("HIGSearch.terms(\(number),{".utf8)
            var size = 0
            ranking.postingText.withUnsafeBufferPointer { postings in
                while nextTerm < ranking.terms.count && size < shardBytes {
                    if size > 0 { body.append(UInt8(ascii: ",")) }
                    let start = body.count
                    Escape.appendJSONString(ranking.terms[nextTerm], to: &body, forScript: true)
                    body.append(UInt8(ascii: ":"))
                    // Posting text is digits, letters and `:.,;`: a JSON string as it is.
                    body.append(UInt8(ascii: "\""))
                    body.append(contentsOf: UnsafeBufferPointer(rebasing: postings[ranking.postingRange(nextTerm)]))
                    body.append(UInt8(ascii: "\""))
                    size += body.count - start
                    nextTerm += 1
                }
            }
            body.append(contentsOf: "});\n".utf8)
            return OutputFile(path: "search/t\(number).js", contents: Data(body))
        }

        /// `search/manifest.js`: where each shard starts and every page's field lengths.
        private func manifest() -> OutputFile {
            let lengths = index.ranking.lengths.map { "[" + $0.map(String.init).joined(separator: ",") + "]" }.joined(separator: ",")
            let manifest = "HIGSearch.manifest({\"shards\":" + ScriptLiteral.array(shardStarts) + ",\"lengths\":[" + lengths + "]});\n"
            return OutputFile(path: "search/manifest.js", contents: Data(manifest.utf8))
        }

        /// `search/lexicon.js`: the lexicon's query expansions.
        private func lexicon() -> OutputFile {
            let lexicon = index.expansions.keys.sorted().map { key in
                ScriptLiteral.string(key) + ":" + ScriptLiteral.array(index.expansions[key]!)
            }
            return OutputFile(path: "search/lexicon.js", contents: Data(("HIGSearch.lexicon({" + lexicon.joined(separator: ",\n") + "});\n").utf8))
        }
    }

    /// `search/d<N>.js`: page N's address, titles and block texts.
    static func documents(of page: SearchIndex.PageEntry, number: Int) -> OutputFile {
        var body = Array("HIGSearch.docs(\(number),{\"u\":".utf8)
        func string(_ value: String) { Escape.appendJSONString(value, to: &body, forScript: true) }
        func optional(_ value: String?) { if let value { string(value) } else { body.append(contentsOf: "null".utf8) } }
        string(page.url)
        body.append(contentsOf: ",\"t\":[".utf8)
        string(page.title.en)
        body.append(UInt8(ascii: ","))
        optional(page.title.ko)
        body.append(UInt8(ascii: ","))
        optional(page.title.derivedKo)
        body.append(contentsOf: "],\"d\":[".utf8)
        for (position, document) in page.documents.enumerated() {
            if position > 0 { body.append(contentsOf: ",\n".utf8) }
            body.append(UInt8(ascii: "["))
            string(document.anchor)
            body.append(UInt8(ascii: ","))
            string(document.kind)
            body.append(UInt8(ascii: ","))
            string(document.en)
            body.append(UInt8(ascii: ","))
            optional(document.ko)
            body.append(UInt8(ascii: "]"))
        }
        body.append(contentsOf: "]});\n".utf8)
        return OutputFile(path: documentsPath(number), contents: Data(body))
    }
}

/// The site's search files of a build made outside the site emitter, as it makes them (`hig-bench index` times them
/// apart from the site content they read).
package struct SiteSearchFiles {
    let content: SiteContent
    let lexicon: TermLexicon

    package init(_ products: BuildProducts) {
        content = SiteContent(products)
        lexicon = products.lexicon
    }

    /// Every search file, made.
    package func files(ranking: RankingIndex?) -> [OutputFile] {
        Array(SearchIndexFiles().files(for: SearchIndex(content: content, lexicon: lexicon, ranking: ranking)))
    }
}
