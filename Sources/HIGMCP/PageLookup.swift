import Foundation
import HIGCorpus
import HIGDriver
import MCP

/// Which page a name means: an id, the last parts of one, an old name (alias), or a title in English or Korean —
/// read as `hig rules --page` reads it (`RulesQuery.pageMatches`) — else the page search ranks first when the name
/// is in its title (`RulesAction.pageBySearch`). A name that fits several pages is an error listing them.
struct PageLookup {
    var facts: CorpusFacts
    var output: String

    func page(named name: String) throws -> Page {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        let pages = facts.corpus.pages
        if let page = facts.page(trimmed) { return page }
        let wanted = RulesQuery.fold(trimmed)
        if let page = pages.first(where: { $0.aliases.contains { RulesQuery.fold($0) == wanted } }) { return page }
        let matches = pages.filter { RulesQuery.pageMatches(id: $0.id, title: $0.title, trimmed) }
        if matches.count == 1 { return matches[0] }
        if matches.count > 1 {
            // A title or an id's last part names one page even where a category prefix names several.
            let exact = matches.filter { RulesQuery.fold($0.title.en) == wanted || $0.id.hasSuffix("/" + wanted) || $0.id == wanted }
            if exact.count == 1 { return exact[0] }
            throw ambiguity(name, matches)
        }
        if let id = RulesAction.pageBySearch(trimmed, output: output), let page = facts.page(id) { return page }
        throw MCPError.invalidParams("get_page: no page is named '\(name)'; search_guidelines finds pages by their words, "
                                     + "or read the list of pages with resources/list (hig://page/…)")
    }

    private func ambiguity(_ name: String, _ matches: [Page]) -> MCPError {
        let shown = matches.prefix(12).map { "\($0.id) (\($0.title.en))" }.joined(separator: ", ")
        let more = matches.count > 12 ? " and \(matches.count - 12) more" : ""
        return .invalidParams("get_page: '\(name)' names \(matches.count) pages: \(shown)\(more); give one id")
    }
}
