import Foundation
import HIGCorpus
import HIGEmit
import HIGRanking

/// Writes the search index as scripts the browser loads on demand, so search works from `file://`:
/// `search/manifest.js` (shard boundaries, each page's field lengths), `search/t<N>.js` (a range of sorted terms with
/// their postings, `PostingCoding` text, the same as `search.sqlite` holds), `search/lexicon.js` (query expansions)
/// and `search/d<N>.js` (page N's titles and block texts for result snippets).
struct SearchIndexFiles {
    /// A term shard is closed once it holds this many bytes, so a query loads a few small files.
    var shardBytes = 48 * 1024

    func files(for index: SearchIndex) -> [OutputFile] {
        var files: [OutputFile] = []
        var shardStarts: [String] = []
        var entries: [String] = []
        var size = 0
        func closeShard() {
            guard !entries.isEmpty else { return }
            let body = "HIGSearch.terms(\(shardStarts.count - 1),{" + entries.joined(separator: ",") + "});\n"
            files.append(OutputFile(path: "search/t\(shardStarts.count - 1).js", contents: Data(body.utf8)))
            entries = []
            size = 0
        }
        for (number, term) in index.ranking.terms.enumerated() {
            if entries.isEmpty { shardStarts.append(term) }
            let entry = ScriptLiteral.string(term) + ":" + ScriptLiteral.string(String(decoding: index.ranking.postingText[index.ranking.postingRange(number)], as: UTF8.self))
            entries.append(entry)
            size += entry.utf8.count
            if size >= shardBytes { closeShard() }
        }
        closeShard()
        if shardStarts.isEmpty { shardStarts = [""] ; files.append(OutputFile(path: "search/t0.js", contents: Data("HIGSearch.terms(0,{});\n".utf8))) }
        // The first shard covers everything below its first term too.
        shardStarts[0] = ""
        let lengths = index.ranking.lengths.map { "[" + $0.map(String.init).joined(separator: ",") + "]" }.joined(separator: ",")
        let manifest = "HIGSearch.manifest({\"shards\":" + ScriptLiteral.array(shardStarts) + ",\"lengths\":[" + lengths + "]});\n"
        files.append(OutputFile(path: "search/manifest.js", contents: Data(manifest.utf8)))
        let lexicon = index.expansions.keys.sorted().map { key in
            ScriptLiteral.string(key) + ":" + ScriptLiteral.array(index.expansions[key]!)
        }
        files.append(OutputFile(path: "search/lexicon.js", contents: Data(("HIGSearch.lexicon({" + lexicon.joined(separator: ",\n") + "});\n").utf8)))
        for (number, page) in index.pages.enumerated() {
            let documents = page.documents.map { document in
                "[" + [ScriptLiteral.string(document.anchor), ScriptLiteral.string(document.kind),
                       ScriptLiteral.string(document.en), ScriptLiteral.optional(document.ko)].joined(separator: ",") + "]"
            }
            let body = "HIGSearch.docs(\(number),{\"u\":" + ScriptLiteral.string(page.url)
                + ",\"t\":[" + ScriptLiteral.string(page.title.en) + "," + ScriptLiteral.optional(page.title.ko)
                + "," + ScriptLiteral.optional(page.title.derivedKo) + "]"
                + ",\"d\":[" + documents.joined(separator: ",\n") + "]});\n"
            files.append(OutputFile(path: "search/d\(number).js", contents: Data(body.utf8)))
        }
        return files
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
