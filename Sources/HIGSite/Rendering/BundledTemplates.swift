/// Which templates `BundledRenderer` writes by hand, and the exact bytes it was written for.
enum BundledTemplates {
    /// A kind of file of the site, by the template that renders it.
    enum Kind: String, CaseIterable, Sendable {
        case layout, page, category, home, rules, notfound

        /// The template and every partial it includes: the file renders by hand only when all are as written for.
        var templates: [String] {
            switch self {
            case .layout: ["layout", "nav-node", "name"]
            case .page: ["page", "crumbs", "name", "banners", "maintenance-banner", "block", "translation-state"]
            case .category: ["category", "crumbs", "name", "banners"]
            case .home: ["home", "name"]
            case .rules: ["rules", "name"]
            case .notfound: ["notfound"]
            }
        }
    }

    /// FNV-1a (64-bit) of each template file `BundledRenderer` mirrors. A theme template with other bytes (a user's,
    /// or a bundled one edited since) renders through swift-mustache, so the output is always the template's; the
    /// parity tests fail until the renderer and these figures are brought up to date.
    static let fingerprints: [String: UInt64] = [
        "banners": 0x86D0_8385_D403_5FE8,
        "block": 0xE574_1337_21F9_96CC,
        "category": 0xD005_B2AA_3948_AE56,
        "crumbs": 0x40A7_101B_0C69_9EBB,
        "home": 0x2D0A_F067_1D2B_719C,
        "layout": 0xC883_8510_C02C_B22E,
        "maintenance-banner": 0x599C_1A2D_DBEF_AFC4,
        "name": 0x4BFD_6F5E_942D_ABA4,
        "nav-node": 0x20C9_769D_34E1_B58A,
        "notfound": 0x0EA6_80FB_8D73_634F,
        "page": 0x6826_F3AF_EDC0_8E7B,
        "rules": 0x1715_7416_8B27_23DF,
        "translation-state": 0x15D5_AAC6_9A94_695E,
    ]

    /// 64-bit FNV-1a of `bytes`.
    static func fingerprint(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var value: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
        return value
    }

    /// The kinds of file that render by hand with templates `templates` (name → file bytes).
    static func handRendered(_ templates: [String: [UInt8]]) -> Set<Kind> {
        let matching = Set(templates.compactMap { name, bytes in fingerprints[name] == fingerprint(bytes) ? name : nil })
        return Set(Kind.allCases.filter { $0.templates.allSatisfy(matching.contains) })
    }
}
