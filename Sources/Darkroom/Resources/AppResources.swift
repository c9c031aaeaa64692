import Foundation

/// Where a render finds an app's resources — asset catalogs and string tables — beyond the
/// bundle a lookup names (a Darkroom addition; Apple's apps always have their bundle).
///
/// Named lookups (`Image("logo")`, `Color("Brand")`, `Text("welcome_title")`,
/// `String(localized:)`, `UIImage(named:)`…) search, in order:
///
/// 1. each of ``folders``: an `.xcassets` folder, an `.xcstrings` file, an `.lproj` folder, or a
///    folder searched for those (an app's source folder, say) down to five levels, skipping
///    hidden folders, `.build`, `DerivedData`, `Pods` and Xcode project folders;
/// 2. the bundle the call names, else `Bundle.main`. A bundle's resource folder is searched at
///    its top level and in the SwiftPM resource bundles (`*.resources`) and `*.bundle` folders
///    beside it — on Linux `Bundle.main` is the executable's folder, where SwiftPM puts the
///    `<Package>_<Target>.resources` folder that `.copy("Assets.xcassets")` or
///    `.process("Assets.xcassets")` fills.
///
/// The environment's value (``EnvironmentValues/appResources``) applies to a render; it starts
/// as ``standard``, which is process-wide and starts from the `DARKROOM_RESOURCES` environment
/// variable (folders separated by `:`). Set it on a renderer with
/// `options.environment.appResources = AppResources(folders: [url])`, or on part of a view with
/// `.environment(\.appResources, …)`.
///
/// Folders are read once, on first use, and kept for the life of the process.
public struct AppResources: Hashable, Sendable {
    /// Folders searched before the bundle, first match wins.
    public var folders: [URL]

    /// Resources in `folders`, searched before the bundle.
    public init(folders: [URL] = []) { self.folders = folders }

    /// Resources in one folder, searched before the bundle.
    public init(folder: URL) { self.init(folders: [folder]) }

    /// The process-wide default: what `AppResources` a render starts from, and what lookups made
    /// outside a render (`UIImage(named:)` at start-up, say) use.
    public static var standard: AppResources {
        get { StandardBox.shared.value }
        set { StandardBox.shared.value = newValue }
    }

    private final class StandardBox: @unchecked Sendable {
        static let shared = StandardBox()
        private let lock = NSLock()
        private var stored: AppResources = {
            let variable = ProcessInfo.processInfo.environment["DARKROOM_RESOURCES"] ?? ""
            let paths = variable.split(separator: ":").map(String.init).filter { !$0.isEmpty }
            return AppResources(folders: paths.map { URL(fileURLWithPath: $0) })
        }()
        var value: AppResources {
            get { lock.withLock { stored } }
            set { lock.withLock { stored = newValue } }
        }
    }
}

private struct AppResourcesKey: EnvironmentKey {
    static var defaultValue: AppResources { AppResources.standard }
}

extension EnvironmentValues {
    /// Where this render finds asset catalogs and string tables before the bundle (a Darkroom
    /// addition): ``AppResources/standard`` unless set.
    public var appResources: AppResources {
        get { self[AppResourcesKey.self] }
        set { self[AppResourcesKey.self] = newValue }
    }
}
