import Mustache

/// The site's templates, each written once in Swift (`BundledRenderer`) and each replaceable by a theme's
/// `templates/NAME.mustache` (docs/site.md lists the values each receives).
enum SiteTemplate: String, CaseIterable, Sendable {
    /// Files: the shell around every file, and the body of each kind of file.
    case layout, home, page, category, rules, notfound
    /// Partials.
    case name, crumbs, banners, block
    case navNode = "nav-node"
    case maintenanceBanner = "maintenance-banner"
    case translationState = "translation-state"

    /// What a theme template's `{{>NAME}}` renders for a partial the theme does not replace: the bundled rendering,
    /// which the partial's values carry under this key (`RenderedPartial`). `nil` for the files, which are not
    /// included.
    var standIn: String? {
        switch self {
        case .layout, .home, .page, .category, .rules, .notfound: nil
        case .name, .block, .navNode: "{{{html}}}"
        case .crumbs: "{{{crumbsHTML}}}"
        case .banners: "{{{bannersHTML}}}"
        case .maintenanceBanner: "{{{maintenanceBannerHTML}}}"
        case .translationState: "{{{translationStateHTML}}}"
        }
    }
}

/// A bundled partial's rendering, made only when a theme template includes it: swift-mustache writes a
/// `MustacheCustomRenderable` as its `renderText`, never parsing it as a template (as it would a lambda's string).
struct RenderedPartial: MustacheCustomRenderable {
    let render: @Sendable () -> String

    var renderText: String { render() }
    var isNull: Bool { false }
}
