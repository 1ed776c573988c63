import Foundation
import HIGDriver
import HIGSearch

/// `hig-bench search FILE`: query latency inside one process, as bench/search.sh reports it.
///
/// Opens the index once, runs every query of FILE once to warm the cache, then `rounds` times each,
/// timing each search as `hig search` runs it (page ranking with each page's best two blocks highlighted, or with
/// `--blocks` block ranking; reading the hits' text included) both by
/// the wall clock and by the thread's CPU clock: on a shared machine the wall clock also counts the
/// time the thread waited for a core, which the CPU clock leaves out.
struct SearchBenchmark {
    var output: String
    var queriesFile: String
    var rounds: Int
    var template: SearchRequest
    /// Time block ranking (`hig search --blocks`) instead of page ranking, the default.
    var blocks: Bool
    /// Forget the decoded postings before each timed search, so every search reads and decodes its terms' postings
    /// (what a fresh `hig search` process does), rather than reuse those of the earlier rounds.
    var coldPostings: Bool

    init(output: String, queriesFile: String, rounds: Int = 20, template: SearchRequest, blocks: Bool = false, coldPostings: Bool = false) {
        self.output = output
        self.queriesFile = queriesFile
        self.rounds = rounds
        self.template = template
        self.blocks = blocks
        self.coldPostings = coldPostings
    }

    /// One search as `hig search` runs it; the number of hits (pages, or blocks with `blocks`).
    private func search(_ index: SearchIndex, _ request: SearchRequest) throws -> Int {
        blocks ? try index.search(request).hits.count : try index.searchPages(request).pages.count
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
    func run(write: (String) -> Void = SearchAction.standardOutput, diagnostics: DiagnosticsEngine = DiagnosticsEngine()) -> Int32 {
        defer { diagnostics.finish() }
        guard let index = SearchIndexLocator(output: output).open(reportingTo: diagnostics) else { return 1 }
        do {
            let queries = try Self.queries(in: queriesFile)
            guard !queries.isEmpty else {
                diagnostics.emit(.error, "hig.search.no-queries", "no queries in \(queriesFile)")
                return 1
            }
            var hits = 0
            for query in queries { hits += try search(index, request(query)) }
            var samplesByQuery = Array(repeating: [Double](), count: queries.count)
            var cpuSamples: [Double] = []
            for _ in 0..<rounds {
                for (number, query) in queries.enumerated() {
                    let request = request(query)
                    if coldPostings { index.forgetPostings() }
                    let cpuStart = Self.threadCPUTime()
                    let start = DispatchTime.now().uptimeNanoseconds
                    _ = try search(index, request)
                    samplesByQuery[number].append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
                    cpuSamples.append((Self.threadCPUTime() - cpuStart) * 1000)
                }
            }
            write(String(format: "queries %d, rounds %d, samples %d, hits per round %d\n", queries.count, rounds, cpuSamples.count, hits))
            write(Self.summary("wall", samplesByQuery.flatMap { $0 }))
            write(Self.summary("cpu ", cpuSamples))
            let medians = samplesByQuery.map { $0.sorted()[$0.count / 2] }
            let slowest = medians.indices.sorted { medians[$0] > medians[$1] }.prefix(5)
            write("slowest (median): " + slowest.map { String(format: "%@ %.2f ms", queries[$0], medians[$0]) }.joined(separator: ", ") + "\n")
            return 0
        } catch {
            diagnostics.emit(.error, "hig.search.benchmark-failed", "benchmark failed: \(error)")
            return 1
        }
    }

    /// `wall p50 0.812 ms, p90 …, p99 …, max …, mean …`.
    static func summary(_ label: String, _ samples: [Double]) -> String {
        let sorted = samples.sorted()
        func percentile(_ p: Double) -> Double { sorted[min(sorted.count - 1, Int((p * Double(sorted.count)).rounded(.up)) - 1)] }
        let mean = sorted.reduce(0, +) / Double(sorted.count)
        return String(format: "%@ p50 %.3f ms, p90 %.3f ms, p99 %.3f ms, max %.3f ms, mean %.3f ms\n",
                      label, percentile(0.50), percentile(0.90), percentile(0.99), sorted.last!, mean)
    }

    /// Seconds of CPU this thread has used.
    static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private func request(_ query: String) -> SearchRequest {
        var request = template
        request.query = query
        return request
    }
}
