import Foundation
import HIGSearch

/// `hig search --benchmark FILE`: query latency inside one process, as bench/search.sh reports it.
///
/// Opens the index once, runs every query of FILE once to warm the cache, then `rounds` times each,
/// timing each `SearchIndex.search` call (ranking, highlighting and reading the hits' text).
public struct SearchBenchmark {
    public var output: String
    public var queriesFile: String
    public var rounds: Int
    public var template: SearchRequest

    public init(output: String, queriesFile: String, rounds: Int = 20, template: SearchRequest) {
        self.output = output
        self.queriesFile = queriesFile
        self.rounds = rounds
        self.template = template
    }

    /// The queries of a file: a queries.json fixture (`{"queries": [{"query": …}]}`) or one query per line.
    static func queries(in file: String) throws -> [String] {
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        if let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
           let entries = object["queries"] as? [[String: Any]] {
            return entries.compactMap { $0["query"] as? String }
        }
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init).filter { !$0.isEmpty }
    }

    /// Runs the benchmark and returns the exit status; figures go to standard output.
    public func run(write: (String) -> Void = SearchAction.standardOutput, writeError: (String) -> Void = DiagnosticConsole.standardError) -> Int32 {
        let index: SearchIndex
        switch SearchIndexLocator(output: output).open() {
        case .success(let opened): index = opened
        case .failure(let unavailable):
            writeError(unavailable.diagnostic.formatted + "\n")
            return 1
        }
        do {
            let queries = try Self.queries(in: queriesFile)
            guard !queries.isEmpty else {
                writeError("hig: error: no queries in \(queriesFile) [hig.search.no-queries]\n")
                return 1
            }
            var hits = 0
            for query in queries { hits += try index.search(request(query)).hits.count }
            var samples: [Double] = []
            samples.reserveCapacity(queries.count * rounds)
            for _ in 0..<rounds {
                for query in queries {
                    let request = request(query)
                    let start = DispatchTime.now().uptimeNanoseconds
                    _ = try index.search(request)
                    samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
                }
            }
            samples.sort()
            func percentile(_ p: Double) -> Double { samples[min(samples.count - 1, Int((p * Double(samples.count)).rounded(.up)) - 1)] }
            let mean = samples.reduce(0, +) / Double(samples.count)
            write(String(format: "queries %d, rounds %d, samples %d, hits per round %d\n", queries.count, rounds, samples.count, hits))
            write(String(format: "p50 %.3f ms\np90 %.3f ms\np99 %.3f ms\nmax %.3f ms\nmean %.3f ms\n",
                         percentile(0.50), percentile(0.90), percentile(0.99), samples.last!, mean))
            return 0
        } catch {
            writeError("hig: error: benchmark failed: \(error) [hig.search.benchmark-failed]\n")
            return 1
        }
    }

    private func request(_ query: String) -> SearchRequest {
        var request = template
        request.query = query
        return request
    }
}
