import ArgumentParser
import HIGText

/// `--platform` of `hig rules` and `hig search`: validated against `PlatformName`, in any case (`watchos`).
enum PlatformOption {
    /// `iOS, iPadOS, macOS, tvOS, visionOS or watchOS`.
    static var names: String {
        PlatformName.all.dropLast().joined(separator: ", ") + " or " + PlatformName.all.last!
    }

    /// Throws the one usage error both subcommands print for a name that is not a platform.
    static func validate(_ platform: String?) throws {
        if let platform, PlatformName.canonical(platform) == nil {
            throw ValidationError("Unknown platform '\(platform)'; use one of \(PlatformName.all.joined(separator: ", ")).")
        }
    }
}
