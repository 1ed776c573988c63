// swift-tools-version: 6.0
// hig — a bilingual guideline documentation compiler.
// Targets are the layers of the pipeline: text rules and C shim → corpus model → compiler passes → emitters → driver → `hig`
// (docs/architecture.md).
import PackageDescription

let package = Package(
    name: "hig",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "hig", targets: ["hig"]),
        .library(name: "HIGCompiler", targets: ["HIGCompiler"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // Debian's cmark-gfm and its GFM extensions (libcmark-gfm-dev, libcmark-gfm-extensions-dev).
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        // SHA-256 for source fingerprints from Debian's OpenSSL libcrypto (libssl-dev): nothing to compile.
        .systemLibrary(
            name: "CLibCrypto",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"]), .brew(["openssl"])]
        ),
        // Every rule about text, once: script and Hangul classes, NFC, sentences, Korean particles, platform names,
        // escapers, CSV, SHA-256 (`Hashing`) and `ConcurrentMap`. Foundation and libcrypto only; every other target may use it.
        .target(name: "HIGText", dependencies: ["CLibCrypto"]),
        // The corpus model: plain values, no dependencies.
        .target(name: "HIGCorpus"),
        // The compiler passes: read → align → identify → dedup/merge → extract rules, run in order by `Pipeline`.
        .target(
            name: "HIGCompiler",
            dependencies: [
                "HIGText", "HIGCorpus", "CCmarkGFM",
                // YAML front matter of Markdown pages.
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // Emitters: the files a build writes.
        .target(name: "HIGEmit", dependencies: ["HIGText", "HIGCorpus"]),
        // Bilingual English/Korean tokenization for search (the SQLite index and the site's): pure Swift, no SQLite.
        .target(name: "HIGTokenizer", dependencies: ["HIGText"]),
        // Page ranking, written once: index terms, the query plan (normalisation, spacing variants, lexicon
        // expansion) and BM25F with block evidence and coverage. `hig search` and the site's search.js use it.
        .target(name: "HIGRanking", dependencies: ["HIGText", "HIGCorpus", "HIGTokenizer"]),
        // The search index (SQLite FTS5 through GRDB): its emitter, the `hig` tokenizer glue and queries.
        .target(
            name: "HIGSearch",
            dependencies: [
                "HIGText", "HIGCorpus", "HIGEmit", "HIGTokenizer", "HIGRanking",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]
        ),
        // Translation QA over the compiled corpus and its rules: one small type per check, a checker running an explicit
        // list, the status report.
        .target(name: "HIGCheck", dependencies: ["HIGText", "HIGCorpus", "HIGCompiler"]),
        // Exchange formats translators use: TMX, XLIFF 2.0, PO, CSV writers; XLIFF and PO readers for `hig import`.
        .target(name: "HIGExchange", dependencies: ["HIGText", "HIGCorpus", "HIGCheck", "HIGEmit"]),
        // The bilingual reference site: Mustache templates and assets (the `Theme` folder) over the corpus and rules.
        .target(
            name: "HIGSite",
            dependencies: ["HIGText", "HIGCorpus", "HIGEmit", "HIGTokenizer", "HIGRanking", .product(name: "Mustache", package: "swift-mustache")],
            resources: [.copy("Theme")]
        ),
        // Actions behind each subcommand: run passes and emitters, write output atomically, print diagnostics.
        .target(name: "HIGDriver", dependencies: ["HIGText", "HIGCorpus", "HIGCompiler", "HIGEmit", "HIGCheck", "HIGExchange", "HIGSearch", "HIGRanking", "HIGSite"]),
        // `hig serve`: builds, serves the site on 127.0.0.1 (FlyingFox), watches the sources and reloads open pages.
        .target(
            name: "HIGServe",
            dependencies: [
                "HIGText", "HIGDriver", "HIGCompiler", "HIGCorpus", "HIGSite",
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ],
            resources: [.copy("Client")]
        ),
        // `hig mcp`: a Model Context Protocol server over stdio (the official Swift SDK) answering from a build: search,
        // pages, rules and a translation check, with the same queries as the actions.
        .target(
            name: "HIGMCP",
            dependencies: [
                "HIGText", "HIGCorpus", "HIGCompiler", "HIGDriver", "HIGSearch", "HIGCheck", "HIGEmit",
                .product(name: "MCP", package: "swift-sdk"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The command line: parses options, hands a value to HIGDriver (or HIGServe, HIGMCP).
        .executableTarget(
            name: "hig",
            dependencies: [
                "HIGText", "HIGCorpus", "HIGDriver", "HIGExchange", "HIGSearch", "HIGServe", "HIGMCP",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Snapshot assertions every snapshot test uses (record when missing or with HIG_RECORD=1, then fail saying so), and
        // the scratch folders tests write into.
        .target(name: "HIGTestSupport", path: "Tests/HIGTestSupport"),
        // Benchmarks for bench/*.sh, apart from the user-facing command.
        .executableTarget(
            name: "hig-bench",
            dependencies: [
                "HIGText", "HIGCorpus", "HIGCompiler", "HIGEmit", "HIGTokenizer", "HIGRanking", "HIGSearch", "HIGSite", "HIGDriver",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Fixtures and snapshots are read from the source tree by path.
        .testTarget(name: "HIGTextTests", dependencies: ["HIGText"]),
        .testTarget(name: "HIGCompilerTests", dependencies: ["HIGCompiler", "HIGCorpus", "HIGText", "HIGTestSupport"], exclude: ["Fixtures", "Snapshots"]),
        .testTarget(name: "HIGCheckTests", dependencies: ["HIGCheck", "HIGCorpus", "HIGCompiler", "HIGText", "HIGTestSupport"]),
        .testTarget(name: "HIGExchangeTests", dependencies: ["HIGExchange", "HIGCheck", "HIGCorpus", "HIGText"]),
        .testTarget(name: "HIGEmitTests", dependencies: ["HIGEmit", "HIGCorpus", "HIGCompiler", "HIGText", "HIGTestSupport"]),
        .testTarget(name: "HIGTokenizerTests", dependencies: ["HIGTokenizer", "HIGText"]),
        .testTarget(name: "HIGRankingTests", dependencies: ["HIGRanking", "HIGCorpus", "HIGTokenizer"]),
        .testTarget(
            name: "HIGSearchTests",
            dependencies: [
                "HIGSearch", "HIGCorpus", "HIGTokenizer", "HIGCompiler", "HIGRanking",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "HIGSiteTests",
            dependencies: [
                "HIGSite", "HIGEmit", "HIGCorpus", "HIGCompiler", "HIGText", "HIGTokenizer", "HIGRanking", "HIGTestSupport",
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            exclude: ["Fixtures"]
        ),
        // Actions run in-process: the import property test (hundreds of random edit sets, too many for a process each).
        .testTarget(name: "HIGDriverTests", dependencies: ["HIGDriver", "HIGCompiler", "HIGEmit", "HIGExchange", "HIGCorpus", "HIGText", "HIGTestSupport", "HIGSearch"]),
        .testTarget(name: "HIGServeTests", dependencies: ["HIGServe", "HIGDriver", "HIGTestSupport"]),
        .testTarget(name: "HIGMCPTests", dependencies: ["HIGMCP", "HIGDriver", "HIGSearch", "HIGCheck", "HIGTestSupport", .product(name: "MCP", package: "swift-sdk")]),
        // Runs the built `hig` (and `hig-bench`) binaries; depending on them makes `swift test` build them first.
        .testTarget(name: "HIGEndToEndTests", dependencies: ["hig", "hig-bench", "HIGCorpus", "HIGTestSupport", "HIGSearch"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
