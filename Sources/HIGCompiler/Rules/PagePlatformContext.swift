import HIGCorpus
import HIGText

/// Decides which platforms each rule of one page applies to, most specific evidence first:
/// 1. the rule's introductory phrase (`In an iPhone app, consider…` → iOS);
/// 2. the innermost platform heading above it (`Platform considerations › iOS, iPadOS`);
/// 3. in a headingless page, the platform a descriptive paragraph after the platform-considerations marker
///    (`No additional considerations for tvOS.`) opened with (`In macOS, a sheet is…` → macOS for the rules after it);
/// 4. the page's own support when it names unsupported platforms (`Not supported in macOS, tvOS, or watchOS.`):
///    the platforms it names elsewhere (platform headings, `No additional considerations for iOS or iPadOS.`)
///    minus the unsupported ones, or, when it names no others, all platforms minus the unsupported ones;
/// otherwise `[]`, meaning all platforms.
struct PagePlatformContext {
    /// Platforms the page supports; empty when it names no unsupported platform.
    let supported: [String]
    let headingless: Bool
    private var inConsiderations = false
    private var current: [String] = []

    init(page: Page) {
        headingless = !page.blocks.contains { $0.kind == .heading }
        // Only paragraphs that can hold the phrases are split into sentences.
        let paragraphs = page.blocks.filter {
            // Byte search finds every occurrence the phrase tests below accept, and is far cheaper than `contains`.
            $0.kind == .paragraph && (ByteSearch.contains("Not supported in", in: $0.text.en)
                || ByteSearch.contains("Not available in", in: $0.text.en)
                || ByteSearch.contains("No additional considerations for", in: $0.text.en))
        }
        let unsupported = Set(paragraphs.flatMap { Platforms.unsupported(in: $0.text.en) })
        // Pages written before a platform existed do not mention it; trust the platforms the page names.
        var named = Set(paragraphs.flatMap { Platforms.withoutConsiderations(in: $0.text.en) })
        named.formUnion(page.blocks.filter { $0.kind == .heading }.compactMap { PlatformName.inHeading($0.text.en) }.joined())
        named.subtract(unsupported)
        supported = unsupported.isEmpty ? [] : PlatformName.ordered(named.isEmpty ? Set(PlatformName.all).subtracting(unsupported) : named)
    }

    /// Follows a headingless page's platform sections; call for every block, rule or not, in order.
    mutating func observe(_ block: Block, isRule: Bool) {
        guard headingless, block.kind == .paragraph else { return }
        if Platforms.isConsiderationsMarker(block.text.en) {
            inConsiderations = true
            current = []
            return
        }
        guard inConsiderations, !isRule, let first = SentenceSplitter.english(block.text.en, limit: 1).first else { return }
        let named = Platforms.mentioned(in: first)
        if !named.isEmpty { current = named }
    }

    /// The platforms of a rule in `block`.
    func platforms(for block: Block, reading: ImperativeReading?) -> [String] {
        if let introduction = reading?.introduction {
            let named = Platforms.mentioned(in: introduction)
            if !named.isEmpty { return named }
        }
        let named = PlatformName.inSection(block.section)
        if !named.isEmpty { return named }
        if headingless, !current.isEmpty { return current }
        return supported
    }
}
