import HIGCorpus

/// The vocabulary of guideline sentences: lead verbs (taken from the bold rules of the real corpus, plus common
/// instruction verbs), the verbs that decide a rule's kind, and the words that open an introductory phrase.
enum RuleVerbs {
    /// Avoid, Don't, Never → `dont`.
    static let dont: Set<String> = ["avoid", "don't", "never", "refrain", "resist"]
    /// Consider, Prefer → `consider`.
    static let consider: Set<String> = ["consider", "prefer", "favor", "favour"]

    /// Base-form verbs that open an instruction in guideline prose.
    static let verbs: Set<String> = dont.union(consider).union([
        "accept", "account", "accommodate", "adapt", "add", "adjust", "adopt", "aid", "aim", "align", "allow", "anticipate",
        "append", "apply", "arrange", "ask", "assign", "balance", "be", "begin", "bring", "build", "center", "change",
        "check", "choose", "clarify", "close", "combine", "communicate", "complement", "configure", "confirm", "constrain",
        "continue", "coordinate", "create", "customize", "decide", "define", "defer", "deliver", "describe", "design",
        "designate", "determine", "differentiate", "disable", "display", "distinguish", "double-check", "emphasize",
        "enable", "encourage", "ensure", "establish", "expose", "extend", "facilitate", "feature", "fill", "find",
        "focus", "follow", "give", "group", "handle", "help", "hide", "highlight", "identify", "implement", "include",
        "indicate", "inform", "inset", "integrate", "keep", "label", "lay", "let", "limit", "list", "look", "maintain",
        "make", "match", "maximize", "minimize", "mirror", "offer", "omit", "open", "opt", "organize", "pair", "pay",
        "perform", "personalize", "place", "play", "populate", "position", "prepare", "present", "preserve", "prevent",
        "prioritize", "provide", "put", "recognize", "reduce", "refer", "reflect", "reinforce", "remember", "remove",
        "replace", "represent", "require", "reserve", "respect", "respond", "restrict", "retain", "reveal", "revert",
        "save", "scale", "select", "send", "set", "show", "showcase", "simplify", "size", "space", "specify", "stack",
        "start", "state", "stick", "streamline", "strive", "summarize", "supplement", "supply", "support", "switch",
        "tailor", "take", "target", "tell", "test", "think", "treat", "try", "turn", "update", "use", "validate",
        "verify", "warn", "write",
    ])

    /// Words that open an introductory phrase ending in a comma (`If necessary,`, `In visionOS,`, `For example,`).
    static let introductionWords: Set<String> = [
        "if", "when", "in", "for", "to", "as", "at", "within", "although", "while", "unless", "because", "before",
        "after", "whenever", "where", "wherever", "even", "on", "with", "without", "whether", "during", "generally",
        "typically", "ideally", "also", "instead", "otherwise", "by", "from", "under", "outside", "beyond", "throughout",
    ]

    /// Adverbs that may stand before the verb (`Always save`, `Never use`, `Carefully consider`).
    static func isLeadingAdverb(_ word: String) -> Bool {
        if ["always", "never", "only", "also", "just", "please", "generally", "still"].contains(word) { return true }
        return word.hasSuffix("ly") && !verbs.contains(word) && word.count > 3
    }

    /// Adverbs that turn the sentence into a prohibition.
    static let negatingAdverbs: Set<String> = ["never"]

    /// Words after a capitalised "verb" that show it is a noun subject (`Use of color is…`, `Display sizes can…`).
    static let nounFollowers: Set<String> = [
        "of", "is", "are", "was", "were", "can", "may", "might", "should", "will", "would", "has", "have", "does",
        "isn't", "aren't", "doesn't", "can't", "sizes", "buttons",
    ]

    static func kind(of verb: String) -> RuleKind {
        if dont.contains(verb) { return .dont }
        if consider.contains(verb) { return .consider }
        return .do
    }
}
