import Foundation
import XCTest

/// `hig mcp` run as an assistant runs it: the official Python MCP client over stdio, and raw JSON-RPC lines.
final class MCPCommandTests: XCTestCase {
    /// Every call of the Python client's session succeeds, search_guidelines and list_rules answer what `hig search
    /// --json` and `hig rules --format json` print for the same build, bad calls get protocol errors and the server
    /// keeps serving (Tests/Support/mcp_session.py; skipped when the `mcp` package is not installed).
    func testThePythonClientSessionAgreesWithTheCommandLine() throws {
        let folder = try HigProcess.temporaryFolder(self)
        let build = try HigProcess.run(["build", HigProcess.repositoryRoot.appendingPathComponent("seeds").path, "--output", "out",
                                        "--emit", "rules", "--emit", "search"], in: folder)
        XCTAssertEqual(build.status, 0, build.stderr)
        let empty = folder.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let output = try PythonScript.assertSucceeds("mcp_session.py", [HigProcess.executable.path, folder.appendingPathComponent("out").path, empty.path])
        XCTAssertTrue(output.contains("checks passed"), output)
    }

    /// Standard output holds protocol messages only; a line that is not JSON gets a parse error and the requests after
    /// it are answered; a closed input ends the server, after it answered what it had received.
    func testStandardOutputCarriesOnlyAnswersAndClosedInputEndsTheServer() throws {
        let requests = [
            "this is not JSON",
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"raw","version":"0"}}}"#,
            #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"get_page","arguments":{"page":"sheets","max_chars":"many"}}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"list_rules","arguments":{"kind":"dont","limit":1}}}"#,
            #"{"jsonrpc":"2.0","id":4,"method":"prompts/list"}"#,
        ]
        let result = try HigProcess.run(["mcp"], standardInput: requests.joined(separator: "\n") + "\n", timeout: 60)
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n")
        let messages = try lines.map { try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any], String($0)) }
        XCTAssertEqual(messages.count, 5, result.stdout)
        XCTAssertTrue(messages.allSatisfy { $0["jsonrpc"] as? String == "2.0" })
        func answer(_ id: Int) -> [String: Any]? { messages.first { $0["id"] as? Int == id } }
        func errorCode(_ message: [String: Any]?) -> Int? { (message?["error"] as? [String: Any])?["code"] as? Int }
        XCTAssertTrue(messages.contains { errorCode($0) == -32700 }, "no parse error for the line that is not JSON")
        XCTAssertNotNil(answer(1)?["result"])
        XCTAssertEqual(errorCode(answer(2)), -32602)
        XCTAssertEqual((answer(2)?["error"] as? [String: Any])?["message"] as? String,
                       "Invalid params: get_page: 'max_chars' must be an integer, not a string")
        let rules = try XCTUnwrap((answer(3)?["result"] as? [String: Any])?["structuredContent"] as? [String: Any])
        XCTAssertEqual((rules["rules"] as? [[String: Any]])?.first?["kind"] as? String, "dont")
        XCTAssertEqual(errorCode(answer(4)), -32601, "prompts are not announced, nor served")
        XCTAssertTrue(result.stderr.contains("serving the build in Output/"), result.stderr)
    }

    func testUsage() throws {
        let help = try HigProcess.run(["mcp", "--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("search_guidelines, get_page, list_rules, check_translation"), help.stdout)
        let badGlossary = try HigProcess.run(["mcp", "--glossary", "/nonexistent/terms.txt"], standardInput: "")
        XCTAssertEqual(badGlossary.status, 2)
        XCTAssertTrue(badGlossary.stderr.contains("[hig.qa.glossary-unreadable]"), badGlossary.stderr)
        XCTAssertEqual(badGlossary.stdout, "", "nothing but protocol messages on standard output")
    }
}
