import DarkroomCompat
import Foundation

/// The fonts every snapshot renders with unless a test sets its own.
///
/// Text goes through a `FontConfiguration` made of these files only, never the
/// machine's fontconfig setup: no user fonts, no font cache, no locale-dependent
/// family matching, so the same test gives the same pixels on every machine
/// that has the Debian packages in `scripts/apt-packages.txt` installed.
/// The set: Inter (the system design's stand-in), DejaVu Sans / Serif / Mono,
/// Noto Sans Arabic UI and Noto Sans Hebrew (Darkroom's fallbacks for those
/// scripts) and Noto Color Emoji. Other scripts fall back within this set.
public enum SnapshotFonts {
    /// Where the files are looked for, with the file-name prefixes taken from each folder.
    static let sources: [(folder: String, prefixes: [String])] = [
        ("/usr/share/fonts/opentype/inter", ["Inter-"]),
        ("/usr/share/fonts/truetype/dejavu", ["DejaVuSans", "DejaVuSerif"]),
        ("/usr/share/fonts/truetype/noto", ["NotoSansArabicUI-", "NotoSansHebrew-", "NotoColorEmoji"]),
    ]

    /// The pinned configuration; `nil` when none of the files exists (then the system's fonts are used,
    /// and `pinnedFontsError` says why).
    public static var pinned: FontConfiguration? { loaded.configuration }

    /// Why the pinned fonts could not be loaded, if they could not.
    public static var pinnedFontsError: String? { loaded.error }

    /// The font files of the pinned configuration, sorted by path.
    public static var files: [URL] { loaded.configuration?.fontFiles ?? [] }

    private static let loaded: (configuration: FontConfiguration?, error: String?) = {
        let manager = FileManager.default
        var files: [URL] = []
        for source in sources {
            let names = (try? manager.contentsOfDirectory(atPath: source.folder)) ?? []
            for name in names.sorted() where source.prefixes.contains(where: name.hasPrefix) {
                guard name.hasSuffix(".otf") || name.hasSuffix(".ttf") else { continue }
                files.append(URL(fileURLWithPath: source.folder).appendingPathComponent(name))
            }
        }
        do {
            return (try FontConfiguration(fontFiles: files), nil)
        } catch {
            return (nil, "pinned snapshot fonts unavailable (\(error)); install fonts-inter, fonts-dejavu-core, "
                + "fonts-dejavu-extra, fonts-noto-core, fonts-noto-ui-core, fonts-noto-color-emoji")
        }
    }()
}
