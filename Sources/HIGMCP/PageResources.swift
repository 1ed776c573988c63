import Foundation
import HIGCorpus
import HIGEmit
import MCP

/// The resources `hig mcp` serves: the rule catalogue (`hig://rules`, rules.json as the build wrote it) and each page
/// of the build (`hig://page/<id>`, its Markdown in both languages, whole). Only what a read can return is listed.
enum PageResources {
    static let rulesURI = "hig://rules"
    static let pagePrefix = "hig://page/"
    /// Resources per `resources/list` answer; the rest follow with `nextCursor`.
    static let pageSize = 100

    /// A page's address: its id, each character a URI path may not hold percent-encoded (Hangul ids stay valid URIs).
    static func uri(ofPage id: String) -> String {
        pagePrefix + (id.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? id)
    }

    static func list(cursor: String?, in build: BuildStore) async throws -> ListResources.Result {
        let facts = try await build.corpusFacts()
        _ = try await build.ruleCatalogue()
        let all = [rulesResource] + facts.corpus.pages.map(resource)
        var start = 0
        if let cursor {
            guard cursor.hasPrefix("resource:"), let index = Int(cursor.dropFirst(9)), all.indices.contains(index) else {
                throw MCPError.invalidParams("resources/list: cursor '\(cursor)' is not one this server gave; list again without a cursor")
            }
            start = index
        }
        let end = min(start + pageSize, all.count)
        return ListResources.Result(resources: Array(all[start..<end]), nextCursor: end < all.count ? "resource:\(end)" : nil)
    }

    static let rulesResource = Resource(
        name: "rules", uri: rulesURI, title: "Rule catalogue (rules.json)",
        description: "Every guideline rule with its Korean, kind (do, dont, consider), platforms, section and source line, as rules.json holds it.",
        mimeType: "application/json"
    )

    static func resource(_ page: Page) -> Resource {
        let title = page.title.anyKo.map { "\(page.title.en) · \($0)" } ?? page.title.en
        return Resource(name: page.id, uri: uri(ofPage: page.id), title: title,
                        description: "\(page.title.en) (\(page.category)): the page in English and Korean, with sources and translation state.",
                        mimeType: "text/markdown")
    }

    static func read(_ uri: String, in build: BuildStore) async throws -> ReadResource.Result {
        if uri == rulesURI {
            let catalogue = try await build.ruleCatalogue()
            let json = String(decoding: RulesJSONEmitter.encode(catalogue.rules, schemaVersion: catalogue.schemaVersion), as: UTF8.self)
            return ReadResource.Result(contents: [.text(json, uri: uri, mimeType: "application/json")])
        }
        guard uri.hasPrefix(pagePrefix), let id = String(uri.dropFirst(pagePrefix.count)).removingPercentEncoding else {
            throw notFound(uri)
        }
        let facts = try await build.corpusFacts()
        guard let page = facts.page(id) else { throw notFound(uri) }
        let catalogue = try await build.ruleCatalogue()
        let document = PageMarkdown(page: page, mode: .both, rules: catalogue.rules)
        // The whole page: a resource has no cursor, and nothing is cut.
        let text = PagePart(document: document, blocks: page.blocks, start: 0, budget: .max).markdown(section: nil)
        return ReadResource.Result(contents: [.text(text, uri: uri, mimeType: "text/markdown")])
    }

    /// MCP's "resource not found" (-32002), naming what the server does serve.
    static func notFound(_ uri: String) -> MCPError {
        .serverError(code: -32002, message: "no resource \(uri); this server serves \(rulesURI) and \(pagePrefix)<page id> for the pages resources/list names")
    }
}
