import Foundation
import HIGCheck
import HIGCorpus
import Logging
import MCP

/// The handlers of `hig mcp`: its tools and resources over one build. Plain async functions, so tests call them
/// without a transport; `register(on:)` hands them to the SDK's `Server`.
package struct GuidelineServer: Sendable {
    let build: BuildStore
    let logger: Logger

    package init(output: String, glossary: Glossary = Glossary(), logger: Logger = Logger(label: "hig.mcp", factory: { _ in SwiftLogNoOpLogHandler() })) {
        build = BuildStore(output: output, glossary: glossary)
        self.logger = logger
    }

    /// Every tool, in the order `tools/list` shows them.
    static let tools: [ToolEntry] = [ToolEntry(SearchGuidelinesTool.self), ToolEntry(GetPageTool.self), ToolEntry(ListRulesTool.self),
                                     ToolEntry(CheckTranslationTool.self)]

    /// What the server tells the assistant when it connects.
    static let instructions = """
        Apple's Human Interface Guidelines in English and in a community Korean translation, compiled by hig. \
        Search with search_guidelines (ask in Korean or English), read a page with get_page (mode ko for Korean), \
        list rules with list_rules, and check a Korean translation with check_translation. Every answer gives the \
        page id and the source file and line of each block: cite them. Answer a Korean question in Korean, \
        quoting the translation; say when a block is untranslated or outdated.
        """

    /// Only the capabilities the handlers serve: tools and resources, whose lists never change while it runs.
    static let capabilities = Server.Capabilities(resources: .init(subscribe: false, listChanged: false), tools: .init(listChanged: false))

    package func listTools() -> ListTools.Result {
        ListTools.Result(tools: Self.tools.map { $0.definition })
    }

    package func callTool(_ parameters: CallTool.Parameters) async throws -> CallTool.Result {
        guard let tool = Self.tools.first(where: { $0.definition.name == parameters.name }) else {
            throw MCPError.invalidParams("unknown tool '\(parameters.name)'; the tools are \(Self.tools.map(\.definition.name).joined(separator: ", "))")
        }
        do {
            let arguments = try ToolArguments(tool: parameters.name, values: parameters.arguments, accepted: tool.argumentNames)
            return try await tool.call(arguments, build)
        } catch {
            logger.notice("\(parameters.name): \(error.localizedDescription)")
            throw error
        }
    }

    package func listResources(cursor: String?) async throws -> ListResources.Result {
        try await PageResources.list(cursor: cursor, in: build)
    }

    package func readResource(_ uri: String) async throws -> ReadResource.Result {
        try await PageResources.read(uri, in: build)
    }

    /// A tool's definition and handler, taken from its type once.
    struct ToolEntry: Sendable {
        let definition: Tool
        let argumentNames: [String]
        let call: @Sendable (ToolArguments, BuildStore) async throws -> CallTool.Result

        init<T: GuidelineTool>(_ tool: T.Type) {
            definition = T.definition
            argumentNames = T.argumentNames
            call = { try await T.call($0, in: $1) }
        }
    }

    /// Hands every handler to `server`.
    package func register(on server: Server) async {
        await server.withMethodHandler(ListTools.self) { _ in self.listTools() }
        await server.withMethodHandler(CallTool.self) { try await self.callTool($0) }
        await server.withMethodHandler(ListResources.self) { try await self.listResources(cursor: $0.cursor) }
        await server.withMethodHandler(ReadResource.self) { try await self.readResource($0.uri) }
        // No resource templates: every page is listed by its own address.
        await server.withMethodHandler(ListResourceTemplates.self) { _ in ListResourceTemplates.Result(templates: []) }
    }
}
