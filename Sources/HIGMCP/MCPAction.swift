import Foundation
import HIGCheck
import HIGCorpus
import HIGDriver
import Logging
import MCP

/// `hig mcp`: serves a build to an AI assistant over the Model Context Protocol on standard input and output, until
/// the client closes its end. Standard output carries protocol messages only; logs go to standard error.
package struct MCPAction {
    package var output: String
    package var glossaryFile: String?

    package init(output: String, glossaryFile: String? = nil) {
        self.output = output
        self.glossaryFile = glossaryFile
    }

    /// Runs the server; returns the exit status (0 when the client disconnected, 2 for a bad glossary, 1 when the
    /// server could not start).
    package func run() async -> Int32 {
        // A client that goes away mid-answer must end the server through the closed input, not kill it with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let logger = Logger(label: "hig.mcp", factory: { StreamLogHandler.standardError(label: $0) })
        var glossary = Glossary()
        if let glossaryFile {
            do {
                glossary = try Glossary(parsing: String(contentsOfFile: glossaryFile, encoding: .utf8))
            } catch {
                DiagnosticsEngine().emit(GlossaryFile.unreadable(glossaryFile, error, id: "hig.qa.glossary-unreadable"))
                return 2
            }
        }
        let handlers = GuidelineServer(output: output, glossary: glossary, logger: logger)
        let server = Server(name: "hig", version: Self.version, title: "Human Interface Guidelines, English and Korean",
                            instructions: GuidelineServer.instructions, capabilities: GuidelineServer.capabilities)
        await handlers.register(on: server)
        let transport = AnsweringTransport(StdioTransport(logger: logger), logger: logger)
        do {
            try await server.start(transport: transport)
        } catch {
            logger.error("cannot start: \(error)")
            return 1
        }
        logger.info("serving the build in \(output)/ over standard input and output")
        await server.waitUntilCompleted()
        await transport.answered(within: Self.lastAnswers)
        await server.stop()
        logger.info("the client disconnected")
        return 0
    }

    /// How long the requests still running when the client closed its end may take to be answered.
    static let lastAnswers = Duration.seconds(30)

    /// The server version clients are told.
    static let version = "1.0.0"
}
