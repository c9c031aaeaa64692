import CCairo
import Foundation

/// A fixed set of fonts loaded from files, independent of what the machine has
/// installed, so text renders the same on a laptop, in CI and on a server.
///
/// Without one, Darkroom uses the system's fontconfig setup. With one, text
/// shaping sees only the given files (unless `includingSystemFonts`): a family
/// not among them falls back to the closest of them, never to an installed font.
///
/// Apply it to one render through `RenderOptions.fontConfiguration` (or
/// `EnvironmentValues.fontConfiguration`), or to every render of the process
/// with `FontConfiguration.default`. Each thread's text engine keeps one pango
/// font map per configuration, so renders with different configurations can
/// run at the same time.
public final class FontConfiguration: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// Why a configuration could not be made.
    public enum Error: Swift.Error, Equatable, Sendable {
        /// fontconfig could not load this file as a font.
        case unreadableFont(path: String)
        /// No font files were given.
        case noFonts
    }

    let config: OpaquePointer
    /// Distinguishes configurations in each thread's engine cache.
    let id: Int
    /// The font files, in the order given.
    public let fontFiles: [URL]

    private static let counter = Counter()

    /// A configuration with exactly these font files (TrueType, OpenType,
    /// collections). `includingSystemFonts` adds the machine's fonts after them.
    public init(fontFiles: [URL], includingSystemFonts: Bool = false) throws {
        guard !fontFiles.isEmpty else { throw Error.noFonts }
        guard let config = includingSystemFonts ? FcInitLoadConfigAndFonts() : FcConfigCreate() else {
            throw Error.noFonts
        }
        for url in fontFiles {
            // A directory is readable too, and fontconfig would accept it (with no font in it).
            guard ImageDecoding.isRegularFile(url.path), FileManager.default.isReadableFile(atPath: url.path),
                  FcConfigAppFontAddFile(config, url.path) != 0 else {
                FcConfigDestroy(config)
                throw Error.unreadableFont(path: url.path)
            }
        }
        self.config = config
        self.fontFiles = fontFiles
        id = Self.counter.next()
    }

    deinit { FcConfigDestroy(config) }

    /// Every family name the configuration's fonts declare.
    public var familyNames: [String] {
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return [] }
        var names: Set<String> = []
        for i in 0..<Int(set.pointee.nfont) {
            var index: Int32 = 0
            var value: UnsafeMutablePointer<FcChar8>?
            while FcPatternGetString(set.pointee.fonts[i], FC_FAMILY, index, &value) == FcResultMatch, let value {
                names.insert(String(cString: value)); index += 1
            }
        }
        return names.sorted()
    }

    /// Makes a pango font map use this configuration.
    func apply(to fontMap: OpaquePointer) {
        pango_fc_font_map_set_config(fontMap, config)
    }

    // MARK: Which configuration applies

    private static let lock = NSLock()
    nonisolated(unsafe) private static var processDefault: FontConfiguration?

    /// The configuration of every render that does not set its own (`nil`: system fonts).
    public static var `default`: FontConfiguration? {
        get { lock.withLock { processDefault } }
        set { lock.withLock { processDefault = newValue } }
    }

    /// Set by the renderer for the duration of a layout.
    @TaskLocal static var current: FontConfiguration?

    /// The configuration text shaping uses right now.
    static var effective: FontConfiguration? { current ?? `default` }

    public static func == (l: FontConfiguration, r: FontConfiguration) -> Bool { l === r }
    public func hash(into h: inout Hasher) { h.combine(id) }
    public var description: String { "FontConfiguration(\(fontFiles.map(\.lastPathComponent)))" }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func next() -> Int { lock.withLock { value += 1; return value } }
    }
}

private struct FontConfigurationKey: EnvironmentKey {
    static var defaultValue: FontConfiguration? { nil }
}

extension EnvironmentValues {
    /// The fonts text is shaped with (`nil`: `FontConfiguration.default`, then the system's).
    public var fontConfiguration: FontConfiguration? {
        get { self[FontConfigurationKey.self] }
        set { self[FontConfigurationKey.self] = newValue }
    }
}

extension RenderOptions {
    /// The fonts of this render (stored in `environment`).
    public var fontConfiguration: FontConfiguration? {
        get { environment.fontConfiguration }
        set { environment.fontConfiguration = newValue }
    }
}
