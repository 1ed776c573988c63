import HIGText

/// The site's own words, in English and Korean: every label, button and message of the chrome comes from here.
/// Templates receive them as `t.KEY` (both languages as spans; the stylesheet shows the one of the reading mode)
/// and `ta.KEY` (`English · 한국어`, for attributes, which cannot hold spans).
enum SiteStrings {
    /// One entry of the table.
    struct Entry: Sendable {
        let en: String
        let ko: String
    }

    static let table: [String: Entry] = [
        "skip": Entry(en: "Skip to content", ko: "본문 바로가기"),
        "home": Entry(en: "Home", ko: "홈"),
        "pages": Entry(en: "Pages", ko: "페이지"),
        "rules": Entry(en: "Rules", ko: "규칙"),
        "menu": Entry(en: "Menu", ko: "메뉴"),
        "guidelines": Entry(en: "Guidelines", ko: "가이드라인"),
        "siteNav": Entry(en: "Site", ko: "사이트"),
        "search": Entry(en: "Search", ko: "검색"),
        "searchGuidelines": Entry(en: "Search the guidelines", ko: "가이드라인 검색"),
        "searchResults": Entry(en: "Search results", ko: "검색 결과"),
        "readingMode": Entry(en: "Reading mode", ko: "읽기 모드"),
        "modeSbs": Entry(en: "Side by side", ko: "나란히"),
        "modeInter": Entry(en: "Interleaved", ko: "번갈아"),
        "modeEn": Entry(en: "English only", ko: "영어만"),
        "modeKo": Entry(en: "Korean only", ko: "한국어만"),
        "sources": Entry(en: "Sources", ko: "출처"),
        "showSources": Entry(en: "Show source locations", ko: "출처 위치 보기"),
        "shortcuts": Entry(en: "Keyboard shortcuts", ko: "키보드 단축키"),
        "close": Entry(en: "Close", ko: "닫기"),
        "breadcrumb": Entry(en: "Breadcrumb", ko: "이동 경로"),
        "onThisPage": Entry(en: "On this page", ko: "목차"),
        "previous": Entry(en: "Previous", ko: "이전"),
        "next": Entry(en: "Next", ko: "다음"),
        "previousNext": Entry(en: "Previous and next page", ko: "이전 및 다음 페이지"),
        "notTranslated": Entry(en: "not translated", ko: "번역 없음"),
        "translated": Entry(en: "translated", ko: "번역됨"),
        "derived": Entry(en: "Derived translation: learned from the corpus, not written by a translator",
                         ko: "추정 번역: 말뭉치에서 학습했으며 번역자가 쓴 번역이 아님"),
        "translatorSummary": Entry(en: "translator’s summary", ko: "역자 요약"),
        "otherTranslations": Entry(en: "other translations", ko: "다른 번역"),
        "madeByPerson": Entry(en: "a person’s translation", ko: "사람 번역"),
        "madeByMachine": Entry(en: "machine translation", ko: "기계 번역"),
        "madeByUnknown": Entry(en: "translator unknown", ko: "번역 주체 미상"),
        "translatorNote": Entry(en: "translator’s note", ko: "역자 첨언"),
        "translatorNoteText": Entry(en: "The Korean text above includes a note by the translator.",
                                    ko: "이 블록의 번역에는 역자의 첨언이 들어 있습니다."),
        "changeLog": Entry(en: "translation change log", ko: "번역 변경 이력"),
        "outdatedBanner": Entry(en: " block(s) of this page were translated from older English and are marked.",
                                ko: "개 블록은 이전 영문을 기준으로 번역되어 표시해 두었습니다."),
        "showCurrentEnglish": Entry(en: "Show the current English instead of outdated Korean", ko: "이전 번역 대신 현재 영문 보기"),
        "hideSuggestions": Entry(en: "Hide suggestions", ko: "제안 숨기기"),
        "outdatedBadge": Entry(en: "Outdated", ko: "이전 영문 기준 번역"),
        "outdatedDetail": Entry(en: "the Korean was made for older English; show what changed",
                                ko: "한국어는 이전 영문을 번역한 것입니다. 바뀐 부분 보기"),
        "similar": Entry(en: "similar", ko: "유사"),
        "suggestionBadge": Entry(en: "Suggestion", ko: "제안"),
        "suggestionDetail": Entry(en: "not a translation: a match from", ko: "번역이 아니라 비슷한 영문의 번역입니다. 일치율과 출처:"),
        "copyLink": Entry(en: "Copy link", ko: "링크 복사"),
        "copied": Entry(en: "Copied", ko: "복사됨"),
        "linkToRule": Entry(en: "Link to this rule", ko: "이 규칙의 링크"),
        "otherPages": Entry(en: "Other pages", ko: "기타 페이지"),
        "categories": Entry(en: "Categories", ko: "카테고리"),
        "siteTitle": Entry(en: "Human Interface Guidelines", ko: "휴먼 인터페이스 가이드라인"),
        "siteDescription": Entry(en: "Apple’s Human Interface Guidelines with their community Korean translation, side by side.",
                                 ko: "Apple 휴먼 인터페이스 가이드라인과 커뮤니티 한국어 번역을 나란히 읽습니다."),
        "pagesCount": Entry(en: "pages", ko: "페이지"),
        "rulesCount": Entry(en: "rules", ko: "규칙"),
        "blocksTranslated": Entry(en: "of translatable blocks translated", ko: "번역 가능한 블록 중 번역됨"),
        "notFound": Entry(en: "Page not found", ko: "페이지를 찾을 수 없음"),
        "notFoundText": Entry(en: "This address leads to no page of the guidelines. Search for it, or start from the home page.",
                              ko: "이 주소에는 가이드라인 페이지가 없습니다. 검색하거나 홈에서 시작하세요."),
        "imageMissing": Entry(en: "Image not available", ko: "이미지를 불러올 수 없음"),
        "openImage": Entry(en: "Open the image", ko: "이미지 열기"),
        "keySearch": Entry(en: "Search", ko: "검색"),
        "keyModes": Entry(en: "Reading mode: side by side, interleaved, English, Korean", ko: "읽기 모드: 나란히, 번갈아, 영어, 한국어"),
        "keyCycle": Entry(en: "Next reading mode", ko: "다음 읽기 모드"),
        "keySources": Entry(en: "Show source locations", ko: "출처 위치 보기"),
        "keyPrevNext": Entry(en: "Previous / next page", ko: "이전 / 다음 페이지"),
        "keyHelp": Entry(en: "This list", ko: "이 목록"),
        "keyClose": Entry(en: "Close search or this list", ko: "검색 또는 이 목록 닫기"),
        "builtBy": Entry(en: "Built by hig from the compiled corpus.", ko: "hig가 컴파일된 말뭉치로 만들었습니다."),
        "pressForShortcuts": Entry(en: "Press ? for keyboard shortcuts.", ko: "키보드 단축키는 ? 키를 누르세요."),
        "allPlatforms": Entry(en: "All platforms", ko: "모든 플랫폼"),
        "allKinds": Entry(en: "All kinds", ko: "모든 종류"),
        "platform": Entry(en: "Platform", ko: "플랫폼"),
        "kind": Entry(en: "Kind", ko: "종류"),
        "filterRules": Entry(en: "Filter rules", ko: "규칙 거르기"),
        "showing": Entry(en: "Showing", ko: "표시"),
        "of": Entry(en: "of", ko: "/"),
        "noRules": Entry(en: "No rules were found in this corpus.", ko: "이 말뭉치에서 찾은 규칙이 없습니다."),
        "allCategories": Entry(en: "All categories", ko: "모든 카테고리"),
        "rulesByCategory": Entry(en: "rules, by category; each category’s page filters by platform and kind.",
                                 ko: "개 규칙, 카테고리별. 각 카테고리 페이지에서 플랫폼과 종류로 거를 수 있습니다."),
        "do": Entry(en: "Do", ko: "권장"),
        "dont": Entry(en: "Don’t", ko: "금지"),
        "consider": Entry(en: "Consider", ko: "고려"),
    ]

    /// Both languages as spans, `t-en` and `t-ko`, for element content.
    static func html(_ key: String) -> String {
        let entry = self[key]
        return "<span class=\"t-en\" lang=\"en\">\(Escape.html(entry.en))</span><span class=\"t-ko\" lang=\"ko\">\(Escape.html(entry.ko))</span>"
    }

    /// `English · 한국어`, for attributes.
    static func both(_ key: String) -> String {
        let entry = self[key]
        return entry.en + " · " + entry.ko
    }

    static subscript(_ key: String) -> Entry {
        guard let entry = table[key] else { preconditionFailure("no site string \(key)") }
        return entry
    }

    /// `t` (spans) and `ta` (attribute text) for every key of the table, escaped once: every page of a build
    /// merges them into its context.
    private static let rendered: [String: [String: String]] = [
        "t": Dictionary(uniqueKeysWithValues: table.keys.map { ($0, html($0)) }),
        "ta": Dictionary(uniqueKeysWithValues: table.keys.map { ($0, both($0)) }),
    ]

    /// The template values: `t` (spans) and `ta` (attribute text), every key of the table.
    static var templateValues: [String: Any] { rendered }
}
