import Foundation

#if !canImport(Darwin)
    // Foundation on Linux lacks the `URL` directory properties Apple added in iOS 16 /
    // macOS 13; recipes save with `URL.documentsDirectory.appending(path: "card.pdf")`.
    // They map to `FileManager`'s search paths (XDG folders under the home directory).
    extension URL {
        /// The user's documents folder (`~/Documents`), created if missing: an app's
        /// Documents folder always exists on iOS, and recipes write into it directly.
        public static var documentsDirectory: URL { existing(.documentDirectory, fallback: "Documents") }
        /// The caches folder (`~/.cache`), created if missing.
        public static var cachesDirectory: URL { existing(.cachesDirectory, fallback: ".cache") }
        /// The application-support folder (`~/.local/share`), created if missing.
        public static var applicationSupportDirectory: URL {
            existing(.applicationSupportDirectory, fallback: ".local/share")
        }
        /// The library folder (Foundation on Linux has none: `~/Library`), created if missing.
        public static var libraryDirectory: URL { existing(.libraryDirectory, fallback: "Library") }
        /// The downloads folder (`~/Downloads`).
        public static var downloadsDirectory: URL { path(.downloadsDirectory, fallback: "Downloads") }
        /// The desktop folder (`~/Desktop`).
        public static var desktopDirectory: URL { path(.desktopDirectory, fallback: "Desktop") }
        /// The movies folder (`~/Videos`).
        public static var moviesDirectory: URL { path(.moviesDirectory, fallback: "Videos") }
        /// The music folder (`~/Music`).
        public static var musicDirectory: URL { path(.musicDirectory, fallback: "Music") }
        /// The pictures folder (`~/Pictures`).
        public static var picturesDirectory: URL { path(.picturesDirectory, fallback: "Pictures") }
        /// The shared public folder (`~/Public`).
        public static var sharedPublicDirectory: URL { path(.sharedPublicDirectory, fallback: "Public") }
        /// The trash folder (Foundation's mapping, `~/.Trash`).
        public static var trashDirectory: URL { path(.trashDirectory, fallback: ".Trash") }
        /// The applications folder (Foundation on Linux has none: `~/Applications`).
        public static var applicationDirectory: URL { path(.applicationDirectory, fallback: "Applications") }
        /// The folder holding users' home folders (the home folder's parent).
        public static var userDirectory: URL { URL.homeDirectory.deletingLastPathComponent() }

    private static func path(_ directory: FileManager.SearchPathDirectory, fallback: String) -> URL {
        FileManager.default.urls(for: directory, in: .userDomainMask).first
            ?? URL.homeDirectory.appendingPathComponent(fallback, isDirectory: true)
    }

    private static func existing(_ directory: FileManager.SearchPathDirectory, fallback: String) -> URL {
        let url = path(directory, fallback: fallback)
        // A failure leaves the URL as it is: writing into it then reports the error the caller handles.
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
#endif
