/// The site's strings (`SiteStrings`) as the bundled templates read them, encoded once: `t` for `{{{t.KEY}}}`
/// (both languages as spans, HTML) and `ta` for `{{ta.KEY}}` (`English · 한국어`, escaped for an attribute). Only
/// the keys the bundled templates use; a theme's own templates get every key from `SiteStrings.templateValues`.
struct TemplateLabels: Sendable {
    /// `{{{t.KEY}}}`.
    struct Spans: Sendable {
        let skip = span("skip"), menu = span("menu"), pages = span("pages"), rules = span("rules"), sources = span("sources")
        let shortcuts = span("shortcuts"), keySearch = span("keySearch"), keyModes = span("keyModes"), keyCycle = span("keyCycle")
        let keySources = span("keySources"), keyPrevNext = span("keyPrevNext"), keyHelp = span("keyHelp"), keyClose = span("keyClose")
        let close = span("close"), imageMissing = span("imageMissing"), builtBy = span("builtBy"), pressForShortcuts = span("pressForShortcuts")
        let copyLink = span("copyLink"), copied = span("copied"), translatorSummary = span("translatorSummary")
        let translatorNote = span("translatorNote"), translatorNoteText = span("translatorNoteText"), otherTranslations = span("otherTranslations")
        let outdatedBadge = span("outdatedBadge"), similar = span("similar"), outdatedDetail = span("outdatedDetail")
        let suggestionBadge = span("suggestionBadge"), suggestionDetail = span("suggestionDetail")
        let outdatedBanner = span("outdatedBanner"), showCurrentEnglish = span("showCurrentEnglish"), hideSuggestions = span("hideSuggestions")
        let translated = span("translated"), rulesCount = span("rulesCount"), onThisPage = span("onThisPage"), changeLog = span("changeLog")
        let previous = span("previous"), next = span("next"), categories = span("categories"), pagesCount = span("pagesCount")
        let blocksTranslated = span("blocksTranslated"), rulesByCategory = span("rulesByCategory"), allCategories = span("allCategories")
        let platform = span("platform"), kind = span("kind"), showing = span("showing"), noRules = span("noRules")
        let notFound = span("notFound"), notFoundText = span("notFoundText"), searchGuidelines = span("searchGuidelines"), home = span("home")

        private static func span(_ key: String) -> [UInt8] { Array(SiteStrings.html(key).utf8) }
    }

    /// `{{ta.KEY}}`.
    struct Attributes: Sendable {
        let menu = attribute("menu"), siteNav = attribute("siteNav"), search = attribute("search")
        let searchGuidelines = attribute("searchGuidelines"), readingMode = attribute("readingMode"), modeSbs = attribute("modeSbs")
        let modeInter = attribute("modeInter"), modeEn = attribute("modeEn"), modeKo = attribute("modeKo")
        let showSources = attribute("showSources"), shortcuts = attribute("shortcuts"), searchResults = attribute("searchResults")
        let guidelines = attribute("guidelines"), linkToRule = attribute("linkToRule"), derived = attribute("derived")
        let breadcrumb = attribute("breadcrumb"), previousNext = attribute("previousNext"), filterRules = attribute("filterRules")
        let allPlatforms = attribute("allPlatforms"), allKinds = attribute("allKinds")
        let `do` = attribute("do"), dont = attribute("dont"), consider = attribute("consider")

        private static func attribute(_ key: String) -> [UInt8] {
            var writer = HTMLWriter(capacity: 64)
            writer.escaped(SiteStrings.both(key))
            return writer.bytes
        }
    }

    let t = Spans()
    let ta = Attributes()
}
