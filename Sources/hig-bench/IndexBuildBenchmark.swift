import Foundation
import HIGCompiler
import HIGCorpus
import HIGEmit
import HIGRanking
import HIGSearch
import HIGSite
import HIGTokenizer

/// `hig-bench index SOURCE…`: compiles the sources once, then times, `rounds` times each, what a build does for search:
/// the ranking index, `search.sqlite` and the site's search files, each alone (wall and process CPU seconds), so a
/// change to one is measured without the emitters it runs beside in `hig build`.
struct IndexBuildBenchmark {
    var sources: [String]
    var rounds: Int
    /// Which parts to time besides the ranking index: `tokenize` (the search tokenizer over every column of every
    /// `search.sqlite` row, alone), `sqlite`, `site`.
    var parts: Set<String>

    /// Runs the benchmark; figures go to standard output.
    func run() throws {
        let products = Pipeline().run(sources).products
        print("pages \(products.corpus.pages.count), blocks \(products.corpus.pages.reduce(0) { $0 + $1.blocks.count })")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hig-bench-index-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var ranking: RankingIndex?
        for round in 1...rounds {
            ranking = nil
            ranking = Self.measure("ranking index", round) { RankingIndex(RankingPages(products)) }
            if parts.contains("tokenize") {
                let entries = IndexEntryCollector().entries(for: products)
                let count = Self.measure("tokenize entries", round) { () -> Int in
                    var count = 0
                    var scanner = TokenScanner(mode: .document)
                    for entry in entries {
                        for column in SearchIndexSchema.Column.allCases {
                            scanner.scan(entry.text(of: column))
                            count += scanner.records.count
                        }
                    }
                    return count
                }
                print("  \(count) tokens")
            }
            if parts.contains("sqlite") {
                let sink = FolderSink(folder: folder.appendingPathComponent("\(round)"))
                try Self.measure("search.sqlite", round) { try SearchIndexEmitter(ranking: ranking).emit(products, into: sink) }
            }
            if parts.contains("site") {
                let site = SiteSearchFiles(products)
                let files = Self.measure("site search files", round) { site.files(ranking: ranking) }
                print("  \(files.count) files, \(files.reduce(0) { $0 + $1.contents.count }) bytes")
            }
        }
    }

    /// Times `body` once and prints `name  round  wall  cpu`.
    static func measure<T>(_ name: String, _ round: Int, _ body: () throws -> T) rethrows -> T {
        let wallStart = DispatchTime.now().uptimeNanoseconds
        let cpuStart = processCPUSeconds()
        let result = try body()
        let wall = Double(DispatchTime.now().uptimeNanoseconds - wallStart) / 1e9
        print(String(format: "%-20@ round %d  %7.3f s wall  %7.3f s CPU", name as NSString, round, wall, processCPUSeconds() - cpuStart))
        return result
    }

    /// User + system CPU seconds of this process.
    static func processCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}

/// Writes each file under a folder, as the staging folder does (a written file in place).
struct FolderSink: OutputSink {
    var folder: URL

    func add(_ file: OutputFile) throws {
        try addWritten(file.path) { url in try file.contents.write(to: url) }
    }

    func addWritten(_ path: String, by write: (URL) throws -> Void) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try write(url)
    }
}
